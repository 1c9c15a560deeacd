import { describe, expect, it } from "vitest";
import { getCollection } from "../runtime/data";
import content from "virtual:kizuna/content";
import { keptEndingStart } from "../../lib/typography/keep-together";
import { splitPhrases } from "./phrases";

describe("phrases", () => {
  it("splits a known Japanese heading between its phrases", () => {
    // BudouX's phrases, and in a long compound also after the middle dot and before the loanword.
    expect(splitPhrases("大規模・複雑案件の戦略アドバイザリー")).toEqual([
      "大規模・",
      "複雑案件の",
      "戦略",
      "アドバイザリー",
    ]);
    expect(splitPhrases("マネージド型共同投資ビークル")).toEqual(["マネージド型共同投資", "ビークル"]);
    expect(splitPhrases("投資へのアプローチ")).toEqual(["投資への", "アプローチ"]);
  });

  it("keeps a compound particle with the word before it", () => {
    // BudouX alone: 参入手段と|しての, パートナーと|して, アジアに|おける, 投資に|ついての, 技術に|よる.
    expect(splitPhrases("中東市場への参入手段としての合弁事業")).toEqual([
      "中東市場への",
      "参入手段としての",
      "合弁事業",
    ]);
    expect(splitPhrases("アドバイザーとして支援します")).toEqual(["アドバイザーとして", "支援します"]);
    expect(splitPhrases("東南アジアにおける調達の効率化")).toEqual(["東南アジアにおける", "調達の効率化"]);
    expect(splitPhrases("インフラ投資についての最新動向")).toEqual(["インフラ投資についての", "最新動向"]);
    expect(splitPhrases("技術によるコスト削減")).toEqual(["技術による", "コスト削減"]);
    // Other phrases after と or に stay apart.
    expect(splitPhrases("日本と東南アジアに拠点を置く企業")).toEqual([
      "日本と",
      "東南アジアに",
      "拠点を置く企業",
    ]);
  });

  it("never leaves a last phrase of one or two characters on a line of its own", () => {
    const lastPhrases = [
      ...getCollection("services", "jp").map((entry) => entry.data.title),
      ...getCollection("insights", "jp").map((entry) => entry.data.title),
      ...Object.values(content.pages).map((page) => page.jp.data.title),
    ].map((title) => splitPhrases(title));
    for (const phrases of lastPhrases.filter((list) => list.length > 1)) {
      expect(phrases.at(-1)!.replace(/[、。・！？）」]/g, "").length, phrases.join("|")).toBeGreaterThan(2);
    }
    // BudouX alone would leave "です。" after "お問い合わせ"; the break before it goes.
    const sentence = "詳しくはお問い合わせください。以上です。";
    const phrases = splitPhrases(sentence);
    expect(phrases.join("")).toBe(sentence);
    expect(phrases.at(-1)!.replace(/。/g, "").length).toBeGreaterThan(2);
  });

  it("keeps two short kanji words joined by a middle dot, and a closing bracket with its particle, on one line (stop 80)", () => {
    // The yen/rupee article's lede broke choki・ | teiri and (jigyou-nushi) | wa at 390 px (stop-80 review).
    const lede =
      "\u5186\u501f\u6b3e\u306f\u30a4\u30f3\u30c9\u306e\u30a4\u30f3\u30d5\u30e9\u306b\u9577\u671f\u30fb\u4f4e\u5229\u306e\u8cc7\u91d1\u3092\u3082\u305f\u3089\u3057\u307e\u3059\u304c\u3001\u30b9\u30dd\u30f3\u30b5\u30fc\uff08\u4e8b\u696d\u4e3b\uff09\u306f\u4f55\u3092\u78ba\u8a8d\u3059\u3079\u304d\u304b\u3092\u89e3\u8aac\u3057\u307e\u3059\u3002";
    const phrases = splitPhrases(lede);
    expect(phrases.join("")).toBe(lede);
    expect(phrases.some((phrase) => phrase.endsWith("\u9577\u671f\u30fb"))).toBe(false);
    expect(phrases.some((phrase) => phrase.endsWith("\uff09"))).toBe(false);
    // A long dotted name still breaks at its dots where a heading needs it.
    expect(
      splitPhrases(
        "\u30d7\u30ed\u30b8\u30a7\u30af\u30c8\u9042\u884c\u652f\u63f4\u30fb\u30b3\u30f3\u30b9\u30c8\u30e9\u30af\u30b7\u30e7\u30f3\u30fb\u30de\u30cd\u30b8\u30e1\u30f3\u30c8",
      ).length,
    ).toBeGreaterThan(1);
  });

  it("leaves English text whole", () => {
    expect(splitPhrases("Strategic advisory for complex projects")).toEqual([
      "Strategic advisory for complex projects",
    ]);
  });
});

