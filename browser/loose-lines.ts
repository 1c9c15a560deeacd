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
// and when hidden text (an accordion's answer) is shown. Justification itself waits for this script (stop 78): until a
// block is fitted it is set to the start (styles.css, `text-justify: none`), so no visitor, with script or without,
// sees a spread line; a block is justified while its lines are measured, in the same task (never drawn so), and for
// good once its breaks are in (`fitted`).

/** The most space justification may add at each of a line's expansion opportunities (beside a kana, a kanji or a
    full-width sign, and at a space), in font sizes: two characters moved (a character with its full stop, a kept
    ending's last two) leave a phone's 20-character line 18 characters, whose 17 gaps share them at 2 / 17 = 0.118 em,
    which reads as solid; a unit of three that moves adds 0.16 em or more, which reads as letter-spaced (the stop-76
    review saw 0.125 em). Until stop 80 the limit was 0.11, from 2 / 19, which counted the gaps of a full line: every
    line two characters short was set to the start, 60 holes at 390 px (docs/design.md, stop 80). */
export const loosest = 0.12;

/** The class of the empty element that ends a letter-spaced line with a forced break (styles.css). */
export const looseBreak = "loose-break";

/** The class of a block whose lines are fitted: only such a block is justified (styles.css). */
export const fitted = "lines-fit";

/** A kana or a kanji: a character whose advance is one em in running text, which justification widens by one share
    where it follows another (Chromium gives a kanji after a Latin letter or digit two shares, before and after). */
const ideograph = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

type Piece = { node: Text; start: number; end: number; bottom: number };

// One range for every measurement, made at the first pass (a test's import of `loosest` runs where there is no page).
let probe: Range;

/** The bottom of the box of the first character drawn at or after `index` in `node` (a collapsed space has none). */
function bottomAt(node: Text, index: number): number {
  for (let at = index; at < node.length; at++) {
    probe.setStart(node, at);
    probe.setEnd(node, at + 1);
    const rects = probe.getClientRects();
    if (rects.length && rects[0]!.height) return rects[rects.length - 1]!.bottom;
  }
  return Infinity;
}

/** The lines of a block as pieces of its text nodes, top to bottom: one query per text node, and for each line break
    that falls inside one a search from where the width of the line's piece puts it (a character is about an em). */
function linesOf(block: HTMLElement, fontSize: number): Piece[][] {
  const lines: Piece[][] = [];
  const bottoms: number[] = [];
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim() || getComputedStyle(node.parentElement!).position === "absolute") continue;
    probe.selectNodeContents(node);
    // The node's pieces, one a line it is drawn on, in order.
    const pieces: DOMRect[] = [];
    for (const rect of probe.getClientRects())
      if (rect.height && !pieces.some(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2))
        pieces.push(rect);
    pieces.sort((a, b) => a.bottom - b.bottom);
    let start = 0;
    pieces.forEach(({ bottom, width }, at) => {
      let end = node.length;
      if (at < pieces.length - 1) {
        // The first character drawn below this line: from a guess, forward or back until it is found.
        const below = (index: number) => bottomAt(node, index) > bottom + fontSize / 2;
        let low = start + 1;
        let high = Math.min(node.length - 1, Math.max(low, start + Math.round(width / fontSize)));
        while (!below(high) && high < node.length - 1)
          [low, high] = [high + 1, Math.min(node.length - 1, high * 2 - start)];
        while (low < high) {
          const middle = (low + high) >> 1;
          if (below(middle)) high = middle;
          else low = middle + 1;
        }
        end = low;
      }
      let line = bottoms.findIndex((seen) => Math.abs(seen - bottom) < fontSize / 2);
      if (line < 0) line = bottoms.push(bottom) - 1;
      (lines[line] ??= []).push({ node, start, end, bottom });
      start = end;
    });
  }
  return bottoms
    .map((bottom, index) => ({ bottom, index }))
    .sort((a, b) => a.bottom - b.bottom)
    .map(({ index }) => lines[index]!);
}

/** The space justification added at each opportunity of a line, in font sizes: measured on a kana or kanji that
    follows another on the line and does not end it (one share; its advance is one em, the text being solid), or
    else on a space between two words (against the space's own width), or 0 where the line has neither. */
function spreadOf(line: Piece[]): number {
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
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  if (!spaces.has(font)) {
    canvas ??= document.createElement("canvas").getContext("2d")!;
    canvas.font = font;
    spaces.set(font, canvas.measureText(" ").width);
  }
  return (probe.getBoundingClientRect().width - spaces.get(font)!) / parseFloat(style.fontSize);
}

