import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLongCompound,
  katakanaCompound,
  katakanaWordParts,
  keptEndingStart,
  keptPattern,
  keptRanges,
  longestKept,
  longestKeptNumber,
  widthInCharacters,
  segmentText,
  wordBreaks,
} from "./keep-together";

const kept = (text: string, terms: string[] = [], places: string[] = []) =>
  segmentText(text, keptPattern(terms, places))
    .filter((segment) => segment.kept)
    .map((segment) => segment.text);

describe("runs kept on one line", () => {
  it("keeps a number with its magnitude, unit and short range whole; a long range's quantities each whole", () => {
    // A range wider than three characters may break after its sign, at every width (stop 66).
    expect(kept("事業費500万〜1億米ドルの案件")).toEqual(["500万〜", "1億米ドル"]);
    expect(kept("総額1.2億円を調達")).toEqual(["1.2億円"]);
    expect(kept("出資比率は約30％です")).toEqual(["約30％"]);
    expect(kept("工期は3–5年を見込みます")).toEqual(["3–5年"]);
    expect(kept("全12カ国、40拠点に展開")).toEqual(["12カ国", "40拠点"]);
    // An ordinal with its counter: a phase, an article of a law.
    expect(kept("第3期の住宅区画と、第21条の規定")).toEqual(["第3期", "第21条"]);
  });

  it("keeps sono-aida (meanwhile) whole, not the start of sono kansetsu (its indirect)", () => {
    // kakuchi de. sono aida, teinei ni
    expect(kept("\u5404\u5730\u3067\u3002\u305d\u306e\u9593\u3001\u4e01\u5be7\u306b")).toEqual([
      "\u305d\u306e\u9593",
    ]);
    expect(kept("\u305d\u306e\u9593\u63a5\u7684\u306a\u52b9\u679c")).toEqual([]);
  });

  it("keeps a name or gloss in running text by its width, a long katakana name breaking only after a dot", () => {
    const name = "Kizuna Bridge Advisory Pte. Ltd.";
    const firm =
      "\u30ad\u30ba\u30ca\u30fb\u30d6\u30ea\u30c3\u30b8\u30fb\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc";
    // Stop 66: the paragraph is justified; kept whole, the firm's 16-character name that moved spread the line before
    // it by up to 0.8 em a gap on a phone. Its short words are kept (kizuna-, burijji-: a phone broke kizu|na, stop 72),
    // adobaizarii three letters at each end (adobaiza|rii), so it breaks after a dot or in a long word's middle. The
    // listed legal name in Latin letters is whole (stop 81); unlisted, it breaks at any of its spaces. A word of three kanji (souguousha) is whole too.
    const bio = `\u6e21\u8fba\u306f\u3001${firm}\uff08${name}\uff09\u306e\u5275\u696d\u8005\u3067\u3059`;
    const words = [
      "\u30ad\u30ba\u30ca\u30fb",
      "\u30d6\u30ea\u30c3\u30b8\u30fb",
      "\u30a2\u30c9\u30d0",
      "\u30b6\u30ea\u30fc",
    ];
    expect(kept(bio, [name, firm])).toEqual([...words, name, "\u5275\u696d\u8005"]);
    expect(kept(bio, [])).toEqual([...words, "\u5275\u696d\u8005"]);
    // Up to three characters wide a run is kept on every measure, up to six on a wide one only (`long`); a katakana
    // name's words up to five on every measure, a longer one's three letters at each end.
    const segments = segmentText(
      `\u5f53\u793e\uff08MAS\uff09\u3068\u30de\u30ab\u30e9\u30fb\u30ad\u30e3\u30d4\u30bf\u30eb\u30fb\u30d1\u30fc\u30c8\u30ca\u30fc\u30ba\u306e`,
      keptPattern([]),
    );
    expect(segments.filter((segment) => segment.kept)).toEqual([
      { text: "\uff08MAS\uff09", kept: true, long: true },
      { text: "\u30de\u30ab\u30e9\u30fb", kept: true },
      { text: "\u30ad\u30e3\u30d4\u30bf\u30eb\u30fb", kept: true },
      { text: "\u30d1\u30fc\u30c8", kept: true },
      { text: "\u30ca\u30fc\u30ba", kept: true },
    ]);
    // A bare Latin phrase (accredited investor) is wider than six: it breaks at its space only, as English does.
    expect(
      kept(
        "\u6cd5\u306b\u5b9a\u3081\u308b accredited investor \u3060\u3051\u3092\u6307\u3057\u307e\u3059",
        [],
      ),
    ).toEqual([]);
    // In short copy a dotted katakana name up to nine characters stays whole (makara- | kyapitaru split a title).
    const makara = "\u30de\u30ab\u30e9\u30fb\u30ad\u30e3\u30d4\u30bf\u30eb";
    expect(keptRanges(`\u69cb\u60f3\uff1a${makara}\u306e\u5831\u9053`, keptPattern([]))).toEqual([[3, 12]]);
    // Short copy (a heading) breaks the firm's longer katakana name at its dots instead (phrases.ts).
    expect(
      keptRanges(`${firm}\u306f\u30d5\u30a1\u30f3\u30c9\u3067\u3059\u304b`, keptPattern([firm])),
    ).toEqual([]);
  });

  it("keeps a short English gloss and a listed word of two kanji whole, a long gloss breakable", () => {
    // nintei toushika (accredited investor): wider than six, it breaks at its space as English does (stop 66).
    expect(
      kept(
        "\u8a8d\u5b9a\u6295\u8cc7\u5bb6\uff08accredited investor\uff09\u3068\u306f\u3001\u6cd5\u5f8b\u4e0a\u306e\u5b9a\u7fa9\u3067\u3059",
      ),
    ).toEqual([]);
    expect(kept("\u8a8d\u5b9a\u6295\u8cc7\u5bb6\uff08AI\uff09\u3068\u306f")).toEqual(["\uff08AI\uff09"]);
    expect(kept("\uff08capital markets services licence for fund management\uff09\u3092")).toEqual([]);
    // mina|sama split in three body paragraphs
    expect(
      kept(
        "\u304a\u5ba2\u69d8\u3068\u30d1\u30fc\u30c8\u30ca\u30fc\u306e\u7686\u69d8\u306b\u611f\u8b1d\u3059\u308b\u3068\u3068\u3082\u306b",
      ),
    ).toEqual(["\u304a\u5ba2\u69d8", "\u7686\u69d8"]);
  });

  it("keeps a name of four characters without its space whole on every measure (stop 71)", () => {
    const segments = segmentText(
      "\u62c5\u5f53\u306f\u6e21\u8fba\u5065\u4e8c\u3067\u3059",
      keptPattern(["\u6e21\u8fba\u5065\u4e8c"]),
    );
    expect(segments.filter((segment) => segment.kept)).toEqual([
      { text: "\u6e21\u8fba\u5065\u4e8c", kept: true },
    ]);
  });

  it("keeps a date whole", () => {
    expect(kept("2025年6月18日に発表しました")).toEqual(["2025年6月18日"]);
    expect(kept("2026年度の計画")).toEqual(["2026年度"]);
  });

  it("keeps words joined by a middle dot whole up to five characters, particles aside", () => {
    expect(kept("国内外の道路・橋梁の事業を支援")).toEqual(["国内外", "道路・橋梁"]);
    expect(kept("湾岸の住宅・商業を")).toEqual(["住宅・商業"]);
    // Longer compounds break as running text at every width (a wide line spread by up to 0.23 em before).
    expect(kept("国内外の建設・インフラ事業を支援")).toEqual(["国内外"]);
    expect(kept("キズナ・ブリッジの理念")).toEqual([]);
  });

  it("marks every dotted compound as breakable on a narrow measure, a long date between its quantities, never a name or a title", () => {
    expect(isLongCompound("コール・オプション")).toBe(true);
    expect(isLongCompound("建設・インフラ")).toBe(true);
    expect(isLongCompound("2025年6月18日")).toBe(false);
    expect(isLongCompound("アル・マンスーリ", true)).toBe(false);
    const pattern = keptPattern(["アル・マンスーリ"]);
    const long = (text: string, ending = false) =>
      segmentText(text, pattern, { ending }).flatMap((segment) =>
        segment.long ? [segment.parts?.map((part) => part.text).join("|") ?? segment.text] : [],
      );
    expect(long("道路・橋梁と住宅・商業")).toEqual(["道路・橋梁", "住宅・商業"]);
    // A name of two katakana words (8 characters) breaks after its dot, never inside a word on any measure (stop 72).
    expect(long("担当はアル・マンスーリです")).toEqual([]);
    expect(
      segmentText("担当はアル・マンスーリです", pattern).flatMap((segment) =>
        segment.kept ? [segment.text] : [],
      ),
    ).toEqual(["アル・", "マンスーリ"]);
    // Over five characters a compound is not kept at all.
    expect(long("建設・インフラ案件")).toEqual([]);
    // A date is whole at every width (stop 76; from stop 66 a phone broke it between its quantities); a short range
    // never breaks.
    expect(long("2025\u5e746\u670818\u65e5\u306b\u767a\u8868\u3001\u7dcf\u984d1.2\u5104\u5186")).toEqual([]);
    expect(long("\u671f\u95933\u301c5\u5e74\u3067\u3059")).toEqual([]);
    const whole = (text: string) =>
      segmentText(text, pattern, { ending: true }).flatMap((segment) => (segment.kept ? [segment] : []));
    expect(whole("\u6700\u7d42\u66f4\u65b0\u65e5\u306f2026\u5e7411\u670830\u65e5\u3067\u3059\u3002")).toEqual(
      // The ending (three characters and the full stop, stop 76) takes the date it meets, whole at every width.
      [{ text: "2026\u5e7411\u670830\u65e5\u3067\u3059\u3002", kept: true }],
    );
    // A long range breaks after its sign at every width: its quantities are kept runs of their own.
    expect(
      whole(
        "\u4e8b\u696d\u8cbb500\u4e07\u301c1\u5104\u7c73\u30c9\u30eb\u306e\u6848\u4ef6\u3092\u652f\u63f4\u3057\u307e\u3059",
      ).slice(0, 2),
    ).toEqual([
      { text: "500\u4e07\u301c", kept: true },
      { text: "1\u5104\u7c73\u30c9\u30eb", kept: true },
    ]);
  });

  it("ends a paragraph with its last three characters and the punctuation after them, a compound it meets breakable before them", () => {
    // A compound the ending starts inside breaks only before the ending (stop 76: "bai-seru joukou." left "joukou."
    // alone on a phone's last line); an ending that starts at its first word takes it whole.
    expect(
      segmentText("必要に応じたバイ・セル条項。", keptPattern(), { ending: true }).filter(
        (segment) => segment.kept,
      ),
    ).toEqual([
      {
        text: "バイ・セル条項。",
        kept: true,
        long: true,
        parts: [{ text: "バイ・", long: true }, { text: "セル条項。" }],
      },
    ]);
    const segments = segmentText("先買権と道路・橋梁", keptPattern(), { ending: true });
    expect(segments.filter((segment) => segment.kept)).toEqual([{ text: "道路・橋梁", kept: true }]);
    // An ending that meets a date keeps it with the ending, whole.
    expect(segmentText("発表は2025年6月。", keptPattern(), { ending: true }).at(-1)).toEqual({
      text: "2025年6月。",
      kept: true,
    });
    expect(segmentText("広がっています。", keptPattern(), { ending: true }).at(-1)).toEqual({
      text: "います。",
      kept: true,
    });
    // An ending that starts inside a word with a kanji takes the word (oyo-bi, sada-me: a card broke sada|me).
    expect(segmentText("数十年に及びます", keptPattern(), { ending: true }).at(-1)).toEqual({
      text: "及びます",
      kept: true,
    });
  });

  it("keeps the given names and titles whole up to six characters wide, the longest first", () => {
    expect(kept("会長兼CEOの渡辺 健二が登壇", ["渡辺 健二", "渡辺", "会長兼CEO"])).toEqual([
      "会長兼CEO",
      "渡辺 健二",
    ]);
    // A term with signs of regular expressions is matched as written.
    expect(kept("部長（CTO）に就任", ["部長（CTO）"])).toEqual(["部長（CTO）"]);
    // Wider than six, a title breaks as running text (stop 66: kept, it spread the line before it).
    expect(kept("技術責任者（CTO）に就任", ["技術責任者（CTO）"])).toEqual([]);
  });

  it("leaves Latin-only runs, English text and over-long runs alone", () => {
    expect(kept("当社は30%をUS$500で取得")).toEqual([]);
    expect(kept("A budget of 5 million to 100 million US dollars")).toEqual([]);
    const long = "ア".repeat(longestKept) + "・" + "イ".repeat(3);
    expect(kept(`これは${long}です`)).toEqual([]);
  });

  it("joined again, the segments are the text, and kept runs never overlap", () => {
    const pattern = keptPattern(["渡辺 健二", "会長兼CEO"]);
    const piece = fc.constantFrom(
      "2025年6月18日",
      "500万〜1億米ドル",
      "建設・インフラ",
      "渡辺 健二",
      "会長兼CEO",
      "30%",
      "の",
      "を",
      "案件",
      "。",
      " ",
      "Energy",
      "・",
      "〜",
      "1",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), (pieces, ending) => {
        const text = pieces.join("");
        const segments = segmentText(text, pattern, { ending });
        expect(segments.map((segment) => segment.text).join("")).toBe(text);
        const ranges = keptRanges(text, pattern);
        for (let index = 1; index < ranges.length; index++)
          expect(ranges[index]![0]).toBeGreaterThanOrEqual(ranges[index - 1]![1]);
        // A run is at most `longestKept` characters, a number run (a date, a range) at most `longestKeptNumber` wide.
        for (const [start, end] of ranges) {
          const run = text.slice(start, end);
          expect([...run].length <= longestKept || widthInCharacters(run) <= longestKeptNumber, run).toBe(
            true,
          );
        }
      }),
    );
  });

  it("with the ending, keeps a Japanese text of three characters or fewer whole", () => {
    expect(segmentText("発注者", keptPattern(), { ending: true })).toEqual([{ text: "発注者", kept: true }]);
    expect(segmentText("CEO", keptPattern(), { ending: true })).toEqual([{ text: "CEO", kept: false }]);
  });

  it("with the ending, the last kept segment holds the text's last characters", () => {
    const pattern = keptPattern();
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("投資", "の", "500万円", "建設・インフラ", "です", "。", "、", "事業"), {
          minLength: 3,
          maxLength: 20,
        }),
        (pieces) => {
          const text = pieces.join("");
          const start = keptEndingStart(text);
          fc.pre(start > 0);
          const last = segmentText(text, pattern, { ending: true })
            .filter((segment) => segment.kept)
            .at(-1)!;
          expect(text.trimEnd().endsWith(last.text)).toBe(true);
          expect(last.text.length).toBeGreaterThanOrEqual(text.trimEnd().length - start);
        },
      ),
    );
  });
});

