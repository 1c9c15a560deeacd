import { expect, it } from "vitest";
import * as forBrowser from "../../browser/heading-font";
import * as forPages from "../../lib/typography/heading-font";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  headingFontFace,
  headingFontPlaceholder,
  textFontPlaceholder,
} from "../../lib/typography/heading-font";
import {
  characterSet,
  englishText,
  isBold,
  subsetHeadingFont,
  textFontSource,
  writeHeadingFont,
} from "./heading-font";

it("reads the text an English page draws (headings, running text, form hints, numerals drawn from an attribute), and leaves out Japanese parts, icons, scripts, styles and the head", () => {
  const html = `<html lang="en"><head><title>Not drawn</title><style>p{color:red}</style></head><body>
    <h1 data-display>Japanese <span class="nowrap">Precision.</span><br>Cross&#8209;Border</h1>
    <p>Body text, <strong>bold</strong> &amp; Bến Tre</p>
    <h2><svg><title>Icon</title><path d="M0"/></svg>Our Team <span lang="ja">\u65e5\u672c</span></h2>
    <input placeholder="Your name"><p data-display-text="404"></p>
    <script>var code = "never";</script><script type="application/ld+json">{"name":"Schema"}</script></body></html>`;
  const text = englishText(html).replace(/\s+/g, " ");
  expect(text).toContain("Japanese Precision.Cross\u2011Border");
  expect(text).toContain("Body text, bold & Bến Tre");
  expect(text).toContain("Our Team");
  expect(text).toContain("Your name");
  expect(text).toContain("404");
  for (const absent of ["Not drawn", "color", "Icon", "\u65e5", "never", "Schema"])
    expect(text).not.toContain(absent);
});

it("picks the text drawn bold for the SemiBold: headings, display text, strong, table heads, bold classes", () => {
  const html = `<body><h2>Heading</h2><p>Plain <strong>strong</strong></p><a class="px-2 lg:font-semibold">Menu</a>
    <table><tr><th>Head</th><td>cell</td></tr></table><p data-heading-face>Tagline</p><span class="font-medium">medium</span></body>`;
  const text = englishText(html, isBold);
  for (const bold of ["Heading", "strong", "Menu", "Head", "Tagline"]) expect(text).toContain(bold);
  for (const regular of ["Plain", "cell", "medium"]) expect(text).not.toContain(regular);
});

it("cuts both faces to every letter of the English pages' text, so a writer's new letter is in the next build's cut", async () => {
  const build = async (paragraph: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "text-face-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(
      path.join(dir, "index.html"),
      `<html lang="en"><head><style>${headingFontFace(headingFontPlaceholder, textFontPlaceholder)}</style></head><body><h1>Home</h1><p>${paragraph}</p></body></html>`,
    );
    const summary = await writeHeadingFont(dir);
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

it("lists each character once in both cases, sorted, without spaces or invisible breaks, keeping a no-break space", () => {
  expect(characterSet("Our Team\u200b \n Team\u00a0Co.")).toBe(
    [..."OoUuRrTtEeAaMmCc.\u00a0"].sort().join(""),
  );
});

it("cuts the face down to a small woff2 that grows with the letters asked for", async () => {
  const few = await subsetHeadingFont("Team");
  const more = await subsetHeadingFont(characterSet("Japanese Precision. Cross-Border Delivery. Bến Tre"));
  expect(few.subarray(0, 4).toString("latin1")).toBe("wOF2");
  expect(few.length).toBeLessThan(more.length);
  expect(more.length).toBeLessThan(6 * 1024);
});

it("cuts the text face (Regular) to the same letters at about the heading face's size", async () => {
  const letters = characterSet("Japanese Precision. Cross-Border Delivery. Bến Tre");
  const text = await subsetHeadingFont(letters, textFontSource);
  expect(text.subarray(0, 4).toString("latin1")).toBe("wOF2");
  expect(text.length).toBeLessThan(6 * 1024);
  expect(text.equals(await subsetHeadingFont(letters))).toBe(false);
});

it("gives the page's script the same families, weights, class and storage key as the head", () => {
  const { headingFamily, headingWeight, textFamily, textWeight, headingFontClass, headingFontStorageKey } =
    forPages;
  expect({ ...forBrowser }).toEqual({
    headingFamily,
    headingWeight,
    textFamily,
    textWeight,
    headingFontClass,
    headingFontStorageKey,
  });
});
