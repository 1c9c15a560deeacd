// What the reviewers' pages of a preview build show (pages/preview/): the translation status of every item and
// what this branch changed, made by the content plugin from the content it has loaded (pipeline/preview/reviews.ts)
// and one reading of git, so the pages do not load content/ again. The only part of pipeline/preview/ that pages and
// components import (docs/architecture.md).
import { collections } from "../../content/schema.ts";
import { translate } from "../../lib/i18n.ts";
import type { Locale } from "../../lib/locale.ts";
import { statusGroups, type StatusGroup } from "../../lib/preview.ts";
import { getPageEntry } from "../runtime/data.ts";
import reviews from "virtual:kizuna/reviews";

export const readTranslationStatus = () => reviews.status;
export const readBranchChanges = () => reviews.changes;

/** The reviewers' pages' heading of each group: a collection's list page's title, then "Pages". */
export function getStatusGroupTitles(locale: Locale): Record<StatusGroup, string> {
  return Object.fromEntries(
    statusGroups.map((group) => [
      group,
      group === "pages"
        ? translate(locale, "preview.status.group.pages")
        : getPageEntry(collections[group].list, locale).data.title,
    ]),
  ) as Record<StatusGroup, string>;
}
