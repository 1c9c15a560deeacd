// The aside of a project page: location, timeline and type.
import { useTranslate } from "@/lib/usePageContext";
import { Icon, type IconName } from "@/components/ui/Icon";
import { Phrases } from "@/components/typography/Phrases";

type ProjectFactsProps = { location: string; timeline: string; type: string };

export function ProjectFacts({ location, timeline, type }: ProjectFactsProps) {
  const t = useTranslate();
  const facts: { label: string; value: string; icon: IconName }[] = [
    { label: t("project.location"), value: location, icon: "pin" },
    { label: t("project.timeline"), value: timeline, icon: "clock" },
    { label: t("project.type"), value: type, icon: "building" },
  ];
  return (
    <aside
      aria-labelledby="facts-title"
      className="self-start rounded-2xl bg-paper p-7 ring-1 ring-ink/5 lg:sticky lg:top-32 lg:order-last"
    >
      <h2 id="facts-title" className="text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
        {t("project.facts")}
      </h2>
      <dl className="mt-6 space-y-5" data-testid="project-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="relative border-b border-ink/10 pb-5 pl-9 last:border-0 last:pb-0">
            <dt className="text-sm text-steel">
              <Icon name={fact.icon} width={20} height={20} className="absolute top-0.5 left-0 text-indigo" />
              {fact.label}
            </dt>
            <dd className="mt-1 font-semibold text-ink phrase">
              <Phrases text={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
