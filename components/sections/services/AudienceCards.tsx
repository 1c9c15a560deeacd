// 'Who Is This For': one card per audience, fading in 0.1 s apart.
import { useTranslate } from "@/lib/usePageContext";
import { Card } from "@/components/ui/Card";
import { ShortRule } from "@/components/ui/ShortRule";
import { RaggedCopy } from "@/components/typography/RaggedCopy";
import { Phrases } from "@/components/typography/Phrases";

type Audience = { title: string; text: string };

export function AudienceCards({ audiences }: { audiences: Audience[] }) {
  const t = useTranslate();
  return (
    <section className="bg-paper py-20 sm:py-28" aria-labelledby="audiences-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="audiences-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          <Phrases text={t("services.audiencesTitle")} />
        </h2>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map((audience, index) => (
            <Card key={audience.title} index={index} padding="md">
              <ShortRule />
              <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">
                <Phrases text={audience.title} />
              </h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-steel">
                <RaggedCopy text={audience.text} />
              </p>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
