// Files static hosts read: per-language 404 pages and caching rules (Netlify / Cloudflare Pages format).
import fs from "node:fs";
import path from "node:path";

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
}
