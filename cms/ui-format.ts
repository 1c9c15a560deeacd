// The interface text (content/ui/<language>.json) is one flat object whose keys contain dots ("nav.about",
// "nav.about.whoWeAre"). The editor reads dotted names as paths into nested objects, so it would save
// { "nav": { "about": … } } and lose a key that is also the start of another. This file format hands the editor
// the keys with "/" for "." (a character keys never contain: content/schema.ts, `catalogue`) and writes them back
// with dots, in the file's own layout (two-space JSON, one key a line, a newline at the end).
export const uiFormatName = "kizuna-ui-json";
export const uiFormatExtension = "json";

const keySeparator = "/";

/** A key as the editor shows it: "footer.contactText" → "footer/contactText". */
export const keyInEditor = (key: string) => key.replaceAll(".", keySeparator);

export function uiFromFile(text: string): Record<string, string> {
  const strings = JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(Object.entries(strings).map(([key, value]) => [keyInEditor(key), value]));
}

export function uiToFile(value: Record<string, unknown>): string {
  const strings = Object.fromEntries(
    Object.entries(value).map(([key, text]) => [key.replaceAll(keySeparator, "."), text]),
  );
  return `${JSON.stringify(strings, null, 2)}\n`;
}
