import { clsx } from "clsx";
import { DraftText } from "@/components/preview/DraftText";
import { PageHeader } from "@/components/sections/PageHeader";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { Prose } from "@/components/sections/Prose";
import { ProjectFacts } from "@/components/sections/projects/ProjectFacts";
import { ProjectHero } from "@/components/sections/projects/ProjectHero";
import { ProjectItems } from "@/components/sections/projects/ProjectItems";
import { ProjectNote } from "@/components/sections/projects/ProjectNote";
import { StatusBadge } from "@/components/sections/projects/StatusBadge";
import { Phrases } from "@/components/typography/Phrases";
import { Icon } from "@/components/ui/Icon";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

// The description's column beside the facts (24rem, 4rem apart from lg): the investment notice above takes its
// width, so its edges are the text's under it.
const factsColumn = "lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16";
const descriptionColumn = "lg:w-[calc(100%-28rem)]";

export default function Page() {
  const { project, image, description, investmentNotice, draft } = useData<Data>();
  const t = useTranslate();
  return (
    <DraftText draft={draft}>
      <PageHeader eyebrow={project.title} title={project.heroTitle}>
        <StatusBadge status={project.status} className="mt-6" />
      </PageHeader>
      <ProjectHero image={image} />
      {/* A project that speaks to investors carries the investment pages' notice (content/schema.ts). */}
      {investmentNotice && <InvestmentNotice column={descriptionColumn} />}
      <div className={clsx("mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-24", factsColumn)}>
        <ProjectFacts location={project.location} timeline={project.timeline} type={project.projectType} />
        <div className="min-w-0">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
              <Phrases text={t("project.description")} />
            </h2>
            <Prose html={description} className="mt-6 max-w-3xl" />
          </section>
          <ProjectItems items={project.items} />
          {project.note && <ProjectNote note={project.note} />}
          <Link
            href={routes.projects}
            className="mt-14 inline-flex items-center gap-2 text-sm font-semibold text-steel hover:text-ink"
          >
            <Icon name="arrow-left" width={16} height={16} />
            {t("projects.back")}
          </Link>
        </div>
      </div>
    </DraftText>
  );
}
