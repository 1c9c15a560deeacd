// English copy set by a component keeps its numbers, dates and amounts on one line (USD 150 million, 18 June 2025,
// 2025–2030: lib/typography/numbers.ts): each in a span that does not wrap, the text as written (no invisible
// characters to copy or search). docs/languages-and-urls.md, "Numbers, dates and amounts".
import type { ReactNode } from "react";
import { englishNumberRanges } from "@/lib/typography/numbers";

/** `text` with each of `ranges` ([start, end), in order and apart) in a no-wrap span. */
export function noWrapRanges(text: string, ranges: readonly [number, number][]): ReactNode {
  if (!ranges.length) return text;
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <span key={start} className="whitespace-nowrap">
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

export function KeepNumbers({ text }: { text: string }): ReactNode {
  return noWrapRanges(text, englishNumberRanges(text));
}
