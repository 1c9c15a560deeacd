// Compliance wording: phrases a financial-promotion review would stop (content/glossary/compliance.yml),
// reported with file, line and a suggested wording. A sentence that denies a claim is allowed, unless
// the rule says the wording is stopped wherever it stands (`deniable: false`: labels such as
// "Investment Shield", which no negation elsewhere in the sentence makes acceptable).
// Patterns are compiled once; each is run on one sentence at a time, so a pattern cannot scan a whole file.
import { decodeHTML } from "entities";
import { parse, YAMLError } from "yaml";
import { z } from "zod";
import { otherLocale, type Locale } from "../../lib/locale.ts";
import type { Problem } from "./problems.ts";
import { readContentText } from "./content-files.ts";
import { parseData } from "./parse.ts";
import { describeUnsafePattern, overBudget, patternBudget, patternCost } from "./regex-rules.ts";
import { notProse, type LintInput } from "./textlint.ts";

export const complianceFile = "content/glossary/compliance.yml";

const locale = z.enum(["en", "jp"]);
const complianceList = z
  .object({
    negations: z.record(locale, z.string().min(1)),
    // The sentence a figure from a past project ends with, per language (pipeline/content/disclosures.ts).
    pastResults: z.record(locale, z.string().min(1)),
    // Patterns of a figure in a case study (an amount, a share, a count with its unit).
    figures: z.array(z.string().min(1)).min(1),
    // Promise words, one entry per kind of promise with its pattern in each language: a file that makes a
    // promise its twin does not make in the same field (or anywhere in the body) is refused.
    promises: z.array(
      z.object({ name: z.string().min(1), en: z.string().min(1), jp: z.string().min(1) }).strict(),
    ),
    // Words that show an article speaks to investors (pipeline/content/disclosures.ts, checkInsightNotices).
    investors: z.record(locale, z.string().min(1)),
    rules: z.array(
      z
        .object({
          locale,
          pattern: z.string().min(1),
          why: z.string().min(1),
          suggest: z.string().min(1),
          deniable: z.boolean().optional(),
        })
        .strict(),
    ),
  })
  .strict();
export type ComplianceRule = {
  locale: Locale;
  pattern: RegExp;
  why: string;
  suggest: string;
  /** undefined: the wording is stopped even in a sentence that denies something. */
  negation?: RegExp;
};
/** A kind of promise and its words in each language (compliance.yml, `promises`). */
export type PromiseWords = { name: string } & Record<Locale, RegExp>;
const nothing = /$^/;

const sentenceEnd: Record<Locale, RegExp> = { en: /(?<=[.!?])\s+/, jp: /(?<=[。！？])/ };

