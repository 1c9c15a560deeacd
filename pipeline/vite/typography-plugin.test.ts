import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import rehypeSlug from "rehype-slug";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { rehypeTypeset } from "./typography-plugin";

async function renderMdx(source: string, path: string, terms: string[] = [], places: string[] = []) {
  const { default: Body } = await evaluate(new VFile({ value: source, path }), {
    ...runtime,
    rehypePlugins: [rehypeSlug, rehypeTypeset(terms, places)],
  });
  return renderToStaticMarkup(createElement(Body));
}

describe("MDX headings", () => {
  it("puts <wbr> between the phrases of a Japanese heading and keeps its id", async () => {
    const html = await renderMdx("## ローカルコンテンツとパートナーシップ\n\n本文です。", "x.jp.mdx");
    expect(html).toContain(
      '<h2 id="ローカルコンテンツとパートナーシップ">ローカルコンテンツと<wbr/>パートナーシップ</h2>',
    );
    expect(html).toContain('<p><span class="keep">本文です。</span></p>');
  });

  it("keeps a heading's middle dots full width, and leaves running text's alone (stop 76)", async () => {
    const html = await renderMdx(
      "## 建設・インフラの助言\n\n建設・インフラの事業を支援します。\n",
      "x.jp.mdx",
    );
    expect(html).toMatch(/<h2 [^>]*>建設<span class="nakaguro">・<\/span>/u);
    expect(html).not.toMatch(/<p>.*nakaguro/u);
  });

  it("sets a link's text in running text by its phrases, as a heading (stop 78)", async () => {
    // "... wa [jigyousei hyouka・jigyou sukiimu no kentou](...) o go-ran kudasai.": ji|gyousei hyouka at 390 px.
    const html = await renderMdx(
      "\u8a73\u3057\u304f\u306f[\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e](/services/x)\u3092\u3054\u89a7\u304f\u3060\u3055\u3044\u3002\n",
      "x.jp.mdx",
    );
    const link = /<a href="\/services\/x" class="link-phrases">(.*?)<\/a>/u.exec(html)?.[1] ?? "";
    // Between phrases only, never inside a word; the text as written.
    expect(link.replace(/<[^>]+>/gu, "")).toBe(
      "\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e",
    );
    // Between its words too (stop 80), each of two characters or more, a particle with the word before it.
    const pieces = link.split("<wbr/>").map((piece) => piece.replace(/<[^>]+>/gu, ""));
    expect(pieces).toEqual([
      "\u4e8b\u696d\u6027",
      "\u8a55\u4fa1\u30fb",
      "\u4e8b\u696d",
      "\u30b9\u30ad\u30fc\u30e0\u306e",
      "\u691c\u8a0e",
    ]);
    // An English body's links are left alone.
    expect(await renderMdx("See [our services](/services).\n", "x.en.mdx")).not.toContain("link-phrases");
  });

  it("puts no <wbr> inside a kept run", async () => {
    const html = await renderMdx("## 道路・橋梁の2025年6月18日の発表\n", "x.jp.mdx");
    // Each kept run whole in its no-wrap span: a keep-all box would still break after the middle dot.
    expect(html).toContain('<span class="keep">道路<span class="nakaguro">・</span>橋梁</span>の');
    expect(html).toContain('<span class="keep">2025年6月18日</span>');
    const text = html.replaceAll("<wbr/>", "").replace(/<\/?span[^>]*>/g, "");
    expect(text).toContain(">道路・橋梁の2025年6月18日の発表<");
  });

  it("justifies a paragraph with an English gloss like any other, keeping only a short gloss whole (stop 66)", async () => {
    // "shihon shijou saabisu raisensu (capital markets services licence) mo hoyuu shite imasen."
    const glossed = await renderMdx(
      "\u8cc7\u672c\u5e02\u5834\u30b5\u30fc\u30d3\u30b9\u30fb\u30e9\u30a4\u30bb\u30f3\u30b9\uff08capital markets services licence\uff09\u3082\u4fdd\u6709\u3057\u3066\u3044\u307e\u305b\u3093\u3002\n",
      "x.jp.mdx",
    );
    expect(glossed).toMatch(/^<p>/);
    expect(glossed).not.toContain("<wbr");
    // The long gloss breaks at its spaces, as print does: no span holds it.
    expect(glossed).not.toMatch(/<span class="keep[^"]*">\uff08capital/);
    // An abbreviation in brackets, (MAS), three and a half characters wide, is kept whole on a wide measure.
    // ("kin'yuu kanrikyoku (MAS) no shinsa o ukemasu.")
    const abbreviation = await renderMdx(
      "\u91d1\u878d\u7ba1\u7406\u5c40\uff08MAS\uff09\u306e\u5be9\u67fb\u3092\u53d7\u3051\u307e\u3059\u3002\n",
      "x.jp.mdx",
    );
    expect(abbreviation).toMatch(/^<p>/);
    expect(abbreviation).toContain('<span class="keep long">\uff08MAS\uff09</span>');
    // At a paragraph's end the gloss goes whole with the kept ending, never parted from it ("... (MAS) desu.").
    expect(
      await renderMdx("\u91d1\u878d\u7ba1\u7406\u5c40\uff08MAS\uff09\u3067\u3059\u3002\n", "x.jp.mdx"),
    ).toContain('<span class="keep">\uff08MAS\uff09\u3067\u3059\u3002</span>');
  });

  it("leaves English files alone", async () => {
    const html = await renderMdx("## 合弁事業の設計\n\n事業費500万〜1億米ドルです。\n", "x.en.mdx");
    expect(html).toBe('<h2 id="合弁事業の設計">合弁事業の設計</h2>\n<p>事業費500万〜1億米ドルです。</p>');
  });
});

