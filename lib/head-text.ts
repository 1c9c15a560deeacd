// The page's title and description as text (+title, +description). The other head tags are in head.ts.
import { collections, type CollectionName } from "../content/schema.ts";
import { translate } from "./i18n.ts";
import { site } from "./site.ts";
import type { Locale } from "./locale.ts";
import type { HeadData } from "./types.ts";

export function getPageTitle(head: HeadData, locale: Locale): string {
  return head.bareTitle ? head.title : `${head.title} | ${site.name[locale]}`;
}

export const getPageDescription = (head: HeadData) => head.description;

/**
 * The title of an item's page (its head and its social card): its collection's `pageTitle` interface text with
 * the item's fields filled in, or else its `title` field (content/schema.ts).
 */
export function getItemPageTitle(name: CollectionName, locale: Locale, data: object): string {
  const { title, pageTitle } = collections[name];
  const fields = data as Record<string, unknown>;
  if (!pageTitle) return String(fields[title] ?? "");
  const values = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
  return translate(locale, pageTitle, values);
}
