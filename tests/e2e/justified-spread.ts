// How much justification spreads each line of a Japanese page's justified running text: the line as drawn
// against the natural width of its characters (the same line set to the start, which keeps its breaks), the
// difference shared by the line's expansion opportunities (each gap next to a kana, kanji or full-width sign, and
// each space), in font sizes. A line of full-width characters that fills its column exactly spreads 0; one whose
// last run moved to the next line spreads what that run left, over the gaps of the line.
import type { Page } from "@playwright/test";

export type SpreadLine = {
  /** The block's tag and the start of its text. */
  block: string;
  /** The line's characters, and the start of the next line. */
  line: string;
  next: string;
  /** Extra space per expansion opportunity, in font sizes (em). */
  spread: number;
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
    // What Chromium spreads between under text-justify: auto: CJK ideographs, kana and full-width signs.
    const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
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
    const result: SpreadLine[] = [];
    for (const block of blocks) {
      const style = getComputedStyle(block);
      const fontSize = parseFloat(style.fontSize);
      const box = block.getBoundingClientRect();
      const right = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      // The lines as drawn (justified), then set to the start: justification moves characters, never the breaks.
      const layouts: { bottom: number; text: string; right: number }[][] = [];
      for (const align of ["", "start"]) {
        block.style.textAlign = align;
        const lines: { bottom: number; text: string; right: number }[] = [];
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (getComputedStyle(node.parentElement!).position === "absolute") continue;
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getBoundingClientRect();
            if (!rect.width && !rect.height) continue;
            const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
            const character = node.data[index]!;
            if (line) {
              line.text += character;
              if (rect.width && !/\s/u.test(character)) line.right = Math.max(line.right, rect.right);
            } else lines.push({ bottom: rect.bottom, text: character, right: rect.right });
          }
        }
        lines.sort((a, b) => a.bottom - b.bottom);
        layouts.push(lines);
      }
      block.style.textAlign = "";
      const [drawn, lines] = layouts as [(typeof layouts)[0], (typeof layouts)[0]];
      lines.slice(0, -1).forEach(({ text, right: end }, at) => {
        // A line that ends at a forced break is set to the start, as a last line is: not spread.
        if (drawn.length !== lines.length || drawn[at]!.right < right - 1) return;
        const characters = [...text.trim()];
        let gaps = 0;
        for (let index = 0; index < characters.length - 1; index++)
          if (
            /\s/u.test(characters[index]!) ||
            wide.test(characters[index]!) ||
            wide.test(characters[index + 1]!)
          )
            gaps++;
        result.push({
          block: `${block.tagName.toLowerCase()}: ${(block.textContent ?? "").trim().slice(0, 24)}`,
          line: text.trim(),
          next: lines[at + 1]!.text.trim().slice(0, 12),
          spread: Math.max(0, right - end) / fontSize / Math.max(1, gaps),
          nextIsLast: at + 1 === lines.length - 1,
        });
      });
    }
    return result;
  });
}
