import { AudienceCards } from "@/components/sections/services/AudienceCards";
import { Breadcrumb } from "@/components/sections/Breadcrumb";
import { CapabilityChecklist } from "@/components/sections/services/CapabilityChecklist";
import { NextService } from "@/components/sections/services/NextService";
import { ServiceDetails } from "@/components/sections/services/ServiceDetails";
import { ServiceHero } from "@/components/sections/services/ServiceHero";
import { ServiceIntro, serviceIntroColumn } from "@/components/sections/services/ServiceIntro";
import { WorkflowSteps } from "@/components/sections/services/WorkflowSteps";
import { DraftText } from "@/components/preview/DraftText";
import { PageHeader } from "@/components/sections/PageHeader";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { trail, service, hero, detailImage, pan, intro, next, investmentNotice, draft } = useData<Data>();
  return (
    <DraftText draft={draft}>
      <Breadcrumb trail={trail} />
      <PageHeader title={service.title} intro={service.subtitle} />
      <ServiceHero image={hero} tagline={service.tagline} pan={pan} />
      {/* A service that speaks to investors carries the investment pages' notice (content/schema.ts). */}
      {investmentNotice && <InvestmentNotice column={serviceIntroColumn} />}
      <ServiceIntro html={intro} capabilities={service.capabilities} icon={service.icon} />
      <AudienceCards audiences={service.audiences} />
      <CapabilityChecklist items={service.checklist} image={detailImage} />
      <WorkflowSteps steps={service.workflow} />
      <ServiceDetails details={service.details} />
      <NextService slug={next.slug} title={next.title} />
    </DraftText>
  );
}
