import { PageHeader } from "@/components/sections/PageHeader";
import { PageContents } from "@/components/sections/PageContents";
import { Prose } from "@/components/sections/Prose";
import { RaggedCopy } from "@/components/typography/RaggedCopy";
import { Phrases } from "@/components/typography/Phrases";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

const boxStyle = "max-w-3xl rounded-2xl border border-ink/15 bg-paper p-6 sm:p-8";

export default function Page() {
  const { page, regulatoryStatus, fees, body, sections } = useData<Data>();
  const t = useTranslate();
  const contents = [
    { id: "status", text: page.statusTitle },
    { id: "fees", text: page.feesTitle },
    ...sections,
    { id: "markets", text: page.marketsTitle },
  ];
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} intro={page.intro} />
      <section className="mx-auto grid max-w-7xl gap-16 px-5 pb-24 sm:px-8 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between">
        <div>
          <div id="status" className={`${boxStyle} scroll-mt-24`}>
            <h2 className="text-lg font-semibold text-ink">
              <Phrases text={page.statusTitle} />
            </h2>
            <p className="mt-3 leading-relaxed text-ink">
              <RaggedCopy text={regulatoryStatus} />
            </p>
          </div>
          <div id="fees" className={`${boxStyle} mt-6 scroll-mt-24`}>
            <h2 className="text-lg font-semibold text-ink">
              <Phrases text={page.feesTitle} />
            </h2>
            <p className="mt-3 leading-relaxed text-ink">
              <RaggedCopy text={fees} />
            </p>
          </div>
          <Prose html={body} legal className="mt-12 max-w-3xl" />
          {/* One statement per market, each at its own #id so a notice or a reader can link to it. */}
          <section id="markets" aria-labelledby="markets-title" className="mt-16 max-w-3xl scroll-mt-24">
            <h2 id="markets-title" className="text-2xl font-semibold text-ink">
              <Phrases text={page.marketsTitle} />
            </h2>
            {page.markets.map((market) => (
              <section
                key={market.id}
                id={market.id}
                aria-labelledby={`${market.id}-title`}
                className="mt-10 scroll-mt-24"
              >
                <h3 id={`${market.id}-title`} className="text-lg font-semibold text-ink">
                  <Phrases text={market.title} />
                </h3>
                {market.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed text-ink">
                    <RaggedCopy text={paragraph} />
                  </p>
                ))}
              </section>
            ))}
          </section>
        </div>
        <PageContents label={t("page.contents")} headings={contents} />
      </section>
    </>
  );
}
