// `npm run typesetting -- [--widths 390,1440] [--json out.json] [--css <stylesheet>]`: how loose the justified Japanese running text of
// the last build is, page by page (docs/languages-and-urls.md, "Japanese text"). Each justified paragraph, list
// item and definition is laid out again set to the start (the same line breaks), and each line but the last is
// measured for the room it leaves: justification shares that room between the line's characters. Also counts,
// for comparison, how many of those lines would end short if the text were set ragged. A report, not a gate: how
// loose a line gets depends on where the writer's words fall (docs/languages-and-urls.md says why). `--css` adds a
// stylesheet to every page before measuring: a way to try a rule both ways before it goes into pages/styles.css.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { listBuiltPages } from "../../pipeline/output/built-pages";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";
import { readPlaceNames } from "../../pipeline/typography/typeset";

const clientDir = "dist/client";
const { values } = parseArgs({
  options: {
    widths: { type: "string", default: "390,1440" },
    json: { type: "string" },
    css: { type: "string" },
  },
});
const widths = values.widths.split(",").map(Number);

type Line = { characters: string; next: string; room: number; spread: number };
type Block = {
  url: string;
  width: number;
  column: number;
  justified: boolean;
  lines: Line[];
  /** The characters of the block's last line. */
  last: string;
};

if (!fs.existsSync(`${clientDir}/404.html`)) {
  console.error("No built site in dist/client: run `npm run build` first.");
  process.exit(1);
}
const pages = listBuiltPages(clientDir)
  .map((page) => page.url)
  .filter((url) => url.startsWith("/jp") && !url.endsWith("/404"));
const server = createStaticServer(clientDir);
const origin = `http://127.0.0.1:${await listenOnFreePort(server)}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const blocks: Block[] = [];
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: false,
      reducedMotion: "reduce",
      // The pages' CSP allows only their own styles; a stylesheet tried with --css is ours too.
      bypassCSP: Boolean(values.css),
    });
    const page = await context.newPage();
    for (const url of pages) {
      await page.goto(origin + url);
      if (values.css) await page.addStyleTag({ content: fs.readFileSync(values.css, "utf8") });
      const measured = await page.evaluate(() => {
        const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
        const candidates = [
          ...document.querySelectorAll<HTMLElement>("body :is(p, li, dd, blockquote, figcaption)"),
        ]
          .filter((block) => block.closest('[lang="ja"]') && japanese.test(block.textContent ?? ""))
          .filter((block) => block.getClientRects().length)
          // Text with inline markup only: a list item made of paragraphs is measured through them.
          .filter((block) =>
            [...block.querySelectorAll("*")].every((child) => {
              const { display } = getComputedStyle(child);
              return display.startsWith("inline") || display === "none" || child.closest("svg");
            }),
          );
        const justified = new Set(
          candidates.filter((block) => getComputedStyle(block).textAlign === "justify"),
        );
        const result = [];
        for (const block of candidates) {
          block.style.textAlign = "start";
          const style = getComputedStyle(block);
          const fontSize = parseFloat(style.fontSize);
          const box = block.getBoundingClientRect();
          const right = box.right - parseFloat(style.paddingRight);
          const lines: { bottom: number; characters: string; right: number }[] = [];
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let index = 0; index < node.data.length; index++) {
              if (/\s/u.test(node.data[index]!)) continue;
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const rect = range.getBoundingClientRect();
              if (!rect.width) continue;
              const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
              if (line) {
                line.characters += node.data[index];
                line.right = Math.max(line.right, rect.right);
              } else lines.push({ bottom: rect.bottom, characters: node.data[index]!, right: rect.right });
            }
          }
          block.style.textAlign = "";
          lines.sort((a, b) => a.bottom - b.bottom);
          result.push({
            column: (right - box.left - parseFloat(style.paddingLeft)) / fontSize,
            justified: justified.has(block),
            last: lines.at(-1)?.characters ?? "",
            lines: lines.slice(0, -1).map(({ characters, right: end }, at) => ({
              characters,
              next: lines[at + 1]!.characters.slice(0, 12),
              room: (right - end) / fontSize,
              spread: (right - end) / fontSize / Math.max(1, [...characters].length - 1),
            })),
          });
        }
        return result;
      });
      for (const block of measured) blocks.push({ url, width, ...block });
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const places = readPlaceNames();
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
for (const width of widths) {
  const lines = blocks
    .filter((block) => block.width === width && block.justified)
    .flatMap((block) => block.lines.map((line) => ({ ...line, url: block.url })));
  const loose = lines.filter((line) => line.spread >= 0.15);
  const spread = lines.filter((line) => line.spread >= 0.3);
  console.log(
    `${width} px: ${lines.length} justified lines (but the last of each block) on ${pages.length} pages; ` +
      `spread 0.15 em or more between characters: ${loose.length} (${percent(loose.length, lines.length)}), ` +
      `0.3 em or more: ${spread.length} (${percent(spread.length, lines.length)}); set ragged instead, ` +
      `${lines.filter((line) => line.room >= 1).length} would end a character or more short, ` +
      `${lines.filter((line) => line.room >= 3).length} three or more.`,
  );
  // A katakana word broken across two lines (a place or a firm's name among them: shin|gapooru), and blocks whose
  // last line is three characters or fewer (a lone masu-and-full-stop).
  const katakana = /[\p{Script=Katakana}\u30fc]/u;
  const splitWords = lines.filter(
    (line) => katakana.test(line.characters.at(-1) ?? "") && katakana.test(line.next[0] ?? ""),
  );
  const justifiedBlocks = blocks.filter(
    (block) => block.width === width && block.justified && block.lines.length,
  );
  const shortLast = justifiedBlocks.filter((block) => [...block.last].length <= 3);
  // Of those, the ones that leave a single letter of the word on a line (purojeku | to), and the breaks inside a
  // listed place (content/names.json: hoo | chimin).
  const single = splitWords.filter(
    (line) =>
      /(?<![\p{Script=Katakana}\u30fc])[\p{Script=Katakana}\u30fc]$/u.test(line.characters) ||
      /^[\p{Script=Katakana}\u30fc](?![\p{Script=Katakana}\u30fc])/u.test(line.next),
  );
  const inPlace = splitWords.filter((line) => {
    const word =
      /[\p{Script=Katakana}\u30fc]+$/u.exec(line.characters)![0] +
      /^[\p{Script=Katakana}\u30fc]+/u.exec(line.next)![0];
    return places.includes(word);
  });
  console.log(
    `  katakana words broken across lines: ${splitWords.length}, ${single.length} of them leaving one letter on a ` +
      `line, ${inPlace.length} inside a listed place; blocks of two lines or more ending on a line of ` +
      `three characters or fewer: ${shortLast.length} of ${justifiedBlocks.length}.`,
  );
  for (const line of [...single, ...inPlace, ...splitWords].slice(0, 8))
    console.log(`    ${line.url}  …${line.characters.slice(-8)} | ${line.next}…`);
  for (const line of [...lines]
    .sort((a, b) => b.spread - a.spread)
    .slice(0, 10)
    .filter((l) => l.spread >= 0.15))
    console.log(
      `  ${line.spread.toFixed(2)} em  ${line.url}  …${line.characters.slice(-12)} | ${line.next}…`,
    );
}
if (values.json) fs.writeFileSync(values.json, JSON.stringify(blocks, null, 1));
