import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { findMissingPaths } from "./repository-paths";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("names each path that is gone, in the docs and in comments (JSX ones included), and accepts the rest", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "repository-paths-"));
  temporary.push(root);
  const files = {
    "docs/guide.md": [
      "The loader is `pipeline/content/loader.ts`, split from `renderer/content/gone.ts`;",
      "a writer adds `content/insights/solar-parks.en.mdx` (an example: its folder exists),",
      "pages read `pages/*/+data.ts` and `loader.ts`, never `old-name.ts` or https://example.com/x/y.ts.",
    ].join("\n"),
    "pipeline/content/loader.ts": "// Reads what ./parse.ts parsed.\nexport const x = 1;\n",
    "pages/index/+data.ts": "export const data = 1;\n",
    "components/Card.tsx":
      "export const Card = () => (\n  <div>\n    {/* as in components/Gone.tsx */}\n  </div>\n);\n",
    "content/insights/.keep": "",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const missing = findMissingPaths(root, Object.keys(files)).map(
    (mention) => `${mention.file}:${mention.line} ${mention.path}`,
  );
  expect(missing).toEqual([
    "docs/guide.md:1 renderer/content/gone.ts",
    "docs/guide.md:3 old-name.ts",
    "pipeline/content/loader.ts:1 ./parse.ts",
    "components/Card.tsx:3 components/Gone.tsx",
  ]);
});
