import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadContent } from "../../pipeline/content/loader";
import { writeSyntheticArticles } from "./synthetic-articles";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("adds article pairs that pass the content check and appear in both languages", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "synthetic-"));
  fs.cpSync("content", path.join(dir, "content"), { recursive: true });
  const before = loadContent(dir).content.collections.insights.en.length;
  const slugs = writeSyntheticArticles(dir, 60);
  const { content, problems } = loadContent(dir);
  expect(problems).toEqual([]);
  expect(new Set(slugs).size).toBe(60);
  for (const locale of ["en", "jp"] as const) {
    expect(content.collections.insights[locale]).toHaveLength(before + 60);
  }
  const jp = content.collections.insights.jp.find((entry) => entry.slug === slugs[7])!;
  expect(jp.body).toMatch(/## .+/);
  expect(jp.body).toContain("](/services)");
});
