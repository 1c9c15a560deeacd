import { describe, expect, it } from "vitest";
import { answeredQuery, excerptCut, excerptParts, markedPage, matchTitles, type ListedPage } from "./search";

/** The excerpt's text runs, for the cases without a heading. */
const textOf = (...args: Parameters<typeof excerptParts>) => {
  const { section, parts } = excerptParts(...args);
  expect(section).toEqual([]);
  return parts;
};

describe("excerptParts", () => {
  it("splits an excerpt into plain and marked runs", () => {
    expect(textOf("Funds held in <mark>escrow</mark> until <mark>completion</mark>.")).toEqual([
      { text: "Funds held in ", marked: false },
      { text: "escrow", marked: true },
      { text: " until ", marked: false },
      { text: "completion", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("marks the word alone, never the punctuation Pagefind marks with it", () => {
    expect(textOf("Funds held in <mark>escrow,</mark> until <mark>(completion).</mark>")).toEqual([
      { text: "Funds held in ", marked: false },
      { text: "escrow", marked: true },
      { text: ", until (", marked: false },
      { text: "completion", marked: true },
      { text: ").", marked: false },
    ]);
  });

  it("decodes the two characters Pagefind escapes and drops any other tag", () => {
    expect(textOf("R&D &lt;script&gt; <b>bold</b> <mark>合弁</mark>事業")).toEqual([
      { text: "R&D <script> bold ", marked: false },
      { text: "合弁", marked: true },
      { text: "事業", marked: false },
    ]);
  });

  it("probe C08: shows any other reference as the page's own text, one past U+10FFFF too, never throwing", () => {
    // A title or a code example that reads "&#x110000;" is that text on the page, and in Pagefind's excerpt.
    expect(textOf("Write &#x110000; or &#1114112; or &amp; as <mark>text</mark>: &#39;a&#x27; &#0;")).toEqual(
      [
        { text: "Write &#x110000; or &#1114112; or &amp; as ", marked: false },
        { text: "text", marked: true },
        { text: ": &#39;a&#x27; &#0;", marked: false },
      ],
    );
  });

  it("drops the zero-width spaces of Pagefind's Japanese words, and reads its joints after Japanese text as headings", () => {
    // A run of labels (Saudi Arabia, Vision 2030, market entry): the one with the match is the section, the other
    // labels are not run into the text.
    const excerpt =
      "\u200b<mark>\u30b5\u30a6\u30b8</mark>\u200b. \u200b\u30d3\u30b8\u30e7\u30f3\u200b2030\u200b. \u200b\u5e02\u5834\u200b\u53c2\u5165\u200b. Saudi. Then";
    expect(excerptParts(excerpt)).toEqual({
      section: [{ text: "\u30b5\u30a6\u30b8", marked: true }],
      parts: [{ text: "Saudi. Then", marked: false }],
    });
  });

  it("never runs a heading into a sentence: a heading with the match is the section, the text its sentences", () => {
    // "...masu. [escrow] kouza to dankaiteki na haraidashi. tousha ga ... [escrow] kouza ni azukeraremasu. tsugi no
    // midashi. honbun desu." (a card's heading and body, then the next card's heading)
    const excerpt =
      "\u307e\u3059\u3002 <mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7\u3068\u6bb5\u968e\u7684\u306a\u6255\u3044\u51fa\u3057. \u5f53\u793e\u304c\u52a9\u8a00\u3059\u308b\u30b9\u30ad\u30fc\u30e0\u3067\u306f\u3001\u8cc7\u91d1\u306f<mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7\u306b\u9810\u3051\u3089\u308c\u307e\u3059\u3002 \u6b21\u306e\u898b\u51fa\u3057. \u672c\u6587\u3067\u3059\u3002";
    expect(excerptParts(excerpt)).toEqual({
      section: [
        { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
        { text: "\u53e3\u5ea7\u3068\u6bb5\u968e\u7684\u306a\u6255\u3044\u51fa\u3057", marked: false },
      ],
      parts: [
        {
          text: "\u5f53\u793e\u304c\u52a9\u8a00\u3059\u308b\u30b9\u30ad\u30fc\u30e0\u3067\u306f\u3001\u8cc7\u91d1\u306f",
          marked: false,
        },
        { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
        { text: "\u53e3\u5ea7\u306b\u9810\u3051\u3089\u308c\u307e\u3059\u3002", marked: false },
      ],
    });
    // English: a heading the page names (its anchors) is told from a sentence.
    const english =
      "The fee. <mark>Escrow</mark> and staged release. The schemes we advise hold funds. Next. More";
    expect(excerptParts(english, "", ["Escrow and staged release", "Next"])).toEqual({
      section: [
        { text: "Escrow", marked: true },
        { text: " and staged release", marked: false },
      ],
      parts: [{ text: "The schemes we advise hold funds.", marked: false }],
    });
    // A match in a sentence after a heading: the text starts at the sentence and ends before the next heading.
    expect(
      textOf(
        "fee. Escrow and staged release. The funds stay in <mark>escrow</mark>. Until then. Next. More",
        "",
        ["Escrow and staged release", "Next"],
      ),
    ).toEqual([
      { text: "The funds stay in ", marked: false },
      { text: "escrow", marked: true },
      { text: ". Until then.", marked: false },
    ]);
  });

  it("begins after the page's title, or the end of it, which the result shows above the excerpt", () => {
    const title =
      "\u4e2d\u6771\u5e02\u5834\u3078\u306e\u53c2\u5165\u624b\u6bb5\u3068\u3057\u3066\u306e\u5408\u5f01\u4e8b\u696d";
    const excerpt = `\u624b\u6bb5\u3068\u3057\u3066\u306e<mark>\u5408\u5f01</mark>\u4e8b\u696d. \u6e7e\u5cb8\u8af8\u56fd\u306e<mark>\u5408\u5f01</mark>\u4e8b\u696d`;
    expect(textOf(excerpt, title)).toEqual([
      { text: "\u6e7e\u5cb8\u8af8\u56fd\u306e", marked: false },
      { text: "\u5408\u5f01", marked: true },
      { text: "\u4e8b\u696d", marked: false },
    ]);
    expect(
      textOf(
        "Vietnam Drive: Reading the <mark>Plans</mark>. Makara has",
        "A Vietnam Drive: Reading the Plans",
      ),
    ).toEqual([{ text: "Makara has", marked: false }]);
    // Not a title's end that is only a word's end.
    expect(textOf("rive home. The <mark>escrow</mark>", "A Long Drive")).toEqual([
      { text: "The ", marked: false },
      { text: "escrow", marked: true },
    ]);
  });

  it("begins at the first sentence or heading that starts before the first match", () => {
    expect(
      textOf("manage the conflict. Bank <mark>Escrow</mark>, Milestone Releases. In the structures"),
    ).toEqual([
      { text: "Bank ", marked: false },
      { text: "Escrow", marked: true },
      { text: ", Milestone Releases. In the structures", marked: false },
    ]);
    expect(
      textOf("\u3057\u307e\u3059\u3002 <mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7"),
    ).toEqual([
      { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
      { text: "\u53e3\u5ea7", marked: false },
    ]);
    // A match in the first sentence keeps the excerpt whole.
    expect(textOf("Funds in <mark>escrow</mark>. More text")).toEqual([
      { text: "Funds in ", marked: false },
      { text: "escrow", marked: true },
      { text: ". More text", marked: false },
    ]);
  });

  it("where Pagefind cut a sentence, cuts it again between phrases (Japanese) and shows an ellipsis", () => {
    // "...he no sannyuu shudan toshite no [gouben] jigyou. wangan shokoku no ... kumitateta [gouben] jigyou wa ima mo"
    // under another page's title: the window began inside the card's heading and ended inside a sentence.
    const excerpt = `${excerptCut}\u3078\u306e\u53c2\u5165\u624b\u6bb5\u3068\u3057\u3066\u306e<mark>\u5408\u5f01</mark>\u4e8b\u696d. \u6e7e\u5cb8\u8af8\u56fd\u306e\u5916\u8cc7\u898f\u5236\u306f\u7de9\u548c\u3055\u308c\u307e\u3057\u305f\u304c\u3001\u9069\u5207\u306b\u7d44\u307f\u7acb\u3066\u305f<mark>\u5408\u5f01</mark>\u4e8b\u696d\u306f\u4eca\u3082${excerptCut}`;
    expect(excerptParts(excerpt, "\u30db\u30fc\u30e0")).toEqual({
      // Not "he no sannyuu..." nor "shudan toshite no...": the phrase begins at sannyuu.
      section: [
        { text: "\u2026", marked: false },
        { text: "\u53c2\u5165\u624b\u6bb5\u3068\u3057\u3066\u306e", marked: false },
        { text: "\u5408\u5f01", marked: true },
        { text: "\u4e8b\u696d", marked: false },
      ],
      // Ends after "jigyou wa", the last phrase that ends before "ima mo" was cut.
      parts: [
        {
          text: "\u6e7e\u5cb8\u8af8\u56fd\u306e\u5916\u8cc7\u898f\u5236\u306f\u7de9\u548c\u3055\u308c\u307e\u3057\u305f\u304c\u3001\u9069\u5207\u306b\u7d44\u307f\u7acb\u3066\u305f",
          marked: false,
        },
        { text: "\u5408\u5f01", marked: true },
        { text: "\u4e8b\u696d\u306f", marked: false },
        { text: "\u2026", marked: false },
      ],
    });
    // "...shikin wa ginkou no [escrow] kouza": cut after a word that ends no phrase, the excerpt ends at the last
    // phrase's end that keeps the match, else where Pagefind cut it, and says so.
    expect(
      textOf(
        `\u3067\u306f\u3001\u8cc7\u91d1\u306f\u9280\u884c\u306e<mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7${excerptCut}`,
      ),
    ).toEqual([
      { text: "\u3067\u306f\u3001\u8cc7\u91d1\u306f\u9280\u884c\u306e", marked: false },
      { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
      { text: "\u53e3\u5ea7", marked: false },
      { text: "\u2026", marked: false },
    ]);
  });

  it("where Pagefind cut English text, keeps its words whole, ends at a whole sentence where it can", () => {
    // Pagefind cut between words: the excerpt keeps its first word, drops a trailing comma and says so.
    expect(textOf(`${excerptCut} every structure holds <mark>escrow</mark> until, ${excerptCut}`)).toEqual([
      { text: "\u2026", marked: false },
      { text: "every structure holds ", marked: false },
      { text: "escrow", marked: true },
      { text: " until", marked: false },
      { text: "\u2026", marked: false },
    ]);
    // A whole sentence from the first match on: the cut sentence after it is left out, with no ellipsis.
    expect(
      textOf(
        `Funds stay in <mark>escrow</mark> until the certifier has checked the work. The bank then ${excerptCut}`,
      ),
    ).toEqual([
      { text: "Funds stay in ", marked: false },
      { text: "escrow", marked: true },
      { text: " until the certifier has checked the work.", marked: false },
    ]);
    // Not where the whole sentence is a short heading-like one: the cut sentence after it says more.
    expect(
      textOf(
        `Bank <mark>Escrow</mark>. Where the agreements provide for it, your capital is paid ${excerptCut}`,
      ),
    ).toEqual([
      { text: "Bank ", marked: false },
      { text: "Escrow", marked: true },
      { text: ". Where the agreements provide for it, your capital is paid", marked: false },
      { text: "\u2026", marked: false },
    ]);
    // Not cut: no ellipsis, even where the text ends without a stop.
    expect(textOf("Funds stay in <mark>escrow</mark> until")).toEqual([
      { text: "Funds stay in ", marked: false },
      { text: "escrow", marked: true },
      { text: " until", marked: false },
    ]);
  });

  it("never begins with a step's number", () => {
    // "04 ginkou no [escrow] kouza. keiyaku de..." (a stage's heading led by its number)
    expect(
      excerptParts(
        `04 \u9280\u884c\u306e<mark>\u30a8\u30b9\u30af\u30ed\u30fc</mark>\u53e3\u5ea7. \u5951\u7d04\u3067\u5b9a\u3081\u307e\u3059\u3002`,
      ).section,
    ).toEqual([
      { text: "\u9280\u884c\u306e", marked: false },
      { text: "\u30a8\u30b9\u30af\u30ed\u30fc", marked: true },
      { text: "\u53e3\u5ea7", marked: false },
    ]);
    // A number on its own (a separate element, joined by ". ") is no sentence to begin at.
    expect(textOf("the exit terms. 04. Bank <mark>escrow</mark> holds it.")).toEqual([
      { text: "Bank ", marked: false },
      { text: "escrow", marked: true },
      { text: " holds it.", marked: false },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(textOf("")).toEqual([]);
  });
});

describe("answeredQuery", () => {
  it("names the shorter word Pagefind searched for where no word begins with the one typed", () => {
    expect(answeredQuery("escrowzzzq", ["Escrow", "escrow"])).toBe("escrow");
    expect(answeredQuery("bank escrowzzzq", ["bank", "escrow"])).toBe("bank escrow");
    expect(answeredQuery("qwxv", ["Q"])).toBe("q");
  });

  it("leaves a query its results answer: a word, its start, its endings and its diacritics", () => {
    expect(answeredQuery("escrow", ["escrow"])).toBeUndefined();
    expect(answeredQuery("escr", ["escrow"])).toBeUndefined();
    expect(answeredQuery("investments", ["investment"])).toBeUndefined();
    expect(answeredQuery("companies", ["company"])).toBeUndefined();
    expect(answeredQuery("Ben Tre", ["B\u1ebfn", "Tre"])).toBeUndefined();
  });

  it("leaves Japanese words and results without marks alone", () => {
    expect(answeredQuery("\u5408\u5f01", ["\u5408\u5f01\u4e8b\u696d"])).toBeUndefined();
    expect(answeredQuery("escrowzzzq", [])).toBeUndefined();
  });
});

describe("matchTitles", () => {
  const pages: ListedPage[] = [
    [
      "en_1",
      "/insights/escrow",
      "Escrow in Vietnam",
      "How staged release protects an investor.",
      ["Milestone certificates", "Who signs"],
    ],
    [
      "en_2",
      "/projects/ben-tre",
      "Bến Tre urban development",
      "A new town on the Mekong delta, held in escrow.",
      [],
    ],
    [
      "en_3",
      "/services/rescue",
      "Rescue of stalled projects",
      "Bringing a stalled site back to work.",
      ["Escrow that releases on milestones"],
    ],
    [
      "ja_1",
      "/jp/services/jv",
      "合弁事業の組成と戦略的パートナーシップ",
      "日本企業と現地企業の合弁を設計します。",
      ["出資比率と意思決定", "撤退条項の設計"],
    ],
  ];
  const urls = (query: string) => matchTitles(pages, query).map((match) => match.url);

  it("finds a Latin word at the start of a word of a title, description or heading, titles first", () => {
    expect(urls("escr")).toEqual(["/insights/escrow", "/projects/ben-tre", "/services/rescue"]);
    // Not inside a word: "rescue" does not hold the word "scue".
    expect(urls("scue")).toEqual([]);
  });

  it("needs every word typed, in either the title or the description", () => {
    expect(urls("escrow vietnam")).toEqual(["/insights/escrow"]);
    expect(urls("escrow mekong")).toEqual(["/projects/ben-tre"]);
    expect(urls("escrow nowhere")).toEqual([]);
  });

  it("ignores case, Latin diacritics and full-width forms, as the index does", () => {
    expect(urls("ben tre")).toEqual(["/projects/ben-tre"]);
    expect(urls("ＥＳＣＲＯＷ")).toEqual(["/insights/escrow", "/projects/ben-tre", "/services/rescue"]);
  });

  it("finds Japanese anywhere in the text, keeping the voiced marks of kana", () => {
    expect(urls("合弁")).toEqual(["/jp/services/jv"]);
    expect(urls("パートナー")).toEqual(["/jp/services/jv"]);
    // ハ is not パ.
    expect(urls("ハート")).toEqual([]);
  });

  it("marks the words found in the page's own characters", () => {
    const [match] = matchTitles(pages, "ben tre");
    expect(match!.title).toEqual([
      { text: "Bến", marked: true },
      { text: " ", marked: false },
      { text: "Tre", marked: true },
      { text: " urban development", marked: false },
    ]);
    const [japanese] = matchTitles(pages, "合弁");
    expect(japanese!.description).toEqual([
      { text: "日本企業と現地企業の", marked: false },
      { text: "合弁", marked: true },
      { text: "を設計します。", marked: false },
    ]);
  });

  it("finds the words in a page's headings after its title and description, the heading marked as its section", () => {
    // Titles, then descriptions, then headings.
    expect(urls("escrow")).toEqual(["/insights/escrow", "/projects/ben-tre", "/services/rescue"]);
    expect(urls("milestone")).toEqual(["/insights/escrow", "/services/rescue"]);
    // The words may lie in the title and a heading.
    expect(urls("rescue milestones")).toEqual(["/services/rescue"]);
    const [japanese] = matchTitles(pages, "撤退");
    expect(japanese!.url).toBe("/jp/services/jv");
    expect(japanese!.section).toEqual([
      { text: "撤退", marked: true },
      { text: "条項の設計", marked: false },
    ]);
    // Found in the title or description: no section.
    expect(matchTitles(pages, "合弁")[0]!.section).toEqual([]);
  });

  it("marks a ranked result's words wherever they are, matched or not", () => {
    expect(markedPage(pages[2]!, "stalled zzz").description).toEqual([
      { text: "Bringing a ", marked: false },
      { text: "stalled", marked: true },
      { text: " site back to work.", marked: false },
    ]);
  });
});
