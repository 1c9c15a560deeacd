// What the HTML-first pages need from the build (docs/architecture.md, "HTML first"):
// - `import boot from "./boot.ts?inline-script"`: the file compiled and minified to a string, written into every page
//   as an inline <script> (the page's only script before a visitor reaches for an island);
// - `virtual:kizuna/islands`: the URL of the island runtime, a chunk of the client build that no page links to; the
//   inline script imports it on the first interaction with an island. In `vike dev` it is the source file itself.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { minifySync, transformSync } from "rolldown/utils";

const inlineSuffix = "?inline-script";
export const islandsModule = "virtual:kizuna/islands";
const runtimeSource = "components/islands/runtime.ts";

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
  let runtimeUrl: string | undefined;
  const runtimePath = () => path.join(root, runtimeSource);
  return {
    name: "kizuna:enhance",
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client")
        this.emitFile({ type: "chunk", id: runtimePath(), name: "islands", preserveSignature: "strict" });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId === runtimePath(),
      );
      if (chunk) runtimeUrl = `/${chunk.fileName}`;
    },
    resolveId(id, importer) {
      if (id === islandsModule) return `\0${islandsModule}`;
      if (id.endsWith(inlineSuffix) && importer)
        return path.resolve(path.dirname(importer), id.slice(0, -inlineSuffix.length)) + inlineSuffix;
    },
    load(id) {
      if (id === `\0${islandsModule}`) {
        if (command === "serve") return `export default ${JSON.stringify(`/${runtimeSource}`)};`;
        if (!runtimeUrl)
          throw new Error("The island runtime was not built: the client build must run first.");
        return `export default ${JSON.stringify(runtimeUrl)};`;
      }
      if (id.endsWith(inlineSuffix)) {
        const file = id.slice(0, -inlineSuffix.length);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(compileInlineScript(file))};`;
      }
    },
  };
}
