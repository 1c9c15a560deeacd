// The text catalogue: `translate(locale, key, values)` fills `{placeholders}`.
// In the browser only the page's language is downloaded; the other one loads when the visitor switches. The
// filling itself is text-template.ts's, which the content check uses with the catalogue it checks, so this module
// (which loads both catalogues as it is imported on the server) stays out of the dev server's configuration: the
// rule `configuration-without-catalogues` in .dependency-cruiser.cjs.
import type { UiKey } from "../content/ui.schema.ts";
import { locales, type Locale } from "./locale.ts";
import { site } from "./site.ts";
import { fillText } from "./text-template.ts";

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

/** Loads a language's catalogue once; `translate` needs it before rendering that language. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  catalogues[locale] ??= await importers[locale]();
}

// Outside the browser (prerender, +data hooks, tests) both catalogues are ready as soon as this module is.
if (typeof window === "undefined") await Promise.all(locales.map(loadCatalogue));

/** A loaded catalogue (the browser loads the page's language before an island renders). */
export function getCatalogue(locale: Locale): Catalogue {
  const catalogue = catalogues[locale];
  if (!catalogue)
    throw new Error(`The ${locale} text catalogue is not loaded: await loadCatalogue("${locale}") first`);
  return catalogue;
}

export function translate(locale: Locale, key: UiKey, values: Record<string, string | number> = {}): string {
  return fillText(locale, getCatalogue(locale)[key], values, site);
}
