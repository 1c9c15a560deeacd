// https://vike.dev/data — one article: hero, meta, body and its Article structured data.
import type { PageContextServer } from "vike/types";
import { publishDate } from "@/pipeline/runtime/dates";
import { getItemPage, resolveImage } from "@/pipeline/runtime/data";
import { getBodyReadingMinutes, renderBody } from "@/components/mdx/bodies";
import { getArticle } from "@/lib/structured-data";
import { routes } from "@/lib/routes";
import { articleImageSizes } from "@/components/sections/insights/ArticleHeader";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale, slug, entry, draft } = getItemPage("insights", pageContext);
  const article = entry.data;
  const body = await renderBody({ file: entry.file, locale });
  const image = await resolveImage(entry.file, article.image);
  return {
    head: {
      title: article.title,
      description: article.excerpt,
      preloadImage: getHeroPreload(image, articleImageSizes),
      jsonLd: [
        getArticle(locale, {
          path: routes.item("insights", slug),
          title: article.title,
          excerpt: article.excerpt,
          date: article.date,
          image: image.src,
          tags: article.tags,
          written: entry.locale,
        }),
      ],
    },
    article: {
      title: article.title,
      excerpt: article.excerpt,
      date: publishDate(article.date, locale),
      tags: article.tags,
      image,
      readingMinutes: await getBodyReadingMinutes(entry),
    },
    body,
    investmentNotice: article.investmentNotice === true,
    draft,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
