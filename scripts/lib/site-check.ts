// All gates over a built site: valid HTML, links and assets, head/sitemap agreement, CSP coverage, no secrets.
import fs from "node:fs";
import path from "node:path";
import { listBuiltPages } from "./built-pages";
import { checkHeadsAndSitemap } from "./head-check";
import { validatePages } from "./html-validation";
import { checkLinks, checkStylesheets, type SiteProblem } from "./link-check";
import { listFiles, scanFiles } from "./secret-scan";
import { headersForPath, parseHeadersFile, unhashedInlineScripts } from "./security-headers";

export type { SiteProblem };

const requiredHeaders = [
  "Content-Security-Policy",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
];

export function checkHeaders(clientDir: string, pages: { url: string; html: string }[]): SiteProblem[] {
  const file = path.join(clientDir, "_headers");
  if (!fs.existsSync(file)) return [{ page: "_headers", message: "is missing" }];
  const rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
  const problems: SiteProblem[] = [];
  for (const page of pages) {
    const headers = headersForPath(rules, page.url);
    for (const name of requiredHeaders) {
      if (!headers[name]) problems.push({ page: page.url, message: `gets no ${name} header from _headers` });
    }
    for (const hash of unhashedInlineScripts(page.html, headers["Content-Security-Policy"] ?? "")) {
      problems.push({
        page: page.url,
        message: `has an inline script whose hash ${hash} the Content-Security-Policy does not allow`,
      });
    }
  }
  return problems;
}

export async function checkSite(
  clientDir: string,
  origin: string,
  configDir = process.cwd(),
): Promise<SiteProblem[]> {
  const pages = listBuiltPages(clientDir);
  const sitemap = path.join(clientDir, "sitemap.xml");
  return [
    ...(await validatePages(pages, configDir)),
    ...(await checkLinks(clientDir, pages, origin)),
    ...checkStylesheets(clientDir, origin),
    ...(fs.existsSync(sitemap)
      ? await checkHeadsAndSitemap(pages, fs.readFileSync(sitemap, "utf8"), origin)
      : [{ page: "sitemap.xml", message: "is missing" }]),
    ...checkHeaders(clientDir, pages),
    ...scanFiles(clientDir, listFiles(clientDir)).map((finding) => ({
      page: finding.file,
      message: `line ${finding.line}: looks like a ${finding.kind}; secrets must never ship with the site`,
    })),
  ];
}
