// Justified Japanese running text, line by line (docs/languages-and-urls.md, "Japanese text"; docs/design.md, stop
// 76): a line that justification would letter-space is set to the start instead. Such a line is one before a unit no
// rule lets break (a Latin word, a date, a law's number, the firm's legal name, a place with its province, a
// paragraph's kept ending) that did not fit, or before characters strict kinsoku moved with it: the room the unit
// left is shared between the line's characters, and on a phone's 20-character line a unit of three characters or
// more spreads it visibly. Print would spread it too, or break the unit; we do neither. Where the gap justification
// adds beside each character of a line exceeds `loosest`, the line ends in a forced break drawn by CSS (`.loose-break`,
// generated content: nothing enters the text a visitor copies or searches), and a line before a forced break is set
// to the start, as a paragraph's last line is. The break goes exactly where the line already ended, so no line
// moves: the line keeps its characters and only its alignment changes. Measured again whenever the width changes
// and when hidden text (an accordion's answer) is shown; without this script the lines stay justified.

/** The most space justification may add at each of a line's expansion opportunities (beside a kana, a kanji or a
    full-width sign, and at a space), in font sizes: strict kinsoku moving two characters (a character with its
    full stop) on a phone's 20-character line adds 2 / 19 = 0.105 em, which reads as solid; a unit of three that
    moves adds 0.16 em, which reads as letter-spaced (the stop-76 review saw 0.125 em). */
export const loosest = 0.11;

/** The class of the empty element that ends a letter-spaced line with a forced break (styles.css). */
export const looseBreak = "loose-break";

/** A kana or a kanji: a character whose advance is one em in running text, which justification widens by one share
    where it follows another (Chromium gives a kanji after a Latin letter or digit two shares, before and after). */
const ideograph = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

type Piece = { node: Text; start: number; end: number; bottom: number };

const range = () => document.createRange();

/** The bottom of the box of the first character drawn at or after `index` in `node` (a collapsed space has none). */
function bottomAt(node: Text, index: number): number {
  const probe = range();
  for (let at = index; at < node.length; at++) {
    probe.setStart(node, at);
    probe.setEnd(node, at + 1);
    const rects = probe.getClientRects();
    if (rects.length && rects[0]!.height) return rects[rects.length - 1]!.bottom;
  }
  return Infinity;
}

/** The lines of a block as pieces of its text nodes, top to bottom: one query per text node, and a binary search
    for each line break that falls inside one. */
function linesOf(block: HTMLElement, fontSize: number): Piece[][] {
  const lines: Piece[][] = [];
  const bottoms: number[] = [];
  const add = (piece: Piece) => {
    let line = bottoms.findIndex((bottom) => Math.abs(bottom - piece.bottom) < fontSize / 2);
    if (line < 0) {
      line = bottoms.push(piece.bottom) - 1;
      lines.push([]);
    }
    lines[line]!.push(piece);
  };
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim() || getComputedStyle(node.parentElement!).position === "absolute") continue;
    const whole = range();
    whole.selectNodeContents(node);
    const fragments = [...whole.getClientRects()].filter((rect) => rect.height);
    // The fragments' line bottoms, one per line the node is drawn on.
    const drawn: number[] = [];
    for (const { bottom } of fragments)
      if (!drawn.some((seen) => Math.abs(seen - bottom) < fontSize / 2)) drawn.push(bottom);
    drawn.sort((a, b) => a - b);
    let start = 0;
    for (let line = 0; line < drawn.length; line++) {
      let end = node.length;
      if (line < drawn.length - 1) {
        // The first character drawn below this line.
        let [low, high] = [start + 1, node.length - 1];
        while (low < high) {
          const middle = (low + high) >> 1;
          if (bottomAt(node, middle) > drawn[line]! + fontSize / 2) high = middle;
          else low = middle + 1;
        }
        end = low;
      }
      add({ node, start, end, bottom: drawn[line]! });
      start = end;
    }
  }
  const order = bottoms.map((bottom, index) => ({ bottom, index })).sort((a, b) => a.bottom - b.bottom);
  return order.map(({ index }) => lines[index]!);
}