/** The rules, or a problem naming the file when the list itself cannot be read. */
export function loadComplianceRules(root: string): {
  rules: ComplianceRule[];
  pastResults: Partial<Record<Locale, string>>;
  /** Matches a figure in a case study; matches nothing when the list cannot be read. */
  figure: RegExp;
  promises: PromiseWords[];
  /** Matches a mention of investors, per language; matches nothing when the list cannot be read. */
  investors: Record<Locale, RegExp>;
  problems: Problem[];
} {
  const none = {
    rules: [],
    pastResults: {},
    figure: nothing,
    promises: [],
    investors: { en: nothing, jp: nothing },
  };
  const readProblems: Problem[] = [];
  const source = readContentText(root, complianceFile, readProblems);
  if (source === undefined) return { ...none, problems: readProblems };
  try {
    const list = complianceList.parse(parse(source));
    // Patterns run on every sentence of the site: one that could run for hours is refused, with its line.
    const patterns = [
      ...Object.values(list.negations),
      ...list.rules.map((rule) => rule.pattern),
      ...list.figures,
      ...list.promises.flatMap((promise) => [promise.en, promise.jp]),
      ...Object.values(list.investors),
    ];
    const unsafe = patterns.flatMap((pattern) => {
      const reason = describeUnsafePattern(pattern, "iu");
      if (!reason) return [];
      const line = source.split("\n").findIndex((text) => text.includes(pattern)) + 1;
      return [{ file: complianceFile, line: line || undefined, message: `the pattern ${pattern} ${reason}` }];
    });
    if (unsafe.length) return { ...none, problems: unsafe };
    const overspent = overBudgetLine(source);
    if (overspent) return { ...none, problems: [overspent] };
    const rules = list.rules.map(({ locale, pattern, why, suggest, deniable = true }) => ({
      locale,
      why,
      suggest,
      pattern: new RegExp(pattern, "iu"),
      negation: deniable ? new RegExp(list.negations[locale] ?? "$^", "iu") : undefined,
    }));
    const figure = new RegExp(list.figures.map((pattern) => `(?:${pattern})`).join("|"), "iu");
    const promises = list.promises.map(({ name, en, jp }) => ({
      name,
      en: new RegExp(en, "iu"),
      jp: new RegExp(jp, "iu"),
    }));
    const investors = {
      en: new RegExp(list.investors.en ?? "$^", "iu"),
      jp: new RegExp(list.investors.jp ?? "$^", "iu"),
    };
    return { rules, pastResults: list.pastResults, figure, promises, investors, problems: [] };
  } catch (error) {
    // YAML's own error (a value that needs quotes, an indent) has its line; its message's first line says what is
    // wrong without the code frame. A pattern JavaScript cannot read says so in plain words.
    if (error instanceof YAMLError)
      return {
        ...none,
        problems: [
          {
            file: complianceFile,
            line: error.linePos?.[0]?.line,
            message: `is not valid YAML here (${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}): put a pattern in single quotes when it starts with [, {, *, & or !`,
          },
        ],
      };
    const reason =
      error instanceof z.ZodError
        ? "it needs negations (en, jp), pastResults (en, jp), figures, promises (each with name, en and jp), investors (en, jp) and rules, each with locale (en or jp), pattern, why and suggest"
        : error instanceof SyntaxError
          ? `a pattern is not a regular expression JavaScript can read (${error.message})`
          : String(error);
    return {
      ...none,
      problems: [{ file: complianceFile, message: `cannot be read: ${reason}` }],
    };
  }
}

/**
 * A piece of writer text as a reader sees it, for matching wording: character references decoded (`&#45;`),
 * inline Markdown marks and escapes dropped (`risk-**free**`), NFKC-folded (full-width letters, the "fi"
 * ligature), every dash and hyphen (U+2010, U+2011, the minus sign) a "-", and every space a space. Each
 * character of the text maps to what it shows, so a phrase spelled to look the same matches as the plain one.
 */
