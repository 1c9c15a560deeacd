// Publish dates are formatted when the page is built, once, in the language of the page. English is the site's
// British English (content/glossary/en.yml), day before month as the copy writes dates ("18 June 2025"), not the
// American order that plain "en" gives.
import type { Locale } from "../../lib/locale.ts";

const dateLocale: Record<Locale, string> = { en: "en-GB", jp: "ja" };

/** A date as the page shows it: ISO for <time dateTime>, and the words for the reader. */
export type PublishDate = { iso: string; label: string };

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function publishDate(iso: string, locale: Locale): PublishDate {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale[locale], {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return { iso, label: format.format(new Date(`${iso}T00:00:00Z`)) };
}

/**
 * The years something runs (a project's `start` and `end`, "YYYY" or "YYYY-MM"), as every page writes a range
 * (docs/design.md, "Ranges"): in English with an en dash (2025–2030), in Japanese with a wave dash and the unit
 * once, after the last number (2025, the wave dash, 2030 nen), as the content writes its amounts (500 man, the
 * wave dash, 1 oku US dollars); the same year twice, the year. Without an end, the words `from` gives the start
 * year ("From 2026", "2026 nen kara": interface text), never an open range: "2026–" read as a date left unfinished
 * (stop-76 review). Structured data keeps the ISO values.
 */
export function yearRange(
  start: string,
  end: string | undefined,
  locale: Locale,
  from: (year: string) => string,
): string {
  const first = start.slice(0, 4);
  const last = end?.slice(0, 4);
  if (last === undefined) return from(first);
  if (locale === "jp") return first === last ? `${first}\u5e74` : `${first}\u301c${last}\u5e74`;
  return first === last ? first : `${first}\u2013${last}`;
}
