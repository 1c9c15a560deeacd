// Copy a template sets at display size holds only so much: past it the page looks broken (a hero's lead of seven
// lines beside its artwork, a navy band of nine lines), and the end-to-end tests that measure the page fail. The
// check says so first, with the file and line, so a writer's change that `npm run check` accepts never fails CI on
// length (tests/e2e/investment.spec.ts, "all five share one hero"; tests/e2e/home.spec.ts, "For Investors").
import type { ContentRecord } from "./types.ts";
import type { Problem } from "./problems.ts";

type Limit = {
  file: RegExp;
  field: string;
  /** At most this many characters, per language (measured at 1280 px: about five lines of the lead). */
  characters?: { en: number; jp: number };
  /** At most this many sentences. */
  sentences?: number;
  why: string;
};

const limits: Limit[] = [
  {
    // The five investment heroes: one lead of one measure (right-investor's artwork runs behind it).
    file: /^content\/pages\/investment-(approach|portfolios|different|process|right-investor)\.(en|jp)\.mdx$/,
    field: "hero.subtitle",
    characters: { en: 265, jp: 132 },
    why: "the lead beside the hero's artwork holds five lines on a wide screen",
  },
  {
    file: /^content\/pages\/home\.(en|jp)\.mdx$/,
    field: "investors.intro",
    sentences: 2,
    why: "the home page's For investors band is a short introduction; the notice under it carries the disclosure",
  },
];

/** Sentences of English or Japanese text: each ends with a full stop, a question or an exclamation mark. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?\u3002\uff01\uff1f])\s*/u).filter((s) => s.trim());

/** A problem for each display field over its template's limit. */
export function checkDisplayLimits(records: readonly ContentRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records)
    for (const limit of limits) {
      if (!limit.file.test(record.file)) continue;
      const entry = record.strings.find(({ field }) => field === limit.field);
      if (!entry) continue;
      const length = [...entry.value].length;
      const most = limit.characters?.[record.locale];
      if (most !== undefined && length > most)
        problems.push({
          file: record.file,
          line: entry.line,
          field: limit.field,
          message: `is ${length} characters long: at most ${most}, because ${limit.why}. Shorten it by ${length - most}`,
        });
      const sentences = sentencesOf(entry.value).length;
      if (limit.sentences !== undefined && sentences > limit.sentences)
        problems.push({
          file: record.file,
          line: entry.line,
          field: limit.field,
          message: `has ${sentences} sentences: at most ${limit.sentences}, because ${limit.why}`,
        });
    }
  return problems;
}
