// Absolute URLs of the site's pages, for canonical links, alternates and the sitemap.
import { routes } from "./routes.ts";
import { site } from "./site.ts";
import { languageTag, localizePath, locales, type Locale } from "./locale.ts";

export const absoluteUrl = (path: string) => new URL(path, site.url).href.replace(/\/$/, "");

/** The absolute URL of a logical path in each language, plus x-default (English). */
export function getAlternates(logicalPath: string): { hreflang: string; href: string }[] {
  const links = locales.map((locale) => ({
    hreflang: languageTag[locale],
    href: absoluteUrl(localizePath(logicalPath, locale)),
  }));
  return [...links, { hreflang: "x-default", href: absoluteUrl(localizePath(logicalPath, "en")) }];
}

/** The RSS feed of the insights, per language (`/insights/rss.xml`, `/jp/insights/rss.xml`). */
export const feedPath = (locale: Locale) => localizePath(routes.insightsFeed, locale);

/** The generated social card of a page (`/og/en/about.png`, `/og/jp/index.png`), see pipeline/output/og-cards.ts. */
export const ogCardPath = (logicalPath: string, locale: Locale) =>
  `/og/${locale}${logicalPath === "/" ? "/index" : logicalPath}.png`;
