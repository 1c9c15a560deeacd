import { Faq } from "@/components/sections/investment/Faq";
import { InvestorPage } from "@/components/sections/investment/InvestorPage";
import { JourneySummary } from "@/components/sections/investment/JourneySummary";
import { OptionCards } from "@/components/sections/investment/OptionCards";
import { Section } from "@/components/sections/investment/Section";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  return (
    <InvestorPage
      body={body}
      hero={{ title: page.hero.title, lead: page.hero.subtitle, image: page.hero.image }}
    >
      <JourneySummary id="journey" tone="paper" {...page.journey} />
      <Section id="options" title={page.options.title}>
        <OptionCards options={page.options.items} />
      </Section>
      <Section id="faq" title={page.faq.title} tone="paper" layout="split">
        <Faq items={page.faq.items} />
      </Section>
    </InvestorPage>
  );
}
