// The page's title and description as text (+title, +description). The other head tags are in head.ts.
import type { CollectionName } from "../content/schema.ts";
import { getCatalogue } from "./i18n.ts";
import { composeItemPageTitle } from "./text-template.ts";
import { site } from "./site.ts";
import type { Locale } from "./locale.ts";
import type { HeadData } from "./types.ts";

export function getPageTitle(head: HeadData, locale: Locale): string {
  return head.bareTitle ? head.title : `${head.title} | ${site.name[locale]}`;
}

export const getPageDescription = (head: HeadData) => head.description;

/** The title of an item's page (its head and its social card), from the loaded catalogue (text-template.ts). */
export function getItemPageTitle(name: CollectionName, locale: Locale, data: object): string {
  return composeItemPageTitle(name, locale, data, getCatalogue(locale), site);
}
