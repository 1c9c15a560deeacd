// What the built site may publish of content/: a file a content file (or the site's code) names, never a link
// and never a copy of a writer's file that nothing uses (the way a file from elsewhere would slip in).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SiteProblem } from "../../pipeline/output/built-pages";
import { undrawnParts } from "../../pipeline/vite/published-svg";

// The writers' text and data are compiled, not copied; their media may be copied as they are.
const compiledTypes = /\.(mdx|json|ya?ml|ts)$/;
const codeFolders = ["browser", "components", "lib", "pages", "pipeline", "scripts"];
const codeFile = /\.(tsx?|mjs|css)$/;

const hashOf = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

function walk(dir: string, visit: (rel: string, stat: fs.Stats) => void, rel = "") {
  for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
    const child = rel ? `${rel}/${name}` : name;
    const stat = fs.lstatSync(path.join(dir, child));
    if (stat.isDirectory()) walk(dir, visit, child);
    else visit(child, stat);
  }
}

/** Every content file named by a content file of its folder or by the site's code (`content/brand/logo-en.svg`). */
function referencedContentFiles(root: string, media: string[]): Set<string> {
  const texts: string[] = [];
  for (const folder of codeFolders) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    walk(path.join(root, folder), (rel, stat) => {
      if (stat.isFile() && codeFile.test(rel) && !/\.test\./.test(rel))
        texts.push(fs.readFileSync(path.join(root, folder, rel), "utf8"));
    });
  }
  const code = texts.join("\n");
  const pagesOf = new Map<string, string>();
  const referenced = new Set<string>();
  for (const file of media) {
    const folder = path.posix.dirname(file);
    if (!pagesOf.has(folder)) {
      const dir = path.join(root, folder);
      pagesOf.set(
        folder,
        fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".mdx") && fs.lstatSync(path.join(dir, name)).isFile())
          .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
          .join("\n"),
      );
    }
    if (code.includes(file) || pagesOf.get(folder)!.includes(path.posix.basename(file))) referenced.add(file);
  }
  return referenced;
}

/**
 * Nothing under `clientDir` is a link, and no file there is a byte-for-byte copy of a file of `root`'s content/
 * that no content file or code names.
 */
export function checkPublishedFiles(clientDir: string, root: string): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const published: { rel: string; size: number }[] = [];
  walk(clientDir, (rel, stat) => {
    if (stat.isSymbolicLink())
      problems.push({
        page: rel,
        message: "is a link; a built site holds only files (a link publishes whatever it points to)",
      });
    else if (stat.isFile()) {
      published.push({ rel, size: stat.size });
      // Every SVG goes out holding only what is drawn (pipeline/vite/published-svg.ts): a comment, a <title>, a
      // data-* attribute is a program's or a writer's note, a name or a folder, never part of the drawing.
      const svg = rel.endsWith(".svg") ? fs.readFileSync(path.join(clientDir, rel), "utf8") : undefined;
      const undrawn = svg === undefined ? [] : undrawnParts(svg);
      // Two builds writing one logo at once once published it empty, and every page showed no logo.
      if (svg !== undefined && !/<svg[\s>/]/.test(svg))
        problems.push({
          page: rel,
          message:
            "is an SVG file with no drawing in it (it is empty, or has no <svg> element), so every page that shows it shows nothing: the build should have written it whole",
        });
      if (undrawn.length)
        problems.push({
          page: rel,
          message: `is an SVG that holds what is never drawn (${undrawn.join(", ")}), which the site never publishes (it can carry a name, an address or a folder): the build should have removed it`,
        });
    }
  });
  const contentDir = path.join(root, "content");
  if (!fs.existsSync(contentDir)) return problems;
  const media: { rel: string; size: number }[] = [];
  walk(contentDir, (rel, stat) => {
    if (stat.isFile() && !compiledTypes.test(rel)) media.push({ rel: `content/${rel}`, size: stat.size });
  });
  const bySize = new Map<number, string[]>();
  for (const file of media) bySize.set(file.size, [...(bySize.get(file.size) ?? []), file.rel]);
  const candidates = published.filter((file) => file.size > 0 && bySize.has(file.size));
  if (!candidates.length) return problems;
  const referenced = referencedContentFiles(
    root,
    media.map((file) => file.rel),
  );
  const hashes = new Map<string, string>();
  const contentHash = (rel: string) =>
    hashes.get(rel) ?? hashes.set(rel, hashOf(path.join(root, rel))).get(rel)!;
  for (const file of candidates) {
    const hash = hashOf(path.join(clientDir, file.rel));
    for (const source of bySize.get(file.size)!) {
      if (referenced.has(source) || contentHash(source) !== hash) continue;
      problems.push({
        page: file.rel,
        message: `is a copy of ${source}, which no content file or code uses: a build publishes only what the site uses`,
      });
    }
  }
  return problems;
}
