// The Japanese typesetting of MDX bodies (docs/languages-and-urls.md, "Japanese text"): markup only, the
// text stays exactly as written.
import type { Element, ElementContent, Root, Text } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import {
  japanese,
  katakanaCompound,
  katakanaWordParts,
  katakanaWords,
  keptEnding,
  keptPattern,
  wordBreaks,
} from "../../lib/typography/keep-together.ts";
import {
  readKeptTerms,
  readPlaceNames,
  typesetRunning,
  typesetShort,
  type Piece,
} from "../typography/typeset.ts";

const headings = new Set(["h1", "h2", "h3", "h4"]);
/** Blocks of running text whose last line must not be a character or two. */
const paragraphs = new Set(["p", "li", "dd", "td", "th", "blockquote"]);
/** Content that makes a list item or definition a container of blocks rather than one paragraph. */
const blocks = new Set(["p", "ul", "ol", "dl", "div", "table", "blockquote", "pre", "figure"]);
/** Text that is not prose: no markup goes inside it. */
const verbatim = new Set(["code", "pre", "kbd"]);

/** Text with each katakana word of two letters or more in `.kana` spans (keep-together.ts, `katakanaWordParts`), as
    KeptEnding.tsx sets a component's copy: where running text is justified a line never starts or ends with one
    letter of a loanword; where it is set ragged (a table's cell) the word stays whole. */
export function katakanaToHast(text: string): ElementContent[] {
  const nodes: ElementContent[] = [];
  let at = 0;
  const kana = (children: ElementContent[], className: string[]): Element => ({
    type: "element",
    tagName: "span",
    properties: { className },
    children,
  });
  for (const match of text.matchAll(katakanaWords)) {
    if (match[0].length < 2) continue;
    if (match.index > at) nodes.push({ type: "text", value: text.slice(at, match.index) });
    // A compound longer than ten letters as its words (`katakanaCompound`), a <wbr> between them.
    katakanaCompound(match[0]).forEach((compoundWord, index) => {
      if (index > 0) nodes.push({ type: "element", tagName: "wbr", properties: {}, children: [] });
      const { word, parts } = katakanaWordParts(compoundWord);
      const inner: ElementContent[] = parts.map((part) =>
        part.end ? kana([{ type: "text", value: part.text }], ["kana"]) : { type: "text", value: part.text },
      );
      if (word) nodes.push(kana(parts.length > 1 ? inner : [{ type: "text", value: compoundWord }], word));
      else nodes.push(...inner);
    });
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push({ type: "text", value: text.slice(at) });
  return nodes;
}

/** Text with each middle dot in a `.nakaguro` span, which keeps its full width in a heading's proportional metrics
    (styles.css; PhrasePieces.tsx does the same for a component's short copy). */
export function dotsToHast(text: string): ElementContent[] {
  return text
    .split(/(\u30fb)/u)
    .filter(Boolean)
    .map((part) =>
      part === "\u30fb"
        ? {
            type: "element",
            tagName: "span",
            properties: { className: ["nakaguro"] },
            children: [{ type: "text", value: part }],
          }
        : { type: "text", value: part },
    );
}

/** The hast of typeset pieces: a kept run is a `.keep` span (white-space: nowrap), a boundary a <wbr>. With `kana`
    (running text), the text that is not kept, and a run a narrow measure breaks, has its katakana words marked;
    without (a heading), its middle dots are full width. */
export function piecesToHast(pieces: Piece[], { kana = false } = {}): ElementContent[] {
  const plain = (text: string): ElementContent[] => (kana ? katakanaToHast(text) : dotsToHast(text));
  return pieces
    .filter((piece) => "wbr" in piece || piece.text)
    .flatMap((piece): ElementContent | ElementContent[] =>
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
              children: dotsToHast(piece.text),
            }
          : piece.kept
            ? {
                type: "element",
                tagName: "span",
                properties: {
                  className: ["keep", ...(piece.long ? ["long"] : [])],
                },
                // A run a narrow measure breaks between its parts: each part its own kept span inside it. A run or
                // part that breaks as running text there (a dotted compound) has its katakana words marked.
                children: piece.parts
                  ? piece.parts.map((part) => keptSpan(part.text, Boolean(part.long), plain))
                  : piece.long || !kana
                    ? plain(piece.text)
                    : [{ type: "text", value: piece.text }],
              }
            : plain(piece.text),
    );
}