describe("place names and katakana words (stop 75)", () => {
  // hoochimin, hanoi, shingapooru, sauji-arabia, doba-i (Dubai), betonamu
  const [hcm, hanoi, singapore, saudi, dubai, vietnam] = [
    "\u30db\u30fc\u30c1\u30df\u30f3",
    "\u30cf\u30ce\u30a4",
    "\u30b7\u30f3\u30ac\u30dd\u30fc\u30eb",
    "\u30b5\u30a6\u30b8\u30a2\u30e9\u30d3\u30a2",
    "\u30c9\u30d0\u30a4",
    "\u30d9\u30c8\u30ca\u30e0",
  ];
  const places = [hcm, hanoi, singapore, saudi, dubai, vietnam];

  it("keeps a listed place of up to ten characters whole on every measure, its administrative word with it", () => {
    // "hoochimin-shi, hanoi, shingapooru to sauji-arabia de": unlisted, each broke anywhere on a phone (hoo|chimin,
    // stop-72 review); listed, each is whole (stop 78: shinga | pooru read as a word split; until then a place over
    // five letters broke in its middle).
    const text = `${hcm}\u5e02\u3001${hanoi}\u3001${singapore}\u3068${saudi}\u3067`;
    const segments = segmentText(text, keptPattern([], places)).filter((segment) => segment.kept);
    expect(segments.map((segment) => segment.text)).toEqual([`${hcm}\u5e02`, hanoi, singapore, saudi]);
    // Kept on every measure: none is a run a phone breaks as running text.
    expect(segments.filter((segment) => segment.long)).toEqual([]);
    expect(kept(text)).toEqual([]);
  });

  it("finds a place only as a word of its own, never inside a longer katakana word", () => {
    // "adobaizarii to doba-i, betonamu-vinron-shou": doba-i is inside adobaizarii; betonamu before a dot is a word.
    const text = `\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u3068${dubai}\u3001${vietnam}\u30fb\u30f4\u30a3\u30f3\u30ed\u30f3\u7701`;
    expect(kept(text, [], places)).toEqual([dubai, vietnam]);
  });

  it("sets a listed name's one-word part as a word of the firm's name, whole up to five letters on every measure", () => {
    // mansuuri (a part of a team member's name), kept by width until stop 75: `long`, which a phone breaks anywhere.
    const mansoori = "\u30de\u30f3\u30b9\u30fc\u30ea";
    const segments = segmentText(`${mansoori}\u306f\u3001`, keptPattern([mansoori]));
    expect(segments[0]).toEqual({ text: mansoori, kept: true });
  });

  it("marks a katakana word's first and last two letters, the whole word up to three", () => {
    // puro, purojekuto, infura, konsutorakushon-manejimento
    expect(katakanaWordParts("\u30d7\u30ed")).toEqual({ word: ["kana"], parts: [{ text: "\u30d7\u30ed" }] });
    // A word of three letters is whole: any break in it leaves a letter alone (ri|suku).
    expect(katakanaWordParts("\u30ea\u30b9\u30af")).toEqual({
      word: ["kana"],
      parts: [{ text: "\u30ea\u30b9\u30af" }],
    });
    // A longer word kinsoku lets break only beside its ends (sukiimu, mojuuru) is `loose`: justified text breaks it as
    // before, since held whole it spread the line before it (stop 75).
    expect(katakanaWordParts("\u30b9\u30ad\u30fc\u30e0").word).toEqual(["kana", "loose"]);
    expect(katakanaWordParts("\u30e2\u30b8\u30e5\u30fc\u30eb").word).toEqual(["kana", "long", "loose"]);
    expect(katakanaWordParts("\u30a4\u30f3\u30d5\u30e9")).toEqual({
      word: ["kana"],
      parts: [
        { text: "\u30a4\u30f3", end: true },
        { text: "\u30d5\u30e9", end: true },
      ],
    });
    expect(katakanaWordParts("\u30d7\u30ed\u30b8\u30a7\u30af\u30c8")).toEqual({
      word: ["kana", "long"],
      parts: [
        { text: "\u30d7\u30ed", end: true },
        { text: "\u30b8\u30a7" },
        { text: "\u30af\u30c8", end: true },
      ],
    });
    const long = "\u30b3\u30f3\u30b9\u30c8\u30e9\u30af\u30b7\u30e7\u30f3\u30de\u30cd\u30b8\u30e1\u30f3\u30c8";
    expect(katakanaWordParts(long)).toEqual({
      parts: [
        { text: long.slice(0, 2), end: true },
        { text: long.slice(2, -2) },
        { text: long.slice(-2), end: true },
      ],
    });
  });

  it("splits a katakana compound longer than ten letters into its words, and no shorter run", () => {
    // Stop 79: puraibeeto ekuiti (11 letters), kept by its ends only, broke as ekui|ti in a card at 390 px.
    expect(katakanaCompound("\u30d7\u30e9\u30a4\u30d9\u30fc\u30c8\u30a8\u30af\u30a4\u30c6\u30a3")).toEqual([
      "\u30d7\u30e9\u30a4\u30d9\u30fc\u30c8",
      "\u30a8\u30af\u30a4\u30c6\u30a3",
    ]);
    expect(
      katakanaCompound("\u30d7\u30ed\u30b8\u30a7\u30af\u30c8\u30d5\u30a1\u30a4\u30ca\u30f3\u30b9"),
    ).toEqual(["\u30d7\u30ed\u30b8\u30a7\u30af\u30c8", "\u30d5\u30a1\u30a4\u30ca\u30f3\u30b9"]);
    // Ten letters or fewer stay one word (famirii ofisu, nine): the card keeps it whole.
    expect(katakanaCompound("\u30d5\u30a1\u30df\u30ea\u30fc\u30aa\u30d5\u30a3\u30b9")).toEqual([
      "\u30d5\u30a1\u30df\u30ea\u30fc\u30aa\u30d5\u30a3\u30b9",
    ]);
    fc.assert(
      fc.property(fc.stringMatching(/^[\u30a2-\u30f3\u30fc]{2,16}$/u), (run) => {
        const words = katakanaCompound(run);
        expect(words.join("")).toBe(run);
        if (run.length <= 10) expect(words).toEqual([run]);
        for (const word of words) if (words.length > 1) expect(word.length).toBeGreaterThanOrEqual(2);
      }),
    );
  });

  it("starts a paragraph's kept ending two letters into a katakana word, or at its start, never one letter in", () => {
    // "tousha no saabisu ichiran": the ending su ichiran would leave su alone at a line's start; it takes bisu.
    const text = "\u5f53\u793e\u306e\u30b5\u30fc\u30d3\u30b9\u4e00\u89a7";
    expect(text.slice(keptEndingStart(text))).toBe("\u30d3\u30b9\u4e00\u89a7");
    // "tousha no riku ichiran" (three letters): ku ichiran would leave ri alone; it takes the whole word.
    const three = "\u5f53\u793e\u306e\u30ea\u30b9\u30af\u4e00\u89a7";
    expect(three.slice(keptEndingStart(three))).toBe("\u30ea\u30b9\u30af\u4e00\u89a7");
  });
});

