// Copy set by a component (a card's excerpt, a list of points, a note, a bio) as one paragraph of running
// text: in Japanese, its kept runs (numbers with units, dates, dotted compounds, names and titles) and its last
// three characters each on one line (.keep in styles.css), as the build does for writers' bodies.
import { segmentText } from "../../lib/typography/keep-together";
import { useKeptRuns } from "../../lib/typography/kept-runs-context";

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
          segment.text
        ),
      )}
    </span>
  );
}
