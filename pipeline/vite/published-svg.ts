// An SVG of content/ that the site publishes as a file (the brand logos, imported with `?url`) goes out without its
// comments. A drawing program writes its name, a user's folder or a note into comments (a logo once carried
// "saved from /home/<user>/Dropbox/…"); `<metadata>` is refused by the check (svg-rules.ts), but a comment is
// allowed there for the writers' own notes, which the published file does not need. The comments are found by the
// XML parser the SVG rules use, so text that only looks like one (in a CDATA section) is left as it is.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";
import type { Plugin } from "vite";

/** The SVG's text with every comment `<!-- … -->` removed, and nothing else changed. */
export function withoutComments(svg: string): string {
  const ranges: [number, number][] = [];
  const parser = new Parser(
    { oncomment: () => void ranges.push([parser.startIndex, parser.endIndex + 1]) },
    { xmlMode: true },
  );
  parser.end(svg);
  let kept = "";
  let at = 0;
  for (const [start, end] of ranges) {
    kept += svg.slice(at, start);
    at = end;
  }
  return kept + svg.slice(at);
}

/**
 * Vite plugin (build only): `import logo from "@/content/brand/logo-en.svg?url"` publishes a copy without comments,
 * written under node_modules/.cache/published-svg/ by its content's hash and keeping the file's name, as the
 * responsive images publish their variants (image-plugin.ts).
 */
export function publishedSvgPlugin(): Plugin {
  let contentDir = "";
  let cacheDir = "";
  return {
    name: "kizuna:published-svg",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      contentDir = path.join(config.root, "content") + path.sep;
      cacheDir = path.join(config.root, "node_modules/.cache/published-svg");
    },
    async resolveId(source, importer) {
      if (!/\.svg\?url$/.test(source)) return null;
      const resolved = await this.resolve(source.slice(0, -"?url".length), importer, { skipSelf: true });
      if (!resolved || !resolved.id.startsWith(contentDir)) return null;
      const text = withoutComments(await fs.readFile(resolved.id, "utf8"));
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
      const file = path.join(cacheDir, hash, path.basename(resolved.id));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, text);
      return `${file}?url`;
    },
  };
}
