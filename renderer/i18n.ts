// The text catalogue: `t(locale, key, values)` fills `{placeholders}`.
import { en } from "../content/ui/en";
import { jp } from "../content/ui/jp";
import { site } from "../content/site";
import type { Locale } from "./locale";
import { removePhraseBreaks } from "./typography/breaks";

export type UiKey = keyof typeof en;
export const catalogues: Record<Locale, Record<UiKey, string>> = { en, jp };

export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    // A value may end up in an attribute (aria-label): it is inserted without phrase breaks.
    name in values ? removePhraseBreaks(String(values[name])) : whole,
  );
}

export function translate(locale: Locale, key: UiKey, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(catalogues[locale][key], {
    company: site.name[locale],
    legalName: site.legalName,
    year: site.copyrightYear,
    ...values,
  });
}
