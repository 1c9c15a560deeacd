import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { keptPattern } from "@/lib/typography/keep-together";
import { clausesOf } from "@/lib/typography/clauses";
import { typesetShort } from "@/pipeline/typography/typeset";
import { PhrasePieces } from "@/components/typography/PhrasePieces";

// "en to rupii: indo no infura o sasaeru gaikadate yuushi" (an article's title, stop-62 review).
const yenRupee =
  "\u5186\u3068\u30eb\u30d4\u30fc\uff1a\u30a4\u30f3\u30c9\u306e\u30a4\u30f3\u30d5\u30e9\u3092\u652f\u3048\u308b\u5916\u8ca8\u5efa\u3066\u878d\u8cc7";
// "jigyousei hyouka / jigyou sukiimu no kentou" (a service's capability).
const feasibility =
  "\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e";
// "kensetsu to infura no jogen": no clause punctuation.
const plain = "\u5efa\u8a2d\u3068\u30a4\u30f3\u30d5\u30e9\u306e\u52a9\u8a00";
const text = (clause: ({ wbr: true } | { text: string })[]) =>
  clause.map((piece) => ("text" in piece ? piece.text : "|")).join("");

it("cuts a title into clauses after a full-width colon or a middle dot between phrases", () => {
  const clauses = clausesOf(typesetShort(yenRupee, keptPattern()));
  expect(clauses.map((clause) => text(clause).replaceAll("|", ""))).toEqual([
    "\u5186\u3068\u30eb\u30d4\u30fc\uff1a",
    yenRupee.slice(6),
  ]);
  expect(
    clausesOf(typesetShort(feasibility, keptPattern())).map((clause) => text(clause).replaceAll("|", "")),
  ).toEqual([feasibility.slice(0, 6), feasibility.slice(6)]);
  // A clause keeps the breaks between its own phrases.
  expect(text(clausesOf(typesetShort(yenRupee, keptPattern()))[1]!)).toContain("|");
});

it("leaves copy without a clause's end as one clause", () => {
  const pieces = typesetShort(plain, keptPattern());
  expect(clausesOf(pieces)).toEqual([pieces]);
});

it("draws each clause as a box, a <wbr> between two, the text as written", () => {
  const html = renderToStaticMarkup(<PhrasePieces pieces={typesetShort(yenRupee, keptPattern())} />);
  expect(html.match(/<span class="clause">/g)).toHaveLength(2);
  expect(html).toContain('</span><wbr/><span class="clause">');
  expect(html.replace(/<[^>]+>/g, "")).toBe(yenRupee);
  expect(renderToStaticMarkup(<PhrasePieces pieces={typesetShort(plain, keptPattern())} />)).not.toContain(
    "clause",
  );
});
