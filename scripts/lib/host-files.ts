// Files that static hosts and crawlers read, written next to the prerendered pages:
// per-language 404 rules and caching headers (Netlify / Cloudflare Pages format), sitemap.xml, robots.txt.
import fs from "node:fs";
import path from "node:path";
import { site } from "../../content/site";
import { absoluteUrl, getAlternates } from "../../renderer/urls";
import { localizePath, locales, splitLocale } from "../../renderer/locale";
import { detectPreview } from "./preview";

export const immutableAssets = "/assets/*";

/** Logical paths of every prerendered page (each exists in both languages), from the built HTML files. */
export function listPagePaths(clientDir: string): string[] {
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
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

export function renderSitemap(logicalPaths: string[]): string {
  const urls = logicalPaths.flatMap((logical) =>
    locales.map((locale) => {
      const loc = absoluteUrl(localizePath(logical, locale));
      const links = getAlternates(logical)
        .map(
          ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${loc}</loc>\n${links}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

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
  fs.writeFileSync(path.join(clientDir, "sitemap.xml"), renderSitemap(listPagePaths(clientDir)));
  fs.writeFileSync(path.join(clientDir, "robots.txt"), renderRobots(detectPreview(process.env) !== null));
}
