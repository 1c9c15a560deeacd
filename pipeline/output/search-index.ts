// The site search's index (docs/search.md): after the prerender, Pagefind reads every page the search may find (its
// <main> marked with lib/search.ts's attribute, and not a preview's untranslated draft) and writes one index per
// page language (`<html lang>`: en, ja; the Japanese one segmented into words by Pagefind's extended build) with
// its own script into dist/client/pagefind. The site gate checks that the index holds exactly those pages.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as pagefind from "pagefind";
import { Parser as MarkupParser } from "htmlparser2";
import {
  searchBodyAttribute,
  searchFolder,
  searchIgnoreAttribute,
  searchPagesFile,
  searchPreloadBudget,
  type ListedPage,
  type SearchPages,
} from "../../lib/search";
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
    writeSearchPages(clientDir, pages);
  } finally {
    await pagefind.close();
  }
  return `${pages.length} pages: ${perLanguage(pages)}`;
}

/** A page as the written index holds it: its address and language. */
export type IndexedPage = { url: string; language: string };

/** A file of the index (a fragment, the metadata): gzipped, Pagefind's signature, then its data. */
const unpacked = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).subarray("pagefind_dcd".length);

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | boolean | null | undefined;
/** Reads the CBOR Pagefind writes its metadata in: integers, strings, arrays and maps are all it holds. */
export function readCbor(bytes: Uint8Array): Cbor {
  let at = 0;
  const length = (info: number): number => {
    if (info < 24) return info;
    const size = 1 << (info - 24);
    let value = 0;
    for (let index = 0; index < size; index++) value = value * 256 + bytes[at++]!;
    return value;
  };
  const item = (): Cbor => {
    const head = bytes[at++]!;
    const major = head >> 5;
    const count = length(head & 31);
    switch (major) {
      case 0:
        return count;
      case 1:
        return -1 - count;
      case 2:
        return bytes.subarray(at, (at += count));
      case 3:
        return new TextDecoder().decode(bytes.subarray(at, (at += count)));
      case 4:
        return Array.from({ length: count }, item);
      case 5: {
        const map = new Map<Cbor, Cbor>();
        for (let index = 0; index < count; index++) map.set(item(), item());
        return map;
      }
      case 7:
        return count === 20 ? false : count === 21 ? true : null;
      default:
        throw new Error(`CBOR item of major type ${major} at byte ${at - 1}: not one Pagefind writes`);
    }
  };
  return item();
}

/** A word of letters and digits only: a query of it is searched as written. */
const plainWord = /^[\p{Ll}\p{Lo}\p{N}]+$/u;

/**
 * One word per index chunk of a language, from its metadata and the chunk itself: a search for it fetches that
 * chunk. The word a chunk begins with is not always one: where it holds punctuation (`sponsor’`), the query is
 * searched without it (`sponsor`), which falls in the chunk before. So the word is one of letters and digits from
 * the middle of the chunk, where there is one.
 */
function chunkWords(folder: string, metadata: string, chunks: Set<string>): string[] {
  const words: string[] = [];
  const walk = (value: Cbor) => {
    if (!Array.isArray(value)) return;
    const [from, , hash] = value;
    if (value.length === 3 && typeof from === "string" && typeof hash === "string" && chunks.has(hash)) {
      const [entries] = readCbor(unpacked(path.join(folder, "index", `${hash}.pf_index`))) as [Cbor[][]];
      const plain = entries
        .map(([word]) => word)
        .filter((word) => typeof word === "string" && plainWord.test(word));
      words.push((plain[Math.floor(plain.length / 2)] as string | undefined) ?? from);
    } else value.forEach(walk);
  };
  walk(readCbor(unpacked(path.join(folder, metadata))));
  return words;
}

/** A page's description, as its `<meta name="description">` gives it. */
function descriptionOf(html: string): string {
  let description = "";
  const parser = new MarkupParser({
    onopentag(name, attributes) {
      if (name === "meta" && attributes.name === "description") description = attributes.content ?? "";
    },
  });
  parser.write(html.slice(0, html.indexOf("</head>") + 7));
  parser.end();
  return description;
}

/** The headings of a page's indexed text: the <h2>s and <h3>s inside its marked <main>, outside any part left out of
 * the index (`data-pagefind-ignore`), with their spaces collapsed, once each and in the page's order. */
