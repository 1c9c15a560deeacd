// English short copy keeps a hyphenated compound on one line ("Cross-Border", "Mixed-Use"), and a number, date or
// amount (KeepNumbers: "18 June 2025" broke as "18 / June 2025" in the contact dialog, stop 61): a break after its
// hyphen reads as two words, and balanced wrapping on a phone chose exactly that break. Each such word is
// set in a span that does not wrap; the text stays as written (no invisible characters to copy or search).
import type { ReactNode } from "react";
import { englishNumberRanges } from "@/lib/typography/numbers";
import { noWrapRanges } from "./KeepNumbers";

/** Latin letters or digits, a hyphen, Latin letters or digits (and more such parts). */
const hyphenated = /[\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+/u;

/** The text with each hyphenated compound, and each number, date or amount (KeepNumbers), in a no-wrap span. */
export function KeepHyphenated({ text }: { text: string }): ReactNode {
  const ranges: [number, number][] = englishNumberRanges(text);
  for (const match of text.matchAll(new RegExp(hyphenated.source, "gu"))) {
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
