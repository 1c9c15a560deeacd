// Steps joined by a line: across on large screens, down on phones.
import { clsx } from "clsx";
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./Section";

export function StepFlow({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid lg:auto-cols-fr lg:grid-flow-col lg:gap-6">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <Reveal as="li" key={step.title} index={index} className="relative flex gap-5 lg:flex-col lg:gap-6">
            <div className="flex flex-col items-center lg:flex-row">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-semibold text-white">
                {number(index)}
              </span>
              {!last && (
                <span
                  aria-hidden="true"
                  className="w-px flex-1 bg-ink/15 lg:ml-4 lg:h-px lg:w-auto lg:flex-1"
                />
              )}
            </div>
            <div className={clsx(!last && "pb-10 lg:pb-0")}>
              <h3 className="pt-2.5 text-lg leading-snug font-semibold text-ink lg:pt-0">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-steel">{step.text}</p>
            </div>
          </Reveal>
        );
      })}
    </ol>
  );
}
