import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { JourneyNav, useJourneyEyebrow } from "@/components/sections/investment/JourneyNav";
import { Section } from "@/components/sections/investment/Section";
import { StageAccordion } from "@/components/sections/investment/StageAccordion";
import { Timeline } from "@/components/sections/investment/Timeline";
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
      <Section id="timeline" title={page.timeline.title} tone="paper" layout="split">
        <Timeline steps={page.timeline.items} />
      </Section>
      <Section id="stages" title={page.stages.title} layout="split">
        <StageAccordion stages={page.stages.items} />
      </Section>
      <JourneyNav />
    </>
  );
}
