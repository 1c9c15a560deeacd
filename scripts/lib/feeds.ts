// RSS 2.0 feeds of the insights, one per language (/insights/rss.xml, /jp/insights/rss.xml),
// written next to the prerendered pages from the same validated content.
import fs from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import type { Content } from "../../build/content/loader";
import { translate } from "../../lib/i18n";
import { languageTag, localizePath, locales, type Locale } from "../../lib/locale";
import { routes } from "../../lib/routes";
import { absoluteUrl, feedPath } from "../../lib/urls";

// Excerpts are plain text already; this keeps a stray tag or entity out of feed readers' descriptions.
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();

export function renderFeed(content: Content, locale: Locale): string {
  const page = content.pages.insights[locale].data;
  const articles = [...content.collections.insights[locale]].sort(
    (a, b) => Date.parse(b.data.date) - Date.parse(a.data.date) || a.slug.localeCompare(b.slug),
  );
  const home = absoluteUrl(localizePath(routes.insights, locale));
  const feed = new Feed({
    id: home,
    title: translate(locale, "feed.title"),
    description: plain(page.description),
    link: home,
    language: languageTag[locale],
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
    copyright: translate(locale, "footer.copyright"),
    updated: articles[0] ? new Date(articles[0].data.date) : undefined,
    generator: false,
  });
  for (const article of articles) {
    const link = absoluteUrl(localizePath(routes.item("insights", article.slug), locale));
    feed.addItem({
      title: article.data.title,
      id: link,
      guid: link,
      link,
      date: new Date(article.data.date),
      description: plain(article.data.excerpt),
      category: article.data.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}

export function writeFeeds(clientDir: string, content: Content): void {
  for (const locale of locales) {
    const file = path.join(clientDir, feedPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderFeed(content, locale));
  }
}