describe("a heading's clause break", () => {
  // Each heading the stop-63 designer saw break at a weaker phrase than its clause's end, at 390 px.
  it("gives a clause that fits a phone's title line no break inside, where the heading has two clauses or more", () => {
    // jigyousei hyouka / jigyou | sukiimu no kentou
    expect(
      splitPhrases(
        "\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e",
      ),
    ).toEqual([
      "\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb",
      "\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e",
    ]);
    // A clause wider than nine characters keeps its phrases: whole, it wrapped at the column's edge (even before a
    // comma) where a heading line held fewer (ikaseru koto, | genchi ni | awaseru beki koto).
    expect(
      splitPhrases(
        "\u751f\u304b\u305b\u308b\u3053\u3068\u3001\u73fe\u5730\u306b\u5408\u308f\u305b\u308b\u3079\u304d\u3053\u3068",
      ),
    ).toHaveLength(3);
    // en to rupii: | indo no ... (the first clause whole; the second, wider than a phone's line, keeps its phrases)
    expect(
      splitPhrases(
        "\u5186\u3068\u30eb\u30d4\u30fc\uff1a\u30a4\u30f3\u30c9\u306e\u30a4\u30f3\u30d5\u30e9\u3092\u652f\u3048\u308b\u5916\u8ca8\u5efa\u3066\u878d\u8cc7",
      ),
    ).toEqual([
      "\u5186\u3068\u30eb\u30d4\u30fc\uff1a",
      "\u30a4\u30f3\u30c9\u306e",
      "\u30a4\u30f3\u30d5\u30e9\u3092\u652f\u3048\u308b",
      "\u5916\u8ca8\u5efa\u3066\u878d\u8cc7",
    ]);
    // A heading of one clause keeps its phrases.
    expect(splitPhrases("\u30d9\u30c8\u30ca\u30e0\u306e\u65b0\u305f\u306a\u884c\u653f\u5730\u56f3")).toEqual([
      "\u30d9\u30c8\u30ca\u30e0\u306e",
      "\u65b0\u305f\u306a",
      "\u884c\u653f\u5730\u56f3",
    ]);
  });

  it("ends the phrase after a compound particle that BudouX runs on into the next word", () => {
    // sorezore 30-nen ijou ni watari | tsumikasanete kita | keiken o
    expect(
      splitPhrases(
        "\u305d\u308c\u305e\u308c30\u5e74\u4ee5\u4e0a\u306b\u308f\u305f\u308a\u7a4d\u307f\u91cd\u306d\u3066\u304d\u305f\u7d4c\u9a13\u3092\u751f\u304b\u3057\u307e\u3059\u3002",
      ),
    ).toContain("\u7a4d\u307f\u91cd\u306d\u3066\u304d\u305f");
  });

  it("keeps a compound particle of ni and to with the phrase before it", () => {
    // go-issho itadaku ni | atatte
    expect(
      splitPhrases(
        "\u5f53\u793e\u3068\u3054\u4e00\u7dd2\u3044\u305f\u3060\u304f\u306b\u3042\u305f\u3063\u3066",
      ),
    ).toEqual([
      "\u5f53\u793e\u3068",
      "\u3054\u4e00\u7dd2\u3044\u305f\u3060\u304f\u306b\u3042\u305f\u3063\u3066",
    ]);
    // mokuteki to | suru mono
    expect(
      splitPhrases(
        "\u63a8\u5968\u3092\u76ee\u7684\u3068\u3059\u308b\u3082\u306e\u3067\u306f\u3042\u308a\u307e\u305b\u3093\u3002",
      ).some((phrase) => phrase.startsWith("\u3059\u308b")),
    ).toBe(false);
  });
});