export function headingsOf(html: string): string[] {
  const headings: string[] = [];
  // The open elements, each as whether it starts a left-out part, and the heading being read.
  const open: boolean[] = [];
  let inMain = false;
  let ignored = 0;
  let heading: { depth: number; text: string } | undefined;
  const parser = new MarkupParser(
    {
      onopentag(name, attributes) {
        const leftOut = inMain && searchIgnoreAttribute in attributes;
        open.push(leftOut);
        if (leftOut) ignored++;
        if (name === "main" && searchBodyAttribute in attributes) inMain = true;
        else if (inMain && !ignored && !heading && (name === "h2" || name === "h3"))
          heading = { depth: open.length, text: "" };
      },
      ontext(text) {
        if (heading && !ignored) heading.text += text;
      },
      onclosetag(name) {
        if (heading && open.length === heading.depth) {
          const text = heading.text.replace(/\s+/gu, " ").trim();
          if (text && !headings.includes(text)) headings.push(text);
          heading = undefined;
        }
        if (open.pop()) ignored--;
        if (name === "main") inMain = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return headings;
}

/**
 * Writes each language's pages file (lib/search.ts, `searchPagesFile`) beside the index: every page the index holds,
 * by the id Pagefind gives its results (its fragment's name), with its address, the title the index gives it, the
 * page's description and the headings of its indexed text; and, where the language's index chunks together fit `searchPreloadBudget`, one word per chunk,
 * which the search preloads when a visitor reaches for it.
 */
export function writeSearchPages(clientDir: string, pages: BuiltPage[]) {
  const folder = path.join(clientDir, searchFolder);
  const html = new Map(pages.map((page) => [page.url, page.html]));
  const entry = JSON.parse(fs.readFileSync(path.join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { hash: string }>;
  };
  for (const [language, { hash }] of Object.entries(entry.languages)) {
    const listed: ListedPage[] = fs
      .readdirSync(path.join(folder, "fragment"))
      .filter((file) => file.startsWith(`${language}_`))
      .map((file): ListedPage => {
        const text = new TextDecoder().decode(unpacked(path.join(folder, "fragment", file)));
        const fragment = JSON.parse(text) as { url: string; meta: { title?: string } };
        const page = html.get(fragment.url) ?? "";
        const title = fragment.meta.title ?? fragment.url;
        return [
          file.replace(/\.pf_fragment$/, ""),
          fragment.url,
          title,
          descriptionOf(page),
          headingsOf(page).filter((heading) => heading !== title),
        ];
      })
      .sort((a, b) => a[1].localeCompare(b[1]));
    const chunks = fs
      .readdirSync(path.join(folder, "index"))
      .filter((file) => file.startsWith(`${language}_`));
    const bytes = chunks.reduce((sum, file) => sum + fs.statSync(path.join(folder, "index", file)).size, 0);
    const preload =
      bytes <= searchPreloadBudget
        ? chunkWords(
            folder,
            `pagefind.${hash}.pf_meta`,
            new Set(chunks.map((file) => file.replace(/\.pf_index$/, ""))),
          )
        : [];
    const file: SearchPages = { pages: listed, preload };
    fs.writeFileSync(path.join(clientDir, searchPagesFile(language)), JSON.stringify(file));
  }
}

/**
 * The pages the written index holds, read back from its fragments: one gzipped JSON file per page, which the search
 * fetches for a result's title and excerpt, named after its index's language (`ja_34f5685.pf_fragment`). Pagefind
 * puts its own signature before the JSON.
 */
export function readSearchIndex(clientDir: string): IndexedPage[] {
  const folder = path.join(clientDir, searchFolder, "fragment");
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder).map((file) => {
    const fragment = JSON.parse(new TextDecoder().decode(unpacked(path.join(folder, file)))) as {
      url: string;
    };
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

/** What the search downloads in one language, in bytes as sent (the index's own files come gzipped): on reach, its
 * engine, the pages file, and the whole index where it fits the preload budget (`preloaded`, else 0); for a query,
 * an index chunk (none where the index was preloaded) and the excerpts. */
export type SearchDownload = {
  language: string;
  engine: number;
  pagesFile: number;
  preloaded: number;
  indexChunk: number;
  excerpt: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What the search fetches per language, for `npm run size`: Pagefind's script, worker, entry, the language's
 * metadata and WebAssembly, the pages file, and the whole index where it fits the preload budget, once; then for a
 * query, the index chunk its words fall in (unless preloaded) and one fragment (excerpt) per result shown (medians
 * of the language's files). Scripts and JSON are measured gzipped (level 9).
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
    const pagesFile = searchPagesFile(language).slice(`/${searchFolder}/`.length);
    const { preload } = JSON.parse(fs.readFileSync(path.join(folder, pagesFile), "utf8")) as SearchPages;
    const chunks = of("index").map((file) => size(`index/${file}`));
    return {
      language,
      engine: shared + size(`pagefind.${hash}.pf_meta`) + size(`wasm.${wasm ?? "unknown"}.pagefind`),
      pagesFile: gzipped(pagesFile),
      preloaded: preload.length ? chunks.reduce((sum, bytes) => sum + bytes, 0) : 0,
      indexChunk: preload.length ? 0 : median(chunks),
      excerpt: median(of("fragment").map((file) => size(`fragment/${file}`))),
    };
  });
}
