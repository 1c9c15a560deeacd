// English short copy keeps a hyphenated compound on one line ("Cross-Border", "Mixed-Use"), and a number, date or
// amount (KeepNumbers: "18 June 2025" broke as "18 / June 2025" in the contact dialog, stop 61): a break after its
// hyphen reads as two words, and balanced wrapping on a phone chose exactly that break. Each such word is
// set in a span that does not wrap; the text stays as written (no invisible characters to copy or search).
import type { ReactNode } from "react";
import { englishNumberRanges } from "@/lib/typography/numbers";
import { noWrapRanges } from "./KeepNumbers";

/** Latin letters or digits, a hyphen, Latin letters or digits (and more such parts). */
const hyphenated = /[\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+/u;

/** Two words of at most eight letters each, joined by a hyphen ("real-estate", "long-term", "mixed-use"): in running
    text a break after the hyphen reads as two words as it does in short copy ("real-/estate" at a line end of
    /investment/different, stop-80 review), and kept whole such a word costs a line at most a few letters. A longer
    compound may still break at its hyphen there, as print breaks it, where keeping it would leave a long gap. */
const shortCompound = /^[\p{Script=Latin}\p{N}]{1,8}-[\p{Script=Latin}\p{N}]{1,8}$/u;

/** The text with each hyphenated compound, and each number, date or amount (KeepNumbers), in a no-wrap span.
    `running`: copy set as running text (KeptEnding), where only a compound of two short words is kept. */
export function KeepHyphenated({ text, running = false }: { text: string; running?: boolean }): ReactNode {
  const ranges: [number, number][] = englishNumberRanges(text);
  for (const match of text.matchAll(new RegExp(hyphenated.source, "gu"))) {
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
  return noWrapRanges(
    text,
    ranges.sort(([a], [b]) => a - b),
  );
}
