import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../lib/locale";
import {
  findComplianceProblems,
  findOneSidedPromises,
  loadComplianceRules,
  withHiragana,
} from "./compliance";

const { rules, problems, pastResults, promises, investors } = loadComplianceRules(process.cwd());
const flagged = (locale: Locale, text: string) =>
  findComplianceProblems(
    { file: "f", locale, strings: [{ field: "x", key: "x", value: text, line: 1 }] },
    rules,
  ).length;

it("reads the list in content/glossary/compliance.yml", () => {
  expect(problems).toEqual([]);
  expect(rules.length).toBeGreaterThan(5);
  expect(pastResults).toEqual({
    en: "Past results do not indicate future outcomes.",
    jp: "過去の実績は将来の成果を示すものではありません。",
  });
});

it.each([
  ["en", "Capital Protected by Design"],
  ["en", "Your returns are guaranteed."],
  ["en", "A risk-free way to invest in infrastructure."],
  ["en", "We offer guaranteed returns of 8%."],
  ["jp", "元本保証の投資です。"],
  ["jp", "リスクのない投資をご提案します。"],
  ["jp", "確実なリターンが見込めます。"],
] as const)("stops promises (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(1);
});

it.each([
  ["en", "We never guarantee returns."],
  ["en", "No investment is risk-free, and we do not say otherwise."],
  ["en", "Guaranteed returns are not something we offer. Capital is held in escrow."],
  ["jp", "当社は利回りを保証するものではありません。"],
  ["jp", "リスクのない投資はありません。"],
] as const)("allows a sentence that denies the claim (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(0);
});

it("reports a body line with its number", () => {
  const source = "---\ntitle: x\n---\n\nFirst line.\nOur capital-protected notes.\n";
  expect(findComplianceProblems({ file: "a.en.mdx", locale: "en", source, strings: [] }, rules)).toEqual([
    {
      file: "a.en.mdx",
      line: 6,
      message:
        '"capital-protected" is wording a financial-promotion review would stop (it echoes the regulated "capital-protected" label): write "capital is held in bank escrow and released at checked milestones"',
    },
  ]);
});

it.each([
  ["en", "This is not an Investment Shield, but it protects you."],
  ["en", "We never said Protect First."],
  ["jp", "資金はエスクロー口座で保全しません。"],
  ["jp", "お客様は管理権を持ちません。"],
] as const)("stops a label even in a sentence that denies something (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(1);
});

it("suggests the wording to write instead, in the rule's language", () => {
  const [problem] = findComplianceProblems(
    {
      file: "a.jp.mdx",
      locale: "jp",
      strings: [{ field: "x", key: "x", value: "当社のお約束です。", line: 3 }],
    },
    rules,
  );
  expect(problem?.message).toBe(
    '"当社のお約束" is wording a financial-promotion review would stop (当社が結果を約束していると読まれます): write 「当社の姿勢」「当社が大切にすること」',
  );
});

