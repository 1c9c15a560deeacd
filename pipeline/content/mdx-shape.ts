// The shape a body must have before it is parsed: line and paragraph lengths, marks, indentation, and the depth of
// the parsed tree.
import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { hiddenCharacterMessage, overBuiltLetterMessage } from "../../content/fields.ts";

/**
 * The shape a body must have before it is parsed. Markdown's parsers take time that grows faster than the
 * text on some shapes (a line of a thousand * takes seconds, a list nested 500 deep minutes) and recurse once
 * per level of nesting (3,000 nested <sup> overflow the stack when the page is rendered): each limit is far
 * beyond what prose needs and keeps every parse of the file, in the check and in the build, short.
 */
export const bodyLimits = {
  /** Characters on one line (a paragraph may span lines). */
  lineLength: 5000,
  /** Markup characters on one line: * _ ~ [ ] < > ` | */
  markupPerLine: 200,
  /** Markup characters in one paragraph (lines without an empty line between them), table pipes aside. */
  markupPerParagraph: 1000,
  /** Columns of indentation (a tab counts 4): lists nest a few levels, never dozens. */
  indent: 24,
  /** Levels of quotes, lists, tags and emphasis inside each other. */
  depth: 24,
  /** Characters of one paragraph, heading or table cell of a Japanese file (longestText). */
  japaneseText: 2000,
  /** Characters of a paragraph (lines without an empty line between them) after its first "[" (openBracket). */
  afterBracket: 10_000,
};
const markupCharacters = /[*_~[\]<>`|]/g;

/**
 * The longest text of a body, as the Japanese style check reads it, and the line it starts on. That check (textlint's
 * Japanese rules and their word splitter, kuromoji) takes a time that grows faster than the length of each text it is
 * given: a paragraph of 32,000 characters with no 、 or 。 took it 2 min 44 s, one of 77,000 held it past 15 minutes,
 * one of 77,000 with a 、 every 29 characters past 10, and one of 77,000 in sentences of 990 characters 9 min 30 s
 * (fourteenth probe, K1 and K2). Each paragraph, heading and table cell is one text to it, measured whole, its lines
 * joined; the longest of the site's Japanese paragraphs holds 745 characters.
 */
export function longestText(tree: Root): { length: number; line?: number } {
  let longest = { length: 0, line: undefined as number | undefined };
  visit(tree, ["paragraph", "heading", "tableCell"], (node) => {
    const { length } = toString(node);
    if (length > longest.length) longest = { length, line: node.position?.start.line };
  });
  return longest;
}

/**
 * Where a "[" starts a link's text or an image's description: not after an odd number of backslashes (an escaped
 * "\[" is text to every Markdown reader). The index of the first such "[" of `line`, or -1.
 */
function openBracket(line: string): number {
  for (let at = line.indexOf("["); at !== -1; at = line.indexOf("[", at + 1)) {
    let backslashes = 0;
    while (line[at - 1 - backslashes] === "\\") backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/**
 * The Markdown reader of the check and the build (micromark, with GFM's web addresses written as text) looks back, at
 * every word, over all that was read since a "[" still open, to decide whether the word starts a web address: a link's
 * text or an image's description that runs on is read in a time that grows with the square of its length. An image
 * whose description ran over 60 lines of 4,000 characters (240 KB) held the check 2 min 41 s for that file alone, the
 * whole check past 20 minutes, and `npm run dev` (whose check runs after every save) stopped answering (seventy-sixth
 * probe, B1). A paragraph's text is read as one: whatever follows its first "[" until an empty line is held to
 * `afterBracket` characters (a table's or a list's lines count together, which only over-counts), where the site's
 * longest is 467 and the worst case costs a tenth of a second. A blank line is one of spaces and tabs only, as
 * Markdown reads it.
 */
function bracketRun(
  lines: readonly string[],
  first: number,
  report: (line: number, message: string) => void,
) {
  let open: { line: number; after: number } | undefined;
  let ok = true;
  lines.forEach((line, index) => {
    if (index < first) return;
    if (/^[ \t]*$/.test(line)) {
      open = undefined;
      return;
    }
    if (!open) {
      const at = openBracket(line);
      if (at !== -1) open = { line: index + 1, after: line.length - at - 1 };
      return;
    }
    const before = open.after;
    open.after += line.length + 1;
    if (before <= bodyLimits.afterBracket && open.after > bodyLimits.afterBracket) {
      ok = false;
      report(
        open.line,
        `this paragraph goes on for more than ${bodyLimits.afterBracket} characters after the "[" on this line, and the Markdown reader of the check and the build takes a time that grows with the square of that length when a bracket is left open (a link's text or an image's description that runs on held the check for minutes): end the link's text with "]" where it ends, write "\\[" for a bracket shown as text, or split the paragraph (or the list or table it is in) with an empty line`,
      );
    }
  });
  return ok;
}

