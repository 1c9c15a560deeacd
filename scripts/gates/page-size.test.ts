import { describe, expect, it } from "vitest";
import { measurePage, staticGraph, type Manifest } from "./page-size";

// A page as the prerender writes it: the inline script names the enhancements and the language's chunk.
const page = (lang: "en" | "ja") =>
  `<html lang="${lang}"><body><script data-enhance="/assets/chunks/enhance.js" ` +
  `data-faces="/assets/chunks/faces.js" data-typeset="/assets/chunks/typeset.js">boot()</script></body></html>`;
const sizes: Record<string, number> = {
  "assets/chunks/enhance.js": 3000,
  "assets/chunks/shared.js": 400,
  "assets/chunks/helper.js": 50,
  "assets/chunks/faces.js": 900,
  "assets/chunks/typeset.js": 1500,
};
const size = (file: string) => sizes[file] ?? Number.NaN;
const manifest = (enhanceImports: string[] = [], facesImports: string[] = []): Manifest => ({
  "browser/enhance.ts": { file: "assets/chunks/enhance.js", imports: enhanceImports },
  "browser/faces.ts": { file: "assets/chunks/faces.js", imports: facesImports },
  "browser/loose-lines.ts": { file: "assets/chunks/typeset.js" },
  "_shared.js": { file: "assets/chunks/shared.js", imports: ["_helper.js"] },
  "_helper.js": { file: "assets/chunks/helper.js" },
});

describe("the size gate's view of what a page loads before any interaction (stop 80)", () => {
  it("counts what the enhancements import statically, and what that imports in turn", () => {
    const alone = measurePage(page("en"), manifest(), size);
    const importing = measurePage(page("en"), manifest(["_shared.js"]), size);
    expect(alone.enhancements).toBe(3000);
    expect(importing.enhancements).toBe(3000 + 400 + 50);
    expect(importing.beforeInteraction - alone.beforeInteraction).toBe(450);
  });

  it("counts the language's chunk with its imports, without what the enhancements already fetched", () => {
    const japanese = measurePage(page("ja"), manifest(), size);
    expect(japanese.languageChunk).toBe(1500);
    const shared = measurePage(page("en"), manifest(["_shared.js"], ["_shared.js"]), size);
    expect(shared.languageChunk).toBe(900);
    const own = measurePage(page("en"), manifest([], ["_shared.js"]), size);
    expect(own.languageChunk).toBe(900 + 400 + 50);
  });

  it("stops, naming the file, when the manifest does not know a script or an import", () => {
    expect(() => staticGraph("assets/chunks/other.js", manifest())).toThrow(
      "dist/assets.json has no entry for assets/chunks/other.js",
    );
    expect(() => measurePage(page("en"), manifest(["_gone.js"]), size)).toThrow(
      "dist/assets.json has no entry for _gone.js",
    );
  });
});