/** A space's own width in each font a line was measured in (a canvas finds a font slowly). */
const spaces = new Map<string, number>();
let canvas: CanvasRenderingContext2D | undefined;

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

// A pass over the page under way stops when a newer one starts or the page's breaks are cleared (the width changed).
let generation = 0;

/** Takes out the breaks of an earlier pass under `root`, joining the text nodes they split; for the whole page, it also
    stops a pass under way. */
export function clearLooseLines(root: ParentNode = document) {
  if (root === document) generation++;
  // Set to the start again until fitted anew.
  if (root instanceof Element) root.classList.remove(fitted);
  for (const block of root.querySelectorAll(`.${fitted}`)) block.classList.remove(fitted);
  for (const mark of root.querySelectorAll(`.${looseBreak}`)) {
    // A span of the markup that starts the line keeps its place; one put in for the break goes.
    if (mark.hasChildNodes()) mark.classList.remove(looseBreak);
    else {
      const parent = mark.parentNode!;
      mark.remove();
      parent.normalize();
    }
  }
}

/**
 * Sets each letter-spaced line of justified Japanese running text under `root` to the start: every line but a
 * block's last whose spread (`spreadOf`) exceeds `loosest` gets a `.loose-break` where the next line begins. The lines
 * are measured a block at a time, in slices of a few milliseconds with the browser free between them (on a phone's
 * slower processor a page of legal text takes over 100 ms in all), each block justified only while it is measured;
 * the breaks go in together at the end, and the measured blocks are justified (`fitted`) with them. Resolves to how
 * many lines were set to the start, or -1 when a newer pass or a change of width stopped it.
 */
export async function fitLines(root: ParentNode = document): Promise<number> {
  probe ??= document.createRange();
  clearLooseLines(root);
  const pass = generation;
  const breaks: Piece[] = [];
  const measured: HTMLElement[] = [];
  let slice = performance.now();
  for (const block of justifiedBlocks(root)) {
    if (performance.now() - slice > 8) {
      await new Promise((resume) => setTimeout(resume));
      if (pass !== generation) return -1;
      slice = performance.now();
    }
    if (!block.isConnected) continue;
    // Justified only while it is measured: the browser draws nothing before the class goes again.
    block.classList.add(fitted);
    const lines = linesOf(block, parseFloat(getComputedStyle(block).fontSize));
    for (let index = 0; index < lines.length - 1; index++)
      if (spreadOf(lines[index]!) > loosest) breaks.push(lines[index + 1]![0]!);
    block.classList.remove(fitted);
    measured.push(block);
  }
  // All at once, once every line is measured, and from the last: a second break in the same text node splits the part
  // before the first. Where the markup has a span that starts with the line (a kept run, a word: the usual case, a
  // unit that moved whole), the span takes the class; elsewhere an empty span goes in. A class costs the browser far
  // less than an element: 26 elements in Important Information's paragraphs took a phone-speed layout of 110 ms.
  for (const { node, start } of breaks.reverse()) {
    const parent = node.parentElement!;
    if (start === 0 && parent.firstChild === node && parent.localName === "span") {
      parent.classList.add(looseBreak);
      continue;
    }
    const mark = document.createElement("span");
    mark.className = looseBreak;
    const before = start > 0 ? node.splitText(start) : node;
    before.parentNode!.insertBefore(mark, before);
  }
  // Justified from now on, every block at once with its breaks.
  for (const block of measured) if (block.isConnected) block.classList.add(fitted);
  return breaks.length;
}

/**
 * Sets the page's lines once it has painted, again when the width changes (at once the old breaks go, which no longer
 * fall at a line's end, and the blocks are set to the start until fitted again) and in text as it is shown (an
 * accordion's answer, drawn set to the start until its lines are fitted). How many lines are so is left on <html>
 * (data-loose-lines). Called by the enhancements (browser/enhance.ts) on a Japanese page.
 */
export function watchLines() {
  const html = document.documentElement;
  const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work));
  const setLines = (root: ParentNode = document) =>
    fitLines(root).then((count) => {
      if (count >= 0) html.dataset.looseLines = String(document.querySelectorAll(`.${looseBreak}`).length);
    });
  afterPaint(() => void setLines());
  let width = innerWidth;
  let timer: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    "resize",
    () => {
      if (innerWidth === width) return;
      width = innerWidth;
      clearLooseLines();
      delete html.dataset.looseLines;
      clearTimeout(timer);
      timer = setTimeout(() => afterPaint(() => void setLines()), 150);
    },
    { passive: true },
  );
  document.addEventListener(
    "toggle",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLDetailsElement && target.open) afterPaint(() => void setLines(target));
    },
    true,
  );
}
