// Locale <-> URL rules: English is unprefixed, Japanese lives under /jp.
/** The two languages of the site. `jp` is the URL and file-name segment; the language tag is `ja`. */
export const locales = ["en", "jp"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** BCP 47 tag for `<html lang>` and `hreflang`. */
export const languageTag: Record<Locale, string> = { en: "en", jp: "ja" };
/** Open Graph locale. */
export const ogLocale: Record<Locale, string> = { en: "en_US", jp: "ja_JP" };

/** The site's other language: the one the language toggle and the hreflang alternates point to. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "jp" : "en");

/** The logical path of a page from vike's `urlLogical` (already without /jp): no query or hash, `/` at least. */
export const logicalPathOf = (urlLogical: string) => urlLogical.replace(/[?#].*$/, "") || "/";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Splits `/jp/about` into `{ locale: "jp", path: "/about" }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/jp" || pathname.startsWith("/jp/")) {
    return { locale: "jp", path: pathname.slice(3) || "/" };
  }
  return { locale: defaultLocale, path: pathname };
}

/** Adds the locale prefix to a logical path (`/about` -> `/jp/about`), keeping query and hash. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const logical = splitLocale(pathname).path;
  if (locale === defaultLocale) return logical + rest;
  return (logical === "/" ? "/jp" : `/jp${logical}`) + rest;
}