export function readerText(text: string): string {
  return decodeHTML(text.replace(/\\(?=[\p{P}\p{S}])/gu, "").replace(/[*_~`]+/g, ""))
    .normalize("NFKC")
    .replace(/[\p{Pd}\u2212]/gu, "-")
    .replace(/\p{Zs}/gu, " ");
}

/** The sentences of a text, each with where it starts in the text. */
function sentencesOf(text: string, locale: Locale): { text: string; from: number }[] {
  const found: { text: string; from: number }[] = [];
  let from = 0;
  for (const end of text.matchAll(new RegExp(sentenceEnd[locale].source, "gu"))) {
    if (end.index === from && !end[0]) continue;
    found.push({ text: text.slice(from, end.index), from });
    from = end.index + end[0].length;
  }
  found.push({ text: text.slice(from), from });
  return found;
}

function checkText(text: string, locale: Locale, rules: ComplianceRule[]): { message: string; at: number }[] {
  const found: { message: string; at: number }[] = [];
  for (const sentence of sentencesOf(text, locale)) {
    for (const rule of rules) {
      const match = rule.pattern.exec(sentence.text);
      if (!match) continue;
      const rest =
        sentence.text.slice(0, match.index) + " " + sentence.text.slice(match.index + match[0].length);
      if (rule.negation?.test(rest)) continue;
      found.push({
        message: `"${match[0]}" is wording a financial-promotion review would stop (${rule.why}): write ${rule.suggest}`,
        at: sentence.from + match.index,
      });
    }
  }
  return found;
}

// Japanese writing: kana, kanji, the prolonged-sound mark and middle dot, and Japanese punctuation and brackets.
const japaneseWriting =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\u30fb\u30fc\uff01-\uff65]+/gu;

/**
 * The text a language's rules read in a text of a file in `fileLocale`, each part with where it starts: the whole
 * text in the file's own language. In a Japanese file, the English rules read each stretch between Japanese
 * writing (an English sentence, a quoted phrase), as its own text with English sentences, so Japanese around it
 * neither hides nor denies it. The Japanese rules read an English file whole: their words are Japanese, and a
 * Japanese phrase in an English sentence is matched where it stands.
 */
function partsFor(text: string, rulesLocale: Locale, fileLocale: Locale): { text: string; from: number }[] {
  if (rulesLocale === fileLocale || rulesLocale === "jp") return [{ text, from: 0 }];
  const parts: { text: string; from: number }[] = [];
  let from = 0;
  for (const run of [...text.matchAll(japaneseWriting), { index: text.length, 0: "" }]) {
    const part = text.slice(from, run.index);
    if (/\p{Script=Latin}/u.test(part)) parts.push({ text: part, from });
    from = run.index + run[0].length;
  }
  return parts;
}

/**
 * Every match in a file's body paragraphs and texts, outside sentences that deny it. Every language's rules read
 * the text written in that language, whatever the file's language: an English promise in a Japanese page is
 * published as it stands (probe 47, tenth round, F3).
 */
export function findComplianceProblems(input: LintInput, rules: ComplianceRule[]): Problem[] {
  const problems: Problem[] = findMixedScriptWords(input);
  // The file's own language first: a line it refuses is not refused again for its gloss ("(CIO)" after the
  // Japanese title), which the writer rewrites with it.
  const own: Problem[] = [];
  const refused = (problem: Problem) =>
    own.some((other) => other.line === problem.line && other.field === problem.field);
  for (const rulesLocale of [input.locale, otherLocale(input.locale)]) {
    const found: Problem[] = [];
    const theirs = rules.filter((rule) => rule.locale === rulesLocale);
    if (!theirs.length) continue;
    const check = (text: string) =>
      partsFor(text, rulesLocale, input.locale).flatMap((part) =>
        checkText(part.text, rulesLocale, theirs).map(({ message, at }) => ({ message, at: part.from + at })),
      );
    for (const entry of input.strings)
      for (const { message } of check(readerText(entry.value)))
        found.push({ file: input.file, line: entry.line, field: entry.field, message });
    for (const paragraph of bodyParagraphs(input))
      for (const { message, at } of check(paragraph.text))
        found.push({ file: input.file, line: paragraph.lineAt(at), message });
    if (rulesLocale === input.locale) own.push(...found);
    else problems.push(...found.filter((problem) => !refused(problem)));
  }
  return [...problems, ...own];
}

/** The body's lines (after the frontmatter) with their numbers in the file. */
function bodyLines(input: LintInput): { text: string; line: number }[] {
  const lines = input.source?.split("\n") ?? [];
  const bodyStart = input.source?.startsWith("---")
    ? lines.findIndex((l, i) => i > 0 && /^---\r?$/.test(l)) + 1
    : 0;
  return lines.slice(bodyStart).map((text, index) => ({ text, line: bodyStart + index + 1 }));
}

// A line that starts a block of its own (a blank line, a heading, a list item, a quote, a table row, a tag, a
// fence) ends the paragraph before it; any other line continues it, and the page shows the two as one text.
const blockStart = /^\s*($|#|>|\||<|```|~~~|[-*+]\s|\d{1,9}[.)]\s)/;

/**
 * The body as a reader sees it, one paragraph at a time: its lines as `readerText` folds them, joined as the page
 * shows a soft line break (a space in English, nothing between Japanese lines), with the source line of any
 * place in the text, so a phrase split over two lines matches and is still reported at its own line.
 */
function bodyParagraphs(input: LintInput): { text: string; lineAt: (at: number) => number }[] {
  const joiner = input.locale === "jp" ? "" : " ";
  const paragraphs: { text: string; starts: { from: number; line: number }[] }[] = [];
  let current: (typeof paragraphs)[number] | undefined;
  for (const { text, line } of bodyLines(input)) {
    if (!current || blockStart.test(text)) {
      current = { text: "", starts: [] };
      paragraphs.push(current);
    } else current.text += joiner;
    current.starts.push({ from: current.text.length, line });
    current.text += readerText(text);
  }
  return paragraphs.map(({ text, starts }) => ({
    text,
    lineAt: (at) => starts.findLast((start) => start.from <= at)?.line ?? starts[0]!.line,
  }));
}

const latinWord = /\p{Script=Latin}/u;
const lookAlikeScript = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const wordPattern = /[\p{L}\p{M}]+/gu;
// Addresses, which the link rules check by their hosts (a host that mixes scripts is refused there, once): a link's
// target, an autolink, a bare URL or an e-mail address.
const addresses = /\]\([^)\s]*|<[^>\s]*>|\b[a-z][a-z0-9+.-]*:[^\s)\]>]+|[^\s()<>[\]]+@[^\s()<>[\]]+/giu;

