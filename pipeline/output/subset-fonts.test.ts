import { expect, it } from "vitest";
import { characterSet, englishText, isBold, subsetHeadingFont, textFontSource } from "./subset-fonts";

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
