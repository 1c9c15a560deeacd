import { expect, it } from "vitest";
import * as forBrowser from "../../browser/heading-font";
import * as forPages from "../../lib/typography/heading-font";
import { characterSet, headingText, subsetHeadingFont } from "./heading-font";

it("reads the text of h1–h4 and marked display text (a numeral drawn from its attribute included), nested markup included, and leaves out Japanese parts, icons and other elements", () => {
  const html = `<html lang="en"><head><title>Not a heading</title></head><body>
    <h1 data-display>Japanese <span class="nowrap">Precision.</span><br>Cross&#8209;Border</h1>
    <p>Body text is not drawn in the heading face</p>
    <h2><svg><title>Icon</title><path d="M0"/></svg>Our Team <span lang="ja">日本語</span></h2>
    <h3>Bến Tre &amp; Co</h3><h4>Step title</h4><h5>Not this</h5><figure><figcaption data-heading-face>A tagline</figcaption></figure>
    <p data-heading-face data-display-text="404"></p><p data-display-text="05"></p></body></html>`;
  expect(headingText(html)).toBe(
    "Japanese Precision.Cross\u2011BorderOur Team Bến Tre & CoStep titleA tagline404",
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

it("gives the page's script the same family, weight, class and storage key as the head", () => {
  const { headingFamily, headingWeight, headingFontClass, headingFontStorageKey } = forPages;
  expect({ ...forBrowser }).toEqual({
    headingFamily,
    headingWeight,
    headingFontClass,
    headingFontStorageKey,
  });
});
