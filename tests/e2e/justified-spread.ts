// How much justification spreads each line of a Japanese page's justified running text (stop 76, measured by width):
// the line as drawn against the same line set to the start (which keeps its breaks), character by character. The gap
// justification adds after a character is the difference of the two advances; it adds one share at each expansion
// opportunity (beside a kana, a kanji or a full-width sign, and at a space), two after a kanji that follows a Latin
// letter or a digit (one drawn before it, one after). The line's spread is the smallest gap added, one share: what a
// reader sees between every two characters of the line. A line that ends at a forced break (a <br>, or the
// `.loose-break` of browser/loose-lines.ts) is set to the start, as a last line is: its `wouldSpread` is what
// justification would add if it were justified too (text-align-last: justify).
import type { Page } from "@playwright/test";

export type SpreadLine = {
  /** The block's tag and the start of its text. */
  block: string;
  /** The line's characters, and the start of the next line. */
  line: string;
  next: string;
  /** The gap justification adds beside each character of the line as drawn, in font sizes (em). */
  spread: number;
  /** The same, were the line justified even where it ends at a forced break. */
  wouldSpread: number;
  /** How the line ends: wrapped, at a `.loose-break`, or at a <br>. */
  end: "wrap" | "loose-break" | "br";
  /** Whether the next line is the block's last. */
  nextIsLast: boolean;
};

/** Every line but the last of every justified Japanese paragraph, list item, definition and quotation on the
    open page that holds inline markup only (a card's text is measured through its own paragraphs). */
export function justifiedSpread(page: Page): Promise<SpreadLine[]> {
  return page.evaluate(() => {
    // (No named helper functions in here: the test runner's transform would wrap them in one it defines outside
    // the page.)
    const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const blocks = [
      ...document.querySelectorAll<HTMLElement>("body :is(p, li, dd, blockquote, figcaption)"),
    ].filter(
      (block) =>
        block.closest('[lang="ja"]') &&
        japanese.test(block.textContent ?? "") &&
        block.getClientRects().length &&
        getComputedStyle(block).textAlign === "justify" &&
        [...block.querySelectorAll("*")].every((child) => {
          const { display } = getComputedStyle(child);
          return display.startsWith("inline") || display === "none" || child.closest("svg");
        }),
    );
    type Drawn = { character: string; left: number; bottom: number; size: number; after: string };
    const result: SpreadLine[] = [];
    for (const block of blocks) {
      // Each character drawn, in three layouts: as drawn, set to the start, and justified to the last line.
      const layouts: Drawn[][] = [];
      for (const [align, last] of [
        ["", ""],
        ["start", ""],
        ["", "justify"],
      ] as const) {
        block.style.textAlign = align;
        block.style.textAlignLast = last;
        const drawn: Drawn[] = [];
        // What ends the line before the next character: a forced break met on the way.
        let pending = "";
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node instanceof Element) {
            if (node.localName === "br") pending = "br";
            else if (node.classList.contains("loose-break")) pending = "loose-break";
            continue;
          }
          const text = node as Text;
          const parent = text.parentElement!;
          if (getComputedStyle(parent).position === "absolute") continue;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          for (let index = 0; index < text.data.length; index++) {
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            const rects = range.getClientRects();
            const rect = rects[rects.length - 1];
            if (!rect || !rect.height || /\s/u.test(text.data[index]!)) continue;
            drawn.push({
              character: text.data[index]!,
              left: rect.left,
              bottom: rect.bottom,
              size,
              after: pending,
            });
            pending = "";
          }
        }
        layouts.push(drawn);
      }
      block.style.textAlign = "";
      block.style.textAlignLast = "";
      const [drawn, start, full] = layouts as [Drawn[], Drawn[], Drawn[]];
      if (drawn.length !== start.length || drawn.length !== full.length) continue;
      // The lines, as runs of character indices.
      const lines: number[][] = [];
      drawn.forEach(({ bottom, size }, index) => {
        const line = lines.at(-1);
        if (line && Math.abs(drawn[line[0]!]!.bottom - bottom) < size / 2) line.push(index);
        else lines.push([index]);
      });
      lines.slice(0, -1).forEach((line, at) => {
        const next = lines[at + 1]!;
        const end = drawn[next[0]!]!.after;
        // The smallest gap added between two characters of the line, as drawn and justified to the last line.
        const [spread, wouldSpread] = [drawn, full].map((layout) => {
          let least = Infinity;
          for (let index = 1; index < line.length; index++) {
            const [before, after] = [line[index - 1]!, line[index]!];
            const added =
              (layout[after]!.left - layout[before]!.left - (start[after]!.left - start[before]!.left)) /
              layout[before]!.size;
            if (added > 0.004) least = Math.min(least, added);
          }
          return least === Infinity ? 0 : least;
        }) as [number, number];
        result.push({
          block: `${block.tagName.toLowerCase()}: ${(block.textContent ?? "").trim().slice(0, 24)}`,
          line: line.map((index) => drawn[index]!.character).join(""),
          next: next
            .slice(0, 12)
            .map((index) => drawn[index]!.character)
            .join(""),
          spread,
          wouldSpread,
          end: end === "br" || end === "loose-break" ? end : "wrap",
          nextIsLast: at + 1 === lines.length - 1,
        });
      });
    }
    return result;
  });
}

/** Waits until the page's script has measured its Japanese lines and set each letter-spaced one to the start
    (browser/loose-lines.ts leaves their count on <html>). */
export async function linesSet(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.looseLines !== undefined);
}
