// Where a line of English text must not break besides its numbers (numbers.ts): a hyphenated compound. Short copy
// keeps every one whole ("Cross-Border", "Mixed-Use": a break after the hyphen reads as two words, and balanced
// wrapping on a phone chose exactly that break); running text, a component's (KeptEnding) or a writer's Markdown body
// (pipeline/typography/rehypeKeepNumbers.ts), only a compound of two short words ("real-estate", "long-term").
// Renderers wrap each range in a no-wrap span; the text stays as written, with no invisible characters.
import { englishNumberRanges } from "./numbers.ts";

/** Latin letters or digits, a hyphen, Latin letters or digits (and more such parts). */
const hyphenated = /[\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+/gu;

/** Two words of at most eight letters each, joined by a hyphen ("real-estate", "long-term", "mixed-use"): in running
    text a break after the hyphen reads as two words as it does in short copy ("real-/estate" at a line end of
    /investment/different, stop-80 review), and kept whole such a word costs a line at most a few letters. A longer
    compound may still break at its hyphen there, as print breaks it, where keeping it would leave a long gap. */
export const shortCompound = /^[\p{Script=Latin}\p{N}]{1,8}-[\p{Script=Latin}\p{N}]{1,8}$/u;

/** The [start, end) ranges of `text` no line may break inside, in order and apart: each number, date or amount, and
    each hyphenated compound (in `running` text, a compound of two short words only). */
export function englishKeptRanges(text: string, { running = false } = {}): [number, number][] {
  const ranges: [number, number][] = englishNumberRanges(text);
  for (const match of text.matchAll(hyphenated)) {
    if (running && !shortCompound.test(match[0])) continue;
    const start = match.index;
    const end = start + match[0].length;
    // A compound inside a number token (2025-2030) or around one is kept by the token's span, or holds it.
    const overlapping = ranges.filter(([from, to]) => from < end && to > start);
    if (!overlapping.length) ranges.push([start, end]);
    else if (overlapping.every(([from, to]) => from >= start && to <= end)) {
      for (const range of overlapping) ranges.splice(ranges.indexOf(range), 1);
      ranges.push([start, end]);
    }
  }
  return ranges.sort(([a], [b]) => a - b);
}
