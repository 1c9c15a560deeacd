import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Phrases, isRunningText, longestBalancedLead, longestShortCopy, widthInCharacters } from "./Phrases";

// A lead of 59 full-width characters (romanized in the comment: "toushika no kata ni wa ..."): four lines on a phone.
const longLead =
  "\u6295\u8cc7\u5bb6\u306e\u65b9\u306b\u306f\u3001\u6848\u4ef6\u306e\u8cc7\u6599\u3092\u304a\u5c4a\u3051\u3057\u3001\u73fe\u5730\u3067\u306e\u78ba\u8a8d\u3068\u8abf\u67fb\u306e\u7d50\u679c\u3092\u3054\u5831\u544a\u3057\u307e\u3059\u3002\u6295\u8cc7\u306e\u5224\u65ad\u306f\u3001\u304a\u5ba2\u69d8\u3054\u81ea\u8eab\u3067\u306a\u3055\u3044\u307e\u3059\u3002";
// A title of ten characters ("kensetsu to infura no jogen").
const shortTitle = "\u5efa\u8a2d\u3068\u30a4\u30f3\u30d5\u30e9\u306e\u52a9\u8a00";

it("counts a Latin letter, a digit or a space as half a full-width character", () => {
  expect(widthInCharacters(shortTitle)).toBe(10);
  expect(widthInCharacters("Kizuna Bridge Advisory Pte. Ltd.")).toBe(16);
  expect(widthInCharacters("2025\u5e74")).toBe(3);
});

it("sets a lead longer than three lines of a phone as running text, with its three-character ending", () => {
  expect(widthInCharacters(longLead)).toBeGreaterThan(longestShortCopy);
  expect(isRunningText(longLead)).toBe(true);
  const html = renderToStaticMarkup(<Phrases text={longLead} />);
  expect(html).toMatch(/^<span class="running"><span class="phrased">/);
  // BudouX's phrases as break opportunities, for a running lead set large (display type, styles.css).
  expect(html).toContain("<wbr");
  expect(html).not.toContain('class="phrases"');
  // The last three characters and the full stop after them on one line (stop 76).
  expect(html).toContain('<span class="keep">\u3044\u307e\u3059\u3002</span>');
  expect(html.replace(/<[^>]+>/g, "")).toBe(longLead);
});

it("keeps a short title, and English, as short copy", () => {
  expect(isRunningText(shortTitle)).toBe(false);
  const html = renderToStaticMarkup(<Phrases text={shortTitle} />);
  expect(html).toMatch(/^<span class="phrases">/);
  expect(html).toContain("<wbr");
  const english = "A lead in English is never running text, however long it is: it is short copy, ".repeat(2);
  expect(isRunningText(english)).toBe(false);
  expect(renderToStaticMarkup(<Phrases text={english} />)).not.toContain('class="running"');
  // Small type whose lines hold more (the notice band) asks for short copy whatever its length.
  expect(renderToStaticMarkup(<Phrases text={longLead} short />)).toMatch(/^<span class="phrases">/);
});

it("marks a lead past six balanced lines of a phone, which a phone justifies (styles.css)", () => {
  // Two of the long lead: 118 full-width characters.
  const longerLead = longLead + longLead;
  expect(widthInCharacters(longLead)).toBeLessThanOrEqual(longestBalancedLead);
  expect(widthInCharacters(longerLead)).toBeGreaterThan(longestBalancedLead);
  expect(renderToStaticMarkup(<Phrases text={longLead} />)).toMatch(/^<span class="running">/);
  expect(renderToStaticMarkup(<Phrases text={longerLead} />)).toMatch(/^<span class="running past-balance">/);
});

it("keeps the middle dots of short copy full width, in a name, a kept run or plain text (stop 76)", () => {
  // "kensetsu-infura to kizuna-burijji-adobaizarii no jogen", each dot a middle dot
  const html = renderToStaticMarkup(
    <Phrases
      text={
        "\u5efa\u8a2d\u30fb\u30a4\u30f3\u30d5\u30e9\u3068\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u306e\u52a9\u8a00"
      }
    />,
  );
  expect(html.match(/<span class="nakaguro">\u30fb<\/span>/gu)).toHaveLength(3);
  expect(html).not.toMatch(/[^>]\u30fb|\u30fb[^<]/u);
  expect(html.replace(/<[^>]+>/g, "")).toBe(
    "\u5efa\u8a2d\u30fb\u30a4\u30f3\u30d5\u30e9\u3068\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u306e\u52a9\u8a00",
  );
});
