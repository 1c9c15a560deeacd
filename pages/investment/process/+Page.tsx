import { InvestorPage } from "@/components/sections/investment/InvestorPage";
import { Section } from "@/components/sections/investment/Section";
import { StageAccordion } from "@/components/sections/investment/StageAccordion";
import { Timeline } from "@/components/sections/investment/Timeline";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, art } = useData<Data>();
  return (
    <InvestorPage body={body} hero={{ title: page.title, lead: page.description, image: art }}>
      <Section id="timeline" title={page.timeline.title} tone="paper" layout="split">
        <Timeline steps={page.timeline.items} />
      </Section>
      <Section id="stages" title={page.stages.title} layout="split">
        <StageAccordion stages={page.stages.items} />
      </Section>
    </InvestorPage>
  );
}
