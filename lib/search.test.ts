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
      "\u200bサウジアラビア\u200b. \u200b<mark>ビジョン</mark>\u200b2030\u200b. \u200b市場\u200b参入\u200b. Saudi. Then";
    expect(excerptParts(excerpt)).toEqual([
      { text: "サウジアラビア\u3000", marked: false },
      { text: "ビジョン", marked: true },
      { text: "2030\u3000市場参入\u3000Saudi. Then", marked: false },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});
