import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { splitPhrases } from "@/pipeline/runtime/typeset";
import { KeptEnding } from "./KeptEnding";

const text = "管理費のご案内を、2025年6月18日にファミリーオフィスの方へお送りいたします。";
const render = (phrases?: readonly string[]) =>
  renderToStaticMarkup(<KeptEnding text={text} {...(phrases && { phrases })} />);
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
// The markup cut at its break opportunities: what a ragged line may end with.
const linesBreakableAt = (html: string) => textOf(html.replace(/<wbr\/?>/g, "｜")).split("｜");

it("puts a break between two phrases, never inside a kept run, a katakana word or a word", () => {
  const phrases = splitPhrases(text);
  const html = render(phrases);
  expect(textOf(html)).toBe(text);
  expect(html).toContain('class="phrased"');
  const pieces = linesBreakableAt(html);
  // Every break is at a phrase boundary, and a phrase boundary outside the kept runs is a break.
  for (const piece of pieces) expect(phrases.join("｜")).toContain(piece);
  expect(pieces.length).toBeGreaterThan(3);
  // A date is whole at every width (stop 76).
  expect(html).toContain('<span class="keep">2025\u5e746\u670818\u65e5</span>');
  // A katakana word of five letters or more: whole, but breakable in a narrow column away from its ends.
  expect(html).toMatch(
    /<span class="kana long"><span class="kana">ファ<\/span>ミリーオフ<span class="kana">ィス<\/span><\/span>/,
  );
  expect(html).not.toMatch(/い<wbr\/?>たします|いた<wbr\/?>します/);
});

it("adds no break without phrases (an island's copy) or with phrases of another text", () => {
  expect(render()).not.toContain("<wbr");
  expect(render(["別の", "文章です。"])).not.toContain("<wbr");
  expect(render()).not.toContain("phrased");
});

it("marks each word with a kanji as ICU reads it, up to three characters, which a card keeps whole (stop 75)", () => {
  // kanri-hi, a word of three kanji, and the honorifics go-annai and o-okuri are kept everywhere since stop 76 (no
  // line starts or ends with one kanji of a longer word, or with o or go away from the noun).
  const html = render();
  for (const word of ["\u7ba1\u7406\u8cbb", "\u3054\u6848\u5185", "\u304a\u9001\u308a"])
    expect(html).toContain(`<span class="keep">${word}</span>`);
  expect(textOf(html)).toBe(text);
  // "gijutsusha to tochi shoyuusha no kakunin o hete azukeiremasu": gijutsu and shoyuu-sha whole (gi|jutsusha read as
  // a mistake in a ragged card, stop-72 review); azuke-ire, four characters, may break (kept, it left a line 3 short).
  const card = renderToStaticMarkup(
    <KeptEnding
      text={
        "\u6280\u8853\u8005\u3068\u571f\u5730\u6240\u6709\u8005\u306e\u78ba\u8a8d\u3092\u7d4c\u3066\u9810\u3051\u5165\u308c\u307e\u3059\u3002"
      }
    />,
  );
  expect(card).toContain('<span class="kanji">\u6280\u8853</span>');
  expect(card).toContain('<span class="keep">\u6240\u6709\u8005</span>');
  expect(card).not.toContain("\u9810\u3051\u5165\u308c</span>");
});

it("sets a katakana compound over ten letters as its words with a break between, and the words inside a breakable compound (stop 66)", () => {
  // puraibeeto-ekuiti (11 letters), then hourei-kijun (a dotted compound of five, breakable on a narrow measure).
  // Stop 79: the compound is its two words, each kept as a word of up to ten letters is, a <wbr> between them (a card
  // at 390 px broke it as puraibeeto ekui|ti when only its first and last two letters were kept).
  const long = "\u30d7\u30e9\u30a4\u30d9\u30fc\u30c8\u30a8\u30af\u30a4\u30c6\u30a3";
  const html = renderToStaticMarkup(
    <KeptEnding
      text={`${long}\u3084\u3001\u6cd5\u4ee4\u30fb\u57fa\u6e96\u306b\u7167\u3089\u3057\u3066\u78ba\u8a8d\u3057\u307e\u3059\u3002`}
    />,
  );
  expect(html).toContain(
    '<span class="kana long"><span class="kana">\u30d7\u30e9</span>\u30a4\u30d9<span class="kana">\u30fc\u30c8</span></span><wbr/>' +
      '<span class="kana long"><span class="kana">\u30a8\u30af</span>\u30a4<span class="kana">\u30c6\u30a3</span></span>',
  );
  expect(html).toContain(
    '<span class="keep long"><span class="kanji">\u6cd5\u4ee4</span>\u30fb<span class="kanji">\u57fa\u6e96</span></span>',
  );
});

it("marks every katakana word of two letters or more, a word of four its two ends, as the MDX step does (stop 75)", () => {
  // "doru to infura, risuku o" (dollar, infrastructure, risk): two and three letters whole; four with its ends, which
  // justified text may break between (infu|ra never: a line never starts with one letter of a loanword).
  const html = renderToStaticMarkup(
    <KeptEnding
      text={
        "\u30c9\u30eb\u3068\u30a4\u30f3\u30d5\u30e9\u3001\u30ea\u30b9\u30af\u3092\u78ba\u8a8d\u3057\u307e\u3059\u3002"
      }
    />,
  );
  expect(html).toContain('<span class="kana">\u30c9\u30eb</span>\u3068');
  expect(html).toContain(
    '<span class="kana"><span class="kana">\u30a4\u30f3</span><span class="kana">\u30d5\u30e9</span></span>\u3001',
  );
  expect(html).toContain('<span class="kana">\u30ea\u30b9\u30af</span>\u3092');
});

it("keeps a closing bracket with the particle after it where the copy is set between phrases (stop 80)", () => {
  // The article's lede broke スポンサー（事業主）｜は at 390 px: a browser may break after a closing bracket even in
  // copy that breaks only at its <wbr>s.
  const lede = "誰がリスクを負い、どうヘッジし、スポンサー（事業主）は何を確認すべきかを解説します。";
  const phrased = renderToStaticMarkup(<KeptEnding text={lede} phrases={splitPhrases(lede)} />);
  expect(textOf(phrased)).toBe(lede);
  expect(phrased).toContain('<span class="keep">）は</span>');
  // Running text (no phrases) breaks as print does.
  expect(renderToStaticMarkup(<KeptEnding text={lede} />)).not.toContain('<span class="keep">）は</span>');
});
