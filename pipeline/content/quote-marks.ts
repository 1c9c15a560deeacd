// English interface text and the firm's facts (content/ui/en.json, content/site.json) are shown as they are written:
// the React islands read the catalogue in the browser too, where the typesetting of quotation marks that bodies and
// frontmatter get at build time (pipeline/typography/quotes.ts) would cost the first load its bytes. So a straight
// quotation mark or apostrophe there is refused, with the typographic mark to write instead.
import type { DataTexts } from "./types.ts";
import type { Problem } from "./problems.ts";
import { isAddress, typographicQuotes } from "../typography/quotes.ts";

/** A problem for each English string of interface text or site facts that has a straight `'` or `"`. */
export function checkQuoteMarks(texts: readonly DataTexts[]): Problem[] {
  return texts
    .filter((text) => text.locale === "en")
    .flatMap(({ file, strings }) =>
      strings
        .filter(({ value }) => /['"]/.test(value) && !isAddress(value))
        .map(({ field, value, line }) => {
          // The words around the first straight mark, as they should read (the typesetting keeps the length).
          const at = value.search(/['"]/);
          const start = Math.max(0, at - 30);
          const words = `${start > 0 ? "\u2026" : ""}${typographicQuotes(value).slice(start, at + 30)}${at + 30 < value.length ? "\u2026" : ""}`;
          return {
            file,
            line,
            field,
            message: `has a straight quotation mark or apostrophe: write the typographic one (\u2019 for an apostrophe, \u201c \u201d for quotation marks), as the pages show it: "${words}"`,
          };
        }),
    );
}
