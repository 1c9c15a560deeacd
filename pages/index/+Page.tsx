import { Advantages } from "@/components/sections/home/Advantages";
import { ExpertiseList } from "@/components/sections/home/ExpertiseList";
import { HomeHero } from "@/components/sections/home/HomeHero";
import { InvestorList } from "@/components/sections/home/InvestorList";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { LatestInsights } from "@/components/sections/home/LatestInsights";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, services, articles } = useData<Data>();
  return (
    <>
      <HomeHero {...page.hero} />
      <Advantages intro={page.intro} advantages={page.advantages} />
      <ExpertiseList title={page.expertise.title} intro={page.expertise.intro} services={services} />
      <InvestorList {...page.investors} />
      {/* The investors' list speaks to investors: the investment pages' notice follows it, with who pays us and the
          conflict of interest that brings, which the short intro above leaves to it. */}
      <InvestmentNotice fees />
      <LatestInsights title={page.insights.title} linkLabel={page.insights.linkLabel} articles={articles} />
    </>
  );
}
