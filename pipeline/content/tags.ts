// One topic, one tag: two tags of an article that a reader takes for one ("Market Entry" and "market entry", or
// full-width letters pasted from a Japanese document) would show as two chips and two feed categories.
import type { FrontmatterString } from "./frontmatter-string.ts";
import type { Problem } from "./problems.ts";
import type { ContentRecord } from "./types.ts";

/**
 * A tag as a reader compares it: Unicode compatibility normalization (NFKC: full-width letters, ligatures and the
 * ideographic space become the plain ones), case folded (upper then lower case, so "ß" and "SS" agree) and its
 * spaces as one.
 */
export const tagKey = (tag: string) =>
  tag.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC").replace(/\s+/gu, " ").trim();

/** Each tag that repeats an earlier tag of its file, in the same or another spelling, with both lines. */
export function checkTagSpellings(records: ContentRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, strings } of records) {
    const seen = new Map<string, FrontmatterString>();
    for (const entry of strings.filter((s) => /^tags\.\d+$/.test(s.field))) {
      const key = tagKey(entry.value);
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, entry);
        continue;
      }
      problems.push({
        file,
        line: entry.line,
        field: entry.field,
        message:
          earlier.value === entry.value
            ? `repeats the tag "${entry.value}" of line ${earlier.line}: remove one of them`
            : `"${entry.value}" is the tag "${earlier.value}" of line ${earlier.line} spelled another way (capital letters, spaces or full-width letters): write it one way, as "${earlier.value}", so the article has one tag for it`,
      });
    }
  }
  return problems;
}
