// The built site as a static host sees it: every HTML page with its URL (which file a URL is served from: served-files.ts).
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, Parser, StaticConfigLoader, type HtmlElement } from "html-validate";
import { Parser as MarkupParser } from "htmlparser2";
import { adminFolder } from "../../cms/paths";

export type BuiltPage = { file: string; url: string; html: string };
/** What a check of the built site found wrong, and on which page. */
export type SiteProblem = { page: string; message: string };

/** The URL a host serves an HTML file at: index.html → /, about.html → /about, jp.html → /jp. */
export function pageUrlOfFile(relativeFile: string): string {
  const url = `/${relativeFile.split(path.sep).join("/")}`.replace(/\.html$/, "").replace(/(^|\/)index$/, "");
  return url || "/";
}

export function listBuiltPages(clientDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // The content editor (dist/client/admin) is an app, not a page of the site: it has gates of its own.
      if (entry.isDirectory()) {
        if (path.relative(clientDir, full) !== adminFolder) walk(full);
      } else if (entry.name.endsWith(".html")) {
        const file = path.relative(clientDir, full);
        pages.push({ file, url: pageUrlOfFile(file), html: fs.readFileSync(full, "utf8") });
      }
    }
  };
  walk(clientDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

let parser: Parser | undefined;
/** Parses HTML into html-validate's DOM (querySelectorAll, attributes, ids) without validating it. */
export async function parseHtml(html: string): Promise<HtmlElement> {
  parser ??= new Parser(await new HtmlValidate(new StaticConfigLoader({})).getConfigFor("page.html"));
  return parser.parseHtml(html);
}

/**
 * Whether an element of `html` carries the attribute `name`, read as a browser reads the markup: the same words
 * typed by a writer in a title or a paragraph are text, and a search for the string took them for the attribute
 * (a title holding "data-draft-note" left its pages out of the search index).
 */
export function hasAttribute(html: string, name: string): boolean {
  let found = false;
  const parser = new MarkupParser({
    onattribute(attribute) {
      if (attribute === name) found = true;
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
