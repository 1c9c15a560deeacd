// Rehype, for English MDX bodies: each number, date or amount of the text (USD 150 million, 18 June 2025, 2025–2030:
// lib/typography/numbers.ts) in a no-wrap span, so no line breaks inside it; the text stays exactly as written.
// Not its hyphenated compounds (stop 81, tried and taken back: docs/design.md, "Stop 81: typesetting").
// Japanese bodies keep theirs through rehypeTypeset (keep-together.ts). docs/languages-and-urls.md, "Numbers, dates
// and amounts".
import type { Element, ElementContent, Root, Text } from "hast";
import { SKIP, visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { englishNumberRanges } from "../../lib/typography/numbers.ts";

/** Text that is not prose: no markup goes inside it. */
const verbatim = new Set(["code", "pre", "kbd", "script", "style"]);

export function rehypeKeepNumbers() {
  return (tree: Root, file: VFile) => {
    if (file.path?.endsWith(".jp.mdx")) return;
    visit(tree, (node, index, parent) => {
      if (node.type === "element" && verbatim.has(node.tagName)) return SKIP;
      if (node.type !== "text" || !parent || index === undefined) return;
      const text = (node as Text).value;
      const ranges = englishNumberRanges(text);
      if (!ranges.length) return;
      const pieces: ElementContent[] = [];
      let at = 0;
      for (const [start, end] of ranges) {
        if (start > at) pieces.push({ type: "text", value: text.slice(at, start) });
        pieces.push({
          type: "element",
          tagName: "span",
          properties: { className: ["whitespace-nowrap"] },
          children: [{ type: "text", value: text.slice(start, end) }],
        } satisfies Element);
        at = end;
      }
      if (at < text.length) pieces.push({ type: "text", value: text.slice(at) });
      parent.children.splice(index, 1, ...(pieces as typeof parent.children));
      // Go on after the new pieces: the spans' text needs no second look.
      return [SKIP, index + pieces.length];
    });
  };
}
