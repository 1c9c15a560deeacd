import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { CardGrid } from "@/components/sections/investment/CardGrid";
import { Faq } from "@/components/sections/investment/Faq";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { JourneyNav, useJourneyEyebrow } from "@/components/sections/investment/JourneyNav";
import { Section } from "@/components/sections/investment/Section";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const eyebrow = useJourneyEyebrow();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={page.title}>
        <Prose html={body} className="mt-6 max-w-3xl text-lg! leading-relaxed! text-steel! sm:text-xl!" />
      </PageHeader>
      <InvestmentNotice />
      <Section id="differentiators" title={page.differentiators.title} tone="paper">
        <CardGrid items={page.differentiators.items} />
      </Section>
      <Section id="faq" title={page.faq.title} layout="split">
        <Faq items={page.faq.items} />
      </Section>
      <Section id="commitments" title={page.commitments.title} tone="ink">
        <CardGrid items={page.commitments.items} />
      </Section>
      <JourneyNav />
    </>
  );
}
