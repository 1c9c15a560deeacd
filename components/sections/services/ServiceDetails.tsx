// The four detail sections: what it is, who it's for, our approach, client protection and success.
import type { UiKey } from "@/lib/i18n";
import { useTranslate } from "@/lib/usePageContext";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { Reveal } from "@/components/ui/Reveal";

type Details = { what: string; forWhom: string; approach: string; success: string };

const sections: { key: keyof Details; label: UiKey }[] = [
  { key: "what", label: "services.details.what" },
  { key: "forWhom", label: "services.details.forWhom" },
  { key: "approach", label: "services.details.approach" },
];

export function ServiceDetails({ details }: { details: Details }) {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28" aria-labelledby="details-title">
      <h2 id="details-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        <Phrases text={t("services.detailsTitle")} />
      </h2>
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div className="space-y-10">
          {sections.map(({ key, label }, index) => (
            <Reveal key={key} index={index}>
              <h3 className="text-xl font-semibold text-ink">
                <Phrases text={t(label)} />
              </h3>
              <p className="mt-3 text-[1.0625rem] leading-relaxed text-ink/80">
                <KeptEnding text={details[key]} />
              </p>
            </Reveal>
          ))}
        </div>
        <Reveal
          index={1}
          className="self-start rounded-2xl bg-indigo p-8 text-white sm:p-10 lg:sticky lg:top-32"
        >
          <span aria-hidden="true" className="block h-1 w-12 bg-gold" />
          <h3 className="mt-6 text-xl font-semibold">
            <Phrases text={t("services.details.success")} />
          </h3>
          <p className="mt-4 text-[1.0625rem] leading-relaxed text-white/85" data-testid="service-success">
            <KeptEnding text={details.success} />
          </p>
        </Reveal>
      </div>
    </section>
  );
}
