// What one built page costs the browser before any interaction, gzipped (docs/performance.md, "Budgets"): read by
// `npm run size` (scripts/gates/size.ts). Every script is counted with everything it imports statically, as the
// client build's manifest records it (dist/assets.json, Vite's format): a browser fetches those before the module
// runs. Counted by its own file alone, the enhancements hid a chunk they import (stop 79: a template literal made the
// build wrap an import in Vite's preload helper, one more script on every page that only a browser test caught).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { inlineScripts, pageScripts } from "./page-scripts";

export const clientDir = "dist/client";
export const budgets = {
  inline: 3 * 1024,
  beforeInteraction: 5 * 1024,
  languageChunk: 2 * 1024,
  css: 25 * 1024,
};
export type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestEntry>;

export const gzip = (text: string | Buffer) => zlib.gzipSync(text, { level: 9 }).length;
export const gzipFile = (file: string) => gzip(fs.readFileSync(path.join(clientDir, file)));
export const readManifest = (): Manifest =>
  JSON.parse(fs.readFileSync("dist/assets.json", "utf8")) as Manifest;

/**
 * `file` (a built script, as a page names it, without its leading slash) and every file it imports statically, in
 * turn: what the browser fetches before that module runs. A file the manifest does not know stops the gate, naming it.
 */
export function staticGraph(file: string, manifest: Manifest): string[] {
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  const files = new Set<string>();
  const visit = (entry: ManifestEntry | undefined, name: string) => {
    if (!entry)
      throw new Error(`dist/assets.json has no entry for ${name}: the size gate cannot see what it imports`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const key of entry.imports ?? []) visit(manifest[key], key);
  };
  visit(byFile.get(file), file);
  return [...files];
}

/** What a page's scripts and styles cost, gzipped; `size` reads a built file's gzipped size (tests pass their own). */
export function measurePage(html: string, manifest: Manifest, size: (file: string) => number = gzipFile) {
  const total = (files: string[]) => [...new Set(files)].reduce((sum, file) => sum + size(file), 0);
  const external = pageScripts(html).map((url) => url.replace(/^\//, ""));
  const inline = gzip(inlineScripts(html).join("\n"));
  // The page's CSS: inline in its head (pipeline/output/inline-stylesheets.ts) and any stylesheet it links.
  const css =
    gzip([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n")) +
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)]
      .map((match) => match[1]!.replace(/^\//, ""))
      .reduce((sum, file) => sum + size(file), 0);
  // The page's enhancements (browser/enhance.ts), which the inline script imports after the load event, with what
  // they import statically.
  const enhance = /<script\b[^>]*\sdata-enhance="\/([^"]+)"/.exec(html)?.[1];
  const enhanceFiles = enhance ? staticGraph(enhance, manifest) : [];
  const enhancements = total(enhanceFiles);
  // The language's chunk, which the enhancements fetch at once: on a Japanese page the line fitting
  // (browser/loose-lines.ts), on an English page the faces' first swap (browser/faces.ts; a visitor's first page only,
  // counted on every page), without what the enhancements have already fetched.
  const japanese = /<html\b[^>]*\slang="ja"/.test(html);
  const chunk = new RegExp(`<script\\b[^>]*\\sdata-${japanese ? "typeset" : "faces"}="/([^"]+)"`).exec(
    html,
  )?.[1];
  const languageChunk = chunk
    ? total(staticGraph(chunk, manifest).filter((file) => !enhanceFiles.includes(file)))
    : 0;
  // An external script (which the gate refuses) with what it imports, but for what is counted above.
  const externalFiles = external
    .flatMap((file) =>
      Object.values(manifest).some((entry) => entry.file === file) ? staticGraph(file, manifest) : [file],
    )
    .filter((file) => !enhanceFiles.includes(file));
  const beforeInteraction = inline + enhancements + languageChunk + total(externalFiles);
  return { external, inline, enhancements, languageChunk, beforeInteraction, css };
}