/** A piece of text that is not kept, with a <wbr> at each of `breaks` (offsets into it). */
function splitAt(piece: Piece & { text: string }, breaks: readonly number[]): Piece[] {
  return [0, ...breaks].flatMap((from, at): Piece[] => [
    ...(at > 0 ? [{ wbr: true as const }] : []),
    { ...piece, text: piece.text.slice(from, breaks[at] ?? piece.text.length) },
  ]);
}

const keptSpan = (text: string, long: boolean, plain: (text: string) => ElementContent[]): Element => ({
  type: "element",
  tagName: "span",
  properties: { className: long ? ["keep", "long"] : ["keep"] },
  children: long ? plain(text) : [{ type: "text", value: text }],
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
export function rehypeTypeset(terms?: readonly string[], places?: readonly string[]) {
  let pattern: RegExp | undefined;
  return () => (tree: Root, file: VFile) => {
    if (!file.path?.endsWith(".jp.mdx")) return;
    // Read once, at the first Japanese body: the content's names, titles and places as they are now.
    pattern ??= keptPattern(terms ?? readKeptTerms(), places ?? readPlaceNames());
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
    // A link's text in running text (a linked title: jigyousei hyouka, jigyou sukiimu no kentou) breaks between its
    // phrases, as a heading does (stop 78: the designer read a title broken inside a word as a mistake): <wbr>
    // between BudouX's phrases, and the link `.link-phrases` (styles.css: keep-all, so it breaks only there).
    const linked = new Set<Text>();
    visit(tree, "element", (element: Element) => {
      if (element.tagName !== "a") return;
      let found = false;
      visit(element, "text", (text: Text) => {
        if (short.has(text) || !japanese.test(text.value)) return;
        linked.add(text);
        found = true;
      });
      if (found) {
        const className = (element.properties.className as string[] | undefined) ?? [];
        element.properties.className = [...className, "link-phrases"];
      }
    });
    visit(tree, "text", (text: Text, index, parent) => {
      if (index === undefined || !parent || parent.type !== "element") return;
      if (
        verbatim.has(parent.tagName) ||
        (parent.properties?.className as string[] | undefined)?.includes("keep")
      )
        return;
      const running = !short.has(text) && !linked.has(text);
      const pieces = running
        ? typesetRunning(text.value, pattern!, { ending: endings.has(text) })
        : linked.has(text)
          ? // A clause's weak breaks are a heading's (styles.css); in a link every phrase may end a line, and every
            // word inside a phrase (stop 80): kept to BudouX's phrases, the linked title "purojekuto suikou shien /
            // konsutorakushon manejimento" left a phone's line before it 45 % short.
            // A link that ends its paragraph keeps the paragraph's last three characters together (`keptEnding`).
            typesetShort(text.value, pattern!).flatMap((piece, at, all): Piece[] =>
              "wbr" in piece
                ? [{ wbr: true as const }]
                : piece.kept || piece.name
                  ? [piece]
                  : splitAt(
                      piece,
                      wordBreaks(piece.text, {
                        last:
                          endings.has(text) &&
                          all.slice(at + 1).every((after) => "wbr" in after || !after.text.trim())
                            ? keptEnding
                            : 2,
                      }),
                    ),
            )
          : typesetShort(text.value, pattern!);
      const replacement = piecesToHast(pieces, { kana: running });
      if (replacement.length === 1 && replacement[0]!.type === "text") return;
      parent.children.splice(index, 1, ...replacement);
      return index + replacement.length;
    });
  };
}
