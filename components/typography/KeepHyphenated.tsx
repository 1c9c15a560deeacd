// English short copy keeps a hyphenated compound on one line ("Cross-Border", "Mixed-Use"), and a number, date or
// amount (KeepNumbers: "18 June 2025" broke as "18 / June 2025" in the contact dialog, stop 61): a break after its
// hyphen reads as two words, and balanced wrapping on a phone chose exactly that break. Each such word is
// set in a span that does not wrap; the text stays as written (no invisible characters to copy or search).
// Which words: lib/typography/hyphenated.ts, which a writer's Markdown body shares (rehypeKeepNumbers).
import type { ReactNode } from "react";
import { englishKeptRanges } from "@/lib/typography/hyphenated";
import { noWrapRanges } from "./KeepNumbers";

/** The text with each hyphenated compound, and each number, date or amount (KeepNumbers), in a no-wrap span.
    `running`: copy set as running text (KeptEnding), where only a compound of two short words is kept. */
export function KeepHyphenated({ text, running = false }: { text: string; running?: boolean }): ReactNode {
  return noWrapRanges(text, englishKeptRanges(text, { running }));
}
