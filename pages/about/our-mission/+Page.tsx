import { BackLink } from "@/components/sections/about/BackLink";
import { MissionGoals } from "@/components/sections/about/MissionGoals";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={t("nav.about")} title={page.title} intro={page.intro}>
        <Prose html={body} className="mt-4 max-w-3xl" />
      </PageHeader>
      <section className="bg-paper py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <MissionGoals goals={page.goals} closing={page.closing} />
          <BackLink href={routes.about} label={t("about.back")} className="mt-12" />
        </div>
      </section>
    </>
  );
}
