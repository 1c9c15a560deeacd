// Filling the interface text's templates, with no catalogue of its own: the pages fill them from the loaded one
// (i18n.ts), the content check from the one it is checking. Importing this loads no catalogue, so the check can
// use it inside the dev server's configuration, where a catalogue a writer broke must be reported, not thrown.
import { collections, type CollectionName } from "../content/schema.ts";
import type { UiKey } from "../content/ui.schema.ts";
import type { Locale } from "./locale.ts";
import { site } from "./site.ts";

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
  values: Record<string, string | number> = {},
): string {
  return fillPlaceholders(template, {
    company: site.name[locale],
    legalName: site.legalName,
    year: copyrightYears(site.copyrightYear),
    ...values,
  });
}

/**
 * The title of an item's page (its head and its social card): its collection's `pageTitle` interface text from
 * `catalogue` with the item's fields filled in, or else its `title` field (content/schema.ts), which is also the
 * title where the catalogue lacks that text (one a writer broke, which the check reports on its own).
 */
export function composeItemPageTitle(
  name: CollectionName,
  locale: Locale,
  data: object,
  catalogue: Partial<Record<UiKey, unknown>>,
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
  return fillText(locale, template, values);
}
