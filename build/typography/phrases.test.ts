import { describe, expect, it } from "vitest";
import { cutExcerpt } from "../runtime/text";
import { collections, pages, type CollectionName, type PageName } from "../../content/schema";
import { getCollection, getPageEntry } from "../runtime/data";
import { loadContent } from "../content/loader";
import { buildHead } from "../../lib/head";
import { getPageDescription, getPageTitle } from "../../lib/head-text";
import { translate } from "../../lib/i18n";
import { keptEndingStart, phraseBreak, removePhraseBreaks, wordJoiner } from "../../lib/typography/breaks";
import {
  addPhraseBreaks,
  joinUnbrokenWords,
  plainFields,
  splitPhrases,
  unbrokenWords,
  withPhraseBreaks,
} from "./phrases";

const { content } = loadContent();

const zwsp = phraseBreak;

/** Every string under a field with one of `names`, anywhere in `value`. */
function stringsUnder(value: unknown, names: Set<string>, field = ""): string[] {
  if (typeof value === "string") return names.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsUnder(item, names, field));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      stringsUnder(child, names, names.has(field) ? field : key),
    );
  }
  return [];
}

const jpEntries = () => [
  ...(Object.keys(pages) as PageName[]).map((name) => ({
    shown: getPageEntry(name, "jp"),
    raw: content.pages[name].jp,
  })),
  ...(Object.keys(collections) as CollectionName[]).flatMap((name) =>
    getCollection(name, "jp").map((shown, index) => ({
      shown,
      raw: content.collections[name].jp[index]!,
    })),
  ),
];

describe("phrase breaks", () => {
  it("breaks a known Japanese heading between its phrases", () => {
    // BudouX's phrases, and in a long compound also after the middle dot and before the loanword.
    expect(addPhraseBreaks("大規模・複雑案件の戦略アドバイザリー")).toBe(
      `大規模・${zwsp}複雑案件の${zwsp}戦略${zwsp}アドバイザリー`,
    );
    expect(addPhraseBreaks("マネージド型共同投資ビークル")).toBe(`マネージド型共同投資${zwsp}ビークル`);
    expect(addPhraseBreaks("投資へのアプローチ")).toBe(`投資への${zwsp}アプローチ`);
  });

  it("keeps a compound particle with the word before it", () => {
    // BudouX alone: 参入手段と|しての, パートナーと|して, アジアに|おける, 投資に|ついての, 技術に|よる.
    expect(splitPhrases("中東市場への参入手段としての合弁事業")).toEqual([
      "中東市場への",
      "参入手段としての",
      "合弁事業",
    ]);
    expect(splitPhrases("アドバイザーとして支援します")).toEqual(["アドバイザーとして", "支援します"]);
    expect(splitPhrases("東南アジアにおける調達の効率化")).toEqual([
      "東南アジアにおける",
      "調達の",
      "効率化",
    ]);
    expect(splitPhrases("インフラ投資についての最新動向")).toEqual(["インフラ投資についての", "最新動向"]);
    expect(splitPhrases("技術によるコスト削減")).toEqual(["技術による", "コスト削減"]);
    // Other phrases after と or に stay apart.
    expect(splitPhrases("日本と東南アジアに拠点を置く企業")).toEqual([
      "日本と",
      "東南アジアに",
      "拠点を",
      "置く企業",
    ]);
  });

  it("never leaves a last phrase of one or two characters on a line of its own", () => {
    const lastPhrases = [
      ...getCollection("services", "jp").map((entry) => entry.data.title),
      ...getCollection("insights", "jp").map((entry) => entry.data.title),
      ...Object.values(content.pages).map((page) => page.jp.data.title),
    ].map((title) => splitPhrases(removePhraseBreaks(title)));
    for (const phrases of lastPhrases.filter((list) => list.length > 1)) {
      expect(phrases.at(-1)!.replace(/[、。・！？）」]/g, "").length, phrases.join("|")).toBeGreaterThan(2);
    }
    // BudouX alone would leave "です。" after "お問い合わせ"; the break before it goes.
    const sentence = "詳しくはお問い合わせください。以上です。";
    const phrases = splitPhrases(sentence);
    expect(phrases.join("")).toBe(sentence);
    expect(phrases.at(-1)!.replace(/。/g, "").length).toBeGreaterThan(2);
  });

  it("leaves English text and catalogue placeholders whole", () => {
    expect(addPhraseBreaks("Strategic advisory for complex projects")).toBe(
      "Strategic advisory for complex projects",
    );
    const filled = addPhraseBreaks("{section}のページを表示");
    expect(filled).toContain("{section}");
    expect(removePhraseBreaks(filled)).toBe("{section}のページを表示");
  });

  it("gives the Japanese home motto its phrase breaks through the data getters", () => {
    const motto = getPageEntry("home", "jp").data.hero.motto;
    expect(motto).toContain(zwsp);
    expect(removePhraseBreaks(motto)).toBe(content.pages.home.jp.data.hero.motto);
    expect(getPageEntry("home", "en").data.hero.motto).not.toContain(zwsp);
  });

  it("changes nothing but the breaks, and never alt text, file names, links, descriptions or excerpts", () => {
    const plain = new Set(["alt", "src", "link", "description", "excerpt", "date", "status", "icon"]);
    for (const { shown, raw } of jpEntries()) {
      expect(JSON.parse(removePhraseBreaks(JSON.stringify(shown.data)))).toEqual(raw.data);
      expect(shown.slug).toBe(raw.slug);
      expect(shown.file).toBe(raw.file);
      for (const text of stringsUnder(shown.data, plain)) expect(text, shown.file).not.toContain(zwsp);
    }
  });

  it("cuts the 80-character excerpt exactly as from the written text", () => {
    const written = content.collections.insights.jp;
    getCollection("insights", "jp").forEach((article, index) => {
      expect(cutExcerpt(article.data.excerpt)).toBe(cutExcerpt(written[index]!.data.excerpt));
      expect(cutExcerpt(article.data.excerpt)).not.toContain(zwsp);
    });
  });

  it("keeps titles, descriptions, social tags and structured data plain", () => {
    const article = content.collections.insights.jp[0]!.data;
    const head = {
      title: addPhraseBreaks(article.title),
      description: addPhraseBreaks(article.excerpt),
      jsonLd: [
        {
          "@type": "Article",
          headline: addPhraseBreaks(article.title),
          keywords: withPhraseBreaks(article.tags).join(", "),
        },
      ],
    };
    // What vike-react writes (+title, +description), then every other tag.
    const written = JSON.stringify([
      getPageTitle(head, "jp"),
      getPageDescription(head),
      buildHead(head, "jp", "/insights/x"),
    ]);
    expect(addPhraseBreaks(article.title)).toContain(zwsp);
    expect(written).toContain(article.title);
    expect(written).not.toContain(zwsp);
  });

  it("inserts values into catalogue text (aria-label, alt) without breaks", () => {
    const title = addPhraseBreaks("大規模・複雑案件の戦略アドバイザリー");
    expect(title).toContain(zwsp);
    expect(translate("jp", "projects.viewDetailsOf", { title })).not.toContain(zwsp);
  });
});

