// sitemap.xml: every prerendered page in both languages, with hreflang alternates and the date its
// content last changed in git (one reading of the history per build, so it scales to thousands of pages).
import fs from "node:fs";
import path from "node:path";
import { absoluteUrl, getAlternates } from "../../lib/urls";
import { localizePath, locales, splitLocale } from "../../lib/locale";
import { pagePaths } from "../content/links";
import { readContentHistory } from "../content/content-history";
import { adminFolder } from "../../cms/paths";
import { collections, type CollectionName } from "../../content/schema";

/** Logical paths of every prerendered page (each exists in both languages), from the built HTML files. */
export function listPagePaths(clientDir: string): string[] {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Neither the built scripts nor the content editor (noindex) are pages to list.
        if (entry.name !== "assets" && path.relative(clientDir, full) !== adminFolder) walk(full);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      const url = `/${path.relative(clientDir, full)}`.replace(/\.html$/, "").replace(/\/index$/, "") || "/";
      const { path: logical } = splitLocale(url === "/index" ? "/" : url);
      if (logical !== "/404") paths.add(logical);
    }
  };
  walk(clientDir);
  return [...paths].sort();
}

const collectionNames = Object.keys(collections) as CollectionName[];

/** Collection folders by the logical path of their list page (their route); item pages are `<route>/<slug>`. */
const collectionLists: Record<string, string> = Object.fromEntries(
  collectionNames.map((name) => [collections[name].route, name]),
);

/** The content/pages file of each one-off page, by its path (the route table's pairing, read backwards). */
const pageFiles: Record<string, string> = Object.fromEntries(
  Object.entries(pagePaths).map(([name, logical]) => [logical, name]),
);

/** Collections whose newest item also dates another page that lists them (their entries' `listedOn`). */
const listedOn: Record<string, string[]> = {};
for (const name of collectionNames)
  for (const page of collections[name].listedOn ?? []) (listedOn[page] ??= []).push(name);

const pair = (folder: string, name: string) =>
  locales.map((locale) => `content/${folder}/${name}.${locale}.mdx`);

/** The content files (both languages) a page is made from, including the items a list page shows. */
export function getPageSources(logical: string, root = process.cwd()): string[] {
  const folderFiles = (folder: string) => {
    const dir = path.join(root, "content", folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => `content/${folder}/${name}`);
  };
  const parent = logical.slice(0, logical.lastIndexOf("/")) || "/";
  const slug = logical.slice(logical.lastIndexOf("/") + 1);
  const itemFolder = collectionLists[parent];
  if (itemFolder) return pair(itemFolder, slug);
  const name = pageFiles[logical] ?? slug;
  const lists = [collectionLists[logical], ...(listedOn[logical] ?? [])].filter(
    (folder): folder is string => !!folder,
  );
  return [...pair("pages", name), ...lists.flatMap(folderFiles)];
}

/**
 * The date of the last commit that changed what each file under `content/` says, from the content's history (one
 * `git log`, pipeline/content/content-history.ts): a commit that only laid a page's file out in the editor's form does not
 * date it. Files git does not know (new, uncommitted, or no repository at all) are absent from the map.
 */
export function readGitDates(root = process.cwd(), buildTime = new Date()): Map<string, string> {
  const dates = new Map<string, string>();
  // A commit dated after the build is dated at the build's time, with a warning naming it.
  const history = readContentHistory(root, buildTime, { lastContentOnly: true });
  // A past version that could not be read dates its file all the same; the build goes on and says which.
  for (const warning of history.warnings) console.warn(`Content history: ${warning}`);
  for (const [file, changes] of history.files) {
    const last = changes.lastContent ?? changes.last;
    if (last) dates.set(file, last.date);
  }
  return dates;
}

/** A page's lastmod: the newest commit date of its source files, as a W3C date-time in UTC. */
export function getLastModified(
  sources: string[],
  gitDates: Map<string, string>,
  buildTime: Date,
): string | undefined {
  let newest: number | undefined;
  for (const file of sources) {
    const committed = gitDates.get(file);
    // A file git does not know yet (new, uncommitted) changed now, as far as anyone can tell.
    const time = committed ? Date.parse(committed) : buildTime.getTime();
    newest = Math.max(newest ?? time, time);
  }
  return newest === undefined ? undefined : new Date(newest).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function renderSitemap(
  logicalPaths: string[],
  lastModified: (logical: string) => string | undefined = () => undefined,
): string {
  const urls = logicalPaths.flatMap((logical) => {
    const lastmod = lastModified(logical);
    return locales.map((locale) => {
      const loc = absoluteUrl(localizePath(logical, locale));
      const links = getAlternates(logical)
        .map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join("\n");
      const date = lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : "";
      return `  <url>\n    <loc>${loc}</loc>\n${date}${links}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** Writes sitemap.xml for the pages built into clientDir, dated from the git history of root. */
export function writeSitemap(clientDir: string, root = process.cwd(), buildTime = new Date()): void {
  const gitDates = readGitDates(root, buildTime);
  const xml = renderSitemap(listPagePaths(clientDir), (logical) =>
    getLastModified(
      getPageSources(logical, root).filter((file) => fs.existsSync(path.join(root, file))),
      gitDates,
      buildTime,
    ),
  );
  fs.writeFileSync(path.join(clientDir, "sitemap.xml"), xml);
}
