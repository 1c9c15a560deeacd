// `npm run size`: first-load JavaScript and CSS of every built page, gzipped, against the budgets
// (JS ≤ 114 KB, CSS ≤ 25 KB: docs/performance.md, "First-load JavaScript and CSS"). Exits non-zero when a page is over budget. First-load JS is every script
// the page loads (vike's entry and the modules it preloads: scripts/lib/page-scripts.ts) plus
// the page language's text catalogue, which the client loads before hydrating.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pageScripts } from "./lib/page-scripts";
import { listPagePaths } from "./lib/host-files";
import { localizePath, locales, type Locale } from "../renderer/locale";
import { countOf } from "../renderer/content/problems";

const clientDir = "dist/client";
const budgets = { js: 114 * 1024, css: 25 * 1024 };
const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
type ManifestEntry = { file: string; imports?: string[] };

/** The catalogue chunk of a language and its static imports, from the build manifest vike leaves in dist/. */
function catalogueFiles(locale: Locale): string[] {
  const manifest = JSON.parse(fs.readFileSync("dist/assets.json", "utf8")) as Record<string, ManifestEntry>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`dist/assets.json has no entry ${key}: was the text catalogue moved?`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  visit(`content/ui/${locale}.json`);
  return [...files];
}
const htmlFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);

export function measurePage(html: string, extraScripts: string[] = []) {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ""));
  const js = new Set([...pageScripts(html).map((url) => url.replace(/^\//, "")), ...extraScripts]);
  const css = new Set(attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = listPagePaths(clientDir).flatMap((logical) =>
  [...locales, "404" as const].slice(0, logical === "/" ? 3 : 2).map((locale) => {
    const urlPath = locale === "404" ? "/404" : localizePath(logical, locale);
    const size = measurePage(
      fs.readFileSync(path.join(clientDir, htmlFile(urlPath)), "utf8"),
      catalogueFiles(locale === "404" ? "en" : locale),
    );
    return { urlPath, ...size, over: size.js > budgets.js || size.css > budgets.css };
  }),
);
console.log(`${"page".padEnd(60)}${"JS (gz)".padStart(12)}${"CSS (gz)".padStart(12)}`);
for (const row of rows) {
  console.log(
    `${row.urlPath.padEnd(60)}${kb(row.js).padStart(12)}${kb(row.css).padStart(12)}${row.over ? "  OVER BUDGET" : ""}`,
  );
}
const over = rows.filter((row) => row.over);
console.log(
  `\nBudgets: first-load JS ${kb(budgets.js)}, CSS ${kb(budgets.css)} (gzipped). ${countOf(over.length, "page")} over.`,
);
process.exit(over.length ? 1 : 0);
