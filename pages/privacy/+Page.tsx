import { PageHeader } from "@/components/sections/PageHeader";
import { PageContents } from "@/components/sections/PageContents";
import { Prose } from "@/components/sections/Prose";
import { Phrases } from "@/components/typography/Phrases";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, legalName, email, body, sections } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} intro={page.intro} />
      <section className="mx-auto grid max-w-7xl gap-16 px-5 pb-24 sm:px-8 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between">
        <div>
          <Prose html={body} legal className="max-w-3xl" />
          {/* Whom to ask is the firm's own address (content/site.json), written once for the whole site. */}
          <div className="mt-12 max-w-3xl rounded-2xl border border-ink/15 bg-paper p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-ink">
              <Phrases text={page.contactTitle} />
            </h2>
            <p className="mt-3 leading-relaxed text-ink">{legalName}</p>
            <p className="mt-1">
              <a
                href={`mailto:${email}`}
                className="font-semibold text-ink underline underline-offset-4 hover:text-vermilion"
              >
                {email}
              </a>
            </p>
          </div>
        </div>
        <PageContents label={t("page.contents")} headings={sections} />
      </section>
    </>
  );
}
