// 'Who Is This For': one card per audience, fading in 0.1 s apart.
import { useTranslate } from "@/lib/usePageContext";
import { Reveal } from "@/components/ui/Reveal";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Audience = { title: string; text: string };

export function AudienceCards({ audiences }: { audiences: Audience[] }) {
  const t = useTranslate();
  return (
    <section className="bg-paper py-20 sm:py-28" aria-labelledby="audiences-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="audiences-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {t("services.audiencesTitle")}
        </h2>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map((audience, index) => (
            <Reveal
              as="li"
              key={audience.title}
              index={index}
              className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink/5"
            >
              <ShortRule />
              <h3 className="mt-4 text-lg leading-snug font-semibold text-ink">{audience.title}</h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-steel">
                <KeptEnding text={audience.text} />
              </p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
