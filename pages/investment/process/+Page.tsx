import { Intro } from "@/components/sections/investment/Intro";
import { InvestorHero } from "@/components/sections/investment/InvestorHero";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { JourneyNav, useJourneyEyebrow } from "@/components/sections/investment/JourneyNav";
import { Section } from "@/components/sections/investment/Section";
import { StageAccordion } from "@/components/sections/investment/StageAccordion";
import { Timeline } from "@/components/sections/investment/Timeline";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, art } = useData<Data>();
  const eyebrow = useJourneyEyebrow();
  return (
    <>
      {/* The page's summary is the hero's lead, of the measure every investor page's lead has; the intro
          paragraph (the body) follows the notice, as on the other four. */}
      <InvestorHero eyebrow={eyebrow} title={page.title} lead={page.description} image={art} />
      <InvestmentNotice />
      <Intro html={body} />
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
