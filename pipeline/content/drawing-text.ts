// The words a writer's SVG holds, for the wording rules (twelfth probe, H4): a drawing's `<text>` is drawn into every
// picture the build makes of it (the card on a list, the cover of the page), so "Risk-free investment" written
// there is published as surely as in the body. A `<title>` or `<desc>` is read too: a drawing program may show it,
// and it is the writer's text all the same. Each text is reported at the line it starts on.
import { Parser } from "htmlparser2";
import type { Problem } from "./problems.ts";
import { readContentText } from "./content-files.ts";
import type { LintInput } from "./textlint.ts";
import { lineFinder } from "./svg-rules.ts";

/** Elements whose text is read as one, with the text of the elements inside them (a <tspan> in a <text>). */
const wordHolders = new Set(["text", "title", "desc"]);

/** The texts of an SVG's source, each with the line its element starts on, as the wording rules read a field. */
export function drawingTexts(file: string, source: string): LintInput {
  const strings: LintInput["strings"] = [];
  const lineOf = lineFinder(source);
  // The outermost open element that holds words, and what it holds so far.
  let holder: { name: string; depth: number; line: number; text: string } | undefined;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        depth += 1;
        // A <tspan> goes on from the words before it, as the drawing shows it ("Risk-" then "free").
        if (!holder && wordHolders.has(name))
          holder = { name, depth, line: lineOf(parser.startIndex), text: "" };
      },
      ontext(text) {
        if (holder) holder.text += text;
      },
      onclosetag() {
        if (holder && holder.depth === depth) {
          const value = holder.text.replace(/\s+/g, " ").trim();
          if (value) strings.push({ field: `<${holder.name}>`, key: holder.name, value, line: holder.line });
          holder = undefined;
        }
        depth -= 1;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(source);
  // A drawing is shown on the pages of both languages: every language's rules read it (findComplianceProblems).
  return { file, locale: "en", strings };
}

/** The texts of every SVG of `files` (paths from the repository's root), to read with the wording rules. */
export function contentDrawingTexts(root: string, files: string[]): LintInput[] {
  const problems: Problem[] = [];
  return files.flatMap((file) => {
    if (!/\.svg$/i.test(file)) return [];
    // A file that cannot be read is refused on its own by the SVG rules.
    const source = readContentText(root, file, problems);
    return source === undefined ? [] : [drawingTexts(file, source)];
  });
}
