// The service's steps (services.workflowTitle, 'How the service runs'): numbered steps on a dark band, fading in 0.2 s apart.
// From md each step is a row, its number and title on the left and its text at a reading measure on the right: five
// columns of 11 to 14 Japanese characters a line, up to eleven lines each, were the service pages' densest block
// (design review, stop 66), and a step's text is running text, justified as any paragraph is.
import { useTranslate } from "@/lib/usePageContext";
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";

type Step = { title: string; text: string };

export function WorkflowSteps({ steps }: { steps: Step[] }) {
  const t = useTranslate();
  return (
    <section className="bg-ink py-20 text-white sm:py-28" aria-labelledby="workflow-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="workflow-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          <Phrases text={t("services.workflowTitle")} />
        </h2>
        <ol className="mt-14 grid gap-y-10 md:gap-y-0" data-testid="workflow-steps">
          {steps.map((step, index) => (
            // Reveal staggers 0.1 s per index; workflow steps are 0.2 s apart (docs/pages.md).
            <Reveal
              as="li"
              key={step.title}
              index={index * 2}
              column={cardColumn(step.text)}
              className="relative border-t border-white/20 pt-6 md:grid md:grid-cols-12 md:gap-x-10 md:pt-8 md:pb-10"
            >
              <span
                aria-hidden="true"
                className="absolute -top-[5px] left-0 h-2.5 w-2.5 rounded-full bg-gold"
              />
              <div className="md:col-span-5">
                {/* The step's number: decoration to the search, whose excerpt never opens with it. */}
                <p
                  data-pagefind-ignore=""
                  className="text-xs font-semibold tracking-[0.2em] text-gold uppercase"
                >
                  {t("services.step", { number: String(index + 1).padStart(2, "0") })}
                </p>
                <h3 className="mt-3 text-lg leading-snug font-semibold lg:text-xl">
                  <Phrases text={step.title} />
                </h3>
              </div>
              <p className="mt-3 max-w-2xl leading-relaxed text-white/80 md:col-span-7 md:mt-7 lg:text-[1.0625rem]">
                <KeptEnding text={step.text} />
              </p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
