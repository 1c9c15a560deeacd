import { ApproachHero } from "@/components/sections/investment/ApproachHero";
import { ApproachSteps, stageId } from "@/components/sections/investment/ApproachSteps";
import { CardGrid } from "@/components/sections/investment/CardGrid";
import { CheckList } from "@/components/sections/investment/CheckList";
import { DocumentsOnRequest } from "@/components/sections/investment/DocumentsOnRequest";
import { InvestorPage } from "@/components/sections/investment/InvestorPage";
import { JourneySummary } from "@/components/sections/investment/JourneySummary";
import { Section } from "@/components/sections/investment/Section";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  return (
    <InvestorPage
      body={body}
      introId="overview"
      hero={(eyebrow) => (
        <ApproachHero
          eyebrow={eyebrow}
          {...page.hero}
          stages={page.steps.stages.map((stage, index) => ({
            title: stage.title,
            href: `#${stageId(index)}`,
          }))}
          scrollTarget="overview"
        />
      )}
    >
      <Section id="shield" title={page.shield.title} intro={page.shield.text} tone="paper">
        <CheckList items={page.shield.bullets} icon="shield" />
      </Section>
      <ApproachSteps id="steps" {...page.steps} />
      <JourneySummary id="journey" {...page.journey} />
      <Section id="trust" title={page.trust.title} tone="paper">
        <div className="max-w-4xl">
          <CheckList items={page.trust.checks} variant="ruled" />
        </div>
        <div className="mt-16">
          <DocumentsOnRequest tiles={page.trust.tiles} />
        </div>
      </Section>
      <Section id="principles" title={page.principles.title}>
        <CardGrid items={page.principles.items} device="ruled" />
      </Section>
    </InvestorPage>
  );
}