describe("words the phrase step keeps whole", () => {
  it("splits a long phrase BudouX gives whole before an honorific prefix and a humble verb", () => {
    // BudouX: one sixteen-character phrase, wider than a phone's heading line.
    expect(splitPhrases("あらかじめご確認いただきたいこと")).toEqual([
      "あらかじめ",
      "ご確認",
      "いただきたいこと",
    ]);
  });

  it("puts no phrase break inside a listed word", () => {
    expect(splitPhrases("資金は銀行から払い出されます")).toContain("払い出されます");
    expect(splitPhrases("その他の金融商品")[0]).toBe("その他の");
    expect(splitPhrases("一つひとつの案件に")[0]).toBe("一つひとつの");
  });

  it("joins the letters of a listed word with word joiners in text of any length, and nothing else", () => {
    const long = `${"当社が設計した仕組みです。".repeat(12)}資金は銀行から払い出されます。`;
    expect(joinUnbrokenWords(long)).toBe(long.replace("払い出", `払${wordJoiner}い${wordJoiner}出`));
    expect(addPhraseBreaks("省エネ性能の高い建物")).toContain(`省${wordJoiner}エ${wordJoiner}ネ`);
    expect(joinUnbrokenWords("Energy-efficient buildings")).toBe("Energy-efficient buildings");
    expect(removePhraseBreaks(joinUnbrokenWords(long))).toBe(long);
  });

  it("reaches frontmatter copy of any length: no shown string but a plain field holds a listed word unjoined", () => {
    /** Every string of `value` that is not under a plain field. */
    const shownStrings = (value: unknown, field = ""): string[] => {
      if (plainFields.has(field)) return [];
      if (typeof value === "string") return [value];
      if (Array.isArray(value)) return value.flatMap((item) => shownStrings(item, field));
      if (value && typeof value === "object")
        return Object.entries(value).flatMap(([key, child]) => shownStrings(child, key));
      return [];
    };
    const strings = jpEntries().flatMap(({ shown }) => shownStrings(shown.data));
    const unjoined = unbrokenWords.map((word) => new RegExp([...word].join(`${phraseBreak}?`), "u"));
    expect(strings.filter((text) => unjoined.some((pattern) => pattern.test(text)))).toEqual([]);
    // A long paragraph of frontmatter (over the short-copy length) too.
    const different = JSON.stringify(getPageEntry("investment-different", "jp").data);
    expect(different).toContain(`一${wordJoiner}つ${wordJoiner}ひ${wordJoiner}と${wordJoiner}つ`);
  });
});

describe("a paragraph's kept ending", () => {
  const ending = (text: string) => {
    const start = keptEndingStart(text);
    return start < 0 ? undefined : text.slice(start).trimEnd();
  };

  it("is the last three characters and the punctuation after them", () => {
    expect(ending("資金調達手段はかつてないほど広がっています。")).toBe("います。");
    expect(ending("「円借款」と呼ばれる融資です」")).toBe("資です」");
    expect(ending("財務ガバナンス")).toBe("ナンス");
    expect(ending("出来高の確認と挽回  ")).toBe("と挽回");
  });

  it("is nothing for English text or a text no longer than its ending", () => {
    expect(ending("The loan is repaid over thirty years.")).toBeUndefined();
    expect(ending("です。")).toBeUndefined();
    expect(ending("投資。")).toBeUndefined();
  });

  it("does not count phrase breaks", () => {
    expect(ending(`遅延からの${phraseBreak}挽回`)).toBe(`の${phraseBreak}挽回`);
  });

  it("counts characters outside the Basic Multilingual Plane as one", () => {
    expect(ending("𠮷野家の𠮷田さん")).toBe("田さん");
  });
});
