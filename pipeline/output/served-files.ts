// Which file of the built site a static host answers a path with. Needs nothing but Node, because
// `npm run serve` uses it at run time, and the site gates use it to check links.
import fs from "node:fs";
import path from "node:path";

/** Files the build writes for the host to read, never to serve (Netlify, Cloudflare Pages, Apache). */
export const hostConfigFiles = ["_headers", "_redirects", ".htaccess"] as const;

/** A host configuration file, or a name starting with "." (.htaccess, .nojekyll, .git…): never served. */
const isHidden = (relativeFile: string) =>
  relativeFile
    .split(/[\\/]/)
    .some((part) => part.startsWith(".") || (hostConfigFiles as readonly string[]).includes(part));

/**
 * The path without its trailing slashes, read once from its end. The pattern /\/+$/ did the same by trying every
 * slash as the start of the run and reading on to the end: a request of 16,000 slashes and a letter held the
 * server's one thread for half a second, and 20 such requests held every other visitor's page for 13 s
 * (fourteenth probe, S1; scripts/serve.integration.test.ts).
 */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end--;
  return pathname.slice(0, end);
}

/** The file (relative to clientDir) a static host answers a path with, as Netlify does; undefined for a 404. */
export function resolveServedFile(clientDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const root = path.resolve(clientDir);
  const base = withoutTrailingSlashes(decoded) || "/";
  const candidates = base === "/" ? ["/index.html"] : [base, `${base}.html`, `${base}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    // Never a file outside the site, whatever `..` the path holds.
    if (!full.startsWith(root + path.sep)) continue;
    const relative = path.relative(root, full);
    if (isHidden(relative)) continue;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return relative;
  }
  return undefined;
}