describe("stop 76: identifiers, legal names, places, quoted titles, honorifics and kanji words whole", () => {
  it("keeps a law's or a resolution's number whole with its ordinal and counter, never after a slash", () => {
    // "kokkai ga saitaku shita ketsugi dai 202/2025/QH15 gou ni yori": split after 202/ on a phone and at 1440 px.
    expect(
      kept(
        "\u56fd\u4f1a\u304c\u63a1\u629e\u3057\u305f\u6c7a\u8b70\u7b2c202/2025/QH15\u53f7\u306b\u3088\u308a",
      ),
    ).toEqual(["\u7b2c202/2025/QH15\u53f7"]);
    // "tochi hou (houritsu dai 31/2024/QH15 gou)": the number, not the word before it.
    expect(kept("\u571f\u5730\u6cd5\uff08\u6cd5\u5f8b\u7b2c31/2024/QH15\u53f7\uff09")).toEqual([
      "\u7b2c31/2024/QH15\u53f7",
    ]);
    // A date written with slashes has too few parts to be one; Latin text is left alone.
    expect(kept("\u5e74\u5ea6\u306f2025/26\u3067\u3059")).toEqual([]);
    expect(kept("Resolution 202/2025/QH15")).toEqual([]);
  });

  it("keeps the listed legal name in Latin letters whole, a longer listed name breaking before its last two words", () => {
    // Stop 81: a name of up to five words is whole (the stop-80 designer read Kizuna Bridge | Advisory as broken);
    // stop 78 broke it before its last two words. A listed name of six words breaks there still, never Pte. | Ltd.
    const name = "Kizuna Bridge Advisory Pte. Ltd.";
    const segments = segmentText(`\u5f53\u793e\uff08${name}\uff09\u306f`, keptPattern([name]));
    expect(segments.filter((segment) => segment.kept)).toEqual([{ text: name, kept: true }]);
    const longer = "KB Asia Advisory Group Pte. Ltd.";
    const longerSegments = segmentText(`\u5f53\u793e\uff08${longer}\uff09\u306f`, keptPattern([longer]));
    expect(longerSegments.filter((segment) => segment.kept)).toEqual([{ text: "Pte. Ltd.", kept: true }]);
    // Unlisted, a Latin phrase that wide breaks at its spaces, as English does.
    expect(kept(`\u5f53\u793e\uff08${name}\uff09\u306f`)).toEqual([]);
  });

  it("keeps a listed place with the administrative word after it", () => {
    // "benche-shou to chabin-shou ga vinron-shou ni, hoochimin-shi to no": chabin | shou split on a phone.
    const places = ["\u30d9\u30f3\u30c1\u30a7", "\u30c1\u30e3\u30d3\u30f3", "\u30f4\u30a3\u30f3\u30ed\u30f3"];
    expect(
      kept(
        "\u30d9\u30f3\u30c1\u30a7\u7701\u3068\u30c1\u30e3\u30d3\u30f3\u7701\u304c\u30f4\u30a3\u30f3\u30ed\u30f3\u7701\u306b",
        [],
        places,
      ),
    ).toEqual([
      "\u30d9\u30f3\u30c1\u30a7\u7701",
      "\u30c1\u30e3\u30d3\u30f3\u7701",
      "\u30f4\u30a3\u30f3\u30ed\u30f3\u7701",
    ]);
    // Up to ten characters with it, whole (stop 78); a longer one keeps three letters at each end, the word with the
    // last (a made-up place of nine letters: abcdefghi-shou).
    const singapore = "\u30b7\u30f3\u30ac\u30dd\u30fc\u30eb";
    expect(kept(`${singapore}\u5e02\u306e`, [], [singapore])).toEqual([`${singapore}\u5e02`]);
    const long = "\u30a2\u30d9\u30b7\u30c7\u30d5\u30ac\u30d2\u30a4\u30b8\u30ab";
    expect(kept(`${long}\u7701\u306e`, [], [long])).toEqual([long.slice(0, 3), `${long.slice(-3)}\u7701`]);
  });

  it("keeps a listed place with the direction before it whole (minami-ajia, toonan-ajia)", () => {
    // "minami-ajia to toonan-ajia, kita-indo": the designer's minami-a | jia (stop 78).
    const asia = "\u30a2\u30b8\u30a2";
    const india = "\u30a4\u30f3\u30c9";
    expect(
      kept(`\u5357${asia}\u3068\u6771\u5357${asia}\u3001\u5317${india}\u3067`, [], [asia, india]),
    ).toEqual([`\u5357${asia}`, `\u6771\u5357${asia}`, `\u5317${india}`]);
  });

  it("keeps a quoted title up to eight characters whole; a longer quotation breaks as running text", () => {
    // "kaki 'rieki souhan no kaiji' to 'hokan basho to gaikoku e no iten' wo": ri | eki split at 1440 px.
    expect(
      kept(
        "\u4e0b\u8a18\u300c\u5229\u76ca\u76f8\u53cd\u306e\u958b\u793a\u300d\u3068\u300c\u4fdd\u7ba1\u5834\u6240\u3068\u5916\u56fd\u3078\u306e\u79fb\u8ee2\u300d\u3092",
      ),
    ).toEqual(["\u300c\u5229\u76ca\u76f8\u53cd\u306e\u958b\u793a\u300d"]);
    // Eight inside its brackets is the longest kept whole (rieki souhan ni tsuite).
    expect(kept("\u300c\u5229\u76ca\u76f8\u53cd\u306b\u3064\u3044\u3066\u300d\u3092")).toEqual([
      "\u300c\u5229\u76ca\u76f8\u53cd\u306b\u3064\u3044\u3066\u300d",
    ]);
    // A longer quotation is looked into for the runs inside it.
    expect(
      kept("\u300c2025\u5e746\u670818\u65e5\u306b\u8a2d\u7acb\u3055\u308c\u305f\u4f1a\u793e\u300d"),
    ).toEqual(["2025\u5e746\u670818\u65e5"]);
  });

  it("keeps o and go with the noun after them", () => {
    // "o-kyakusama ga go-irai itadaku o-toiawase": o | kyakusama split on a phone.
    expect(
      kept(
        "\u304a\u5ba2\u69d8\u304c\u3054\u4f9d\u983c\u3044\u305f\u3060\u304f\u304a\u554f\u3044\u5408\u308f\u305b",
      ),
    ).toEqual(["\u304a\u5ba2\u69d8", "\u3054\u4f9d\u983c", "\u304a\u554f\u3044"]);
    // "o-okuri itashimasu, go-ran kudasai": read by ICU as one word with the prefix, kept to three characters.
    expect(
      kept("\u304a\u9001\u308a\u3044\u305f\u3057\u307e\u3059\u3002\u3054\u89a7\u304f\u3060\u3055\u3044"),
    ).toEqual(["\u304a\u9001\u308a", "\u3054\u89a7"]);
  });

  it("never leaves one kanji of a word of three or more alone at a break", () => {
    // "mokuromisho wo koufu": ICU reads mokuromi | sho; me | ron-misho split at 1440 px.
    expect(kept("\u76ee\u8ad6\u898b\u66f8\u3092\u4ea4\u4ed8")).toEqual(["\u76ee\u8ad6\u898b"]);
    // Words of two kanji break as print breaks them.
    expect(kept("\u91cd\u8981\u306a\u4e8b\u9805")).toEqual([]);
  });

  it("counts a paragraph's kept ending in characters, not punctuation", () => {
    // "hennyuu saremashita." kept "shita." (two and a full stop) until stop 76.
    const text = "\u7de8\u5165\u3055\u308c\u307e\u3057\u305f\u3002";
    expect(text.slice(keptEndingStart(text))).toBe("\u307e\u3057\u305f\u3002");
    // Closing brackets count as punctuation: "... wo goran kudasai)." keeps dasai, the bracket and the full stop.
    const bracketed =
      "\uff08\u8a73\u3057\u304f\u306f\u4e0b\u8a18\u3092\u3054\u89a7\u304f\u3060\u3055\u3044\uff09\u3002";
    expect(bracketed.slice(keptEndingStart(bracketed))).toBe("\u3060\u3055\u3044\uff09\u3002");
  });
});

