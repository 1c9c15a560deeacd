// `npm run size`: what each built page costs the browser, gzipped, against the budgets of docs/performance.md
// ("Budgets"): no external script in the page; inline scripts (which run before the first paint) ≤ 3 KB; everything
// before any interaction (the inline scripts and the enhancements they load once the page has loaded) ≤ 5 KB, and the
// language's chunk the enhancements load with it ≤ 2 KB more: on a Japanese page the line fitting
// (browser/loose-lines.ts, stop 76), on an English page the faces' first swap (browser/faces.ts, stop 78); CSS ≤ 25 KB. It also reports what each island downloads
// when a visitor first reaches for it (the island runtime, React, the island's own code and the page language's text
// catalogue), which no page pays on load, and what the site search fetches for a query (docs/search.md). Exits
// non-zero when a page is over a budget.
import fs from "node:fs";
import path from "node:path";
import { budgets, clientDir, gzipFile, measurePage, readManifest } from "./page-size";
import { listPagePaths } from "../../pipeline/output/host-files";
import { localizePath, locales } from "../../lib/locale";
import { countOf } from "../../pipeline/content/problems";
import { searchResultLimit } from "../../lib/search";
import { searchDownloads } from "../../pipeline/output/search-index";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const htmlFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);

/** The files an island downloads on first use, from the client build's manifest (dist/assets.json, Vite's format). */
function islandDownloads(): { name: string; files: string[] }[] {
  const manifest = readManifest();
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry) throw new Error(`dist/assets.json has no entry ${key}: was an island moved?`);
      if (files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };
  const runtime = manifest["components/islands/runtime.ts"];
  if (!runtime) throw new Error("dist/assets.json has no island runtime (components/islands/runtime.ts)");
  return (runtime.dynamicImports ?? [])
    .filter((key) => !key.startsWith("content/"))
    .map((key) => ({
      name: path.basename(key),
      files: closure(["components/islands/runtime.ts", key, "content/ui/en.json"]),
    }));
}

const manifest = readManifest();
const rows = listPagePaths(clientDir).flatMap((logical) =>
  [...locales, "404" as const].slice(0, logical === "/" ? 3 : 2).map((locale) => {
    const urlPath = locale === "404" ? "/404" : localizePath(logical, locale);
    const size = measurePage(fs.readFileSync(path.join(clientDir, htmlFile(urlPath)), "utf8"), manifest);
    const over =
      size.external.length > 0 ||
      size.inline > budgets.inline ||
      size.beforeInteraction - size.languageChunk > budgets.beforeInteraction ||
      size.languageChunk > budgets.languageChunk ||
      size.css > budgets.css;
    return { urlPath, ...size, over };
  }),
);
const columns = ["inline JS", "enhancements", "language chunk", "external JS", "CSS"];
console.log(`${"page".padEnd(54)}${columns.map((column) => column.padStart(15)).join("")}`);
for (const row of rows) {
  const cells = [
    kb(row.inline),
    kb(row.enhancements),
    kb(row.languageChunk),
    String(row.external.length),
    kb(row.css),
  ].map((cell) => cell.padStart(15));
  console.log(`${row.urlPath.padEnd(54)}${cells.join("")}${row.over ? "  OVER BUDGET" : ""}`);
  for (const file of row.external) console.log(`  external script: /${file}`);
}
console.log("\nIslands (downloaded when a visitor first reaches for one; never on load):");
for (const island of islandDownloads()) {
  const total = island.files.reduce((sum, file) => sum + gzipFile(file), 0);
  console.log(
    `  ${island.name.padEnd(28)}${kb(total).padStart(10)}  (${countOf(island.files.length, "file")})`,
  );
}
console.log(
  "\nSearch (fetched once the search island has loaded; never on load): Pagefind, the pages file (titles first) and, where it fits the preload budget, the whole index:",
);
for (const search of searchDownloads(clientDir)) {
  const query = search.indexChunk + searchResultLimit * search.excerpt;
  const reach = search.engine + search.pagesFile + search.preloaded;
  console.log(
    `  ${search.language.padEnd(4)}on reach ${kb(reach)} (script, worker, WebAssembly ${kb(search.engine)}, ` +
      `pages file ${kb(search.pagesFile)}, ${search.preloaded ? `whole index ${kb(search.preloaded)}` : "no index"}); ` +
      `a typical query ${kb(query)} (${search.preloaded ? "no index chunk" : `an index chunk ${kb(search.indexChunk)}`} ` +
      `and ${searchResultLimit} excerpts of ${kb(search.excerpt)}); first query ${kb(reach + query)}, plus the search island above`,
  );
}
const over = rows.filter((row) => row.over);
const largest = Math.max(...rows.map((row) => row.beforeInteraction));
console.log(
  `\nBudgets (gzipped): no external script; inline ${kb(budgets.inline)}; before any interaction ` +
    `${kb(budgets.beforeInteraction)}, and the language's chunk ${kb(budgets.languageChunk)} more (the line fitting on a ` +
    `Japanese page, the faces' first swap on an English one) ` +
    `(largest page, all of it: ${kb(largest)}); CSS ${kb(budgets.css)}. ${countOf(over.length, "page")} over.`,
);
process.exit(over.length ? 1 : 0);
