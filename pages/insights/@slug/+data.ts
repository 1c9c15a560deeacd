// https://vike.dev/data — one article: hero, meta, body and its Article structured data.
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { site } from "@/renderer/site";
import { publishDate } from "@/renderer/content/dates";
import { findItem, resolveImage } from "@/renderer/content/data";
import { getBodyReadingMinutes, renderBody } from "@/components/mdx/bodies";
import { absoluteUrl } from "@/renderer/head";
import { languageTag, localizePath } from "@/renderer/locale";
import { routes } from "@/renderer/routes";
import { articleImageSizes } from "@/components/sections/insights/ArticleHeader";
import { getHeroPreload } from "@/renderer/content/images";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const slug = pageContext.routeParams.slug ?? "";
  // A draft (preview builds) shows the other language's text: links in it still lead to this language's pages.
  const item = findItem("insights", locale, slug);
  if (!item) throw render(404);
  const { entry } = item;
  const article = entry.data;
  const body = await renderBody({ file: entry.file, locale });
  const image = await resolveImage(entry.file, article.image);
  const firm = {
    "@type": "Organization",
    name: site.name[locale],
    url: absoluteUrl(localizePath(routes.home, locale)),
  };
  return {
    head: {
      title: article.title,
      description: article.excerpt,
      preloadImage: getHeroPreload(image, articleImageSizes),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          description: article.excerpt,
          datePublished: article.date,
          image: [absoluteUrl(image.src)],
          author: firm,
          publisher: firm,
          inLanguage: languageTag[entry.locale],
          keywords: article.tags.join(", "),
          mainEntityOfPage: absoluteUrl(localizePath(routes.item("insights", slug), locale)),
        },
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
    draft: item.draft ? { ...item.draft, file: `content/insights/${slug}.${locale}.mdx` } : null,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
