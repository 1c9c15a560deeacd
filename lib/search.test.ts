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

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});