describe("stop 80: a quoted title, a place's direction and a linked title give between their words", () => {
  // Each kept segment as its parts (`|` between), the parts a phone breaks between (`.keep.long`, styles.css).
  const parts = (text: string, places: string[] = []) =>
    segmentText(text, keptPattern([], places))
      .filter((segment) => segment.kept)
      .map((segment) => segment.parts?.map((part) => part.text).join("|") ?? segment.text);

  it("breaks a quoted title of Japanese words between them, each of two characters or more", () => {
    // "nihongo no peeji de 'kikan toushika' 'nintei toushika' to iu baai wa": the second moved whole and left a phone's
    // line 29 % short (/jp/important-information, the stop-78 designer).
    expect(
      parts(
        "\u65e5\u672c\u8a9e\u306e\u30da\u30fc\u30b8\u3067\u300c\u6a5f\u95a2\u6295\u8cc7\u5bb6\u300d\u300c\u8a8d\u5b9a\u6295\u8cc7\u5bb6\u300d\u3068",
      ).slice(-2),
    ).toEqual(["\u300c\u6a5f\u95a2|\u6295\u8cc7\u5bb6\u300d", "\u300c\u8a8d\u5b9a|\u6295\u8cc7\u5bb6\u300d"]);
    // A particle of one or two kana stays with the word before it, a longer one may start a line (rieki | souhan |
    // ni tsuite); a word of one kanji stays too (taishou-sha).
    expect(parts("\u300c\u5229\u76ca\u76f8\u53cd\u306b\u3064\u3044\u3066\u300d\u3092")).toEqual([
      "\u300c\u5229\u76ca|\u76f8\u53cd|\u306b\u3064\u3044\u3066\u300d",
    ]);
    expect(parts("\u300c\u5229\u76ca\u76f8\u53cd\u306e\u958b\u793a\u300d\u3092")).toEqual([
      "\u300c\u5229\u76ca|\u76f8\u53cd\u306e|\u958b\u793a\u300d",
    ]);
    expect(parts("\u300c\u5bfe\u8c61\u8005\u300d\u306b")).toEqual(["\u300c\u5bfe\u8c61\u8005\u300d"]);
    // A name with digits in it (bijon 2030) stays whole.
    expect(parts("\u300c\u30d3\u30b8\u30e7\u30f32030\u300d\u306e")).toEqual([
      "\u300c\u30d3\u30b8\u30e7\u30f32030\u300d",
    ]);
  });

  it("breaks a place after its direction, never inside the place or before its administrative word", () => {
    const asia = "\u30a2\u30b8\u30a2";
    expect(parts(`\u6771\u5357${asia}\u3068\u5357${asia}\u3067`, [asia])).toEqual([
      `\u6771\u5357|${asia}`,
      `\u5357|${asia}`,
    ]);
    const chabin = "\u30c1\u30e3\u30d3\u30f3";
    expect(parts(`${chabin}\u7701\u3068`, [chabin])).toEqual([`${chabin}\u7701`]);
  });

  it("finds the word breaks of a linked title: two characters or more a side, a particle with its word", () => {
    // "jigyousei hyouka・jigyou sukiimu no kentou"
    const title =
      "\u4e8b\u696d\u6027\u8a55\u4fa1\u30fb\u4e8b\u696d\u30b9\u30ad\u30fc\u30e0\u306e\u691c\u8a0e";
    expect(wordBreaks(title)).toEqual([3, 6, 8, 13]);
    // A paragraph's end keeps three: toushano saabisu | ichiran is not broken before ichiran.
    const last = "\u5f53\u793e\u306e\u30b5\u30fc\u30d3\u30b9\u4e00\u89a7";
    expect(wordBreaks(last)).toEqual([3, 7]);
    expect(wordBreaks(last, { last: 3 })).toEqual([3]);
  });
});

describe("stop 81: ragged copy", () => {
  it("keeps a katakana word whole in the kept ending of copy set ragged, its last two letters in justified text", () => {
    // senryaku adobaizarii desu.: justified, the ending takes ri-i desu. (stop 75); ragged (a card's narrow column),
    // the whole word, which a ragged line never splits.
    const text = "\u6226\u7565\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u3067\u3059\u3002";
    expect(text.slice(keptEndingStart(text))).toBe("\u30ea\u30fc\u3067\u3059\u3002");
    expect(text.slice(keptEndingStart(text, { ragged: true }))).toBe(
      "\u30a2\u30c9\u30d0\u30a4\u30b6\u30ea\u30fc\u3067\u3059\u3002",
    );
  });
});
