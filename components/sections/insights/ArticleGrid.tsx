// The articles before the latest, newest first, as an archive of rows: a grid of three columns left a hole
// whenever their number was not a multiple of three (five made a row of three and a row of two).
import { ArticleCard, type Article } from "@/components/sections/ArticleCard";

export function ArticleGrid({ title, articles }: { title: string; articles: Article[] }) {
  return (
    <section aria-labelledby="all-articles-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="all-articles-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h2>
        <ul data-testid="article-grid" className="mt-10 divide-y divide-ink/10 border-t border-ink/10 pt-8">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} index={0} layout="row" />
          ))}
        </ul>
      </div>
    </section>
  );
}
