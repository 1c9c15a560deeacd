// Files that static hosts and crawlers read, written next to the prerendered pages:
// per-language 404 rules and caching headers (Netlify / Cloudflare Pages format), sitemap.xml, robots.txt.
import fs from "node:fs";
import path from "node:path";
import { site } from "../../content/site";
import { writeSitemap } from "./sitemap";

export { listPagePaths, renderSitemap } from "./sitemap";

export const immutableAssets = "/assets/*";

export function writeHostFiles(clientDir: string): void {
  // Unknown /jp/... paths get the Japanese not-found page with status 404; everything else the English one.
  fs.writeFileSync(
    path.join(clientDir, "_redirects"),
    ["/jp/*  /jp/404.html  404", "/*  /404.html  404", ""].join("\n"),
  );
  fs.writeFileSync(
    path.join(clientDir, "_headers"),
    [
      immutableAssets,
      "  Cache-Control: public, max-age=31536000, immutable",
      "/*",
      "  X-Content-Type-Options: nosniff",
      "  Referrer-Policy: strict-origin-when-cross-origin",
      "",
    ].join("\n"),
  );
  writeSitemap(clientDir);
  fs.writeFileSync(
    path.join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`,
  );
}
