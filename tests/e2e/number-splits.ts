// Numbers, dates and amounts never split across lines (docs/languages-and-urls.md, "Numbers, dates and amounts";
// issue 45): each token of the visible text (USD 150 million, 18 June 2025, 2025–2030; 500 man to 1 oku US dollars,
// a date in nen/gatsu/nichi) starts and ends on the same line at every width (stop 76: until then a phone could break
// a date between its quantities); a Japanese range wider than three characters may break after its sign, never inside
// a quantity. The sweep of every page at both widths
// (gates.spec.ts) runs it on its one visit; the measuring is one evaluate.
import type { Page } from "@playwright/test";
import { englishNumbers } from "@/lib/typography/numbers";
import { longestKeptNumber, longestWholeRun, numberRuns, quantityRuns } from "@/lib/typography/keep-together";

/** Every number, date or amount the page draws across two lines, as a line naming it and the lines' tops. */
export async function numberSplits(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const splits: { token: string; lines: [number, number] }[] = await page.evaluate(
    ({ english, japanese, quantity, widest, whole }) => {
      const japaneseLetter = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
      const fullWidth =
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;
      const width = (text: string) =>
        [...text].reduce((sum, character) => sum + (fullWidth.test(character) ? 1 : 0.5), 0);
      // The block a text node's line box belongs to: its nearest ancestor that is not inline.
      const blockOf = (node: Node) => {
        let element = node.parentElement;
        while (element && ["inline", "contents"].includes(getComputedStyle(element).display))
          element = element.parentElement;
        return element;
      };
      // The visible text of the page, one string a block, each offset mapped back to its text node.
      const blocks = new Map<Element, { text: string; nodes: { node: Text; start: number }[] }>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, style, template, noscript")) continue;
        if (!parent.checkVisibility({ visibilityProperty: true })) continue;
        const block = blockOf(node);
        if (!block) continue;
        const entry = blocks.get(block) ?? { text: "", nodes: [] };
        entry.nodes.push({ node, start: entry.text.length });
        entry.text += node.data;
        blocks.set(block, entry);
      }
      // The top of the line a character (UTF-16 offset into a block's text) is drawn on.
      const lineOf = (entry: { nodes: { node: Text; start: number }[] }, offset: number) => {
        const found = entry.nodes.findLast(({ start }) => start <= offset)!;
        const range = document.createRange();
        range.setStart(found.node, offset - found.start);
        range.setEnd(found.node, offset - found.start + 1);
        const rect = [...range.getClientRects()].find((box) => box.width > 0);
        return rect && { top: rect.top, height: rect.height };
      };
      const found: { token: string; lines: [number, number] }[] = [];
      for (const entry of blocks.values()) {
        const runs = [...entry.text.matchAll(new RegExp(japanese.source, japanese.flags))].filter(
          (match) => japaneseLetter.test(match[0]) && match[0].length > 1 && width(match[0]) <= widest,
        );
        const tokens = [
          ...[...entry.text.matchAll(new RegExp(english.source, english.flags))].filter((match) =>
            /[\s\u2013\u2014-]/u.test(match[0]),
          ),
          // A range may break after its sign: each of its quantities is a token. A date is one at every width (stop 76).
          ...runs.flatMap((run) =>
            /[\u301c\uff5e\u2013\u2014-]/u.test(run[0]) && width(run[0]) > whole
              ? [...run[0].matchAll(new RegExp(quantity.source, quantity.flags))]
                  .filter((part) => part[0].length > 1)
                  .map((part) => ({ 0: part[0], index: run.index + part.index }))
              : [run],
          ),
        ];
        for (const match of tokens) {
          const first = lineOf(entry, match.index);
          const last = lineOf(entry, match.index + match[0].length - 1);
          if (!first || !last) continue;
          if (Math.abs(first.top - last.top) > Math.min(first.height, last.height) / 2)
            found.push({ token: match[0], lines: [Math.round(first.top), Math.round(last.top)] });
        }
      }
      return found;
    },
    {
      english: { source: englishNumbers.source, flags: englishNumbers.flags },
      japanese: { source: numberRuns.source, flags: numberRuns.flags },
      quantity: { source: quantityRuns.source, flags: quantityRuns.flags },
      widest: longestKeptNumber,
      whole: longestWholeRun,
    },
  );
  return splits.map(({ token, lines }) => `"${token}" (lines at ${lines.join(" and ")})`);
}
