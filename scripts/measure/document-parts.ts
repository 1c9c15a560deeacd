// `npx tsx scripts/measure/document-parts.ts [--dir DIR] [/route …]`, after `npm run build`: what each part of a
// built page costs in the document as it is sent (brotli at quality 6, as `npm run serve` sends it), for
// docs/performance.md ("What a document is made of"). A part's cost is what it adds to the compressed document where
// it stands: the brotli size of the page up to the part's end less that up to its start, so a part that repeats what
// came before costs what it adds, not what it would cost alone. Also the compressed bytes up to the start and the end
// of the main content, against the first round trip of Lighthouse's simulated network (about 14.6 KB: ten packets
// of 1,460 bytes).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

/** The parts of a page, in document order; each is found by where it starts (the next one's start ends it). */
const parts: { name: string; start: RegExp }[] = [
  { name: "head before the styles", start: /^/ },
  { name: "inline styles", start: /<style\b/ },
  { name: "rest of head", start: /<\/style>(?![\s\S]*<\/style>[\s\S]*<\/head>)/ },
  { name: "header and its search form", start: /<header\b/ },
  { name: "main", start: /<main\b/ },
  { name: "footer", start: /<footer\b/ },
  { name: "menu (dialog)", start: /<dialog id="site-menu"/ },
  { name: "contact dialog", start: /<dialog id="contact-dialog"/ },
  { name: "search dialog", start: /<dialog id="search-dialog"/ },
  { name: "notice and toast", start: /<div id="coming-soon"/ },
  { name: "scripts and end", start: /<script data-enhance=/ },
];

export const brotli = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;

export type PartCost = { name: string; raw: number; brotli: number };

/** Each part's raw and added compressed bytes; parts a page lacks are 0. */
export function documentParts(html: string): {
  parts: PartCost[];
  total: number;
  uptoMain: number;
  uptoMainEnd: number;
} {
  const starts = parts.map(({ name, start }) => {
    const match = start.exec(html);
    return { name, at: match ? match.index + (name === "rest of head" ? "</style>".length : 0) : -1 };
  });
  const present = starts.filter((part) => part.at >= 0).sort((a, b) => a.at - b.at);
  const ends = new Map(present.map((part, index) => [part.name, present[index + 1]?.at ?? html.length]));
  const upto = new Map<number, number>();
  const compressed = (end: number) => {
    if (!upto.has(end)) upto.set(end, end ? brotli(html.slice(0, end)) : 0);
    return upto.get(end)!;
  };
  const result = starts.map(({ name, at }) => {
    if (at < 0) return { name, raw: 0, brotli: 0 };
    const end = ends.get(name)!;
    return { name, raw: end - at, brotli: compressed(end) - compressed(at) };
  });
  const main = html.search(/<main\b/);
  const mainEnd = html.indexOf("</main>");
  return {
    parts: result,
    total: brotli(html),
    uptoMain: main < 0 ? 0 : compressed(main),
    uptoMainEnd: mainEnd < 0 ? 0 : compressed(mainEnd + "</main>".length),
  };
}

const htmlFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf("--dir");
  const dir = dirAt >= 0 ? args[dirAt + 1]! : "dist/client";
  const routes = args.filter((arg, index) => arg.startsWith("/") && (dirAt < 0 || index !== dirAt + 1));
  const pages = routes.length
    ? routes
    : ["/", "/jp", "/about", "/jp/about", "/contact", "/insights", "/services", "/jp/services"];
  const rows = pages.map((page) => ({
    page,
    ...documentParts(fs.readFileSync(path.join(dir, htmlFile(page)), "utf8")),
  }));
  const names = parts.map((part) => part.name);
  console.log(`Brotli (quality 6) KB each part adds to the document, ${dir}`);
  console.log(`| part | ${pages.join(" | ")} |`);
  console.log(`| --- | ${pages.map(() => "---:").join(" | ")} |`);
  for (const name of names)
    console.log(
      `| ${name} | ${rows.map((row) => kb(row.parts.find((part) => part.name === name)!.brotli)).join(" | ")} |`,
    );
  console.log(`| **whole document** | ${rows.map((row) => `**${kb(row.total)}**`).join(" | ")} |`);
  console.log(`| up to \`<main>\` | ${rows.map((row) => kb(row.uptoMain)).join(" | ")} |`);
  console.log(`| up to \`</main>\` | ${rows.map((row) => kb(row.uptoMainEnd)).join(" | ")} |`);
  console.log(`\nRaw KB of each part`);
  for (const name of names)
    console.log(
      `| ${name} | ${rows.map((row) => kb(row.parts.find((part) => part.name === name)!.raw)).join(" | ")} |`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) main();
