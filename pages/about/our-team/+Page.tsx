import { BackLink } from "@/components/sections/about/BackLink";
import { TeamGrid } from "@/components/sections/about/TeamGrid";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";
import { Phrases } from "@/components/typography/Phrases";

export default function Page() {
  const { page, body, members } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={t("nav.about")} title={page.title}>
        <p
          data-testid="team-tagline"
          className="lead mt-6 max-w-3xl border-l-4 border-vermilion pl-5 text-lg leading-relaxed font-medium text-ink sm:text-xl"
        >
          <Phrases text={page.tagline} />
        </p>
        <Prose html={body} className="mt-6 max-w-3xl" />
      </PageHeader>
      <section className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 sm:pb-28">
        <TeamGrid members={members} />
        <BackLink href={routes.about} label={t("about.back")} className="mt-16" />
      </section>
    </>
  );
}
