// RSS 2.0 feeds of the insights, one per language (/insights/rss.xml, /jp/insights/rss.xml),
// written next to the prerendered pages from the same validated content. fast-xml-parser's builder writes
// the XML and escapes every text (& < > " '), so whatever a writer typed stays text: the `feed` package put
// titles in CDATA blocks, and a second `]]>` in a title ended the block and wrote markup into the feed.
import fs from "node:fs";
import path from "node:path";
import { XMLBuilder } from "fast-xml-parser";
import type { Content } from "../content/loader";
import { hiddenCharacters } from "../../content/fields";
import { translate } from "../../lib/i18n";
import { languageTag, localizePath, locales, type Locale } from "../../lib/locale";
import { routes } from "../../lib/routes";
import { absoluteUrl, feedPath } from "../../lib/urls";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  format: true,
  processEntities: true,
});

const hiddenEverywhere = new RegExp(hiddenCharacters.source, "gu");

/**
 * A text as a feed reader shows it: one line, and without the invisible characters the content check refuses
 * (controls among them, which XML cannot hold at all), so a feed stays well-formed whatever it is given.
 */
const plain = (text: string) => text.replace(hiddenEverywhere, "").replace(/\s+/g, " ").trim();

const rssDate = (date: string) => new Date(date).toUTCString();

export function renderFeed(content: Content, locale: Locale): string {
  const page = content.pages.insights[locale].data;
  const articles = [...content.collections.insights[locale]].sort(
    (a, b) => Date.parse(b.data.date) - Date.parse(a.data.date) || a.slug.localeCompare(b.slug),
  );
  const home = absoluteUrl(localizePath(routes.insights, locale));
  const channel = {
    title: plain(translate(locale, "feed.title")),
    link: home,
    description: plain(page.description),
    ...(articles[0] && { lastBuildDate: rssDate(articles[0].data.date) }),
    docs: "https://validator.w3.org/feed/docs/rss2.html",
    language: languageTag[locale],
    copyright: plain(translate(locale, "footer.copyright")),
    "atom:link": {
      "@href": absoluteUrl(feedPath(locale)),
      "@rel": "self",
      "@type": "application/rss+xml",
    },
    item: articles.map((article) => {
      const link = absoluteUrl(localizePath(routes.item("insights", article.slug), locale));
      return {
        title: plain(article.data.title),
        link,
        guid: { "#text": link, "@isPermaLink": "false" },
        pubDate: rssDate(article.data.date),
        description: plain(article.data.excerpt),
        category: article.data.tags.map(plain),
      };
    }),
  };
  return builder.build({
    "?xml": { "@version": "1.0", "@encoding": "utf-8" },
    rss: { "@version": "2.0", "@xmlns:atom": "http://www.w3.org/2005/Atom", channel },
  });
}

export function writeFeeds(clientDir: string, content: Content): void {
  for (const locale of locales) {
    const file = path.join(clientDir, feedPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderFeed(content, locale));
  }
}
