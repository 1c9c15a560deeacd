// What happens at each stage, one stage open at a time (the first on arrival).
import { Accordion } from "@/components/ui/Accordion";
import { Icon } from "@/components/ui/Icon";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { number } from "./step-number";

type Stage = { title: string; points: string[] };

export function StageAccordion({ stages }: { stages: Stage[] }) {
  return (
    <Accordion
      name="stages"
      defaultOpen="stage-1"
      items={stages.map((stage, index) => ({
        id: `stage-${index + 1}`,
        title: (
          <span className="flex items-baseline gap-4 phrase">
            {/* Part of the name: a speech user says the "01" they see (WCAG 2.5.3). Its own width in the row: beside a
                title of two lines at 390 px it broke digit by digit (stop-76 review). */}
            <span
              data-pagefind-ignore=""
              className="shrink-0 text-sm font-semibold whitespace-nowrap text-vermilion"
            >
              {number(index)}
            </span>{" "}
            <Phrases text={stage.title} />
          </span>
        ),
        content: (
          <ul className="space-y-3 sm:pl-9">
            {stage.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Icon name="check" width={20} height={20} className="mt-0.5 shrink-0 text-indigo" />
                <KeptEnding text={point} />
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