it("refuses a pattern that could run for minutes on a long line, naming it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "compliance-"));
  try {
    fs.mkdirSync(path.join(root, "content/glossary"), { recursive: true });
    const list = fs.readFileSync("content/glossary/compliance.yml", "utf8");
    for (const pattern of ["(a+)+b", "(\\w{1,3})*x", "x[a-z ,]*[a-z ,]*!", ".*a.*b.*c.*d.*e"]) {
      fs.writeFileSync(
        path.join(root, "content/glossary/compliance.yml"),
        `${list}\n  - locale: en\n    pattern: ${pattern}\n    why: test\n    suggest: test\n`,
      );
      const loaded = loadComplianceRules(root);
      expect(loaded.rules).toEqual([]);
      expect(loaded.problems).toEqual([
        {
          file: "content/glossary/compliance.yml",
          line: expect.any(Number),
          message: expect.stringMatching(
            new RegExp(`^the pattern ${pattern.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")} `),
          ),
        },
      ]);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it.each([
  ["en", "5. **Protect the capital flow.** Hold funds in bank escrow."],
  ["en", "We make sure every project is delivered on time."],
  ["en", "See the healthcare campus we are preparing in southern India."],
  ["en", "Khalid is our Chief Investment Officer."],
  ["jp", "**資金の流れを守る。** 資金は銀行が管理します。"],
  ["jp", "すべての案件を必ず完成させます。"],
  ["jp", "当社が南インドで準備を進めている医療キャンパスです。"],
  ["jp", "当社の最高投資責任者（CIO）です。"],
] as const)("stops the firm's role overstated (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(1);
});

it.each([
  ["en", "See the healthcare campus we advise on in southern India."],
  ["en", "He presses for design decisions to be made early."],
  ["jp", "当社が助言している南インドの医療キャンパスです。"],
] as const)("lets the firm's role as it is through (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(0);
});

describe("promises compared across twins", () => {
  const input = (locale: Locale, body: string, fields: Record<string, string> = {}) => ({
    file: `a.${locale}.mdx`,
    locale,
    source: `---\ntitle: x\n---\n\n${body}\n`,
    strings: Object.entries(fields).map(([field, value], index) => ({
      field,
      key: field.split(".").pop()!,
      value,
      line: index + 2,
    })),
  });
  const found = (en: ReturnType<typeof input>, jp: ReturnType<typeof input>) =>
    findOneSidedPromises({ en, jp }, promises).map(
      (p) => `${p.file}:${p.line}${p.field ? ` ${p.field}` : ""}`,
    );

  it("reads the kinds of promise and the words that show an investor audience", () => {
    expect(promises.map((p) => p.name)).toContain("taking responsibility");
    expect(investors.en.test("family offices")).toBe(true);
    expect(investors.jp.test("プロ投資家")).toBe(true);
  });

  it("refuses a promise one body makes and the other does not, in the file that makes it", () => {
    expect(found(input("en", "We stay involved."), input("jp", "最後まで責任を持って関わります。"))).toEqual([
      "a.jp.mdx:5",
      "a.jp.mdx:5",
    ]);
    expect(found(input("en", "We ensure it is built."), input("jp", "施工を確認します。"))).toEqual([
      "a.en.mdx:5",
    ]);
  });

  it("compares a field with the same field of the twin, and ignores file names", () => {
    expect(
      found(
        input("en", "Body.", {
          excerpt: "Read this.",
          lead: "Returns are not guaranteed.",
          "image.src": "promises.svg",
        }),
        input("jp", "本文。", {
          excerpt: "必ずお読みください。",
          lead: "リターンは保証されません。",
          "image.src": "promises.svg",
        }),
      ),
    ).toEqual(["a.jp.mdx:2 excerpt"]);
  });

  it("lets twins that make the same promise, or none, through", () => {
    expect(
      found(input("en", "We never guarantee returns."), input("jp", "リターンを保証することはありません。")),
    ).toEqual([]);
    expect(
      found(input("en", "We check each milestone."), input("jp", "各マイルストーンを確認します。")),
    ).toEqual([]);
  });
});

it("names the line of a YAML mistake in the list, in plain words, without YAML's code frame", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "compliance-"));
  try {
    fs.mkdirSync(path.join(root, "content/glossary"), { recursive: true });
    const list = fs.readFileSync("content/glossary/compliance.yml", "utf8");
    const line = list.split("\n").length + 2;
    fs.writeFileSync(
      path.join(root, "content/glossary/compliance.yml"),
      `${list}\n  - locale: en\n    pattern: [a-z ,]*!\n    why: test\n    suggest: test\n`,
    );
    const [problem] = loadComplianceRules(root).problems;
    expect(problem?.line).toBe(line);
    expect(problem?.message).toMatch(/^is not valid YAML here \(.+\): put a pattern in single quotes/);
    expect(problem?.message).not.toContain("^");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

// Probe 47, tenth round, F3: each language's rules read the text written in that language, in either file.
describe("every language's rules read text in that language, whatever the file's language", () => {
  const body = (locale: Locale, text: string) =>
    findComplianceProblems(
      {
        file: `a.${locale}.mdx`,
        locale,
        source: `---\ntitle: x\n---\n\nFirst line.\n\n${text}\n`,
        strings: [],
      },
      rules,
    );
  // "Tousha no houshin desu." (our policy) in Japanese, before an English sentence.
  const japaneseSentence = "\u5f53\u793e\u306e\u65b9\u91dd\u3067\u3059\u3002";
  it.each([
    "This is a risk-free investment.",
    "Guaranteed returns.",
    `${japaneseSentence}This is a risk-free investment.`,
    `${japaneseSentence}Guaranteed returns${japaneseSentence}`,
  ])("stops an English promise in a Japanese file, at its line: %s", (text) => {
    expect(body("jp", text).map((problem) => problem.line)).toEqual([7]);
    expect(flagged("jp", text)).toBe(1);
  });
  it("stops a Japanese promise in an English file", () => {
    // "Ganpon hoshou" (principal guaranteed).
    expect(body("en", "Our notes are \u5143\u672c\u4fdd\u8a3c for every client.").map((p) => p.line)).toEqual(
      [7],
    );
  });
  it("leaves Latin names and glosses in Japanese, and English that denies the claim", () => {
    expect(
      body("jp", `Kizuna Bridge Advisory (Singapore) ${japaneseSentence}ESG${japaneseSentence}`),
    ).toEqual([]);
    expect(body("jp", `${japaneseSentence}No investment is risk-free.`)).toEqual([]);
  });
});

// Probe 47, eleventh round, G1: the rules read the sentence the page shows, not the line as it is written.
describe("the wording rules read the text a visitor reads, at its line", () => {
  const lines = (locale: Locale, text: string) =>
    findComplianceProblems(
      {
        file: `a.${locale}.mdx`,
        locale,
        source: `---\ntitle: x\n---\n\nFirst line.\n\n${text}\n`,
        strings: [],
      },
      rules,
    ).map((problem) => problem.line);
  it.each([
    ["an inline tag", "We offer a risk-<small>free</small> plan to every partner."],
    ["an inline tag with attributes", 'This is a risk-<abbr title="Note">free</abbr> plan for every client.'],
    ["a link", "This is a [risk](/about)-free plan for every client."],
    ["a footnote mark", "Our partners enjoy a risk[^p]-free plan.\n\n[^p]: As we see it."],
    ["a hard line break", "This is a risk-\\\nfree plan for every client."],
    ["a hard line break between words", "Every client enjoys guaranteed\\\nreturns each year."],
    ["a <br /> between words", "Every client enjoys guaranteed<br />returns each year."],
    ["a statistic's value and label", '<Stat value="Safe" label="investment" />'],
  ])("stops a phrase split by %s: %s", (_, text) => {
    expect(lines("en", text)).toEqual([7]);
  });
  it("quotes a phrase split by a hard line break on one line", () => {
    const [problem] = findComplianceProblems(
      {
        file: "a.en.mdx",
        locale: "en",
        source: "---\ntitle: x\n---\n\nThis is a risk-\\\nfree plan.\n",
        strings: [],
      },
      rules,
    );
    expect(problem?.message).toMatch(/^"risk- free" is wording/);
  });
  it("reports a phrase at the line it starts on", () => {
    expect(lines("en", 'Read on.\n<Stat\n  value="Safe"\n  label="investment"\n/>')).toEqual([9]);
    expect(lines("en", "Plans for all.\nThis is a [risk](/about)-free\nplan.")).toEqual([8]);
    // "Ganpon" / "hoshou no anken desu." (a principal-guaranteed deal), over two lines of a Japanese paragraph.
    expect(lines("jp", "\u5143\u672c\n\u4fdd\u8a3c\u306e\u6848\u4ef6\u3067\u3059\u3002")).toEqual([7]);
  });
  it("reads what a visitor sees beside the line: a description, a title, an attribute", () => {
    expect(lines("en", "![A risk-free plan](chart.svg)")).toEqual([7]);
    expect(lines("en", '[our terms][t]\n\n[t]: /about\n  "A risk-free plan"')).toEqual([10]);
    expect(lines("en", '<Callout title="Guaranteed returns">\n\nRead this.\n\n</Callout>')).toEqual([7]);
  });
  it("leaves out what a visitor never sees, and text split into two blocks", () => {
    expect(lines("en", "This is a plan {/* risk-free */} for every client.")).toEqual([]);
    expect(lines("en", "| Risk | Free |\n| --- | --- |\n| a | b |")).toEqual([]);
  });
});

// Probe 47, eleventh round, G2: letters, dashes and spellings that read the same as a rule's words.
describe("letters and spellings that read as the rule's words are read as them", () => {
  const found = (locale: Locale, text: string) =>
    findComplianceProblems(
      {
        file: `a.${locale}.mdx`,
        locale,
        source: `---\ntitle: x\n---\n\nFirst line.\n\n${text}\n`,
        strings: [],
      },
      rules,
    ).map((problem) => `${problem.line}: ${problem.message}`);
  const wording = /^7: ".+" is wording a financial-promotion review would stop/;
  it.each([
    ["a dotless i (U+0131)", "It is a r\u0131sk-free project for every family."],
    ["a script g (U+0261)", "Every client enjoys \u0261uaranteed returns each year."],
    ["a hyphen bullet (U+2043)", "This is a risk\u2043free plan for every client."],
    ["a modifier minus (U+02D7)", "This is a risk\u02d7free plan for every client."],
    ["a heavy minus (U+2796)", "This is a risk\u2796free plan for every client."],
  ])("reads %s as the plain letter or dash: %s", (_, text) => {
    expect(found("en", text)).toContainEqual(expect.stringMatching(wording));
    expect(flagged("en", text)).toBeGreaterThan(0);
  });
  it.each([
    // "Ganpon hoshou no anken desu." with the old form of "shou" (U+8B49).
    ["an old form of a kanji", "\u5143\u672c\u4fdd\u8b49\u306e\u6848\u4ef6\u3067\u3059\u3002"],
    // The same with a full-width space inside the phrase.
    [
      "a full-width space inside a phrase",
      "\u5143\u672c\u3000\u4fdd\u8a3c\u306e\u6848\u4ef6\u3067\u3059\u3002",
    ],
    // "Risuku no nai toushi wo go-teian shimasu." with "nai" in kanji (U+7121).
    [
      "the kanji spelling of nai",
      "\u30ea\u30b9\u30af\u306e\u7121\u3044\u6295\u8cc7\u3092\u3054\u63d0\u6848\u3057\u307e\u3059\u3002",
    ],
  ])("reads %s in Japanese as the rule's words", (_, text) => {
    expect(found("jp", text)).toEqual([expect.stringMatching(wording)]);
    expect(flagged("jp", text)).toBe(1);
  });
  it("refuses a word with a letter of phonetic writing, naming it, at its line", () => {
    // The small capital reads as "g" to the wording rules too (through its capital, H2), so both name the line.
    expect(found("en", "Investors receive \u0262uaranteed returns every year.")).toEqual([
      '7: the word "\u0262uaranteed" holds "\u0262" (U+0262), a letter of phonetic or technical writing that looks like a plain Latin letter but is not one, so no reader and no rule sees the word it seems: retype the word in plain letters',
      expect.stringMatching(wording),
    ]);
    expect(found("en", "Our \u0280oad map.")).toHaveLength(1);
  });
  // Probe 47, twelfth round, H2: marks, letters the table lists only beside another script's, and lines as dashes.
  it.each([
    ["a combining dot below (r + U+0323)", "This is a r\u0323isk-free plan for every client."],
    ["a combining dot below (d + U+0323)", "We offer a guaranteed\u0323 return to every partner."],
    ["a dotted capital I (U+0130)", "This is a R\u0130SK-FREE plan for every client."],
    ["a kra (U+0138)", "This is a ris\u0138-free plan for every client."],
    ["the long vowel mark (U+30FC) as a dash", "A risk\u30fcfree plan for every owner."],
    ["the kanji one (U+4E00) as a dash", "This is a risk\u4e00free plan for every client."],
    ["a box-drawing line (U+2500) as a dash", "This is a risk\u2500free plan for every client."],
    ["a line extension (U+23AF) as a dash", "This is a risk\u23affree plan for every client."],
  ])("reads %s as the plain letter or dash: %s", (_, text) => {
    expect(found("en", text)).toContainEqual(expect.stringMatching(wording));
  });
  it("leaves the long vowel mark and the kanji one as letters in Japanese writing", () => {
    // "Koohii to ippai no ocha.": the long vowel mark inside katakana, the kanji "one" before a kanji.
    expect(found("jp", "\u30b3\u30fc\u30d2\u30fc\u3068\u4e00\u676f\u306e\u304a\u8336\u3002")).toEqual([]);
  });
  // Probe 47, twelfth round, H3: Japanese spellings of the refused promises.
  it.each([
    // "Risuku no nai toushi wo go-teian shimasu." with "risuku" in hiragana.
    [
      "a katakana word in hiragana",
      "\u308a\u3059\u304f\u306e\u306a\u3044\u6295\u8cc7\u3092\u3054\u63d0\u6848\u3057\u307e\u3059\u3002",
    ],
    // "Ganpon hoshou no anken desu." with the homophone "hoshou" (U+969C).
    ["the homophone of hoshou", "\u5143\u672c\u4fdd\u969c\u306e\u6848\u4ef6\u3067\u3059\u3002"],
    // "No-risuku no toushi desu." with a middle dot inside the phrase.
    [
      "a middle dot inside a katakana phrase",
      "\u30ce\u30fc\u30fb\u30ea\u30b9\u30af\u306e\u6295\u8cc7\u3067\u3059\u3002",
    ],
    // The same with a half-width middle dot (U+FF65).
    ["a half-width middle dot", "\u30ce\u30fc\uff65\u30ea\u30b9\u30af\u306e\u6295\u8cc7\u3067\u3059\u3002"],
    // "Ganpon (ganpon) hoshou no anken desu.": a reading in full-width brackets inside the phrase.
    [
      "a reading in brackets after the kanji",
      "\u5143\u672c\uff08\u304c\u3093\u307d\u3093\uff09\u4fdd\u8a3c\u306e\u6848\u4ef6\u3067\u3059\u3002",
    ],
    // "Ganpon wo hoshou shimasu.": a particle between the two words.
    ["a particle inside the phrase", "\u5143\u672c\u3092\u4fdd\u8a3c\u3057\u307e\u3059\u3002"],
  ])("reads %s in Japanese as the rule's words", (_, text) => {
    expect(found("jp", text)).toEqual([expect.stringMatching(wording)]);
  });
  it("refuses each twin of a pair that makes the same promise on its own wording", () => {
    expect(found("en", "Returns guaranteed for every client.")).toEqual([expect.stringMatching(wording)]);
    expect(found("jp", "\u5143\u672c\u3092\u4fdd\u8a3c\u3057\u307e\u3059\u3002")).toEqual([
      expect.stringMatching(wording),
    ]);
  });
  it("leaves a denial, a name with a middle dot and a reading of another word", () => {
    // "Ganpon wo hoshou suru mono dewa arimasen.", "Jon Sumisu ga tantou shimasu.", "Toukyou (toukyou) no jimusho".
    expect(
      found(
        "jp",
        "\u5143\u672c\u3092\u4fdd\u8a3c\u3059\u308b\u3082\u306e\u3067\u306f\u3042\u308a\u307e\u305b\u3093\u3002" +
          "\u30b8\u30e7\u30f3\u30fb\u30b9\u30df\u30b9\u304c\u62c5\u5f53\u3057\u307e\u3059\u3002" +
          "\u6771\u4eac\uff08\u3068\u3046\u304d\u3087\u3046\uff09\u306e\u4e8b\u52d9\u6240\u3067\u3059\u3002",
      ),
    ).toEqual([]);
  });
  it("lets a katakana letter of a Japanese pattern match its hiragana", () => {
    expect(withHiragana("\u30ea\u30b9\u30af")).toBe("[\u30ea\u308a][\u30b9\u3059][\u30af\u304f]");
    expect(withHiragana("[\u30a1-\u30f6]\\u30fc")).toBe("[\u30a1-\u30f6\u3041-\u3096]\\u30fc");
  });
  it("leaves names in the alphabets of Europe and Vietnam, and reads a typographic apostrophe as typed", () => {
    expect(found("en", "B\u1ebfn Tre, S\u00f8ren and Y\u0131ld\u0131z met in H\u00e0 N\u1ed9i.")).toEqual([]);
    expect(flagged("en", "We don\u2019t guarantee returns.")).toBe(0);
  });
});
