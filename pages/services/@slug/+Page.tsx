import { AudienceCards } from "@/components/sections/services/AudienceCards";
import { Breadcrumb } from "@/components/sections/services/Breadcrumb";
import { CapabilityChecklist } from "@/components/sections/services/CapabilityChecklist";
import { NextService } from "@/components/sections/services/NextService";
import { ServiceDetails } from "@/components/sections/services/ServiceDetails";
import { ServiceHero } from "@/components/sections/services/ServiceHero";
import { ServiceIntro } from "@/components/sections/services/ServiceIntro";
import { WorkflowSteps } from "@/components/sections/services/WorkflowSteps";
import { DraftText } from "@/components/sections/DraftText";
import { PageHeader } from "@/components/sections/PageHeader";
import { routes } from "@/renderer/routes";
import { useData, useTranslate } from "@/renderer/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { service, hero, detailImage, pan, intro, next, draft } = useData<Data>();
  const t = useTranslate();
  return (
    <DraftText draft={draft}>
      <Breadcrumb
        trail={[
          { label: t("meta.home"), href: routes.home },
          { label: t("nav.services"), href: routes.services },
        ]}
        current={service.title}
      />
      <PageHeader title={service.title} intro={service.subtitle} />
      <ServiceHero image={hero} tagline={service.tagline} pan={pan} />
      <ServiceIntro html={intro} capabilities={service.capabilities} icon={service.icon} />
      <AudienceCards audiences={service.audiences} />
      <CapabilityChecklist items={service.checklist} image={detailImage} />
      <WorkflowSteps steps={service.workflow} />
      <ServiceDetails details={service.details} />
      <NextService slug={next.slug} title={next.title} />
    </DraftText>
  );
}
