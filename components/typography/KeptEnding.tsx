// Copy set by a component (a card's excerpt, a list of points, a note, a bio) as one paragraph of running
// text: in Japanese, its kept runs (numbers with units, dates, dotted compounds, names and titles) and its last
// three characters each on one line (.keep in styles.css), as the build does for writers' bodies.
import type { ReactNode } from "react";
import { segmentText } from "../../lib/typography/keep-together";
import { useKeptRuns } from "../../lib/typography/kept-runs-context";

// A katakana word of three to ten characters (a loanword: famirii ofisu, deberoppaa): in a card or a note, which are
// set ragged, it breaks at neither of its letters (.kana in styles.css); in justified text it may, as in print.
// Longer words stay breakable, so none is wider than a narrow column.
const katakanaWord = /[\p{Script=Katakana}\u30fc]+/gu;

/** A plain run with its katakana words in .kana spans. */
function withKatakanaWords(text: string, key: number): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(katakanaWord)) {
    if (match[0].length < 3 || match[0].length > 10) continue;
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push(
      <span key={`${key}-${match.index}`} className="kana">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** The text in one inline box (a single flex item where the parent is a flex row with an icon). */
export function KeptEnding({ text }: { text: string }) {
  const segments = segmentText(text, useKeptRuns(), { ending: true });
  return (
    <span>
      {segments.map((segment, index) =>
        segment.kept ? (
          <span key={index} className={segment.long ? "keep long" : "keep"}>
            {segment.text}
          </span>
        ) : (
          withKatakanaWords(segment.text, index)
        ),
      )}
    </span>
  );
}
