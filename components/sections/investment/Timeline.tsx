// A vertical timeline: numbered stops joined by a line.
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./step-number";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";
import { Phrases } from "@/components/typography/Phrases";

export function Timeline({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol>
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.title}
          index={index}
          column={cardColumn(step.text)}
          className="relative grid grid-cols-[3rem_1fr] gap-x-5 pb-10 last:pb-0 sm:grid-cols-[4rem_1fr] sm:gap-x-8 sm:pb-12"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-14 bottom-2 left-6 w-px bg-ink/15 sm:top-18 sm:left-8"
            />
          )}
          {/* The step's number: decoration to the search, whose excerpt never opens with it. */}
          <span
            data-pagefind-ignore=""
            className="flex h-12 w-12 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white sm:h-16 sm:w-16 sm:text-base"
          >
            {number(index)}
          </span>
          <div className="pt-2.5 sm:pt-4">
            <h3 className="text-xl leading-snug font-semibold text-ink">
              <Phrases text={step.title} />
            </h3>
            <p className="mt-3 leading-relaxed text-steel lg:text-[1.0625rem]">
              <KeptEnding text={step.text} />
            </p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
