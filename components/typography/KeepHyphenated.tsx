// English headlines keep a hyphenated compound on one line, and short copy a date, ("Cross-Border", "Mixed-Use"): a break after its
// hyphen reads as two words, and balanced wrapping on a phone chose exactly that break. Each such word is
// set in a span that does not wrap; the text stays as written (no invisible characters to copy or search).
import type { ReactNode } from "react";

/** Latin letters or digits, a hyphen, Latin letters or digits (and more such parts); or a date written out
    (18 June 2025, June 2025), which broke as "18 / June 2025" in the contact dialog (stop 61). */
const hyphenated =
  /([\p{Script=Latin}\p{N}]+(?:-[\p{Script=Latin}\p{N}]+)+|(?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4})/u;

export function KeepHyphenated({ text }: { text: string }): ReactNode {
  const parts = text.split(hyphenated);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