describe("an editor's breaks in display copy", () => {
  // Each heading an independent designer saw break where a Japanese editor would not (BudouX alone in comments).
  it("begins no line with a formal noun, a helping verb or a short word that belongs to its neighbour", () => {
    // 当社が|行う|こと、|行わない|こと
    expect(splitPhrases("当社が行うこと、行わないこと")).toEqual(["当社が行うこと、", "行わないこと"]);
    // 途中で|投資を|終える|ことは|できますか。
    expect(splitPhrases("途中で投資を終えることはできますか。")).toEqual([
      "途中で",
      "投資を終えることは",
      "できますか。",
    ]);
    // すべての|投資家の|方と、|まず|お会いします
    expect(splitPhrases("すべての投資家の方と、まずお会いします")).toEqual([
      "すべての",
      "投資家の方と、",
      "まずお会いします",
    ]);
    // ご自身に|合うか|どうかの目安を
    expect(splitPhrases("ご自身に合うかどうかの目安を")).toEqual(["ご自身に", "合うかどうかの", "目安を"]);
    // インフラ計画：より|大きな|キャンバス
    expect(splitPhrases("インフラ計画：より大きなキャンバス")).toEqual([
      "インフラ計画：",
      "より大きな",
      "キャンバス",
    ]);
  });

  it("keeps a case particle's phrase and a short predicate on one line, and breaks after clause punctuation", () => {
    // 資金を|投じる|前に、|数字を|確かめる。
    expect(splitPhrases("資金を投じる前に、数字を確かめる。")).toEqual([
      "資金を投じる前に、",
      "数字を確かめる。",
    ]);
    // 利害を|そろえ、|ガバナンスを|明確に。
    expect(splitPhrases("利害をそろえ、ガバナンスを明確に。")).toEqual([
      "利害をそろえ、",
      "ガバナンスを明確に。",
    ]);
    // 共有した|構想から、|実行に|移せる|計画へ。
    expect(splitPhrases("共有した構想から、実行に移せる計画へ。")).toEqual([
      "共有した構想から、",
      "実行に移せる計画へ。",
    ]);
    // …ギガプロジェクト：海外の|施工会社が|知って|おくべきこと
    expect(splitPhrases("サウジアラビアのギガプロジェクト：海外の施工会社が知っておくべきこと")).toEqual([
      "サウジアラビアの",
      "ギガプロジェクト：",
      "海外の",
      "施工会社が",
      "知っておくべきこと",
    ]);
  });

  it("keeps a case particle's phrase with the head of a compound after it, unless after の", () => {
    // BudouX: 南インドの|島で|整備が|進む病院キャンパス; the project's title broke 整備が|進む.
    expect(splitPhrases("南インドの島で整備が進む病院キャンパス")).toEqual([
      "南インドの島で",
      "整備が進む病院",
      "キャンパス",
    ]);
    expect(
      splitPhrases("サウジアラビアのギガプロジェクト：海外の施工会社・アドバイザーに求められるもの"),
    ).toEqual([
      "サウジアラビアの",
      "ギガプロジェクト：",
      "海外の施工会社・",
      "アドバイザーに",
      "求められるもの",
    ]);
  });

  it("gives a phrase wider than a phone's heading line a break after its particle", () => {
    // BudouX: ファンドではありません, eleven characters; Firefox cut it before its last character.
    expect(splitPhrases("当社はファンドではありません")).toEqual(["当社は", "ファンドでは", "ありません"]);
    expect(splitPhrases("シンガポールにて設立された会社")).toEqual(["シンガポールにて", "設立された会社"]);
  });
});

describe("words the phrase step keeps whole", () => {
  it("keeps a foreign name joined by a middle dot whole where it fits a phone's title line", () => {
    // "betonamu toushi kousou: makara-kyapitaru no houdou kara yomitoku" (an article's title): no break after
    // the dot of makara-kyapitaru (stop-63 review, 1440 px); "kizuna-burijji-adobaizarii wa" is wider than a
    // phone's line and may break at its dots; a kanji compound's dot still breaks (kensetsu-infura).
    expect(
      splitPhrases(
        "\u30d9\u30c8\u30ca\u30e0\u6295\u8cc7\u69cb\u60f3\uff1a\u30de\u30ab\u30e9\u30fb\u30ad\u30e3\u30d4\u30bf\u30eb\u306e\u5831\u9053\u304b\u3089\u8aad\u307f\u89e3\u304f",
      ),
    ).toContain("\u30de\u30ab\u30e9\u30fb\u30ad\u30e3\u30d4\u30bf\u30eb\u306e");
    expect(
      splitPhrases(
        "\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u306f\u30d5\u30a1\u30f3\u30c9\u3067\u3059\u304b\u3002",
      )[0],
    ).toBe("\u30ad\u30ba\u30ca\u30fb");
    expect(splitPhrases("\u5efa\u8a2d\u30fb\u30a4\u30f3\u30d5\u30e9\u6848\u4ef6")[0]).toBe(
      "\u5efa\u8a2d\u30fb",
    );
  });

  it("splits a long phrase BudouX gives whole before an honorific prefix and a humble verb", () => {
    // BudouX: one sixteen-character phrase, wider than a phone's heading line.
    expect(splitPhrases("あらかじめご確認いただきたいこと")).toEqual([
      "あらかじめ",
      "ご確認",
      "いただきたいこと",
    ]);
  });

  it("gives a ragged paragraph BudouX's own short phrases, none of one character", () => {
    const text = "ご自身に適用される法令上これと同等の投資家である方。";
    const ragged = splitPhrases(text, { display: false });
    expect(ragged.join("")).toBe(text);
    expect(ragged.length).toBeGreaterThan(splitPhrases(text).length);
    expect(ragged).toContain("法令上");
    for (const phrase of ragged) expect(phrase.replace(/[、。]/g, "").length).toBeGreaterThan(1);
  });

  it("puts no phrase break inside a listed word", () => {
    expect(splitPhrases("資金は銀行から払い出されます")).toContain("払い出されます");
    expect(splitPhrases("その他の金融商品")[0]).toMatch(/^その他の/);
    // The mission's closing line, which BudouX split "当ては｜める" (apply) in the stop-59 look.
    expect(splitPhrases("すべての案件に当てはめる判断の基準です。").join("｜")).not.toMatch(/当ては｜/);
    expect(splitPhrases("一つひとつの案件に")[0]).toBe("一つひとつの");
  });
});

