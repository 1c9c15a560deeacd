// Which pages `npm run visual` shoots: the pages of the changed content files in both languages, the pages that
// list, link or menu them, and every page when something all pages share changed (code, styles, interface text,
// site facts). Read from the content pipeline's records and from the two builds' own pages and links, so a new
// collection, list or menu is covered by itself (docs/deploy.md, "Visual changes").
import fs from "node:fs";
import path from "node:path";
import { localizePath, locales } from "../../lib/locale.ts";
import { pathOfFile } from "../../pipeline/content/links.ts";
import type { ContentRecord } from "../../pipeline/content/loader.ts";
import { pageFolders } from "../../pipeline/content/content-files.ts";

/** One side of the comparison: its pages (URLs as served, /jp/… included) and the URLs each page links to. */
export type BuiltSide = { pages: Set<string>; links: Map<string, Set<string>> };

/** Files that never reach a page's pixels: documentation, tests, CI and tool settings. */
const notRendered = [
  /^docs\//,
  /^tests\//,
  /^\.github\//,
  /^\.ci\//,
  /^[^/]+\.md$/,
  /\.test\.tsx?$/,
  /^\.(gitignore|prettierrc[^/]*|prettierignore|dependency-cruiser\.cjs|nvmrc)$/,
  /^(playwright|vitest)\.config\.ts$/,
];

const itemFile = /^content\/([a-z-]+)\/([^/]+)\.(en|jp)\.mdx$/;
// Files next to the items (images): which items use them is read from the items' sources.
const beside = new RegExp(`^content/(${pageFolders.join("|")})/[^/]+$`);

export type Selection = {
  /** Every page, and why; or the pages chosen, each with the first reason found. */
  all?: string;
  pages: Map<string, string>;
};

/** The URLs a built page links to with `<a href>`: paths on the site, without query, hash or trailing slash. */
export function linksOf(html: string): Set<string> {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref\s*=\s*["']([^"']*)["']/gi)) {
    const href = match[1]!;
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const pathname = href.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
    links.add(decodeURI(pathname) || "/");
  }
  return links;
}

/** The URL a built HTML file is served at (index.html → /, jp/about.html → /jp/about). */
export function urlOfFile(file: string): string {
  const url = `/${file.split(path.sep).join("/")}`.replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return url || "/";
}

/** A reviewer's page of a preview build: never shot (it differs between any two builds by design). */
export const isReviewerPage = (url: string) => /^(\/jp)?\/preview(\/|$)/.test(url);

/** Reads a built site (`dist/client` of one side): its pages and their links. */
export function readBuiltSide(clientDir: string): BuiltSide {
  const side: BuiltSide = { pages: new Set(), links: new Map() };
  for (const file of fs.readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".html")) continue;
    const url = urlOfFile(file);
    if (isReviewerPage(url)) continue;
    side.pages.add(url);
    side.links.set(url, linksOf(fs.readFileSync(path.join(clientDir, file), "utf8")));
  }
  return side;
}

/** Why a changed file that is not a content item's own file means every page must be shot, or undefined. */
function sharedChange(file: string): string | undefined {
  if (notRendered.some((pattern) => pattern.test(file))) return undefined;
  if (itemFile.test(file) || beside.test(file)) return undefined;
  if (/^content\/ui\//.test(file)) return `interface text changed (${file})`;
  if (/^content\/(site|settings)\.json$/.test(file)) return `site facts changed (${file})`;
  if (file.startsWith("content/")) return `shared content changed (${file})`;
  if (/\.css$/.test(file)) return `styles changed (${file})`;
  return `shared code or settings changed (${file})`;
}

/**
 * The pages to shoot, from the changed files (paths relative to the repository), each side's content records
 * (base and head) and each side's built pages and links.
 */
export function selectPages(
  changed: string[],
  records: { base: ContentRecord[]; head: ContentRecord[] },
  built: { base: BuiltSide; head: BuiltSide },
): Selection {
  const existing = new Set([...built.base.pages, ...built.head.pages]);
  const pages = new Map<string, string>();
  for (const file of changed) {
    const reason = sharedChange(file);
    if (reason) {
      for (const url of [...existing].sort()) pages.set(url, reason);
      return { all: reason, pages };
    }
  }
  const add = (url: string, reason: string) => {
    if (existing.has(url) && !pages.has(url)) pages.set(url, reason);
  };
  const allRecords = [...records.base, ...records.head];
  // The items whose pages change: the changed item files, and the items that use a changed file beside them.
  const items = new Map<string, string>();
  for (const file of changed) {
    const item = itemFile.exec(file);
    if (item) {
      const stem = `content/${item[1]}/${item[2]}`;
      if (!items.has(stem)) items.set(stem, file);
      continue;
    }
    if (!beside.test(file)) continue;
    const name = path.posix.basename(file);
    for (const record of allRecords) {
      if (path.posix.dirname(record.file) === path.posix.dirname(file) && record.source.includes(name)) {
        const stem = record.file.replace(/\.(en|jp)\.mdx$/, "");
        if (!items.has(stem)) items.set(stem, file);
      }
    }
  }
  for (const [stem, file] of items) {
    const logical = pathOfFile(`${stem}.en.mdx`);
    const slug = path.posix.basename(stem);
    const isPage = stem.startsWith("content/pages/");
    if (logical) for (const locale of locales) add(localizePath(logical, locale), `${file} changed`);
    // A one-off page's copy shows only on its own page; an item's title and picture show wherever it is listed,
    // linked or in a menu, and wherever another file names it (the chairman's page names its member).
    if (isPage || !logical) continue;
    const targets = new Set(locales.map((locale) => localizePath(logical, locale)));
    for (const side of [built.base, built.head]) {
      for (const [url, links] of side.links) {
        if ([...targets].some((target) => links.has(target))) add(url, `links to ${logical} (${file})`);
      }
    }
    for (const record of allRecords) {
      if (record.strings.some((entry) => entry.value === slug)) {
        const page = pathOfFile(record.file);
        if (page) for (const locale of locales) add(localizePath(page, locale), `names ${slug} (${file})`);
      }
    }
  }
  return { pages: new Map([...pages].sort(([a], [b]) => a.localeCompare(b))) };
}
