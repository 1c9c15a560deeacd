// The search index step and its gate on a small built site: Pagefind's own binary, in a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as pagefind from "pagefind";
import { afterAll, expect, it } from "vitest";
import { searchPagesFile, type SearchPages } from "../../lib/search";
import { checkSearchIndex, readCbor, readSearchIndex, writeSearchIndex } from "./search-index";
import { listBuiltPages } from "./built-pages";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const page = (lang: string, main: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title><meta name="description" content="${text} &amp; more"></head><body><header>Menu</header>${main}<h1>${text}</h1><p>${text} body</p></main></body></html>`;
const files: Record<string, string> = {
  "about.html": page(
    "en",
    "<main data-pagefind-body><h2>Staged\n <em>release</em></h2><aside data-pagefind-ignore><h3>Notice</h3></aside><h3>Staged release</h3>",
    "About escrow",
  ),
  "jp/about.html": page("ja", "<main data-pagefind-body>", "合弁事業について"),
  "404.html": page("en", '<main id="main">', "Not found"),
  "jp/404.html": page("ja", '<main id="main">', "ページが見つかりません"),
  "search.html": page("en", '<main id="main">', "Search"),
  "jp/draft.html": page("ja", '<main data-pagefind-body><aside data-draft-note="missing"></aside>', "Draft"),
};
for (const [file, html] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
}

it("indexes the pages of content in their language's index, and the gate finds exactly them", async () => {
  expect(await writeSearchIndex(dir)).toBe("2 pages: en 1, ja 1");
  expect(readSearchIndex(dir).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
    { url: "/about", language: "en" },
    { url: "/jp/about", language: "ja" },
  ]);
  expect(checkSearchIndex(dir, listBuiltPages(dir))).toEqual([]);
  // Pagefind's script, worker and WebAssembly stay; its ready-made interfaces, which the site never loads, go.
  const written = fs.readdirSync(path.join(dir, "pagefind"));
  expect(written).toEqual(
    expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]),
  );
  expect(written.filter((file) => /ui|highlight/.test(file))).toEqual([]);
  // Each language's pages file: its pages by the id Pagefind gives their results (their fragment's name) with their
  // titles, descriptions and headings, and, where
  // its whole index fits the preload budget, a word that fetches each index chunk (a small index has one).
  const fragments = fs.readdirSync(path.join(dir, "pagefind", "fragment"));
  const pagesOf = (language: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, searchPagesFile(language).slice(1)), "utf8")) as SearchPages;
  expect(pagesOf("en")).toEqual({
    pages: [
      [
        fragments.find((file) => file.startsWith("en_"))!.replace(".pf_fragment", ""),
        "/about",
        "About escrow",
        "About escrow & more",
        // Its headings, as read, once each; none from a part left out of the index.
        ["Staged release"],
      ],
    ],
    preload: [expect.any(String)],
  });
  expect(pagesOf("ja").pages.map(([, url, title]) => [url, title])).toEqual([
    ["/jp/about", "合弁事業について"],
  ]);
}, 60_000);

it("reads the CBOR of Pagefind's metadata", () => {
  // [1, "ab", [2, 300], {"k": -3}]
  const bytes = Uint8Array.from([
    0x84, 0x01, 0x62, 0x61, 0x62, 0x82, 0x02, 0x19, 0x01, 0x2c, 0xa1, 0x61, 0x6b, 0x22,
  ]);
  expect(readCbor(bytes)).toEqual([1, "ab", [2, 300], new Map([["k", -3]])]);
});

it("names a page missing from the index and one the index should not hold", async () => {
  // An index written from the wrong pages: the not-found page in, the Japanese page out.
  fs.rmSync(path.join(dir, "pagefind"), { recursive: true });
  const { index } = await pagefind.createIndex({});
  await index!.addHTMLFile({ url: "/about", content: files["about.html"]! });
  // Pagefind skips an unmarked page once any page is marked: the not-found page as if it had been marked.
  const marked = files["404.html"]!.replace('<main id="main">', "<main data-pagefind-body>");
  await index!.addHTMLFile({ url: "/404", content: marked });
  await index!.writeFiles({ outputPath: path.join(dir, "pagefind") });
  await pagefind.close();
  expect(checkSearchIndex(dir, listBuiltPages(dir))).toEqual([
    { page: "/jp/about", message: "is not in the site search's index" },
    {
      page: "/404",
      message:
        "is in the site search's index but is not a page the search may find (a not-found, search, reviewers' or draft page)",
    },
  ]);
}, 60_000);
