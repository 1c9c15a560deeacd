// Copy set by a component (a card's excerpt, a list of points, a note) as one paragraph: its last
// characters stay on one line (.phrase-end in styles.css), as the build does for writers' bodies.
import { keptEndingStart } from "../../lib/typography/breaks";

/**
 * The text in one inline box (a single flex item where the parent is a flex row with an icon), its last
 * three characters and their punctuation kept together in Japanese; other text as it is.
 */
export function KeptEnding({ text }: { text: string }) {
  const start = keptEndingStart(text);
  if (start < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, start)}
      <span className="phrase-end">{text.slice(start)}</span>
    </span>
  );
}
