// The page's title and description as text (+title, +description). The other head tags are in head.ts.
import { site } from "./site";
import type { Locale } from "./locale";
import type { HeadData } from "./types";
import { removePhraseBreaks } from "./typography/breaks";

// Phrase breaks are for display only: titles and descriptions stay plain.
export function getPageTitle(head: HeadData, locale: Locale): string {
  const title = removePhraseBreaks(head.title);
  return head.bareTitle ? title : `${title} | ${site.name[locale]}`;
}

export const getPageDescription = (head: HeadData) => removePhraseBreaks(head.description);
