import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { keptPattern } from "../../lib/typography/keep-together";
import { keptTermsOf, readKeptTerms, typesetShort } from "./typeset";

// en to rupii: indo no infura o sasaeru gaika-date yuushi (stop-63 review: broke after "indo no" at both widths)
const yenRupee =
  "\u5186\u3068\u30eb\u30d4\u30fc\uff1a\u30a4\u30f3\u30c9\u306e\u30a4\u30f3\u30d5\u30e9\u3092\u652f\u3048\u308b\u5916\u8ca8\u5efa\u3066\u878d\u8cc7";

describe("a heading's breaks of two ranks", () => {
  it("marks a break inside a clause with the clause's width, and leaves the clause's end a plain break", () => {
    const breaks = typesetShort(yenRupee, keptPattern()).filter((piece) => "wbr" in piece);
    // After the colon: strong. Inside the 18-character clause after it: weak, carrying its width.
    expect(breaks[0]).toEqual({ wbr: true });
    expect(breaks.slice(1)).not.toHaveLength(0);
    for (const piece of breaks.slice(1)) expect(piece).toEqual({ wbr: true, clause: 18 });
  });

  it("sets a long katakana name apart, no break inside, with the width of the name and its phrase", () => {
    // kizuna-burijji-adobaizarii wa fando desu ka (stop-64 review: broke at the name's second dot at 390 px)
    const firm =
      "\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc";
    const question = `${firm}\u306f\u30d5\u30a1\u30f3\u30c9\u3067\u3059\u304b\u3002`;
    const pieces = typesetShort(question, keptPattern());
    // The name first, as one piece carrying the width of "kizuna-burijji-adobaizarii wa" (16 with a middle dot as
    // half, less one for palt); then its phrase's rest, and a break only after it.
    expect(pieces[0]).toEqual({ text: firm, kept: false, name: 15 });
    expect(pieces[1]).toEqual({ text: "\u306f", kept: false });
    expect("wbr" in pieces[2]!).toBe(true);
    expect(pieces.map((piece) => ("text" in piece ? piece.text : "")).join("")).toBe(question);
  });

  it("gives a heading of one clause plain breaks", () => {
    // betonamu no aratana gyousei chizu
    const pieces = typesetShort(
      "\u30d9\u30c8\u30ca\u30e0\u306e\u65b0\u305f\u306a\u884c\u653f\u5730\u56f3",
      keptPattern(),
    );
    expect(pieces.filter((piece) => "wbr" in piece && "clause" in piece)).toEqual([]);
    expect(pieces.filter((piece) => "wbr" in piece)).not.toHaveLength(0);
  });
});

it("keeps a person's name whole when a sentence writes it without its space", () => {
  // watanabe kenji, written in the team file with a space and in the privacy notice without one
  const terms = keptTermsOf([{ name: "\u6e21\u8fba \u5065\u4e8c", title: "CEO" }]);
  expect(terms).toContain("\u6e21\u8fba\u5065\u4e8c");
  expect(terms).toContain("\u6e21\u8fba \u5065\u4e8c");
});

describe("readKeptTerms (probe 75, L1)", () => {
  it("reads the team's names from files, never through a link", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "kept-terms-"));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    try {
      fs.mkdirSync(path.join(root, "content/team"), { recursive: true });
      fs.writeFileSync(path.join(root, "content/site.json"), '{ "legalName": "Kizuna Pte. Ltd." }\n');
      fs.writeFileSync(
        path.join(root, "content/team/a.jp.mdx"),
        "---\nname: 山田 花子\nposition: 代表\n---\n",
      );
      fs.writeFileSync(path.join(outside, "b.jp.mdx"), "---\nname: 外部 太郎\nposition: 外部\n---\n");
      fs.symlinkSync(path.join(outside, "b.jp.mdx"), path.join(root, "content/team/b.jp.mdx"));
      const terms = readKeptTerms(root);
      expect(terms).toEqual(expect.arrayContaining(["山田 花子", "代表", "Kizuna Pte. Ltd."]));
      expect(terms.join(" ")).not.toContain("外部");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
