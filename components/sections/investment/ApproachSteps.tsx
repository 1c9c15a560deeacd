// The approach's five steps from feasibility to exit planning, in their three stages (the hero's chips link to
// them): a full-bleed navy band of numbered rows, each stage's name in the margin and the flow between them.
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";
import { Phrases } from "@/components/typography/Phrases";
import { number } from "./step-number";

type Stage = { title: string; steps: { title: string; text: string }[] };
type ApproachStepsProps = { id: string; title: string; text: string; stages: Stage[] };

/** The id of a stage's block, which the hero's chip of the same name links to. */
export const stageId = (index: number) => `stage-${index + 1}`;

export function ApproachSteps({ id, title, text, stages }: ApproachStepsProps) {
  // Steps are numbered across the stages (01–05), so each stage's list starts where the last one ended.
  const starts = stages.map((_, index) => stages.slice(0, index).reduce((sum, s) => sum + s.steps.length, 0));
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-ink py-20 text-white sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <Reveal className="max-w-3xl">
          <h2
            id={`${id}-title`}
            className="text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            <Phrases text={title} />
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-white/75">
            <KeptEnding text={text} />
          </p>
        </Reveal>
        <div className="mt-14 sm:mt-20">
          {stages.map((stage, stageIndex) => (
            <div
              key={stage.title}
              id={stageId(stageIndex)}
              className="grid border-t border-white/25 lg:grid-cols-[16rem_1fr] lg:gap-12"
            >
              <h3 className="flex items-center gap-3 pt-6 text-sm font-semibold tracking-[0.18em] text-gold uppercase lg:items-start lg:pt-8">
                <span aria-hidden="true" className="h-px w-6 bg-gold lg:mt-2.5" />
                {stage.title}
              </h3>
              <ol start={starts[stageIndex]! + 1}>
                {stage.steps.map((step, index) => (
                  <Reveal
                    as="li"
                    key={step.title}
                    index={index}
                    column={cardColumn(step.text)}
                    className="grid grid-cols-[3rem_1fr] gap-x-4 border-white/10 py-6 not-first:border-t sm:grid-cols-[4.5rem_1fr] lg:grid-cols-[4.5rem_minmax(0,20rem)_1fr] lg:gap-x-10 lg:py-8"
                  >
                    <span
                      aria-hidden="true"
                      data-pagefind-ignore=""
                      data-heading-face
                      className="text-2xl leading-none font-semibold text-white/40 tabular-nums sm:text-3xl"
                    >
                      {number(starts[stageIndex]! + index)}
                    </span>
                    <h4 className="text-xl leading-snug font-semibold">
                      <Phrases text={step.title} />
                    </h4>
                    <p className="col-start-2 mt-3 leading-relaxed text-white/75 lg:col-start-3 lg:row-start-1 lg:mt-0">
                      <KeptEnding text={step.text} />
                    </p>
                  </Reveal>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
