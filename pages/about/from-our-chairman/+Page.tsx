import { BackLink } from "@/components/sections/about/BackLink";
import { ChairmanMessage } from "@/components/sections/about/ChairmanMessage";
import { PageHeader } from "@/components/sections/PageHeader";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={t("nav.about")} title={page.title} />
      <section className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 sm:pb-28">
        <ChairmanMessage portrait={page.portrait} name={page.name} role={page.role} html={body} />
        <BackLink href={routes.about} label={t("about.back")} className="mt-16" />
      </section>
    </>
  );
}
