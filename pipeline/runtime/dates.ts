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
