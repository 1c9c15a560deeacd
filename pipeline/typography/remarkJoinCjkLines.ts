// A remark plugin for Japanese prose: a line break inside a Japanese paragraph joins the lines
// without a space, and a space typed next to Japanese punctuation (bold text ending in an ideographic full stop, then a space) is dropped.
// Browsers render a soft line break as a space: right between English words, a stray gap between
// Japanese characters (CSS Text's rule to drop it is not implemented by browsers).

import { fullWidth } from "../../lib/typography/keep-together.ts";

type MdNode = { type: string; value?: string; children?: MdNode[] };

// Full-width punctuation carries its own spacing: a space beside it is never wanted in Japanese.
const widePunctuation = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff60]/u;

const isWide = (c: string | undefined) => c !== undefined && fullWidth.test(c);
const isWidePunctuation = (c: string | undefined) => c !== undefined && widePunctuation.test(c);

/** Whether the white space between `left` and `right` should disappear. */
function shouldJoin(left: string | undefined, right: string | undefined, isLineBreak: boolean): boolean {
  if (left === undefined || right === undefined) return false;
  if (isWide(left) && isWide(right))
    return isLineBreak || isWidePunctuation(left) || isWidePunctuation(right);
  return isLineBreak && (isWidePunctuation(left) || isWidePunctuation(right));
}

// White space (a line break with the spaces around it, or spaces alone) and the characters on either side.
const gap = /(\S)?([ \t]*\n[ \t]*|[ \t]+)(?=(\S)?)/gu;

/**
 * Drops the white space inside one text node's value where Japanese needs none. `before` and
 * `after` are the characters of the neighbouring nodes (bold Japanese text may end right before this text).
 */
export function joinCjkLines(value: string, before?: string, after?: string): string {
  return value.replace(
    gap,
    (whole, previous: string | undefined, space: string, next: string | undefined, offset: number) => {
      const left = previous ?? (offset === 0 ? before : undefined);
      const right = next ?? (offset + whole.length === value.length ? after : undefined);
      return shouldJoin(left, right, space.includes("\n")) ? (previous ?? "") : whole;
    },
  );
}

function edgeCharacter(node: MdNode | undefined, edge: "first" | "last"): string | undefined {
  if (!node) return undefined;
  if (typeof node.value === "string") {
    const characters = Array.from(node.value);
    return edge === "first" ? characters[0] : characters.at(-1);
  }
  const children = node.children ?? [];
  return edgeCharacter(edge === "first" ? children[0] : children.at(-1), edge);
}

function visit(node: MdNode) {
  const children = node.children;
  if (!children) return;
  children.forEach((child, index) => {
    if (child.type === "text" && typeof child.value === "string") {
      child.value = joinCjkLines(
        child.value,
        edgeCharacter(children[index - 1], "last"),
        edgeCharacter(children[index + 1], "first"),
      );
    } else visit(child);
  });
}

export default function remarkJoinCjkLines() {
  return (tree: MdNode) => visit(tree);
}
