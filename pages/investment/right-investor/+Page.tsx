import { CardGrid } from "@/components/sections/investment/CardGrid";
import { InterviewNote } from "@/components/sections/investment/InterviewNote";
import { InvestorPage } from "@/components/sections/investment/InvestorPage";
import { Section } from "@/components/sections/investment/Section";
import { Statement } from "@/components/sections/investment/Statement";
import { VideoHero } from "@/components/sections/investment/VideoHero";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, video } = useData<Data>();
  return (
    <InvestorPage
      body={body}
      hero={(eyebrow) => (
        <VideoHero eyebrow={eyebrow} title={page.hero.title} subtitle={page.hero.subtitle} video={video} />
      )}
    >
      <Statement id="not-a-fund" {...page.notAFund} />
      <Section id="suits" title={page.suits.title} intro={page.suits.intro}>
        {/* Two by two: four cards in a row left a 13-character measure, where strict kinsoku alone spread a line
            by 0.18 em (stop 61). */}
        <CardGrid items={page.suits.items} marker="check" columns={2} />
      </Section>
      <Section id="not-suits" title={page.notSuits.title} tone="paper">
        <CardGrid items={page.notSuits.items} marker="cross" />
      </Section>
      <InterviewNote id="interview" {...page.interview} />
      <Section id="expectations" title={page.expectations.title} tone="paper">
        <CardGrid items={page.expectations.items} />
      </Section>
    </InvestorPage>
  );
}
