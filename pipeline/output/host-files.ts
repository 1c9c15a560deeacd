// Files that static hosts and crawlers read, written next to the prerendered pages:
// per-language 404 rules and headers (Netlify / Cloudflare Pages format, and .htaccess for Apache), the CSP as a
// <meta> in every page for hosts without headers, sitemap.xml, robots.txt.
import fs from "node:fs";
import path from "node:path";
import { speculationRules } from "../../browser/speculation-rules";
import { site } from "../../lib/site";
import { listBuiltPages } from "./built-pages";
import {
  addMetaPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  renderHeadersFile,
  renderHtaccess,
} from "./security-headers";
import { detectPreview } from "../preview/vite-plugin";
import { writeSitemap } from "./sitemap";
import { adminDocumentHeaders, adminPatterns } from "./admin-headers";
import { adminPath } from "../../cms/paths";

export { listPagePaths, renderSitemap } from "./sitemap";

/** A preview deploy asks every crawler to stay out; production points them to the sitemap. */
export function renderRobots(preview: boolean): string {
  return preview
    ? "User-agent: *\nDisallow: /\n"
    : `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}

export function writeHostFiles(clientDir: string): void {
  // Unknown /jp/... paths get the Japanese not-found page with status 404; everything else the English one.
  fs.writeFileSync(
    path.join(clientDir, "_redirects"),
    ["/jp/*  /jp/404.html  404", "/*  /404.html  404", ""].join("\n"),
  );
  // Security headers and caching; the CSP allows exactly the inline scripts and styles of the pages just built,
  // and the speculation rules their enhancements add.
  const pages = listBuiltPages(clientDir);
  const csp = contentSecurityPolicy(
    inlineScriptHashes([
      ...pages.map((page) => page.html),
      `<script type="speculationrules">${speculationRules}</script>`,
    ]),
    site.formEndpoint,
    inlineStyleHashes(pages.map((page) => page.html)),
  );
  fs.writeFileSync(
    path.join(clientDir, "_headers"),
    renderHeadersFile(
      csp,
      pages.map((page) => page.url),
      adminPatterns.map((pattern) => ({ pattern, headers: adminDocumentHeaders() })),
    ),
  );
  fs.writeFileSync(
    path.join(clientDir, ".htaccess"),
    renderHtaccess(csp, { path: adminPath, headers: adminDocumentHeaders() }),
  );
  // Hosts that ignore _headers (GitHub Pages) still get the policy, as far as a <meta> element carries it.
  for (const page of pages)
    fs.writeFileSync(path.join(clientDir, page.file), addMetaPolicy(page.html, csp, page.file));
  writeSitemap(clientDir);
  fs.writeFileSync(path.join(clientDir, "robots.txt"), renderRobots(detectPreview(process.env) !== null));
}
