import { describe, expect, it } from "vitest";
import { cutExcerpt, getPlainText, getReadingMinutes } from "./text";

describe("getPlainText", () => {
  it("keeps words whole across inline tags and apart across block tags", () => {
    expect(
      getPlainText("<p>low-<em>cost</em> money</p><p>Next</p><table><tr><td>a</td><td>b</td></tr></table>"),
    ).toBe("low-cost money Next a b");
  });
  it("drops tags, decodes entities and collapses whitespace", () => {
    expect(
      getPlainText("<h2>Risk &amp; return</h2>\n<p>A&#39;s <strong>plan</strong>&nbsp;&#x2014; now</p>"),
    ).toBe("Risk & return A's plan — now");
  });
});

describe("getReadingMinutes", () => {
  it("counts English words at 200 a minute, rounding up", () => {
    expect(getReadingMinutes("word ".repeat(200), "en")).toBe(1);
    expect(getReadingMinutes("word ".repeat(201), "en")).toBe(2);
    expect(getReadingMinutes("The yen-rupee swap isn't cheap.", "en")).toBe(1);
  });
  it("counts Japanese characters at 500 a minute, not words", () => {
    // A Japanese paragraph has no spaces: counted as words it would be a single one.
    const paragraph = "日本のエンジニアリングを世界へ。".repeat(100); // 1,600 characters
    expect(getReadingMinutes(paragraph, "jp")).toBe(4);
    expect(getReadingMinutes(paragraph, "en")).toBe(1);
    expect(getReadingMinutes("あ".repeat(1000), "jp")).toBe(2);
    expect(getReadingMinutes("あ ".repeat(1000), "jp")).toBe(2);
  });
  it("is at least one minute", () => {
    expect(getReadingMinutes("", "en")).toBe(1);
    expect(getReadingMinutes("", "jp")).toBe(1);
  });
});

describe("cutExcerpt", () => {
  it("returns text of 80 characters or fewer unchanged", () => {
    const text = "a".repeat(80);
    expect(cutExcerpt(text)).toBe(text);
    expect(cutExcerpt("Short.")).toBe("Short.");
  });

  it("cuts Japanese at 80 characters and adds an ellipsis", () => {
    const text = "あいうえおかきくけこ".repeat(10);
    const cut = cutExcerpt(text);
    expect(cut).toBe(`${text.slice(0, 80)}…`);
    expect(Array.from(cut)).toHaveLength(81);
  });

  it("never cuts inside a surrogate pair or an emoji", () => {
    const text = `${"あ".repeat(79)}𠮷${"い".repeat(10)}`;
    expect(cutExcerpt(text)).toBe(`${"あ".repeat(79)}𠮷…`);
    const family = "👨‍👩‍👧";
    const cut = cutExcerpt(`${"x ".repeat(39)}y${family}${"z".repeat(10)}`);
    expect(cut.includes("\uFFFD")).toBe(false);
    const emojis = cutExcerpt("🏗️".repeat(100));
    expect(emojis).toBe(`${"🏗️".repeat(80)}…`);
    for (const result of [cut, emojis]) {
      const last = result.at(-2)!.charCodeAt(0);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
  });

  it("never cuts an English word in half", () => {
    // No clause or phrase ends in reach (no function word): the last word boundary.
    const text =
      "Seismic engineering, rigorous quality control, lifecycle maintenance, Japanese infrastructure benchmarks worldwide.";
    const cut = cutExcerpt(text);
    expect(cut).toBe("Seismic engineering, rigorous quality control, lifecycle maintenance, Japanese…");
    expect(Array.from(cut.slice(0, -1)).length).toBeLessThanOrEqual(80);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
  });

  // Stop 81: one teaser rule for both languages. The English teasers stopped wherever the 80th character fell
  // ("…joint venture is still…", "…turning green buildings…") beside whole Japanese sentences.
  it("stops at a clause's end before a phrase's, and at a phrase's end before a word's", () => {
    expect(
      cutExcerpt(
        "Yen loans give Indian infrastructure long, low-cost money, but currency risk never disappears. We look at who carries it.",
      ),
    ).toBe("Yen loans give Indian infrastructure long, low-cost money…");
    // A clause end under half the limit ("…have loosened,") gives way to a later phrase end.
    expect(
      cutExcerpt(
        "Gulf ownership rules have loosened, yet a well-structured joint venture is still a common and effective way in.",
      ),
    ).toBe("Gulf ownership rules have loosened, yet a well-structured joint venture…");
    // Before a function word, after a word that is none ("…to be planning…", not "…planning a broad…").
    expect(
      cutExcerpt(
        "Makara Capital Partners was reported in July 2025 to be planning a broad investment push into Vietnam.",
      ),
    ).toBe("Makara Capital Partners was reported in July 2025 to be planning…");
    // A list's comma is not a clause's end.
    expect(
      cutExcerpt(
        "India's net-zero pledge and fast urban growth are turning green buildings, renewables, water and resilient cities into projects.",
      ),
    ).toBe("India's net-zero pledge and fast urban growth…");
  });

  it("stops Japanese at a clause's 、 after a conjunctive form, not at a list's 、", () => {
    const text = `${"あ".repeat(30)}湾岸諸国の外資規制は緩和されましたが、適切に組み立てた合弁事業、パートナー、許認可、ガバナンスの設計について解説します。`;
    expect(cutExcerpt(text)).toBe(`${"あ".repeat(30)}湾岸諸国の外資規制は緩和されましたが…`);
  });

  it("keeps a word that ends exactly at the cut and drops trailing punctuation", () => {
    const text = `${"abcd ".repeat(15)}abcd, more words follow here`;
    expect(cutExcerpt(text)).toBe(`${"abcd ".repeat(15)}abcd…`);
  });

  it("ends after the last whole sentence that fits, with no ellipsis", () => {
    // Cut at 80 characters, this ended "…想定外なく臨むための要…", half a word in (an independent designer's review).
    expect(
      cutExcerpt(
        "東南アジアのクロスボーダー調達では、準備の差が結果を分けます。入札、FIDICベースの契約、ローカルコンテンツ規制、サプライヤーの審査に、想定外なく臨むための要点を解説します。",
      ),
    ).toBe("東南アジアのクロスボーダー調達では、準備の差が結果を分けます。");
    expect(
      cutExcerpt(
        "Cross-border procurement in Southeast Asia rewards preparation. This article sets out tenders, FIDIC-based contracts and local content.",
      ),
    ).toBe("Cross-border procurement in Southeast Asia rewards preparation.");
  });

  it("cuts Japanese with no sentence end in reach at a word boundary", () => {
    // The 80th character is the first of 要点 (main points): the cut comes before the word.
    const text =
      "今回東南アジアのクロスボーダー調達では準備の差が結果を分けるため入札とFIDICベースの契約とローカルコンテンツ規制とサプライヤーの審査に想定外なく臨むための要点を解説します。";
    expect(cutExcerpt(text)).toBe(
      "今回東南アジアのクロスボーダー調達では準備の差が結果を分けるため入札とFIDICベースの契約とローカルコンテンツ規制とサプライヤーの審査に想定外なく臨むための…",
    );
  });

  it("does not split a Latin word inside Japanese text", () => {
    const text = `${"あ".repeat(76)}FIDIC契約の条項を確認します。`;
    expect(cutExcerpt(text)).toBe(`${"あ".repeat(76)}…`);
  });

  it("hard-cuts a single word longer than the limit", () => {
    expect(cutExcerpt("x".repeat(100))).toBe(`${"x".repeat(80)}…`);
  });
});
