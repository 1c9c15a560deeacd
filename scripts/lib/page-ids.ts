// A build gate: no id twice on a page. A body heading gets its id from its text, so `## Main` would take the
// skip link's target and `## Details title` a section's label; the build stops and names the content file.
import type { Content } from "../../build/content/loader";
import { pathOfFile } from "../../build/content/links";
import { localizePath } from "../../lib/locale";
import { reservedIds } from "../../lib/page-ids";
import { Parser } from "htmlparser2";
import { type BuiltPage, listBuiltPages } from "./built-pages";

/** The content file each page URL shows (`/jp/insights/x` → `content/insights/x.jp.mdx`). */
export function contentFilesByUrl(content: Content): Map<string, string> {
  const entries = [
    ...Object.values(content.pages).flatMap((byLocale) => Object.values(byLocale)),
    ...Object.values(content.collections).flatMap((byLocale) => Object.values(byLocale).flat()),
  ];
  const files = new Map<string, string>();
  for (const entry of entries) {
    const path = pathOfFile(entry.file);
    if (path) files.set(localizePath(path, entry.locale), entry.file);
  }
  return files;
}

/** One line per id that a page has more than once, naming the content file when one of them is a heading. */
export function findDuplicateIds(pages: BuiltPage[], filesByUrl: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const byId = new Map<string, string[]>();
    // htmlparser2's tokenizer, not a DOM: only the ids are needed, and on a site of a thousand articles
    // building a tree of every page was a tenth of the build.
    let tag = "";
    new Parser(
      {
        onopentagname: (name) => (tag = name),
        onattribute: (name, value) => {
          if (name === "id") byId.set(value, [...(byId.get(value) ?? []), tag]);
        },
      },
      { decodeEntities: true },
    ).end(page.html);
    for (const [id, tags] of byId) {
      if (tags.length < 2) continue;
      const headingIsOne = tags.some((tag) => /^h[1-6]$/.test(tag));
      const source = (headingIsOne && filesByUrl.get(page.url)) || `dist/client/${page.file}`;
      const owner = reservedIds.includes(id) ? `; "${id}" is the page's own (lib/page-ids.ts)` : "";
      const fix = headingIsOne ? "; a heading's id comes from its words: reword the heading" : "";
      problems.push(`${source}: the id "${id}" is on ${tags.length} elements of ${page.url}${owner}${fix}`);
    }
  }
  return problems;
}

/** Stops the build when a built page has an id twice, with the content file that caused it. */
export function checkPageIds(clientDir: string, content: Content): void {
  const problems = findDuplicateIds(listBuiltPages(clientDir), contentFilesByUrl(content));
  if (problems.length) {
    throw new Error(`a page has an id twice:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}