describe("a paragraph's kept ending", () => {
  const ending = (text: string) => {
    const start = keptEndingStart(text);
    return start < 0 ? undefined : text.slice(start).trimEnd();
  };

  it("is the last three characters and the punctuation after them (stop 76)", () => {
    expect(ending("資金調達手段はかつてないほど広がっています。")).toBe("います。");
    expect(ending("「円借款」と呼ばれる融資です」")).toBe("融資です」");
    expect(ending("財務ガバナンス")).toBe("ナンス");
    expect(ending("出来高の確認と挽回  ")).toBe("と挽回");
  });

  it("is nothing for English text or a text no longer than its ending", () => {
    expect(ending("The loan is repaid over thirty years.")).toBeUndefined();
    expect(ending("です。")).toBeUndefined();
    expect(ending("ました。")).toBeUndefined();
    expect(ending("投資。")).toBeUndefined();
  });

  it("pulls a word of kanji down whole rather than break it, and leaves kana words to break", () => {
    // "...famirii ofisu no minasama ni.": mina|sama ni. was split 16 times in the services' cards (stop-62 review).
    expect(
      ending("\u30d5\u30a1\u30df\u30ea\u30fc\u30aa\u30d5\u30a3\u30b9\u306e\u7686\u69d8\u306b\u3002"),
    ).toBe("\u7686\u69d8\u306b\u3002");
    // "gijutsu kansa no senmon gaisha": sen|mon gaisha (Partners at 1440 px).
    expect(ending("\u6280\u8853\u76e3\u67fb\u306e\u5c02\u9580\u4f1a\u793e")).toBe("\u5c02\u9580\u4f1a\u793e");
    // "o-kime kudasai.": a kana word breaks as in print (ku|dasai.).
    expect(ending("\u304a\u6c7a\u3081\u304f\u3060\u3055\u3044\u3002")).toBe("\u3060\u3055\u3044\u3002");
  });

  it("counts characters outside the Basic Multilingual Plane as one", () => {
    expect(ending("𠮷野家の𠮷田さん")).toBe("田さん");
  });
});

it("keeps yori-yoi (better) and no kata (the person of) inside one phrase (stop-64 review)", () => {
  // nihon no kensetsu gijutsu no tsuyomi o, yori yoi infura o hitsuyou to suru chiiki ni
  const mission =
    "\u65e5\u672c\u306e\u5efa\u8a2d\u6280\u8853\u306e\u5f37\u307f\u3092\u3001\u3088\u308a\u3088\u3044\u30a4\u30f3\u30d5\u30e9\u3092\u5fc5\u8981\u3068\u3059\u308b\u5730\u57df\u306b";
  // purojekuto, teikei, toushika no kata to no gyoumu ni kansuru otoiawase
  const contact =
    "\u30d7\u30ed\u30b8\u30a7\u30af\u30c8\u3001\u63d0\u643a\u3001\u6295\u8cc7\u5bb6\u306e\u65b9\u3068\u306e\u696d\u52d9\u306b\u95a2\u3059\u308b\u304a\u554f\u3044\u5408\u308f\u305b";
  for (const display of [true, false]) {
    expect(splitPhrases(mission, { display }).join("|")).not.toContain("\u3088\u308a|\u3088");
    expect(splitPhrases(contact, { display }).join("|")).not.toContain("\u306e|\u65b9");
  }
});

it("never puts a phrase boundary inside a word of kanji (stop 65: tekikaku kikan tou | shika)", () => {
  // dou hou no tekikaku kikan toushika ya tokutei toushika to mo kotonarimasu
  const text =
    "\u540c\u6cd5\u306e\u9069\u683c\u6a5f\u95a2\u6295\u8cc7\u5bb6\u3084\u7279\u5b9a\u6295\u8cc7\u5bb6\u3068\u3082\u7570\u306a\u308a\u307e\u3059\u3002";
  for (const display of [true, false])
    expect(splitPhrases(text, { display }).join("|")).not.toContain("\u6295|\u8cc7");
});
