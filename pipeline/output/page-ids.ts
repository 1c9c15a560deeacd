// A build gate: no id twice on a page. A body heading gets its id from its text, so `## Main` would take the
// skip link's target and `## Details title` a section's label; the build stops and names the content file.
import fs from "node:fs";
import path from "node:path";
import type { Content } from "../content/loader";
import { checkBody } from "../content/mdx-rules";
import { pathOfFile } from "../content/links";
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

/** Every id of a page, with the tags that carry it, read by htmlparser2's tokenizer. */
function idsOf(html: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  // Not a DOM: only the ids are needed, and on a site of a thousand articles building a tree of every page was
  // a tenth of the build.
  let tag = "";
  new Parser(
    {
      onopentagname: (name) => (tag = name),
      onattribute: (name, value) => {
        if (name === "id") byId.set(value, [...(byId.get(value) ?? []), tag]);
      },
    },
    { decodeEntities: true },
  ).end(html);
  return byId;
}

/**
 * The ids of the page shell that lib/page-ids.ts does not list: those on nine pages in ten or more (the contact
 * pages leave out the contact dialog), which the content check could not refuse as a heading's anchor, so the
 * build stops and says where to add them.
 */
export function findUnlistedShellIds(pages: BuiltPage[]): string[] {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const id of idsOf(page.html).keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
  return (
    [...counts]
      .filter(([, count]) => count >= pages.length * 0.9)
      .map(([id]) => id)
      // Only an id a heading's words could make (lowercase, no spaces): `vike_pageContext` never is one.
      .filter((id) => !reservedIds.includes(id) && id === id.toLowerCase() && !/\s/.test(id))
      .sort()
  );
}

/** The line of a content file's heading whose anchor is `id`, read as the content check reads it. */
export function headingLine(file: string, id: string, root = process.cwd()): number | undefined {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return undefined;
  return checkBody(file, fs.readFileSync(full, "utf8")).headings.find((heading) => heading.id === id)?.line;
}

/**
 * One line per id that a page has more than once, naming the content file when one of them is a heading (and
 * the heading's line, when `lineOf` finds it).
 */
export function findDuplicateIds(
  pages: BuiltPage[],
  filesByUrl: Map<string, string>,
  lineOf: (file: string, id: string) => number | undefined = () => undefined,
): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const byId = idsOf(page.html);
    for (const [id, tags] of byId) {
      if (tags.length < 2) continue;
      const headingIsOne = tags.some((tag) => /^h[1-6]$/.test(tag));
      const file = headingIsOne ? filesByUrl.get(page.url) : undefined;
      const line = file ? lineOf(file, id) : undefined;
      const source = file ? `${file}${line ? `:${line}` : ""}` : `dist/client/${page.file}`;
      const owner = reservedIds.includes(id) ? `; "${id}" is the page's own (lib/page-ids.ts)` : "";
      const fix = headingIsOne ? "; a heading's id comes from its words: reword the heading" : "";
      problems.push(`${source}: the id "${id}" is on ${tags.length} elements of ${page.url}${owner}${fix}`);
    }
  }
  return problems;
}

/** Stops the build when a built page has an id twice, with the content file that caused it. */
export function checkPageIds(clientDir: string, content: Content): void {
  const pages = listBuiltPages(clientDir);
  const unlisted = findUnlistedShellIds(pages);
  if (unlisted.length)
    throw new Error(
      `nearly every page has the id${unlisted.length > 1 ? "s" : ""} ${unlisted.map((id) => `"${id}"`).join(", ")}, which lib/page-ids.ts does not list: add ${unlisted.length > 1 ? "them" : "it"} to shellIds, so that the content check refuses a heading that would take ${unlisted.length > 1 ? "one" : "it"}`,
    );
  const problems = findDuplicateIds(pages, contentFilesByUrl(content), headingLine);
  if (problems.length) {
    throw new Error(`a page has an id twice:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}
