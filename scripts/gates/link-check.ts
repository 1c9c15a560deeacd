// Every link and asset of the built pages resolves to a file the static host serves, every #fragment to an id,
// pages stay in their language (except links marked as a language switch with hreflang), external links open safely.
import fs from "node:fs";
import path from "node:path";
import type { HtmlElement } from "html-validate";
import {
  type BuiltPage,
  pageUrlOfFile,
  parseHtml,
  type SiteProblem,
} from "../../pipeline/output/built-pages";
import { resolveServedFile } from "../../pipeline/output/served-files";

type Reference = { element: HtmlElement; attribute: string; value: string };

const isJapanese = (url: string) => url === "/jp" || url.startsWith("/jp/");
const skippedSchemes = /^(mailto:|tel:|data:|blob:)/i;

function references(doc: HtmlElement): Reference[] {
  const refs: Reference[] = [];
  const add = (selector: string, attribute: string) => {
    for (const element of doc.querySelectorAll(selector)) {
      const value = element.getAttributeValue(attribute);
      if (value !== null) refs.push({ element, attribute, value });
    }
  };
  add("a[href]", "href");
  add("area[href]", "href");
  add("link[href]", "href");
  add("[src]", "src");
  add("video[poster]", "poster");
  add("form[action]", "action");
  for (const element of doc.querySelectorAll("[srcset]")) {
    for (const candidate of (element.getAttributeValue("srcset") ?? "").split(",")) {
      const value = candidate.trim().split(/\s+/)[0];
      if (value) refs.push({ element, attribute: "srcset", value });
    }
  }
  for (const element of doc.querySelectorAll("[style]")) {
    for (const value of cssUrls(element.getAttributeValue("style") ?? ""))
      refs.push({ element, attribute: "style", value });
  }
  return refs;
}

export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((match) => match[2] ?? "");
}

export async function checkLinks(
  clientDir: string,
  pages: BuiltPage[],
  origin: string,
): Promise<SiteProblem[]> {
  const problems: SiteProblem[] = [];
  const docs = new Map<string, HtmlElement>();
  const ids = new Map<string, Set<string>>();
  for (const page of pages) {
    const doc = await parseHtml(page.html);
    docs.set(page.file, doc);
    ids.set(page.file, new Set(doc.querySelectorAll("[id]").map((element) => element.id ?? "")));
  }

  for (const page of pages) {
    const report = (message: string) => problems.push({ page: page.url, message });
    for (const { element, attribute, value } of references(docs.get(page.file)!)) {
      const tag = element.tagName;
      const label = `<${tag} ${attribute}="${value}">`;
      if (skippedSchemes.test(value.trim())) continue;
      if (/^javascript:/i.test(value.trim())) {
        report(`${label} runs script from a link`);
        continue;
      }
      const url = URL.parse(value, `${origin}${page.url}`);
      if (!url) {
        report(`${label} is not an address a browser can open`);
        continue;
      }
      if (url.origin !== origin) {
        if (tag === "a" || tag === "area") {
          const rel = (element.getAttributeValue("rel") ?? "").split(/\s+/);
          if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
            report(`${label} is an external link without rel="noopener noreferrer"`);
          }
        } else if (tag !== "form") {
          report(`${label} loads from another host; everything must be served by the site itself`);
        }
        continue;
      }
      const served = resolveServedFile(clientDir, url.pathname);
      if (!served) {
        report(`${label} points at ${url.pathname}, which the host does not serve`);
        continue;
      }
      if (url.hash.length > 1 && served.endsWith(".html")) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!ids.get(served)?.has(id))
          report(`${label} points at #${id}, which ${pageUrlOfFile(served)} does not have`);
      }
      if ((tag === "a" || tag === "area") && served.endsWith(".html")) {
        const target = pageUrlOfFile(served);
        if (isJapanese(page.url) !== isJapanese(target)) {
          const expected = isJapanese(target) ? "ja" : "en";
          if (element.getAttributeValue("hreflang")?.toLowerCase() !== expected) {
            report(
              `${label} leads to the ${isJapanese(target) ? "Japanese" : "English"} page ${target}; only the language toggle (marked hreflang="${expected}") may switch language`,
            );
          }
        }
      }
    }
  }
  return problems;
}

/** url() references of the built stylesheets resolve (fonts, images). */
export function checkStylesheets(clientDir: string, origin: string): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : entry.name.endsWith(".css") ? [full] : [];
    });
  for (const file of walk(clientDir)) {
    const cssPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    for (const value of cssUrls(fs.readFileSync(file, "utf8"))) {
      if (skippedSchemes.test(value) || value.startsWith("#")) continue;
      const url = new URL(value, `${origin}${cssPath}`);
      if (url.origin !== origin)
        problems.push({ page: cssPath, message: `url(${value}) loads from another host` });
      else if (!resolveServedFile(clientDir, url.pathname)) {
        problems.push({
          page: cssPath,
          message: `url(${value}) points at ${url.pathname}, which the host does not serve`,
        });
      }
    }
  }
  return problems;
}
