import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import {
  headingFontFace,
  headingFontPlaceholder,
  textFontPlaceholder,
} from "../../lib/typography/heading-font";
import { writeFontSubsets } from "./subset-fonts";

// Writes a built page and cuts both faces twice: the integration tier.
it("cuts both faces to every letter of the English pages' text, so a writer's new letter is in the next build's cut", async () => {
  const build = async (paragraph: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "text-face-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<html lang="en"><head><style>${headingFontFace(headingFontPlaceholder, textFontPlaceholder)}</style></head><body><h1>Home</h1><p>${paragraph}</p></body></html>`,
    );
    const summary = await writeFontSubsets(dir);
    const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    const files = fs.readdirSync(path.join(dir, "assets")).filter((name) => name.endsWith(".woff2"));
    fs.rmSync(dir, { recursive: true });
    return { summary, html, files };
  };
  const before = await build("Tokyo and Singapore");
  // A writer's paragraph names a place with a letter no other text on the site has (o with a horn).
  const after = await build("Tokyo and Singapore, H\u1ed3 Ch\u00ed Minh");
  expect(before.files).toHaveLength(2);
  expect(before.html).toMatch(/kizuna-heading-[0-9a-f]{8}\.woff2/);
  expect(before.html).toMatch(/kizuna-text-[0-9a-f]{8}\.woff2/);
  expect(before.html).not.toContain(textFontPlaceholder);
  const count = (summary: string) => Number(/^(\d+) characters/.exec(summary)![1]);
  // New: the comma, C and c, and the two accented letters in both cases (H, M, i, n, h were there already).
  expect(count(after.summary) - count(before.summary)).toBe(7);
  expect(after.files.filter((name) => name.startsWith("kizuna-text"))).not.toEqual(
    before.files.filter((name) => name.startsWith("kizuna-text")),
  );
});
