// A letter built past what any script needs is named, however it is built, and everyday text in every script the
// site uses is not: the fast path that skips segmenting must not skip a letter it should name.
import { describe, expect, it } from "vitest";
import { codePointsPerLetter, overBuiltLetterMessage } from "../../content/fields";

const over = codePointsPerLetter + 1;

describe("overBuiltLetterMessage", () => {
  it("passes everyday text: Japanese, Vietnamese, Hindi, emoji with a skin tone, a flag", () => {
    for (const text of [
      "合弁事業（ジョイントベンチャー）の組成、2025年6月18日。",
      "Thành phố Hồ Chí Minh, Bến Tre — “escrow” at 5–10%.",
      "क्ष्म्य conjunct and a family 👨🏻‍👩🏻‍👧🏻 and 🇯🇵",
    ])
      expect(overBuiltLetterMessage(text)).toBeUndefined();
  });

  it("names a letter built of letters that join, not marks: Hangul jamo, an Indic conjunct, emoji joined by ZWJ", () => {
    const built = [
      "\u1100" + "\u1161".repeat(over),
      "\u0915" + "\u094d\u0915".repeat(over),
      "\u{1F468}" + "\u200d\u{1F468}".repeat(over),
    ];
    for (const letter of built) expect(overBuiltLetterMessage(`漢字 ${letter} かな`)).toMatch(/code points/);
  });

  it("names a letter whose joining characters sit on both sides of one kanji", () => {
    // Arabic number signs join the letter after them, and marks after it join it too: half on each side.
    const half = Math.ceil(over / 2);
    expect(overBuiltLetterMessage(`あ${"\u0600".repeat(half)}漢${"\u200d".repeat(half)}い`)).toMatch(
      /code points/,
    );
    expect(overBuiltLetterMessage(`あ${"\u0600".repeat(4)}漢${"\u200d".repeat(4)}い`)).toBeUndefined();
  });
});
