// The text catalogue: `t(locale, key, values)` fills `{placeholders}`.
// In the browser only the page's language is downloaded; the other one loads when the visitor switches.
import type { UiKey } from "../content/ui.schema.ts";
import { site } from "./site.ts";
import { locales, type Locale } from "./locale.ts";

// The key set is the schema's (content/ui.schema.ts): code that names a key it lacks does not compile, and the
// content check refuses a catalogue that lacks one of them.
export type { UiKey };
type Catalogue = Record<UiKey, string>;

// In the browser, plain dynamic imports: Vite serves a JSON file there as a JavaScript module, and a
// browser told to expect JSON (`with { type: "json" }`) refuses it; in the dev server that refusal came
// after a reload and turned a writer's page into the error page (vitejs/vite#19095). Node, which runs the
// tests and scripts, needs the attribute.
const importers: Record<Locale, () => Promise<Catalogue>> =
  typeof window === "undefined"
    ? {
        en: () =>
          import("../content/ui/en.json", { with: { type: "json" } }).then(
            (module) => module.default as Catalogue,
          ),
        jp: () =>
          import("../content/ui/jp.json", { with: { type: "json" } }).then(
            (module) => module.default as Catalogue,
          ),
      }
    : {
        en: () => import("../content/ui/en.json").then((module) => module.default as Catalogue),
        jp: () => import("../content/ui/jp.json").then((module) => module.default as Catalogue),
      };
const catalogues: Partial<Record<Locale, Catalogue>> = {};

/** Downloads a language's catalogue once; `translate` needs it before rendering that language. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= await importers[locale]();
}

// Outside the browser (prerender, +data hooks, tests) both catalogues are ready as soon as this module is.
if (typeof window === "undefined") await Promise.all(locales.map(loadCatalogue));

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

export function translate(locale: Locale, key: UiKey, values: Record<string, string | number> = {}): string {
  const catalogue = catalogues[locale];
  if (!catalogue)
    throw new Error(`The ${locale} text catalogue is not loaded: await loadCatalogue("${locale}")`);
  return fillPlaceholders(catalogue[key], {
    company: site.name[locale],
    legalName: site.legalName,
    year: copyrightYears(site.copyrightYear),
    ...values,
  });
}
