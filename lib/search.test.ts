import { describe, expect, it } from "vitest";
import { excerptParts } from "./search";

describe("excerptParts", () => {
  it("splits an excerpt into plain and marked runs", () => {
    expect(excerptParts("Funds held in <mark>escrow</mark> until <mark>completion</mark>.")).toEqual([
      { text: "Funds held in ", marked: false },
      { text: "escrow", marked: true },
      { text: " until ", marked: false },
      { text: "completion", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("decodes the entities Pagefind escapes and drops any other tag", () => {
    expect(excerptParts("R&amp;D &lt;script&gt; &#39;a&#x27; <b>bold</b> <mark>合弁</mark>事業")).toEqual([
      { text: "R&D <script> 'a' bold ", marked: false },
      { text: "合弁", marked: true },
      { text: "事業", marked: false },
    ]);
  });

  it("drops the zero-width spaces of Pagefind's Japanese words and joins Japanese runs with an ideographic space", () => {
    const excerpt =
      "\u200b<mark>サウジアラビア</mark>\u200b. \u200bビジョン\u200b2030\u200b. \u200b市場\u200b参入\u200b. Saudi. Then";
    expect(excerptParts(excerpt)).toEqual([
      { text: "サウジアラビア", marked: true },
      { text: "\u3000ビジョン2030\u3000市場参入\u3000Saudi. Then", marked: false },
    ]);
  });

  it("begins after the page's title, or the end of it, which the result shows above the excerpt", () => {
    const title =
      "\u4e2d\u6771\u5e02\u5834\u3078\u306e\u53c2\u5165\u624b\u6bb5\u3068\u3057\u3066\u306e\u5408\u5f01\u4e8b\u696d";
    const excerpt = `\u624b\u6bb5\u3068\u3057\u3066\u306e<mark>\u5408\u5f01</mark>\u4e8b\u696d. \u6e7e\u5cb8\u8af8\u56fd\u306e<mark>\u5408\u5f01</mark>\u4e8b\u696d`;
    expect(excerptParts(excerpt, title)).toEqual([
      { text: "\u6e7e\u5cb8\u8af8\u56fd\u306e", marked: false },
      { text: "\u5408\u5f01", marked: true },
      { text: "\u4e8b\u696d", marked: false },
    ]);
    expect(
      excerptParts(
        "Vietnam Drive: Reading the <mark>Plans</mark>. Makara has",
        "A Vietnam Drive: Reading the Plans",
      ),
    ).toEqual([{ text: "Makara has", marked: false }]);
    // Not a title's end that is only a word's end.
    expect(excerptParts("rive home. The <mark>escrow</mark>", "A Long Drive")).toEqual([
      { text: "The ", marked: false },
      { text: "escrow", marked: true },
    ]);
  });

  it("begins at the first sentence or heading that starts before the first match", () => {
    expect(
      excerptParts("manage the conflict. Bank <mark>Escrow</mark>, Milestone Releases. In the structures"),
    ).toEqual([
      { text: "Bank ", marked: false },
      { text: "Escrow", marked: true },
      { text: ", Milestone Releases. In the structures", marked: false },
    ]);
    expect(
      excerptParts("\u3057\u307e\u3059\u3002 <mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7"),
    ).toEqual([
      { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
      { text: "\u53e3\u5ea7", marked: false },
    ]);
    // A match in the first sentence keeps the excerpt whole.
    expect(excerptParts("Funds in <mark>escrow</mark>. More text")).toEqual([
      { text: "Funds in ", marked: false },
      { text: "escrow", marked: true },
      { text: ". More text", marked: false },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});