describe("MDX running text", () => {
  it("keeps the last three characters of a Japanese paragraph and list item and the punctuation after them on one line", async () => {
    const html = await renderMdx(
      "事業主が国内で選べる資金調達手段は広がっています。\n\n- **期間。** 返済期間は数十年に及びます\n- [詳しくはこちら](/contact)をご覧ください。\n",
      "x.jp.mdx",
    );
    expect(html).toContain(
      '<p><span class="keep">事業主</span>が国内で選べる資金調達手段は広がって<span class="keep">います。</span></p>',
    );
    expect(html).toContain(
      '<li><strong>期間。</strong> 返済期間は数十年に<span class="keep">及びます</span></li>',
    );
    expect(html).toContain(
      '<a href="/contact" class="link-phrases">詳しくは<wbr/>こちら</a>を<span class="keep">ご覧</span>く<span class="keep">ださい。</span>',
    );
  });

  it("holds the end inside a link or emphasis that ends the paragraph", async () => {
    const html = await renderMdx("詳細は[当社のサービス一覧](/services)\n", "x.jp.mdx");
    // A link's text breaks only between its phrases (stop 78), so its last phrase is the paragraph's last line or part
    // of it. Until then the ending was held as in running text (bisu ichiran, never one letter: stop 75).
    expect(html).toBe('<p>詳細は<a href="/services" class="link-phrases">当社の<wbr/>サービス一覧</a></p>');
    const emphasis = await renderMdx("詳細は**当社のサービス一覧**\n", "x.jp.mdx");
    expect(emphasis).toBe(
      '<p>詳細は<strong>当社の<span class="kana">サー</span><span class="keep">ビス一覧</span></strong></p>',
    );
  });

  it("keeps numbers with units, dates, dotted compounds and the given names and titles whole", async () => {
    const html = await renderMdx(
      "会長兼CEOの渡辺 健二は2025年6月18日、事業費500万〜1億米ドルの建設・インフラ案件について30%の出資を発表しました。\n",
      "x.jp.mdx",
      ["渡辺 健二", "会長兼CEO"],
    );
    // Names and titles of five or six characters' width: whole on a wide measure only (stop 66, `.long`).
    for (const run of ["会長兼CEO", "渡辺 健二"])
      expect(html).toContain(`<span class="keep long">${run}</span>`);
    // A date: whole at every width (stop 76); a range may break after its sign (stop 66).
    expect(html).toContain('<span class="keep">2025\u5e746\u670818\u65e5</span>');
    expect(html).toContain(
      '<span class="keep">500\u4e07\u301c</span><span class="keep">1\u5104\u7c73\u30c9\u30eb</span>',
    );
    // A dotted compound over five characters is not kept (it breaks as running text at every width); its katakana
    // word breaks only between its first and last two letters (stop 75).
    expect(html).toContain(
      'の建設・<span class="kana"><span class="kana">イン</span><span class="kana">フラ</span></span>案件',
    );
    // Digits and a sign alone never break in a browser: no span.
    expect(html).toContain("について30%の出資");
  });

  it("marks each katakana word so a justified line never starts or ends with one of its letters (stop 75)", async () => {
    // "puro, purojekuto to konsutorakushon manejimento o kakunin shimasu." A word of up to three letters is one span; a longer one has
    // its first and last two letters in spans of their own; one over ten letters is set as its words, a <wbr> between
    // them (stop 79, `katakanaCompound`: konsutorakushon | manejimento).
    const html = await renderMdx(
      "プロ、プロジェクトとコンストラクションマネジメントを確認します。\n",
      "x.jp.mdx",
    );
    expect(html).toContain('<span class="kana">プロ</span>、');
    expect(html).toContain(
      '<span class="kana long"><span class="kana">プロ</span>ジェ<span class="kana">クト</span></span>と',
    );
    expect(html).toContain(
      'と<span class="kana long"><span class="kana">コン</span>ストラクシ<span class="kana">ョン</span></span><wbr/>' +
        '<span class="kana long"><span class="kana">マネ</span>ジメ<span class="kana">ント</span></span>を',
    );
  });

  it("keeps a listed place name of up to ten characters whole (stop 78)", async () => {
    // "hoochimin-shi to shingapooru, adobaizarii": listed places hoochimin and shingapooru, and doba-i (Dubai), which is
    // found only as a word of its own, never inside adobaizarii.
    const places = ["ホーチミン", "シンガポール", "ドバイ"];
    const html = await renderMdx(
      "ホーチミン市とシンガポール、アドバイザリーについて説明します。\n",
      "x.jp.mdx",
      [],
      places,
    );
    // A place keeps the administrative word after it (stop 76: chabin | shou).
    expect(html).toContain('<span class="keep">ホーチミン市</span>と');
    expect(html).toContain('<span class="keep">シンガポール</span>、');
    expect(html).toContain(
      '<span class="kana long"><span class="kana">アド</span>バイザ<span class="kana">リー</span></span>',
    );
  });

  it("marks a long dotted compound, which a phone's line may break as running text", async () => {
    const html = await renderMdx("道路・橋梁と住宅・商業を定めます。\n", "x.jp.mdx");
    expect(html).toContain('<span class="keep long">道路・橋梁</span>と');
  });

  it("puts nothing inside code", async () => {
    const html = await renderMdx("設定は`2025年6月18日`です。\n", "x.jp.mdx");
    expect(html).toContain("<code>2025年6月18日</code>");
  });

  it("leaves a loose list item to its paragraphs, and English files alone", async () => {
    const loose = await renderMdx("- 第一の項目です。\n\n- 第二の項目です。\n", "x.jp.mdx");
    expect(loose).toContain('<li>\n<p>第一の<span class="keep">項目です。</span></p>\n</li>');
    const english = await renderMdx("The loan is repaid over thirty years.\n", "x.en.mdx");
    expect(english).toBe("<p>The loan is repaid over thirty years.</p>");
  });
});

