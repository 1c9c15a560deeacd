// The first paint from the first response (docs/performance.md, "The first paint from the first response"): each
// page's stylesheet goes inline into its head, so the browser paints from the HTML alone instead of waiting for a
// second request. Not the whole sheet: each section of the site (the home page, /about and what is under it…, in
// both languages) gets the rules its pages and the site's scripts can use, in the sheet's own order (page-css.ts);
// one sheet per section keeps the CSP's hashes few (one each) where one per page would be a hash for each kind of
// page. The measured ways that kept a linked sheet cost the first page more.
import fs from "node:fs";
import path from "node:path";
import { splitLocale } from "../../lib/locale";
import { listBuiltPages } from "./built-pages";
import { classesInScripts, classesOfPage, classesOfSheet, cutSheet, shippedScripts } from "./page-css";

/** A `<link>` that applies a stylesheet of the site (`/assets/…css`). */
const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;
const charset = /<meta charset="utf-8"\s*\/?>/i;

/**
 * A stylesheet's text as it may stand in any page: a relative `url()` (resolved against the sheet's own address
 * before) made absolute, since the page's address is not the sheet's.
 */
export function inlinableCss(css: string, href: string): string {
  if (/<\/style/i.test(css))
    throw new Error(`${href} holds "</style", which would end the inline style early`);
  return css.replace(
    /url\(\s*(["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\s*\)/gi,
    (_, quote: string, relative: string) =>
      `url(${quote}${new URL(relative, `https://site.invalid${href}`).pathname}${quote})`,
  );
}

/**
 * Holds the first paint until the page's main content is parsed (Chromium 124+; other browsers ignore it). With
 * the stylesheet inline nothing else holds it, and Chromium painted the header alone, then laid out the rest in a
 * long task after the paint, where Lighthouse counts it as blocking time; the network brings the main content
 * in the same round trips either way (docs/performance.md, "The first paint from the first response").
 */
export const expectMain = '<link rel="expect" href="#main" blocking="render">';

/**
 * The page with its stylesheet links replaced by the sheets' text in one `<style>` right after `<meta charset>`
 * (a browser reads the charset only from the first 1,024 bytes; the build puts the CSP's meta between the two),
 * then `expectMain` when the page has a main content to wait for.
 */
export function inlinePageStylesheets(
  html: string,
  readSheet: (href: string) => string,
  file: string,
  cut: (css: string) => string = (css) => css,
): string {
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1]!);
  if (!hrefs.length) return html;
  const meta = charset.exec(html.replace(stylesheetLink, ""));
  if (!meta) throw new Error(`${file}: no <meta charset="utf-8"> to put the page's styles after`);
  const without = html.replace(stylesheetLink, "");
  const end = meta.index + meta[0].length;
  const css = cut(hrefs.map((href) => inlinableCss(readSheet(href), href)).join("\n"));
  const expect = /<main\b[^>]*\sid="main"/.test(html) ? expectMain : "";
  return `${without.slice(0, end)}\n    <style>${css}</style>${expect}${without.slice(end)}`;
}

/** The section a page's sheet is cut for: the first segment of its path in either language (`/jp/about/x` → about). */
export const sheetSection = (url: string) => splitLocale(url).path.split("/")[1] || "home";

/** The inline `<script>`s of a page: the classes they may add count as the site's scripts' (page-css.ts). */
const inlineScriptText = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .join("\n");

/**
 * Inlines every page's stylesheets, each section's pages the rules their markup (all of the section's pages') and
 * the site's scripts can use; returns the number of pages changed and the sheets' addresses.
 */
export function inlineStylesheets(clientDir: string): { pages: number; sheets: string[] } {
  const cache = new Map<string, string>();
  const readSheet = (href: string) => {
    if (!cache.has(href)) cache.set(href, fs.readFileSync(path.join(clientDir, href), "utf8"));
    return cache.get(href)!;
  };
  const builtPages = listBuiltPages(clientDir);
  const scripts = [...shippedScripts(clientDir), ...builtPages.map((page) => inlineScriptText(page.html))];
  const bySection = new Map<string, typeof builtPages>();
  for (const page of builtPages)
    bySection.set(sheetSection(page.url), [...(bySection.get(sheetSection(page.url)) ?? []), page]);
  const cuts = new Map<string, string>();
  let pages = 0;
  for (const sectionPages of bySection.values()) {
    const usable = new Set(sectionPages.flatMap((page) => [...classesOfPage(page.html)]));
    const cutFor = (css: string) => {
      if (!cuts.has(css)) {
        for (const name of classesInScripts(classesOfSheet(css), scripts)) usable.add(name);
        cuts.set(
          css,
          cutSheet(css, (name) => usable.has(name)),
        );
      }
      return cuts.get(css)!;
    };
    for (const page of sectionPages) {
      const html = inlinePageStylesheets(page.html, readSheet, page.file, cutFor);
      if (html === page.html) continue;
      fs.writeFileSync(path.join(clientDir, page.file), html);
      pages += 1;
    }
    cuts.clear();
  }
  return { pages, sheets: [...cache.keys()] };
}

/**
 * Removes the inlined sheets that no file of the site names any more; one a script or another sheet still loads
 * stays. Run after the unused scripts are gone (the bundler's client entries, which no page loads, list every
 * sheet); the bundler's manifest (.vite/manifest.json, moved out of the site) is no reader either.
 */
export function removeUnlinkedSheets(clientDir: string, sheets: string[]): number {
  const texts = fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter(
      (file) =>
        /\.(html|m?js|css|json)$/.test(file) && !file.split(path.sep).some((part) => part.startsWith(".")),
    )
    .map((file) => fs.readFileSync(path.join(clientDir, file), "utf8"));
  const unlinked = sheets.filter((href) => !texts.some((text) => text.includes(href.slice(1))));
  for (const href of unlinked) fs.rmSync(path.join(clientDir, href));
  return unlinked.length;
}
