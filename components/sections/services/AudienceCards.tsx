// 'Who Is This For': one entry per audience, fading in 0.1 s apart. An editorial list under hairlines, two by two
// from sm, as the home page's advantages are: four boxed columns of 15 px text at 1440 px ran from 4 to 10 lines
// and read as a ragged row of boxes (stop-75 review). Two columns give each text a reading measure (17 px from lg,
// at most `max-w-xl`), and without boxes the entries' different lengths leave no empty card. Their Japanese is set
// to the start as before (`column="narrow"`, RaggedCopy): justified, a phone's single column spread the line before a
// kept ending (go-soudan kuda|sai.) by a third of a character.
import { useTranslate } from "@/lib/usePageContext";
import { Ruled } from "@/components/ui/Card";
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
        <ul className="mt-12 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:gap-x-16 lg:gap-y-14">
          {audiences.map((audience, index) => (
            <Ruled key={audience.title} index={index} column="narrow" className="border-ink/25">
              <h3 className="text-lg leading-snug font-semibold text-ink lg:text-xl">
                <Phrases text={audience.title} />
              </h3>
              <p className="mt-3 max-w-xl leading-relaxed text-steel lg:text-[1.0625rem]">
                <RaggedCopy text={audience.text} />
              </p>
            </Ruled>
          ))}
        </ul>
      </div>
    </section>
  );
}
