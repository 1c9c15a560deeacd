import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { ProjectCard } from "@/components/sections/projects/ProjectCard";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, projects } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <section className="mx-auto max-w-7xl px-5 pb-16 sm:px-8 sm:pb-20" aria-label={t("projects.listLabel")}>
        <ul className="grid gap-10 md:grid-cols-2 md:gap-8" data-testid="project-list">
          {projects.map((project, index) => (
            <ProjectCard key={project.slug} project={project} index={index} />
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <Prose html={body} className="max-w-3xl border-l-4 border-vermilion pl-6" />
      </section>
    </>
  );
}
