// `npm run size`: first-load JavaScript and CSS of every built page, gzipped, against the budgets
// (JS ≤ 100 KB, CSS ≤ 25 KB). Exits non-zero when a page is over budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { listPagePaths } from "./lib/host-files";
import { localizePath, locales } from "../renderer/locale";

const clientDir = "dist/client";
const budgets = { js: 100 * 1024, css: 25 * 1024 };
const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const htmlFile = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);

export function measurePage(html: string) {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ""));
  const js = new Set([
    ...attr(/<script[^>]+src="([^"]+\.js)"/g),
    ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]);
  const css = new Set(attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { js: sum(js), css: sum(css) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = listPagePaths(clientDir).flatMap((logical) =>
  [...locales, "404" as const].slice(0, logical === "/" ? 3 : 2).map((locale) => {
    const urlPath = locale === "404" ? "/404" : localizePath(logical, locale);
    const size = measurePage(fs.readFileSync(path.join(clientDir, htmlFile(urlPath)), "utf8"));
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
  `\nBudgets: first-load JS ${kb(budgets.js)}, CSS ${kb(budgets.css)} (gzipped). ${over.length} page(s) over.`,
);
process.exit(over.length ? 1 : 0);
