// The service's steps (services.workflowTitle, 'How the service runs'): numbered steps on a dark band, fading in 0.2 s apart.
import { useTranslate } from "@/lib/usePageContext";
import { Reveal } from "@/components/ui/Reveal";
import { RaggedCopy } from "@/components/typography/RaggedCopy";
import { Phrases } from "@/components/typography/Phrases";

type Step = { title: string; text: string };

export function WorkflowSteps({ steps }: { steps: Step[] }) {
  const t = useTranslate();
  return (
    <section className="bg-ink py-20 text-white sm:py-28" aria-labelledby="workflow-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="workflow-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          <Phrases text={t("services.workflowTitle")} />
        </h2>
        <ol
          className="mt-14 grid gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-5"
          data-testid="workflow-steps"
        >
          {steps.map((step, index) => (
            // Reveal staggers 0.1 s per index; workflow steps are 0.2 s apart (docs/pages.md).
            <Reveal
              as="li"
              key={step.title}
              index={index * 2}
              column="narrow"
              className="relative border-t border-white/20 pt-6"
            >
              <span
                aria-hidden="true"
                className="absolute -top-[5px] left-0 h-2.5 w-2.5 rounded-full bg-gold"
              />
              {/* The step's number: decoration to the search, whose excerpt never opens with it. */}
              <p
                data-pagefind-ignore=""
                className="text-xs font-semibold tracking-[0.2em] text-gold uppercase"
              >
                {t("services.step", { number: String(index + 1).padStart(2, "0") })}
              </p>
              <h3 className="mt-3 text-lg leading-snug font-semibold">
                <Phrases text={step.title} />
              </h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-white/75">
                <RaggedCopy text={step.text} />
              </p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