/**
 * A word that mixes Latin letters with Cyrillic or Greek ones (a Cyrillic "а" inside "guaranteed"): no language
 * writes one, and it reads as the Latin word while no rule matches it. Unicode's own script data (UTS 39's single
 * script test, per word), read through the regular expressions' Script property.
 */
function findMixedScriptWords(input: LintInput): Problem[] {
  const problems: Problem[] = [];
  const check = (text: string, place: { line: number; field?: string }) => {
    for (const [word] of readerText(text).replace(addresses, " ").matchAll(wordPattern)) {
      if (!latinWord.test(word)) continue;
      const other = [...word].find((letter) => lookAlikeScript.test(letter));
      if (!other) continue;
      const script = /\p{Script=Cyrillic}/u.test(other) ? "Cyrillic" : "Greek";
      const code = `U+${other.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      problems.push({
        file: input.file,
        ...place,
        message: `the word "${word}" mixes Latin letters with the ${script} "${other}" (${code}), which looks like a Latin letter but is not one, so no reader and no rule sees the word it seems: retype the word in Latin letters`,
      });
    }
  };
  for (const entry of input.strings) check(entry.value, { line: entry.line, field: entry.field });
  for (const { text, line } of bodyLines(input)) check(text, { line });
  return problems;
}

const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/**
 * Promises one twin makes and the other does not: a promise word of one language in a frontmatter field whose
 * twin field has none of the other language's words for that promise, or in a body whose twin body has none.
 * Reported in the file that makes the promise, at the line of its first such word.
 */
export function findOneSidedPromises(twins: Record<Locale, LintInput>, promises: PromiseWords[]): Problem[] {
  const problems: Problem[] = [];
  const fieldText = (input: LintInput, field: string) =>
    input.strings
      .filter((s) => s.field === field)
      .map((s) => readerText(s.value))
      .join("\n");
  for (const [mine, other] of [
    ["en", "jp"],
    ["jp", "en"],
  ] as const) {
    const input = twins[mine];
    const twin = twins[other];
    for (const promise of promises) {
      const report = (line: number, word: string, field?: string) =>
        problems.push({
          file: input.file,
          line,
          field,
          message: `"${word}" makes a promise (${promise.name}) that the ${languageName[other]} text in ${twin.file} does not make ${field ? "in the same field" : "anywhere in its body"}: promise the same in both languages, or in neither`,
        });
      const fields = new Set<string>();
      for (const entry of input.strings) {
        // A file name or a link is no promise ("twin-promises.svg").
        if (notProse.has(entry.key)) continue;
        const match = promise[mine].exec(readerText(entry.value));
        if (!match || fields.has(entry.field)) continue;
        fields.add(entry.field);
        if (!promise[other].test(fieldText(twin, entry.field))) report(entry.line, match[0], entry.field);
      }
      const twinBody = bodyParagraphs(twin)
        .map((paragraph) => paragraph.text)
        .join("\n");
      for (const { text, lineAt } of bodyParagraphs(input)) {
        const match = promise[mine].exec(text);
        if (!match) continue;
        if (!promise[other].test(twinBody)) report(lineAt(match.index), match[0]);
        break;
      }
    }
  }
  return problems;
}

/** The fields of compliance.yml that hold a pattern, as parseData names them. */
const patternField =
  /^(negations\.\w+|rules\.\d+\.pattern|figures\.\d+|promises\.\d+\.(en|jp)|investors\.\w+)$/;

/** The pattern at which the list's patterns, in the file's order, cost more than the budget, with its line. */
function overBudgetLine(source: string): Problem | undefined {
  const parsed = parseData(complianceFile, source, 1, []);
  let total = 0;
  let costliest = { line: 0, cost: 0 };
  for (const { field, value, line } of parsed?.strings ?? []) {
    if (!patternField.test(field)) continue;
    const cost = patternCost(value, "iu");
    total += cost;
    if (cost > costliest.cost) costliest = { line, cost };
    if (total > patternBudget)
      return {
        file: complianceFile,
        line,
        message: `the pattern ${value.length > 60 ? `${value.slice(0, 60)}…` : value} ${overBudget(total, costliest)}`,
      };
  }
  return undefined;
}
