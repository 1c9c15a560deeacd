import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, regulatoryStatus, body } = useData<Data>();
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} intro={page.intro} />
      <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <div className="max-w-3xl rounded-2xl border border-ink/15 bg-paper p-6 sm:p-8">
          <h2 className="text-lg font-semibold text-ink">{page.statusTitle}</h2>
          <p className="mt-3 leading-relaxed text-ink/80">
            <KeptEnding text={regulatoryStatus} />
          </p>
        </div>
        <Prose html={body} className="mt-12 max-w-3xl" />
      </section>
    </>
  );
}
