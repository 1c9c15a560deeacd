import { CardGrid } from "@/components/sections/investment/CardGrid";
import { Faq } from "@/components/sections/investment/Faq";
import { Intro } from "@/components/sections/investment/Intro";
import { InvestorHero } from "@/components/sections/investment/InvestorHero";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { JourneyNav, useJourneyEyebrow } from "@/components/sections/investment/JourneyNav";
import { Section } from "@/components/sections/investment/Section";
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
