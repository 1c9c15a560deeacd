import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { ArticleGrid } from "@/components/sections/insights/ArticleGrid";
import { RecentActivity } from "@/components/sections/insights/RecentActivity";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, recent, articles } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <Prose html={body} className="mt-4 max-w-3xl" />
      </PageHeader>
      <RecentActivity title={page.recentTitle} articles={recent} />
      {/* The strip has the latest; the grid the ones before them, so no article is listed twice. */}
      {articles.length > recent.length && (
        <ArticleGrid title={t("insights.earlier")} articles={articles.slice(recent.length)} />
      )}
    </>
  );
}