describe("a paragraph holding a katakana name", () => {
  it("is justified running text, its long name breaking only after a dot (stop 66)", async () => {
    // "betonamu de wa, kizuna-burijji-adobaizarii ga yuuka shouken no baibai o shien shimasen."
    const firm =
      "\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc";
    const text = `\u30d9\u30c8\u30ca\u30e0\u3067\u306f\u3001${firm}\u304c\u6709\u4fa1\u8a3c\u5238\u306e\u58f2\u8cb7\u3092\u652f\u63f4\u3057\u307e\u305b\u3093\u3002`;
    const html = await renderMdx(`${text}\n`, "x.jp.mdx");
    expect(html).toMatch(/^<p>/);
    expect(html).not.toContain("<wbr");
    // Short words whole on every measure (stop 72: a phone broke kizu|na and adobaiza|rii): kizuna- and burijji-;
    // adobaizarii keeps three letters at each end, so the name breaks after a dot or in that word's middle.
    expect(html).toContain(
      '<span class="keep">\u30ad\u30ba\u30ca\u30fb</span><span class="keep">\u30d6\u30ea\u30c3\u30b8\u30fb</span><span class="keep">\u30a2\u30c9\u30d0</span>\u30a4<span class="keep">\u30b6\u30ea\u30fc</span>',
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe(text);
  });
});
