// `npx tsx scripts/measure/short-lines.ts [--dir dist/client] [--widths 390,1280,1440] [--list]`: the holes in the
// justified Japanese running text of a build, with the page's script on, once its lines are fitted
// (browser/loose-lines.ts): every line of a justified block but its last, and but one the writer ended with a <br>,
// that ends more than 10 % of the measure short, counted by what starts the line after it (the unit that moved
// whole: a kept run of keep-together.ts, a katakana word, a Latin word). A report, not a gate: the gate is
// typography.spec.ts's "no line of justified Japanese running text ends short of the measure" (docs/design.md, stop 80).
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { listBuiltPages } from "../../pipeline/output/built-pages";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "dist/client" },
    widths: { type: "string", default: "390,1280,1440" },
    list: { type: "boolean", default: false },
  },
});
const pages = listBuiltPages(values.dir)
  .map((page) => page.url)
  .filter((url) => url.startsWith("/jp") && !url.endsWith("/404"));
const server = createStaticServer(values.dir);
const origin = `http://127.0.0.1:${await listenOnFreePort(server)}`;
const browser = await chromium.launch(chromiumLaunchOptions());

type Short = {
  url: string;
  width: number;
  share: number;
  line: string;
  next: string;
  unit: string;
  kind: string;
};
const shorts: Short[] = [];
const totals = new Map<number, number>();
try {
  for (const width of values.widths.split(",").map(Number)) {
    const context = await browser.newContext(
      width < 640
        ? { ...devices["Pixel 7"], viewport: { width, height: 844 } }
        : { viewport: { width, height: 900 }, reducedMotion: "reduce" },
    );
    const page = await context.newPage();
    for (const url of pages) {
      await page.goto(origin + url);
      await page.waitForFunction(() => document.documentElement.dataset.looseLines !== undefined);
      const found = await page.evaluate(() => {
        const result: { share: number; line: string; next: string; unit: string; kind: string }[] = [];
        let measured = 0;
        const blocks = [
          ...document.querySelectorAll<HTMLElement>(":is(main, footer) :is(p, li, dd, blockquote)"),
        ];
        for (const block of blocks) {
          if (!block.closest('[lang="ja"]') || getComputedStyle(block).textAlign !== "justify") continue;
          if (!block.getClientRects().length) continue;
          if (block.querySelector(".phrases") || block.closest(".phrase, .phrases")) continue;
          const blockish = [...block.querySelectorAll("*")].some((child) => {
            const { display } = getComputedStyle(child);
            return !display.startsWith("inline") && display !== "none" && !child.closest("svg");
          });
          if (blockish) continue;
          const style = getComputedStyle(block);
          const fontSize = parseFloat(style.fontSize);
          const box = block.getBoundingClientRect();
          const left = box.left + parseFloat(style.paddingLeft);
          const right = box.right - parseFloat(style.paddingRight);
          // The measure: the block's max-inline-size rounds it down to whole characters.
          const measure = Math.min(right - left, parseFloat(style.maxInlineSize) || Infinity);
          type Line = { bottom: number; text: string; right: number; first: Text; afterBr: boolean };
          const lines: Line[] = [];
          let br = false;
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
          for (let next = walker.nextNode(); next; next = walker.nextNode()) {
            if (next instanceof Element) {
              if (next.localName === "br") br = true;
              continue;
            }
            const node = next as Text;
            if (getComputedStyle(node.parentElement!).position === "absolute") continue;
            for (let index = 0; index < node.data.length; index++) {
              if (/\s/u.test(node.data[index]!)) continue;
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const rect = range.getBoundingClientRect();
              if (!rect.width) continue;
              const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
              if (line) {
                line.text += node.data[index];
                line.right = Math.max(line.right, rect.right);
              } else
                lines.push({
                  bottom: rect.bottom,
                  text: node.data[index]!,
                  right: rect.right,
                  first: node,
                  afterBr: br,
                });
              br = false;
            }
          }
          lines.sort((a, b) => a.bottom - b.bottom);
          lines.slice(0, -1).forEach((line, at) => {
            const after = lines[at + 1]!;
            if (after.afterBr) return;
            measured++;
            const share = (line.right - left) / measure;
            if (share >= 0.9) return;
            // The outermost kept unit the next line starts with.
            let unit = "";
            let kind = "text";
            for (
              let element = after.first.parentElement;
              element && element !== block;
              element = element.parentElement
            )
              if (element.matches(".keep, .kana, .kanji, a")) {
                unit = element.textContent ?? "";
                kind = element.className;
              }
            if (kind === "text" && /^[A-Za-z0-9]/.test(after.text)) kind = "latin";
            result.push({ share, line: line.text, next: after.text.slice(0, 14), unit, kind });
          });
        }
        return { result, measured };
      });
      totals.set(width, (totals.get(width) ?? 0) + found.measured);
      for (const short of found.result) shorts.push({ url, width, ...short });
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
for (const [width, measured] of totals) {
  const here = shorts.filter((short) => short.width === width);
  const kinds = new Map<string, number>();
  for (const { kind } of here) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  console.log(
    `${width} px: ${here.length} of ${measured} lines end more than 10 % short on ${pages.length} pages; by what ` +
      `starts the next line: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${count}`)
        .join(", ")}`,
  );
  if (values.list)
    for (const short of here)
      console.log(
        `  ${(100 * short.share).toFixed(0)} % ${short.url} ${short.line} | ${short.next} [${short.kind}: ${short.unit}]`,
      );
}
