// The site search's index (docs/search.md): after the prerender, Pagefind reads every page the search may find (its
// <main> marked with lib/search.ts's attribute, and not a preview's untranslated draft) and writes one index per
// page language (`<html lang>`: en, ja; the Japanese one segmented into words by Pagefind's extended build) with
// its own script into dist/client/pagefind. The site gate checks that the index holds exactly those pages.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as pagefind from "pagefind";
import { searchBodyAttribute, searchFolder } from "../../lib/search";
import { hasAttribute, listBuiltPages, type BuiltPage, type SiteProblem } from "./built-pages";

const searchBody = new RegExp(`<main\\b[^>]*\\s${searchBodyAttribute}[\\s=>]`);

/** Whether the site search finds a built page: its <main> is marked, and it shows no untranslated draft. */
export function isSearchable(page: Pick<BuiltPage, "html">): boolean {
  return searchBody.test(page.html) && !hasAttribute(page.html, "data-draft-note");
}

/** The language of a page as Pagefind reads it, from `<html lang>`. */
export const pageLanguage = (html: string) => /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "unknown";

/** Counts of pages per language, as the build's step line reports them: "en 40, ja 40". */
function perLanguage(pages: BuiltPage[]): string {
  const counts = new Map<string, number>();
  for (const page of pages)
    counts.set(pageLanguage(page.html), (counts.get(pageLanguage(page.html)) ?? 0) + 1);
  return [...counts].map(([language, count]) => `${language} ${count}`).join(", ");
}

const unusedFiles = /^pagefind-(?:[a-z-]*ui|highlight)\.(?:js|css)$/;

/** Indexes the searchable pages of a built site into `<clientDir>/pagefind`; returns the step's summary. */
export async function writeSearchIndex(clientDir: string): Promise<string> {
  const pages = listBuiltPages(clientDir).filter(isSearchable);
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(errors.join("; "));
    // The page's own address (/about, /jp/about), not its file's (/about.html), is what a result links to.
    const added = await Promise.all(
      pages.map((page) => index.addHTMLFile({ url: page.url, content: page.html })),
    );
    const failed = added.flatMap((response, at) =>
      response.errors.map((error) => `${pages[at]!.url}: ${error}`),
    );
    if (failed.length) throw new Error(failed.join("; "));
    const output = path.join(clientDir, searchFolder);
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length) throw new Error(written.errors.join("; "));
    // Pagefind also writes its ready-made interfaces (≈ 470 KB), which the site's own search never loads.
    for (const file of fs.readdirSync(output)) if (unusedFiles.test(file)) fs.rmSync(path.join(output, file));
  } finally {
    await pagefind.close();
  }
  return `${pages.length} pages: ${perLanguage(pages)}`;
}

/** A page as the written index holds it: its address and language. */
export type IndexedPage = { url: string; language: string };

/**
 * The pages the written index holds, read back from its fragments: one gzipped JSON file per page, which the search
 * fetches for a result's title and excerpt, named after its index's language (`ja_34f5685.pf_fragment`). Pagefind
 * puts its own signature before the JSON.
 */
export function readSearchIndex(clientDir: string): IndexedPage[] {
  const folder = path.join(clientDir, searchFolder, "fragment");
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).map((file) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(folder, file))).toString("utf8");
    const fragment = JSON.parse(text.slice(text.indexOf("{"))) as { url: string };
    return { url: fragment.url, language: file.slice(0, file.indexOf("_")) };
  });
}

/** The site gate: every page the search should find is in the index of its language, and nothing else is. */
export function checkSearchIndex(clientDir: string, pages: BuiltPage[]): SiteProblem[] {
  const indexed = readSearchIndex(clientDir);
  if (!indexed.length)
    return [
      { page: `/${searchFolder}/`, message: "holds no search index; every build writes it (npm run build)" },
    ];
  const expected = new Map(pages.filter(isSearchable).map((page) => [page.url, pageLanguage(page.html)]));
  const found = new Map(indexed.map((page) => [page.url, page.language]));
  const problems: SiteProblem[] = [];
  for (const [url, language] of expected)
    if (!found.has(url)) problems.push({ page: url, message: "is not in the site search's index" });
    else if (found.get(url) !== language)
      problems.push({
        page: url,
        message: `is in the site search's ${found.get(url)} index, not its page language's (${language})`,
      });
  for (const url of found.keys())
    if (!expected.has(url))
      problems.push({
        page: url,
        message:
          "is in the site search's index but is not a page the search may find (a not-found, search, reviewers' or draft page)",
      });
  return problems;
}

/** What the search downloads in one language, in bytes as sent (the index's own files come gzipped). */
export type SearchDownload = { language: string; engine: number; indexChunk: number; excerpt: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What the search fetches per language, for `npm run size`: Pagefind's script, worker, entry, the language's
 * metadata and WebAssembly once; then for a query, the index chunk its words fall in and one fragment (title and
 * excerpt) per result shown (medians of the language's files). Scripts and JSON are measured gzipped (level 9).
 */
export function searchDownloads(clientDir: string): SearchDownload[] {
  const folder = path.join(clientDir, searchFolder);
  const size = (file: string) => fs.statSync(path.join(folder, file)).size;
  const gzipped = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(folder, file)), { level: 9 }).length;
  const entry = JSON.parse(fs.readFileSync(path.join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string; wasm: string | null }>;
  };
  const shared = gzipped("pagefind.js") + gzipped("pagefind-worker.js") + gzipped("pagefind-entry.json");
  return Object.entries(entry.languages).map(([language, { hash, wasm }]) => {
    const of = (sub: string) =>
      fs.readdirSync(path.join(folder, sub)).filter((file) => file.startsWith(`${language}_`));
    return {
      language,
      engine: shared + size(`pagefind.${hash}.pf_meta`) + size(`wasm.${wasm ?? "unknown"}.pagefind`),
      indexChunk: median(of("index").map((file) => size(`index/${file}`))),
      excerpt: median(of("fragment").map((file) => size(`fragment/${file}`))),
    };
  });
}
