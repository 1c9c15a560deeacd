import { CardGrid } from "@/components/sections/investment/CardGrid";
import { Faq } from "@/components/sections/investment/Faq";
import { InvestorPage } from "@/components/sections/investment/InvestorPage";
import { Section } from "@/components/sections/investment/Section";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, art } = useData<Data>();
  return (
    <InvestorPage body={body} hero={{ title: page.title, lead: page.description, image: art }}>
      <Section id="differentiators" title={page.differentiators.title} tone="paper">
        <CardGrid items={page.differentiators.items} device="ruled" />
      </Section>
      <Section id="faq" title={page.faq.title} layout="split">
        <Faq items={page.faq.items} />
      </Section>
      <Section id="commitments" title={page.commitments.title} tone="ink">
        <CardGrid items={page.commitments.items} />
      </Section>
    </InvestorPage>
  );
}
