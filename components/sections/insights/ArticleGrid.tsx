// Every article, newest first, as teaser cards.
import { ArticleCard, type Article } from "@/components/sections/ArticleCard";

export function ArticleGrid({ title, articles }: { title: string; articles: Article[] }) {
  return (
    <section aria-labelledby="all-articles-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <h2 id="all-articles-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {title}
        </h2>
        <ul data-testid="article-grid" className="mt-10 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <ArticleCard key={article.slug} article={article} index={index % 3} />
          ))}
        </ul>
      </div>
    </section>
  );
}