/** Problems of a body's shape, checked line by line before it is parsed (the frontmatter's lines are skipped). */
export function checkShape(source: string, report: (line: number, message: string) => void): boolean {
  const lines = source.split("\n");
  const close = /^---[ \t]*$/.test(lines[0] ?? "")
    ? lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line))
    : -1;
  let ok = true;
  let paragraphMarks = 0;
  let paragraphStart = 0;
  lines.forEach((line, index) => {
    if (index <= close) return;
    const number = index + 1;
    if (!line.trim()) {
      paragraphMarks = 0;
      return;
    }
    if (paragraphMarks === 0) paragraphStart = number;
    // The frontmatter refuses these; a body shows them to every reader in either language, so it does too.
    const hidden = hiddenCharacterMessage(line);
    if (hidden) report(number, `this line ${hidden}`);
    const overMarked = overBuiltLetterMessage(line);
    if (overMarked) report(number, `this line ${overMarked}`);
    if (line.length > bodyLimits.lineLength) {
      ok = false;
      report(
        number,
        `this line is ${line.length} characters long, more than the ${bodyLimits.lineLength} a line may have: start a new paragraph with an empty line`,
      );
      return;
    }
    const marks = line.match(markupCharacters)?.length ?? 0;
    if (marks > bodyLimits.markupPerLine) {
      ok = false;
      report(
        number,
        `this line has ${marks} of the marks * _ ~ [ ] < > \` |, more than the ${bodyLimits.markupPerLine} a line may have: remove the repeated marks`,
      );
      return;
    }
    // A paragraph is reported once, where it starts, unless one of its lines already was.
    const before = paragraphMarks;
    paragraphMarks += line.replace(/\|/g, "").match(markupCharacters)?.length ?? 0;
    if (before <= bodyLimits.markupPerParagraph && paragraphMarks > bodyLimits.markupPerParagraph) {
      ok = false;
      report(
        paragraphStart,
        `this paragraph has more than ${bodyLimits.markupPerParagraph} of the marks * _ ~ [ ] < > \`, more than a paragraph may have: remove the repeated marks or split the paragraph with an empty line`,
      );
    }
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
    if (indent > bodyLimits.indent && line.trim()) {
      ok = false;
      report(
        number,
        `this line is indented ${indent} spaces, more than the ${bodyLimits.indent} a list nested a few levels needs: remove the indentation`,
      );
    }
  });
  return bracketRun(lines, close + 1, report) && ok;
}

/** The deepest nesting of a tree, counted without recursion (a recursive walk is what a deep tree breaks). */
export function deepestNode(tree: Root): { depth: number; line?: number } {
  let deepest = { depth: 0, line: undefined as number | undefined };
  const stack: { node: { children?: unknown[]; position?: { start: { line: number } } }; depth: number }[] = [
    { node: tree, depth: 0 },
  ];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (depth > deepest.depth) deepest = { depth, line: node.position?.start.line };
    for (const child of node.children ?? []) stack.push({ node: child as typeof node, depth: depth + 1 });
  }
  return deepest;
}
