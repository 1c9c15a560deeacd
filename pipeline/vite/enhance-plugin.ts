// What the HTML-first pages need from the build (docs/architecture.md, "HTML first"):
// - `import boot from "@/browser/boot.ts?inline-script"`: the file compiled and minified to a string, written into every page
//   as an inline <script> (the page's only script before a visitor reaches for an island);
// - `virtual:kizuna/enhance`, `virtual:kizuna/islands`, `virtual:kizuna/contact`, `virtual:kizuna/typeset` and
//   `virtual:kizuna/faces`: the URLs of the page's enhancements, the island runtime, the contact form's draft and early
//   send, the Japanese line fitting (browser/loose-lines.ts) and the English faces' first swap (browser/faces.ts),
//   chunks of the client build that no page links to; the inline script imports the first once the page has loaded,
//   the enhancements the island runtime and the contact form on the first interaction with an island or a contact
//   form, the line fitting at once on a Japanese page, and the faces' swap at once on an English page not yet using
//   them. In `vike dev` each is its source file.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { minifySync, transformSync } from "rolldown/utils";

const inlineSuffix = "?inline-script";
/** Each chunk the inline script loads: its virtual module (which gives its URL) and its source. */
const chunks = [
  { name: "enhance", source: "browser/enhance.ts" },
  { name: "islands", source: "components/islands/runtime.ts" },
  { name: "contact", source: "browser/contact-form.ts" },
  { name: "typeset", source: "browser/loose-lines.ts" },
  { name: "faces", source: "browser/faces.ts" },
].map((chunk) => ({ ...chunk, module: `virtual:kizuna/${chunk.name}` }));

/** A TypeScript file as one minified classic script (no imports at run time; type imports are dropped). */
export function compileInlineScript(file: string): string {
  const source = fs.readFileSync(file, "utf8");
  const stripped = transformSync(file, source, { lang: "ts" });
  if (stripped.errors.length) throw new Error(`${file}: ${stripped.errors[0]!.message}`);
  const minified = minifySync(file.replace(/\.ts$/, ".js"), stripped.code, { compress: true, mangle: true });
  if (minified.errors.length) throw new Error(`${file}: ${minified.errors[0]!.message}`);
  return minified.code.trim();
}

export function enhancePlugin(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  // Written by the client build, read by the server build, which vike runs after it.
  const urls = new Map<string, string>();
  const sourcePath = (source: string) => path.join(root, source);
  return {
    name: "kizuna:enhance",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client")
        for (const { name, source } of chunks)
          this.emitFile({ type: "chunk", id: sourcePath(source), name, preserveSignature: "strict" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const { name, source } of chunks) {
        const chunk = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.facadeModuleId === sourcePath(source),
        );
        if (chunk) urls.set(name, `/${chunk.fileName}`);
      }
    },
    resolveId(id, importer) {
      if (chunks.some((chunk) => chunk.module === id)) return `\0${id}`;
      if (id.endsWith(inlineSuffix) && importer) {
        const file = id.slice(0, -inlineSuffix.length);
        // `@/` is the repository's root, as everywhere else (tsconfig.json's paths).
        const resolved = file.startsWith("@/")
          ? path.join(root, file.slice(2))
          : path.resolve(path.dirname(importer), file);
        return resolved + inlineSuffix;
      }
    },
    load(id) {
      const chunk = chunks.find(({ module }) => id === `\0${module}`);
      if (chunk) {
        const url = command === "serve" ? `/${chunk.source}` : urls.get(chunk.name);
        if (!url) throw new Error(`${chunk.source} was not built: the client build must run first.`);
        return `export default ${JSON.stringify(url)};`;
      }
      if (id.endsWith(inlineSuffix)) {
        const file = id.slice(0, -inlineSuffix.length);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(compileInlineScript(file))};`;
      }
    },
  };
}
