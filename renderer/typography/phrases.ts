// Build-time only (Node): BudouX splits Japanese into phrases so headings and short copy break
// between phrases in every browser (with `word-break: keep-all` in styles.css), without client JS.
import { loadDefaultJapaneseParser } from "budoux";
import { phraseBreak, removePhraseBreaks } from "./breaks.ts";

const parser = loadDefaultJapaneseParser();
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// Catalogue placeholders such as {company} must stay whole.
const placeholder = /\{[^}]*\}/g;

/** Strings up to this length are "short copy"; longer ones are paragraphs that break normally. */
export const maxShortCopy = 80;

/**
 * Fields whose value must stay exactly as written: image file names and alt text, links, dates,
 * enums, and the texts that become meta descriptions or are cut to an excerpt.
 */
const plainFields = new Set([
  "alt",
  "src",
  "link",
  "href",
  "slug",
  "date",
  "icon",
  "status",
  "description",
  "excerpt",
]);

export function hasJapanese(text: string): boolean {
  return japanese.test(text);
}

/** BudouX's phrases of a Japanese text; other text is one phrase. */
export function splitPhrases(text: string): string[] {
  return hasJapanese(text) ? parser.parse(text) : [text];
}

/** Inserts a zero-width space between the phrases of a Japanese text; other text is unchanged. */
export function addPhraseBreaks(text: string): string {
  if (!hasJapanese(text) || text.includes(phraseBreak)) return text;
  return splitPhrases(text)
    .join(phraseBreak)
    .replace(placeholder, (whole) => removePhraseBreaks(whole));
}

/** Japanese short copy of a frontmatter value gets phrase breaks; every plain field is left as is. */
export function withPhraseBreaks<T>(value: T, field = ""): T {
  if (plainFields.has(field)) return value;
  if (typeof value === "string") {
    return (value.length <= maxShortCopy ? addPhraseBreaks(value) : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withPhraseBreaks(item, field)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, withPhraseBreaks(child, key)]),
    ) as T;
  }
  return value;
}
