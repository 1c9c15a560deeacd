import { BackLink } from "@/components/sections/about/BackLink";
import { ChairmanMessage } from "@/components/sections/about/ChairmanMessage";
import { routes } from "@/lib/routes";
import { site } from "@/lib/site";
import { useData, useLocale, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ChairmanMessage
      eyebrow={t("nav.about")}
      title={page.title}
      portrait={page.portrait}
      name={page.name}
      role={page.role}
      firm={site.name[locale]}
      html={body}
    >
      <BackLink href={routes.about} label={t("about.back")} className="mt-16" />
    </ChairmanMessage>
  );
}
