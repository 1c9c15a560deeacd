// Scripts the build writes that no page can load. The pages are HTML only (pages/+config.ts, clientHooks: false),
// yet the bundler still writes vike's client entries and the chunks only they import (1.6 MB, BudouX among
// them): published, they are dead weight a host serves and a reader of the site audits. A script
// stays when a page, a feed or another kept file names it, directly or through the files it imports.
import fs from "node:fs";
import path from "node:path";

/** Files whose text may name an asset: pages, feeds, manifests, host files, styles and scripts. */
const textFile = /\.(html|xml|json|webmanifest|txt|css|m?js)$|^_(headers|redirects)$/;
/**
 * An asset's address inside quotes, parentheses, after `=` or in a list: `/assets/…` (from the site's root),
 * `assets/…` (a bundler's list of dependencies, from the root too) or `./x.js` and `../x.js` (from the file).
 */
const reference = /["'`(=,]\s*(\/assets\/[^"'`\s)>,]+|assets\/[^"'`\s)>,]+|\.\.?\/[^"'`\s)>,]+)/g;

function walk(dir: string, rel = ""): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(dir, child) : [child];
  });
}

/** The scripts under `assets/` that nothing the site serves loads, as paths relative to `clientDir`. */
export function unusedScripts(clientDir: string): string[] {
  const files = walk(clientDir);
  const present = new Set(files);
  const isScript = (rel: string) => rel.startsWith("assets/") && /\.m?js$/.test(rel);
  const reached = new Set<string>();
  const queue = files.filter((rel) => !isScript(rel) && textFile.test(path.posix.basename(rel)));
  const read = (rel: string) => {
    for (const match of fs.readFileSync(path.join(clientDir, rel), "utf8").matchAll(reference)) {
      const address = match[1]!.split(/[?#]/)[0]!;
      const target = address.startsWith("/")
        ? address.slice(1)
        : address.startsWith("assets/")
          ? address
          : path.posix.normalize(path.posix.join(path.posix.dirname(rel), address));
      if (isScript(target) && present.has(target) && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  };
  while (queue.length) read(queue.pop()!);
  return files.filter((rel) => isScript(rel) && !reached.has(rel)).sort();
}

/** Removes the scripts no page loads (`unusedScripts`); returns how many and their size. */
export function removeUnusedScripts(clientDir: string): { count: number; bytes: number } {
  let bytes = 0;
  const unused = unusedScripts(clientDir);
  for (const rel of unused) {
    const file = path.join(clientDir, rel);
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
  }
  return { count: unused.length, bytes };
}
