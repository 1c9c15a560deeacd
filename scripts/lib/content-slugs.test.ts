import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { findSlugMentions, listItemSlugs } from "./content-slugs";

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

it("finds no slug of content/ in a test file: tests find the items they need in the content they load", () => {
  expect(listItemSlugs().length).toBeGreaterThan(0);
  const mentions = findSlugMentions().map(({ file, line, slug }) => `${file}:${line} ${slug}`);
  expect(mentions).toEqual([]);
});

it("names each line of a test file that names an item's slug, and only whole slugs of items", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-slugs-"));
  temporary.push(root);
  const files = {
    "content/insights/solar-parks.en.mdx": "---\ntitle: Solar Parks\n---\n",
    "content/insights/solar-parks.jp.mdx": "---\ntitle: 太陽光発電所\n---\n",
    "content/team/aiko-mori.en.mdx": "---\nname: Aiko Mori\n---\n",
    "content/team/aiko-mori.jp.mdx": "---\nname: 森 愛子\n---\n",
    // A one-off page: its address is a route of the code, not a writer's to remove.
    "content/pages/about.en.mdx": "---\ntitle: About\n---\n",
    "tests/e2e/typography.spec.ts": [
      'await page.goto("/insights/solar-parks");',
      'const other = "solar-parks-2"; // another slug, not an item',
      'await page.goto("/about");',
    ].join("\n"),
    "tests/fixtures/links/content/insights/links.en.mdx": "See [her profile](/about/our-team/aiko-mori).\n",
    "pipeline/content/check.test.ts": 'const image = "content/insights/solar-parks.svg";\n',
    "pipeline/content/check.ts": 'const example = "solar-parks";\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  expect(listItemSlugs(root)).toEqual(["aiko-mori", "solar-parks"]);
  const tests = Object.keys(files).filter(
    (file) => !file.startsWith("content/") && file !== "pipeline/content/check.ts",
  );
  expect(findSlugMentions(root, tests)).toEqual([
    { file: "tests/e2e/typography.spec.ts", line: 1, slug: "solar-parks" },
    { file: "tests/fixtures/links/content/insights/links.en.mdx", line: 1, slug: "aiko-mori" },
    { file: "pipeline/content/check.test.ts", line: 1, slug: "solar-parks" },
  ]);
});
