// The Japanese typesetting of MDX bodies (docs/languages-and-urls.md, "Japanese text"): markup only, the
// text stays exactly as written.
import type { Element, ElementContent, Root, Text } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { keptPattern } from "../../lib/typography/keep-together.ts";
import { readKeptTerms, typesetRunning, typesetShort, type Piece } from "../typography/typeset.ts";

const headings = new Set(["h1", "h2", "h3", "h4"]);
/** Blocks of running text whose last line must not be a character or two. */
const paragraphs = new Set(["p", "li", "dd", "td", "th", "blockquote"]);
/** Content that makes a list item or definition a container of blocks rather than one paragraph. */
const blocks = new Set(["p", "ul", "ol", "dl", "div", "table", "blockquote", "pre", "figure"]);
/** Text that is not prose: no markup goes inside it. */
const verbatim = new Set(["code", "pre", "kbd"]);

/** The hast of typeset pieces: a kept run is a `.keep` span (white-space: nowrap), a boundary a <wbr>. */
export function piecesToHast(pieces: Piece[]): ElementContent[] {
  return pieces
    .filter((piece) => "wbr" in piece || piece.text)
    .map((piece) =>
      "wbr" in piece
        ? {
            type: "element",
            tagName: "wbr",
            properties: piece.clause ? { className: ["weak", `c${piece.clause}`] } : {},
            children: [],
          }
        : piece.name
          ? {
              type: "element",
              tagName: "span",
              properties: { className: ["name", `c${piece.name}`] },
              children: [{ type: "text", value: piece.text }],
            }
          : piece.kept
            ? {
                type: "element",
                tagName: "span",
                properties: {
                  className: ["keep", ...(piece.long ? ["long"] : [])],
                },
                // A run a narrow measure breaks between its parts: each part its own kept span inside it.
                children: piece.parts
                  ? piece.parts.map((part) => keptSpan(part.text, Boolean(part.long)))
                  : [{ type: "text", value: piece.text }],
              }
            : { type: "text", value: piece.text },
    );
}

const keptSpan = (text: string, long: boolean): Element => ({
  type: "element",
  tagName: "span",
  properties: { className: long ? ["keep", "long"] : ["keep"] },
  children: [{ type: "text", value: text }],
});

/** The last text of an element that holds words (inside a link or emphasis, if the block ends with one). */
function lastText(element: Element): Text | undefined {
  for (let index = element.children.length - 1; index >= 0; index--) {
    const child = element.children[index]!;
    if (child.type === "text") {
      if (child.value.trim()) return child;
    } else if (child.type === "element") {
      return verbatim.has(child.tagName) || child.tagName === "br" ? undefined : lastText(child);
    }
  }
  return undefined;
}

function holdsBlocks(element: Element): boolean {
  let found = false;
  visit(element, "element", (child: Element) => {
    if (child !== element && blocks.has(child.tagName)) found = true;
  });
  return found;
}

/**
 * Rehype, for Japanese MDX files (after rehype-slug, so ids keep): in running text, the runs no line may
 * break inside (numbers with units, dates, dotted compounds, the team's names and titles) in `.keep` spans,
 * and each paragraph's last three characters too, so no block ends on a line of a character or two; in
 * h1–h4, BudouX's phrases with <wbr> between them.
 */
export function rehypeTypeset(terms?: readonly string[]) {
  let pattern: RegExp | undefined;
  return () => (tree: Root, file: VFile) => {
    if (!file.path?.endsWith(".jp.mdx")) return;
    // Read once, at the first Japanese body: the content's names and titles as they are now.
    pattern ??= keptPattern(terms ?? readKeptTerms());
    const endings = new Set<Text>();
    visit(tree, "element", (element: Element) => {
      if (!paragraphs.has(element.tagName) || holdsBlocks(element)) return;
      const last = lastText(element);
      if (last) endings.add(last);
    });
    const short = new Set<Text>();
    visit(tree, "element", (element: Element) => {
      if (headings.has(element.tagName)) visit(element, "text", (text: Text) => void short.add(text));
    });
    visit(tree, "text", (text: Text, index, parent) => {
      if (index === undefined || !parent || parent.type !== "element") return;
      if (
        verbatim.has(parent.tagName) ||
        (parent.properties?.className as string[] | undefined)?.includes("keep")
      )
        return;
      const pieces = short.has(text)
        ? typesetShort(text.value, pattern!)
        : typesetRunning(text.value, pattern!, { ending: endings.has(text) });
      if (pieces.length === 1 && !("wbr" in pieces[0]!) && !pieces[0]!.kept) return;
      const replacement = piecesToHast(pieces);
      parent.children.splice(index, 1, ...replacement);
      return index + replacement.length;
    });
  };
}
