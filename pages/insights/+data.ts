// https://vike.dev/data — the insights overview: the three latest articles with their pictures and short excerpts,
// then every article (the page lists those after the three).
import type { PageContextServer } from "vike/types";
import { cutExcerpt } from "@/pipeline/runtime/text";
import { publishDate } from "@/pipeline/runtime/dates";
import { getCollection, getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { getBodyReadingMinutes } from "@/components/mdx/bodies";
import { pageData } from "@/components/mdx/page-data";

/** How many articles the 'recent activity' strip shows (docs/pages.md). */
const recentCount = 3;

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const entry = getPageEntry("insights", locale);
  // The collection is sorted newest first by its publish date.
  const articles = await Promise.all(
    getCollection("insights", locale).map(async (article) => ({
      slug: article.slug,
      title: article.data.title,
      excerpt: article.data.excerpt,
      date: publishDate(article.data.date, locale),
      image: await resolveImage(article.file, article.data.image),
      readingMinutes: await getBodyReadingMinutes(article),
    })),
  );
  return {
    ...(await pageData(entry)),
    recent: articles.slice(0, recentCount).map(({ slug, title, date, excerpt, image }) => ({
      slug,
      title,
      date,
      image,
      excerpt: cutExcerpt(excerpt),
    })),
    articles,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
