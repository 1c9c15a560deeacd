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
 * wave dash, 1 oku US dollars). Without an end, the start and the dash (2026–, or 2026 nen and the wave dash); the
 * same year twice, the year. Structured data keeps the ISO values.
 */
export function yearRange(start: string, end: string | undefined, locale: Locale): string {
  const from = start.slice(0, 4);
  const to = end?.slice(0, 4);
  if (locale === "jp")
    return to === undefined
      ? `${from}\u5e74\u301c`
      : from === to
        ? `${from}\u5e74`
        : `${from}\u301c${to}\u5e74`;
  return to === undefined ? `${from}\u2013` : from === to ? from : `${from}\u2013${to}`;
}
