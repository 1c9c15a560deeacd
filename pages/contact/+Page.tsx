import { ContactDetails } from "@/components/layout/ContactDetails";
import { contactFormId } from "@/components/layout/ContactButton";
import { ContactFormIsland } from "@/components/layout/ContactFormIsland";
import { PageHeader } from "@/components/sections/PageHeader";
import { Phrases } from "@/components/typography/Phrases";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page } = useData<Data>();
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-20">
        <section
          aria-labelledby={`${contactFormId}-title`}
          className="rounded-2xl border border-ink/10 bg-white p-6 shadow-[0_24px_60px_-32px_rgba(14,27,44,0.35)] sm:p-10"
        >
          <h2 id={`${contactFormId}-title`} className="text-2xl font-semibold tracking-tight text-ink">
            <Phrases text={page.formTitle} />
          </h2>
          <ContactFormIsland id={contactFormId} islandId={`${contactFormId}-island`} className="mt-8" />
        </section>
        <aside className="lg:pt-10">
          <ContactDetails headingLevel={2} />
        </aside>
      </div>
    </>
  );
}
