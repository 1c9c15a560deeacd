// The four goals of the mission, numbered, and the statement that closes them.
import { Reveal } from "@/components/ui/Reveal";
import { Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";

type MissionGoalsProps = { goals: { title: string; text: string }[]; closing: string };

export function MissionGoals({ goals, closing }: MissionGoalsProps) {
  return (
    <>
      {/* Goals read as an editorial list under hairlines; the closing statement below is the page's one panel. */}
      <ol className="grid gap-x-12 gap-y-12 md:grid-cols-2">
        {goals.map((goal, index) => (
          <Ruled key={goal.title} index={index} column={cardColumn(goal.text)} className="border-ink/25 pt-7">
            <h2 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">
              <Phrases text={goal.title} />
            </h2>
            <p className="mt-3 leading-relaxed text-steel">
              <KeptEnding text={goal.text} />
            </p>
          </Ruled>
        ))}
      </ol>
      <Reveal className="mt-16 rounded-2xl bg-ink px-7 py-12 text-white sm:px-14 sm:py-16">
        <span aria-hidden="true" className="block h-px w-12 bg-vermilion" />
        <p
          data-testid="mission-closing"
          data-heading-face
          className="mt-6 max-w-4xl text-2xl leading-snug font-semibold phrase sm:text-3xl"
        >
          <Phrases text={closing} />
        </p>
      </Reveal>
    </>
  );
}
