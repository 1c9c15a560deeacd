// Absolute URLs of the site's pages, for canonical links, alternates and the sitemap.
import { site } from "../content/site";
import { languageTag, localizePath, locales } from "./locale";

export const absoluteUrl = (path: string) => new URL(path, site.url).href.replace(/\/$/, "");

/** The absolute URL of a logical path in each language, plus x-default (English). */
export function getAlternates(logicalPath: string): { hreflang: string; href: string }[] {
  const links = locales.map((locale) => ({
    hreflang: languageTag[locale],
    href: absoluteUrl(localizePath(logicalPath, locale)),
  }));
  return [...links, { hreflang: "x-default", href: absoluteUrl(localizePath(logicalPath, "en")) }];
}
