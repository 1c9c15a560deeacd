// All gates over a built site: valid HTML, links and assets, head/sitemap agreement, CSP coverage, nothing the
// first paint waits for (render-blocking.ts), scripts deferred past the first paint, the search index (every page of content, nothing else), no secrets, no link and no copy of a content file nothing uses.
import fs from "node:fs";
import path from "node:path";
import {
  branchChangesPath,
  translationStatusPath,
  visualChangesPath,
  visualReportPath,
} from "../../lib/preview";
import { checkAdmin } from "./admin-check";
import { hasAttribute, listBuiltPages } from "../../pipeline/output/built-pages";
import { renderRobots } from "../../pipeline/output/host-files";
import { checkHeadsAndSitemap, futureLastmods } from "./head-check";
import { checkInvisibleCharacters } from "./invisible-check";
import { validatePages } from "./html-validation";
import { checkLinks, checkStylesheets } from "./link-check";
import type { SiteProblem } from "../../pipeline/output/built-pages";
import { checkPublishedFiles } from "./published-files";
import { checkSearchIndex } from "../../pipeline/output/search-index";
import { unusedScripts } from "../../pipeline/output/unused-scripts";
import { withArticle } from "../../pipeline/content/secrets";
import { listFiles, scanFiles } from "./secret-scan";
import {
  assetPolicy,
  headersForPath,
  metaContentSecurityPolicy,
  metaPolicyOf,
  parseHeadersFile,
  securityHeaders,
  unhashedInlineScripts,
  unhashedInlineStyles,
} from "../../pipeline/output/security-headers";
import { checkRenderBlocking } from "./render-blocking";

export type { SiteProblem };

const requiredHeaders = Object.keys(securityHeaders(""));

export function checkHeaders(clientDir: string, pages: { url: string; html: string }[]): SiteProblem[] {
  const file = path.join(clientDir, "_headers");
  if (!fs.existsSync(file)) return [{ page: "_headers", message: "is missing" }];
  const rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
  const problems: SiteProblem[] = [];
  // A file under /assets/ opened by itself (an SVG logo) must run nothing on the site's origin.
  const asset = headersForPath(rules, "/assets/logo.svg");
  if (asset["Content-Security-Policy"] !== assetPolicy || asset["X-Content-Type-Options"] !== "nosniff")
    problems.push({
      page: "/assets/*",
      message: `gets no Content-Security-Policy "${assetPolicy}" and X-Content-Type-Options: nosniff from _headers`,
    });
  for (const page of pages) {
    const headers = headersForPath(rules, page.url);
    for (const name of requiredHeaders) {
      if (!headers[name]) problems.push({ page: page.url, message: `gets no ${name} header from _headers` });
    }
    const csp = headers["Content-Security-Policy"] ?? "";
    for (const hash of unhashedInlineScripts(page.html, csp)) {
      problems.push({
        page: page.url,
        message: `has an inline script whose hash ${hash} the Content-Security-Policy does not allow`,
      });
    }
    for (const hash of unhashedInlineStyles(page.html, csp)) {
      problems.push({
        page: page.url,
        message: `has an inline style whose hash ${hash} the Content-Security-Policy does not allow`,
      });
    }
    if (metaPolicyOf(page.html) !== metaContentSecurityPolicy(csp)) {
      problems.push({
        page: page.url,
        message:
          '<meta http-equiv="Content-Security-Policy"> is missing, after a script, or not the policy of _headers; hosts that ignore _headers (GitHub Pages) rely on it',
      });
    }
  }
  return problems;
}

/** What only a preview build may carry: noindex pages, the ribbon, the status page, a robots.txt that shuts crawlers out. */
export function checkProductionBuild(
  clientDir: string,
  pages: { url: string; html: string }[],
): SiteProblem[] {
  const problems: SiteProblem[] = [];
  for (const page of pages) {
    // The not-found pages are noindex in production too.
    if (!page.url.endsWith("/404") && /<meta name="robots"[^>]*noindex/.test(page.html)) {
      problems.push({
        page: page.url,
        message: "is marked noindex; only preview builds hide pages from search",
      });
    }
    if (hasAttribute(page.html, "data-draft-note")) {
      problems.push({
        page: page.url,
        message: "shows an untranslated draft, which only preview builds may",
      });
    }
    if (hasAttribute(page.html, "data-preview-ribbon")) {
      problems.push({
        page: page.url,
        message: "shows the preview ribbon, which a production build must not",
      });
    }
  }
  for (const previewPage of [translationStatusPath, branchChangesPath, visualChangesPath]) {
    if (fs.existsSync(path.join(clientDir, `${previewPage}.html`))) {
      problems.push({
        page: previewPage,
        message:
          "the reviewers' pages (translation status, what a branch changed, how its pages look) are for preview builds only",
      });
    }
  }
  if (fs.existsSync(path.join(clientDir, visualReportPath))) {
    problems.push({
      page: visualReportPath,
      message:
        "holds the before-and-after screenshots of `npm run visual`, which are for preview builds only",
    });
  }
  const assets = path.join(clientDir, "assets");
  const scripts = fs.existsSync(assets)
    ? fs.readdirSync(assets, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"))
    : [];
  for (const file of scripts) {
    if (fs.readFileSync(path.join(assets, file), "utf8").includes("data-preview-ribbon")) {
      problems.push({
        page: `/assets/${file}`,
        message: "holds the preview ribbon's code, which production drops",
      });
    }
  }
  const robotsFile = path.join(clientDir, "robots.txt");
  const robots = fs.existsSync(robotsFile) ? fs.readFileSync(robotsFile, "utf8") : "";
  if (!robots) problems.push({ page: "robots.txt", message: "is missing" });
  else if (robots === renderRobots(true)) {
    problems.push({ page: "robots.txt", message: "shuts every crawler out, as only a preview build may" });
  } else if (!/^Sitemap: /m.test(robots)) {
    problems.push({ page: "robots.txt", message: "does not name the sitemap" });
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
      ? [
          ...(await checkHeadsAndSitemap(pages, fs.readFileSync(sitemap, "utf8"), origin)),
          ...futureLastmods(fs.readFileSync(sitemap, "utf8"), new Date()),
        ]
      : [{ page: "sitemap.xml", message: "is missing" }]),
    ...checkHeaders(clientDir, pages),
    ...checkRenderBlocking(pages),
    ...checkAdmin(clientDir),
    ...checkSearchIndex(clientDir, pages),
    ...checkProductionBuild(clientDir, pages),
    ...checkInvisibleCharacters(clientDir),
    ...checkPublishedFiles(clientDir, configDir),
    ...unusedScripts(clientDir).map((file) => ({
      page: file,
      message: "is a script no page, feed or other script loads: the build should have left it out",
    })),
    ...scanFiles(clientDir, listFiles(clientDir)).map((finding) => ({
      page: finding.file,
      message: `line ${finding.line}: looks like ${withArticle(finding.kind)}; secrets must never ship with the site`,
    })),
  ];
}
