// The site's English titles, headings and menu names are in sentence case (docs/content-model.md, "Headings in
// sentence case"): a capital only at the start, after a sentence's end, on an acronym, or on a proper noun. Which
// words are proper nouns the content itself declares, by writing them with a capital in the middle of a sentence
// somewhere (a place, a firm, a person, a language). The check applies the rule to what a writer writes, with the
// file and line; tests/e2e/english-style.spec.ts applies the same functions to every built page, so a title that
// `npm run check` accepts cannot fail there.
import type { FrontmatterString } from "./frontmatter-string.ts";
import type { Problem } from "./problems.ts";
import type { ContentRecord, DataTexts } from "./types.ts";

/** Fields that are titles or labels, not sentences: the rule checks them, so they cannot vouch for a word. */
export const titleField =
  /^(?:title|heading|menuTitle|shortTitle|heroTitle|label|buttonLabel|linkLabel|motto|tagline|capabilities|tags|\w+Title)$/;

/** A word's letters (possessive and closing punctuation dropped), split at hyphens. */
const wordParts = (word: string) =>
  word
    .replace(/[\u2019']s$/u, "")
    .split("-")
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
const capitalised = (part: string) => /^\p{Lu}/u.test(part);
// An acronym (EPC, JV, PPP) or a word with a digit keeps its capitals.
const acronym = (part: string) => /^\p{Lu}{2,}s?$/u.test(part) || /\d/.test(part);

/** One pattern for `names`, longest first, so a name that holds a shorter one is taken whole. */
const namePattern = (names: readonly string[]) => {
  const written = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  return written.length
    ? new RegExp(written.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gu")
    : undefined;
};
const patterns = new WeakMap<readonly string[], RegExp | undefined>();

/** Text with each of `names` replaced by one mark, so their words count as one name. */
const withNames = (text: string, names: readonly string[]) => {
  if (!patterns.has(names)) patterns.set(names, namePattern(names));
  const pattern = patterns.get(names);
  return pattern ? text.replace(pattern, "\u0001") : text;
};

/**
 * Words the prose writes with a capital in the middle of a sentence: its proper nouns. `titles` are the pages' own
 * titles: a sentence that names a page carries the title's capitals, which are the rule's to check, not nouns.
 */
export function properNouns(prose: readonly string[], titles: readonly string[] = []): Set<string> {
  const nouns = new Set<string>();
  for (const text of prose)
    // A sentence ends at a stop, a colon or a line (a list item, a table cell begins a new one). A Markdown heading
    // is what the rule checks, so it cannot vouch for its own words.
    for (const sentence of withNames(text.replace(/^ {0,3}#{1,6}[ \t].*$/gmu, ""), titles)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .split(/(?<=[.!?:])\s+|\n|\|/u)) {
      const words = sentence.replace(/^[\s#>*-]+/u, "").split(/\s+/u);
      for (const word of words.slice(1))
        if (/\p{Lu}/u.test(word))
          for (const part of wordParts(word)) if (capitalised(part) && !acronym(part)) nouns.add(part);
    }
  return nouns;
}

/** The words of `text` that break sentence case, given the proper nouns and the names kept whole. */
export function outOfStyle(
  text: string,
  nouns: ReadonlySet<string>,
  names: readonly string[] = [],
): string[] {
  const wrong: string[] = [];
  let start = true;
  // A name is one capitalised word here, and a sentence goes on after it.
  for (const word of withNames(text, names).split(/\s+/u)) {
    if (word.startsWith("\u0001")) {
      start = false;
      continue;
    }
    const parts = wordParts(word);
    parts.forEach((part, index) => {
      if ((start && index === 0) || !capitalised(part) || acronym(part) || nouns.has(part)) return;
      wrong.push(part);
    });
    // A step's number ("02 If you decide to invest") comes before the sentence: its first word still starts it.
    if (parts.length && !parts.every((part) => /^\d+$/.test(part)))
      start = /[.!?]["\u201d\u2019)]?$/u.test(word);
  }
  return wrong;
}

/** The firm's service lines are proper names ("our Technical Services & Coordination team"), headings included. */
export const serviceNames = (records: readonly { file: string; strings: FrontmatterString[] }[]) =>
  records
    .filter(({ file }) => /^content\/services\/[^/]+\.en\.mdx$/.test(file))
    .flatMap(({ strings }) =>
      strings.filter(({ field }) => field === "title" || field === "shortTitle").map(({ value }) => value),
    );

// Interface texts that are menu names or headings: the menu's entries and the keys named as titles.
const interfaceTitle = (key: string) => key.startsWith("nav.") || /(?:^|\.)title$|Title$/.test(key);

/**
 * A problem for each English title, heading, label and menu name that is not in sentence case, naming the words.
 * Files still being written (TODOs) have their own problem and are left out.
 */
export function checkSentenceCase(
  records: readonly ContentRecord[],
  interfaceTexts: readonly DataTexts[],
): Problem[] {
  const english = records.filter((record) => record.locale === "en" && record.parsed && !record.todos.length);
  const titles = english.flatMap(({ strings }) =>
    strings.filter(({ field }) => field === "title").map(({ value }) => value),
  );
  const prose = english.flatMap((record) => [
    record.parsed!.body,
    ...record.strings.filter(({ key }) => !titleField.test(key)).map(({ value }) => value),
  ]);
  const nouns = properNouns(prose, titles);
  const names = serviceNames(english);
  const problems: Problem[] = [];
  const report = (file: string, line: number, text: string, field?: string) => {
    const wrong = outOfStyle(text, nouns, names);
    if (!wrong.length) return;
    const words = [...new Set(wrong)].map((word) => `"${word}"`).join(", ");
    problems.push({
      file,
      line,
      ...(field ? { field } : {}),
      message: `"${text}" is not in sentence case: ${words} ${wrong.length > 1 ? "start" : "starts"} with a capital letter. The site's English titles, headings and menu names capitalise only their first word, acronyms and proper nouns (a name counts as one where the site's own sentences write it with a capital). Write ${wrong.length > 1 ? "them" : "it"} in lower case`,
    });
  };
  for (const record of english) {
    for (const { field, key, value, line } of record.strings)
      if (titleField.test(key)) report(record.file, line, value, field);
    for (const { text, depth, line } of record.facts.headings)
      if (depth <= 3) report(record.file, line, text);
  }
  for (const { file, locale, strings } of interfaceTexts)
    if (locale === "en")
      for (const { field, value, line } of strings)
        if (interfaceTitle(field)) report(file, line, value, field);
  return problems;
}
