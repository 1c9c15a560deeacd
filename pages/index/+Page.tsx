import { Advantages } from "@/components/sections/home/Advantages";
import { ExpertiseList } from "@/components/sections/home/ExpertiseList";
import { HomeHero } from "@/components/sections/home/HomeHero";
import { InvestorList } from "@/components/sections/home/InvestorList";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { LatestInsights } from "@/components/sections/home/LatestInsights";
import { homeIntroColumn } from "@/components/sections/home/intro-column";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, services, articles } = useData<Data>();
  return (
    <>
      <HomeHero {...page.hero} />
      <Advantages intro={page.intro} advantages={page.advantages} />
      <ExpertiseList title={page.expertise.title} intro={page.expertise.intro} services={services} />
      {/* The notice comes before the investors' list, as it does at the top of every investment page: a visitor who
          stops at the list has read whom the work is for, the risk, who pays us and the conflict that brings. Paper
          under it before the navy band, as above it (its last link sat on the band: stop-76 review). It stands in the
          sections' heading-and-lead column, both its edges on theirs (stop 81). */}
      <div className="pb-12 sm:pb-16">
        <InvestmentNotice fees column={homeIntroColumn} afterPicture={false} />
      </div>
      <InvestorList {...page.investors} />
      <LatestInsights title={page.insights.title} linkLabel={page.insights.linkLabel} articles={articles} />
    </>
  );
}
