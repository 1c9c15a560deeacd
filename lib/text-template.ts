// Filling the interface text's templates, with no catalogue and no site facts of its own: the pages fill them from
// the loaded ones (i18n.ts, site.ts), the content check from the files it is checking. Importing this loads no
// content file, so the check can use it where a file a writer broke (a trailing comma in content/site.json) must
// be reported with its line, not thrown by the module loader before any rule runs.
import { collections, type CollectionName } from "../content/schema.ts";
import type { UiKey } from "../content/ui.schema.ts";
import type { Locale } from "./locale.ts";

/** The site facts a template may name: {company}, {legalName} and {year}. */
export type TemplateFacts = {
  name: Record<Locale, string>;
  legalName: string;
  copyrightYear: number;
};

export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  // Own values only: `name in values` also found an object's inherited members, so a writer's {constructor}
  // printed "function Object() { [native code] }".
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The copyright line's years: the year of first publication, and the current one after it once that is later. */
export function copyrightYears(first: number, now = new Date()): string {
  const current = now.getFullYear();
  return current > first ? `${first}–${current}` : String(first);
}

/** An interface text with its placeholders filled: the site's own (company, legalName, year), then `values`. */
export function fillText(
  locale: Locale,
  template: string,
  values: Record<string, string | number>,
  facts: TemplateFacts,
): string {
  return fillPlaceholders(template, {
    company: facts.name[locale],
    legalName: facts.legalName,
    year: copyrightYears(facts.copyrightYear),
    ...values,
  });
}

/**
 * The title of an item's page (its head and its social card): its collection's `pageTitle` interface text from
 * `catalogue` with the item's fields and the site's `facts` filled in, or else its `title` field (content/schema.ts),
 * which is also the title where the catalogue lacks that text (one a writer broke, which the check reports itself).
 */
export function composeItemPageTitle(
  name: CollectionName,
  locale: Locale,
  data: object,
  catalogue: Partial<Record<UiKey, unknown>>,
  facts: TemplateFacts,
): string {
  const { title, pageTitle } = collections[name];
  const fields = data as Record<string, unknown>;
  const template = pageTitle ? catalogue[pageTitle] : undefined;
  if (typeof template !== "string") return String(fields[title] ?? "");
  const values = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
  return fillText(locale, template, values, facts);
}
