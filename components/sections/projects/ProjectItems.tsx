// A project's labelled sections (Focus, Includes, Delivery Phases…).
import { useTranslate } from "@/lib/usePageContext";
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

type Item = { label: string; value: string };

export function ProjectItems({ items }: { items: Item[] }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="highlights-title" className="mt-16">
      <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        <Phrases text={t("project.highlights")} />
      </h2>
      <div className="mt-8 border-t border-ink/10" data-testid="project-items">
        {items.map((item, index) => (
          <Reveal
            key={item.label}
            index={index}
            className="grid gap-2 border-b border-ink/10 py-6 sm:grid-cols-[12rem_1fr] sm:gap-8"
          >
            <h3 className="font-semibold text-ink">
              <Phrases text={item.label} />
            </h3>
            <p className="leading-relaxed text-ink/80">
              <KeptEnding text={item.value} />
            </p>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
