// The three latest articles and a link to all insights.
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/Icon";
import { ArticleCard, type Article } from "@/components/sections/ArticleCard";
import { Phrases } from "@/components/typography/Phrases";

export function LatestInsights({
  title,
  linkLabel,
  articles,
}: {
  title: string;
  linkLabel: string;
  articles: Article[];
}) {
  return (
    <section className="py-20 sm:py-28" aria-labelledby="latest-insights-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <h2
            id="latest-insights-title"
            className="text-3xl font-semibold tracking-tight text-ink sm:text-5xl"
          >
            <Phrases text={title} />
          </h2>
          <Link
            href={routes.insights}
            className="inline-flex items-center gap-2 font-semibold text-vermilion hover:underline"
          >
            {linkLabel}
            <Icon name="arrow-right" width={18} height={18} />
          </Link>
        </div>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} index={index} />
          ))}
        </ul>
      </div>
    </section>
  );
}