/** The space justification added at each opportunity of a line, in font sizes: measured on a kana or kanji that
    follows another on the line and does not end it (one share; its advance is one em, the text being solid), or
    else on a space between two words (against the space's own width), or 0 where the line has neither. */
function spreadOf(line: Piece[]): number {
  const probe = range();
  const last = line.at(-1)!;
  let space: { node: Text; at: number } | undefined;
  let previous = "";
  for (const { node, start, end } of line)
    for (let at = start; at < end; at++) {
      if (node === last.node && at >= end - 1) break;
      const character = node.data[at]!;
      const follows = ideograph.test(previous);
      previous = character;
      if (character === " " && !space && at > start) space = { node, at };
      if (!follows || !ideograph.test(character)) continue;
      probe.setStart(node, at);
      probe.setEnd(node, at + 1);
      const { width } = probe.getBoundingClientRect();
      if (width) return width / parseFloat(getComputedStyle(node.parentElement!).fontSize) - 1;
    }
  if (!space) return 0;
  probe.setStart(space.node, space.at);
  probe.setEnd(space.node, space.at + 1);
  const style = getComputedStyle(space.node.parentElement!);
  const context = document.createElement("canvas").getContext("2d")!;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return (probe.getBoundingClientRect().width - context.measureText(" ").width) / parseFloat(style.fontSize);
}

/** The blocks of justified Japanese running text under `root` that hold only inline content. */
function justifiedBlocks(root: ParentNode): HTMLElement[] {
  const selector = ":is(p, li, dd, blockquote, figcaption):lang(ja)";
  const candidates = [
    ...(root instanceof HTMLElement && root.matches(selector) ? [root] : []),
    ...root.querySelectorAll<HTMLElement>(selector),
  ];
  return candidates.filter(
    (block) =>
      // An island's markup is React's to hydrate: its text nodes stay as rendered.
      !block.closest("[data-island]") &&
      !block.querySelector(":is(p, li, dd, blockquote, figcaption, div, ul, ol)") &&
      block.getClientRects().length > 0 &&
      getComputedStyle(block).textAlign === "justify",
  );
}

/** Takes out the breaks of an earlier pass under `root`, joining the text nodes they split. */
export function clearLooseLines(root: ParentNode = document) {
  for (const mark of root.querySelectorAll(`.${looseBreak}`)) {
    const parent = mark.parentNode!;
    mark.remove();
    parent.normalize();
  }
}

/**
 * Sets each letter-spaced line of justified Japanese running text under `root` to the start: every line but a
 * block's last whose spread (`spreadOf`) exceeds `loosest` gets a `.loose-break` where the next line begins. All
 * lines are measured before any break goes in. Returns how many lines were set to the start.
 */
export function setLooseLines(root: ParentNode = document): number {
  clearLooseLines(root);
  const breaks: { node: Text; offset: number }[] = [];
  for (const block of justifiedBlocks(root)) {
    const fontSize = parseFloat(getComputedStyle(block).fontSize);
    const lines = linesOf(block, fontSize);
    for (let index = 0; index < lines.length - 1; index++)
      if (spreadOf(lines[index]!) > loosest) {
        const next = lines[index + 1]![0]!;
        breaks.push({ node: next.node, offset: next.start });
      }
  }
  // From the last: a second break in the same text node splits the part before the first.
  for (const { node, offset } of breaks.reverse()) {
    const mark = document.createElement("span");
    mark.className = looseBreak;
    const before = offset > 0 ? node.splitText(offset) : node;
    before.parentNode!.insertBefore(mark, before);
  }
  return breaks.length;
}

/** Each line but the last of each justified block under `root`, with its text and spread as `setLooseLines` reads
    them (for measuring: `npm run typesetting`). */
export function lineSpreads(root: ParentNode = document): { line: string; spread: number }[] {
  return justifiedBlocks(root).flatMap((block) => {
    const fontSize = parseFloat(getComputedStyle(block).fontSize);
    return linesOf(block, fontSize)
      .slice(0, -1)
      .map((line) => ({
        line: line.map(({ node, start, end }) => node.data.slice(start, end)).join(""),
        spread: spreadOf(line),
      }));
  });
}
