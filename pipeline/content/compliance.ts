// Compliance wording: phrases a financial-promotion review would stop (content/glossary/compliance.yml),
// reported with file, line and a suggested wording. A sentence that denies a claim is allowed, unless
// the rule says the wording is stopped wherever it stands (`deniable: false`: labels such as
// "Investment Shield", which no negation elsewhere in the sentence makes acceptable).
// Patterns are compiled once; each is run on one sentence at a time, so a pattern cannot scan a whole file.
import { decodeHTML } from "entities";
import type { Root, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import unhomoglyph from "unhomoglyph";
import { parse, YAMLError } from "yaml";
import { z } from "zod";
import { otherLocale, type Locale } from "../../lib/locale.ts";
import type { Problem } from "./problems.ts";
import { parseBody } from "./body-text.ts";
import { readContentText } from "./content-files.ts";
import { frontmatterClose } from "./frontmatter.ts";
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
    const compile = (pattern: string, locale: Locale) =>
      new RegExp(locale === "jp" ? withHiragana(pattern) : pattern, "iu");
    const rules = list.rules.map(({ locale, pattern, why, suggest, deniable = true }) => ({
      locale,
      why,
      suggest,
      pattern: compile(pattern, locale),
      negation: deniable ? compile(list.negations[locale] ?? "$^", locale) : undefined,
    }));
    const figure = new RegExp(list.figures.map((pattern) => `(?:${pattern})`).join("|"), "iu");
    const promises = list.promises.map(({ name, en, jp }) => ({
      name,
      en: compile(en, "en"),
      jp: compile(jp, "jp"),
    }));
    const investors = {
      en: compile(list.investors.en ?? "$^", "en"),
      jp: compile(list.investors.jp ?? "$^", "jp"),
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

const katakana = (char: string | undefined) => char !== undefined && char >= "\u30a1" && char <= "\u30f6";
const hiraganaOf = (char: string) => String.fromCharCode(char.charCodeAt(0) - 0x60);
/**
 * A Japanese pattern that matches its katakana written in hiragana too ("risuku" in katakana matches it in
 * hiragana): a word is read the same in either kana, and NFKC folds neither into the other. Each katakana letter
 * (U+30A1 to U+30F6) becomes a choice of itself and its hiragana (0x60 below it); inside a class both, a range
 * both ranges. The pattern matches nothing else it did not match before.
 */
export function withHiragana(pattern: string): string {
  const chars = [...pattern];
  let result = "";
  let inClass = false;
  for (let at = 0; at < chars.length; at++) {
    const char = chars[at]!;
    if (char === "\\") {
      result += char + (chars[++at] ?? "");
      continue;
    }
    if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    if (!katakana(char)) {
      result += char;
      continue;
    }
    if (!inClass) result += `[${char}${hiraganaOf(char)}]`;
    else if (chars[at + 1] === "-" && katakana(chars[at + 2])) {
      const last = chars[at + 2]!;
      result += `${char}-${last}${hiraganaOf(char)}-${hiraganaOf(last)}`;
      at += 2;
    } else result += char + hiraganaOf(char);
  }
  return result;
}

/** A writer's text with its character references decoded (`&#45;`) and its inline Markdown marks and escapes dropped
 * (`risk-**free**`): a frontmatter field or a line of a body, read as the words it shows. */
function writtenText(text: string): string {
  return decodeHTML(text.replace(/\\(?=[\p{P}\p{S}])/gu, "").replace(/[*_~`]+/g, ""));
}

/** A text a reader reads as one (a paragraph, a heading, a table cell, a statistic), with the line of the file each
 * of its UTF-16 units comes from, so a match is reported at its own line. */
type Run = { text: string; lines: number[] };

function addText(run: Run, value: string, line: number): void {
  value.split("\n").forEach((part, index, parts) => {
    const text = index < parts.length - 1 ? `${part}\n` : part;
    run.text += text;
    for (let unit = 0; unit < text.length; unit++) run.lines.push(line + index);
  });
}

/** A run with each match of `pattern` replaced, the replacement on the line of what it replaces. */
function replaceInRun(run: Run, pattern: RegExp, replace: (match: string, at: number) => string): Run {
  const result: Run = { text: "", lines: [] };
  let from = 0;
  for (const { 0: match, index } of run.text.matchAll(pattern)) {
    const replacement = replace(match, index);
    if (replacement === match) continue;
    result.text += run.text.slice(from, index) + replacement;
    for (let unit = from; unit < index; unit++) result.lines.push(run.lines[unit]!);
    for (let unit = 0; unit < replacement.length; unit++) result.lines.push(run.lines[index]!);
    from = index + match.length;
  }
  if (from === 0) return run;
  result.text += run.text.slice(from);
  for (let unit = from; unit < run.lines.length; unit++) result.lines.push(run.lines[unit]!);
  return result;
}

// Japanese writing: kana, kanji, the prolonged-sound mark and middle dot, and Japanese punctuation and brackets.
const japanese =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\u30fb\u30fc\uff01-\uff65]/u;

const plainLetters = /^[\0-\x7f]+$/;
const asPlain = new Map<string, string>();
/**
 * A character drawn like a plain (ASCII) one read as that one, from Unicode's confusables table (UTS 39, through
 * unhomoglyph): the dotless "ı" an "i", the script "ɡ" a "g", the hyphen bullet "⁃" and the modifier minus "˗" a
 * "-", the typographic apostrophe a "'". A letter the table draws only like a letter of another script is read
 * through that letter's other case (`sameCaseFold`): the kra "ĸ" draws like the Cyrillic "к", whose capital draws
 * like "K". Only a character outside ASCII and outside Japanese writing, and only to a plain one: the table also
 * draws ASCII letters alike ("m" and "rn") and reads the katakana "no" (U+30CE) as "/", which would change what a
 * rule reads.
 */
function plainLookAlike(char: string): string {
  if (plainLetters.test(char) || japanese.test(char)) return char;
  let plain = asPlain.get(char);
  if (plain === undefined) {
    const prototype = unhomoglyph(char);
    plain = plainLetters.test(prototype) ? prototype : (sameCaseFold(prototype) ?? char);
    asPlain.set(char, plain);
  }
  return plain;
}

let drawnAlike: Map<string, string[]> | undefined;
/**
 * The plain letter a confusables prototype reads as through another case of a character drawn the same: the table
 * lists pairs of the same case ("ĸ" and "к"), and "к" has a capital "К" that the table draws as "K". The groups
 * are read from the table once, on first use (every character outside ASCII, about 0.1 s).
 */
function sameCaseFold(prototype: string): string | undefined {
  if (!drawnAlike) {
    drawnAlike = new Map();
    for (let code = 0x80; code < 0x30000; code++) {
      if (code >= 0xd800 && code < 0xe000) continue;
      const char = String.fromCodePoint(code);
      const drawnAs = unhomoglyph(char);
      if (drawnAs === char || plainLetters.test(drawnAs)) continue;
      const group = drawnAlike.get(drawnAs) ?? [];
      group.push(char);
      drawnAlike.set(drawnAs, group);
    }
  }
  for (const member of [prototype, ...(drawnAlike.get(prototype) ?? [])])
    for (const other of [member.toUpperCase(), member.toLowerCase()]) {
      const plain = unhomoglyph(other);
      if (other !== member && /^[a-z]$/i.test(plain)) return plain.toLowerCase();
    }
  return undefined;
}

// What the confusables table draws as the long horizontal stroke: the long vowel mark, the kanji "one", the em and
// horizontal-bar dashes, the box-drawing lines. Between two Latin letters each is a hyphen to a reader.
const longStroke = "\u30fc";
// Horizontal lines the table does not list: the line extension, the straightness sign, the scan lines and the
// horizontal half lines of box drawing.
const unlistedLine = /[\u23af\u23e4\u23ba-\u23bd\u2574\u2576\u2578\u257a\u257c\u257e]/u;
const drawsAsLine = (char: string) =>
  /[\p{Pd}\u2212]/u.test(char) || unlistedLine.test(char) || [longStroke, "-"].includes(unhomoglyph(char));

/**
 * A run as a reader reads it, for matching wording: NFKC-folded (full-width letters, the "fi" ligature), a letter
 * outside Japanese writing without its marks (`ṛ` as `r`, `İ` as `I`: NFKD, then every combining mark dropped),
 * every dash and hyphen (U+2010, U+2011, the minus sign) a "-", every look-alike of a plain character that character
 * (`plainLookAlike`), every character drawn as a horizontal line between two Latin letters a "-" (`drawsAsLine`: the
 * long vowel mark, the kanji "one", a box-drawing line; never in Japanese writing, where these are letters), every
 * space a space, and white space between Japanese characters nothing: the page joins the lines of a Japanese
 * paragraph (pipeline/typography/remarkJoinCjkLines.ts), and a space typed inside a Japanese phrase (ganpon, a
 * full-width space, hoshou) leaves it the phrase to a reader. Each character keeps its line, so a phrase spelled to
 * look the same matches as the plain one, at its own line.
 */
function foldRun(run: Run): Run {
  // A character outside ASCII, or a letter with marks (e + U+0301 is é), each read with its marks: Japanese writing
  // NFKC-folded (its voiced marks are part of the kana), any other NFKD-decomposed with its marks dropped.
  const normalized = replaceInRun(run, /[^\0-\x7f]\p{M}*|[\0-\x7f]\p{M}+/gu, (part) =>
    japanese.test(part) ? part.normalize("NFKC") : part.normalize("NFKD").replace(/\p{M}/gu, ""),
  );
  const plain = replaceInRun(normalized, /[^\0-\x7f]/gu, (char) =>
    /[\p{Pd}\u2212]/u.test(char) ? "-" : /\p{Zs}/u.test(char) ? " " : plainLookAlike(char),
  );
  const joined = replaceInRun(plain, /(?<=\p{Script=Latin})[^\0-\x7f\s]+(?=\p{Script=Latin})/gu, (line) =>
    [...line].every(drawsAsLine) ? [...line].map(() => "-").join("") : line,
  );
  const spaced = replaceInRun(joined, /\s+/gu, (space, at) =>
    japanese.test(joined.text[at - 1] ?? "") && japanese.test(joined.text[at + space.length] ?? "")
      ? ""
      : space,
  );
  // A reading in kana, in brackets after a kanji (ganpon in brackets after the two kanji), and a middle dot between
  // kana (no-, dot, risuku), are not part of the word a reader reads.
  return replaceInRun(spaced, kanaAside, () => "");
}
const kana = "\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc";
const kanaAside = new RegExp(`(?<=\\p{Script=Han})\\([${kana}]+\\)|(?<=[${kana}])\\u30fb(?=[${kana}])`, "gu");

/** A frontmatter field or a data file's text as a reader reads it (see foldRun). */
export function readerText(text: string): string {
  const run: Run = { text: "", lines: [] };
  addText(run, writtenText(text), 0);
  return foldRun(run).text;
}

// Inline content: what a paragraph, a heading or a table cell shows as one text.
const phrasing = new Set([
  "text",
  "inlineCode",
  "break",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
  "image",
  "imageReference",
  "footnoteReference",
  "mdxJsxTextElement",
  "mdxTextExpression",
]);

type Node = RootContent | Root;
const startLine = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
const endLine = (node: { position?: { end: { line: number } } }) => node.position?.end.line ?? 1;

/**
 * The texts of a file's body as a visitor reads them, from the tree the page is built from (body-text.ts's parse):
 * the words of a paragraph, heading or table cell with those of its links, inline tags and emphasis, a hard line
 * break read as one and a footnote's mark as nothing (`risk-<small>free</small>`, `[risk](/about)-free`,
 * `risk[^note]-free` and `risk-\` + a new line + `free` all read "risk-free"); a statistic's value and label
 * together, as the page shows them ("Safe investment"); a code block; and each text a visitor sees apart from the
 * line (an image's description, a link's or a reference's title, a component's attribute). Comments are not read.
 * A body the parser cannot read, or whose shape is refused (mdx-shape.ts), is refused on its own (mdx-rules.ts)
 * and gives no text here.
 */
function bodyRuns(source: string | undefined): Run[] {
  if (source === undefined) return [];
  const cached = runsBySource.get(source);
  if (cached) return cached;
  const runs: Run[] = [];
  let tree: Root;
  try {
    tree = parseBody(source);
  } catch {
    tree = { type: "root", children: [] };
  }
  const alone = (value: string | null | undefined, line: number) => {
    if (!value) return;
    const run: Run = { text: "", lines: [] };
    addText(run, value, line);
    runs.push(foldRun(run));
  };
  const attributes = (node: MdxJsxFlowElement | MdxJsxTextElement) => {
    const shown = node.attributes.flatMap((attribute) =>
      attribute.type === "mdxJsxAttribute" && typeof attribute.value === "string"
        ? [{ name: attribute.name, value: attribute.value, line: startLine(attribute) }]
        : [],
    );
    // A statistic shows its value over its label: one text to a reader ("Safe" over "investment").
    const together = node.name === "Stat" ? new Set(["value", "label"]) : new Set<string>();
    const stat: Run = { text: "", lines: [] };
    for (const name of ["value", "label"])
      for (const attribute of shown.filter((a) => together.has(a.name) && a.name === name)) {
        if (stat.text) addText(stat, " ", attribute.line);
        addText(stat, attribute.value, attribute.line);
      }
    if (stat.text) runs.push(foldRun(stat));
    for (const attribute of shown) if (!together.has(attribute.name)) alone(attribute.value, attribute.line);
  };
  const inline = (node: Node, run: Run): void => {
    switch (node.type) {
      case "text":
      case "inlineCode":
        addText(run, node.value, startLine(node));
        return;
      case "break":
        addText(run, "\n", startLine(node));
        return;
      case "footnoteReference":
      case "mdxTextExpression":
        return;
      case "image":
        alone(node.alt, startLine(node));
        alone(node.title, endLine(node));
        return;
      case "imageReference":
        alone(node.alt, startLine(node));
        return;
      case "link":
        alone(node.title, endLine(node));
        break;
      case "mdxJsxTextElement":
        attributes(node);
        // <br /> breaks the line as a hard break does: "guaranteed<br />returns" reads as two words.
        if (node.name === "br") addText(run, "\n", startLine(node));
        break;
    }
    if ("children" in node) for (const child of node.children as RootContent[]) inline(child, run);
  };
  // A block's children: inline ones side by side are one text, any other a block of its own.
  const children = (nodes: RootContent[]) => {
    let run: Run | undefined;
    for (const child of nodes) {
      if (phrasing.has(child.type)) {
        run ??= { text: "", lines: [] };
        inline(child, run);
        continue;
      }
      if (run) runs.push(foldRun(run));
      run = undefined;
      block(child);
    }
    if (run) runs.push(foldRun(run));
  };
  const block = (node: Node): void => {
    switch (node.type) {
      case "code":
        // A fence's text starts on the line after the fence.
        alone(node.value, startLine(node) + 1);
        return;
      case "definition":
        alone(node.title, endLine(node));
        return;
      case "mdxJsxFlowElement":
        attributes(node);
        children(node.children);
        return;
      case "yaml":
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "thematicBreak":
        return;
      default:
        if ("children" in node) children(node.children as RootContent[]);
    }
  };
  block(tree);
  // In the order of the body: a link's title is read before the paragraph that holds it ends.
  runs.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
  if (runsBySource.size > 256) runsBySource.clear();
  runsBySource.set(source, runs);
  return runs;
}
const runsBySource = new Map<string, Run[]>();

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
        // A phrase over a line break is quoted on one line, as the page shows it.
        message: `"${match[0].replace(/\s+/g, " ")}" is wording a financial-promotion review would stop (${rule.why}): write ${rule.suggest}`,
        at: sentence.from + match.index,
      });
    }
  }
  return found;
}

// A stretch of Japanese writing.
const japaneseWriting = new RegExp(`${japanese.source}+`, "gu");

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
    for (const run of bodyRuns(input.source))
      for (const { message, at } of check(run.text))
        found.push({ file: input.file, line: run.lines[at], message });
    if (rulesLocale === input.locale) own.push(...found);
    else problems.push(...found.filter((problem) => !refused(problem)));
  }
  return [...problems, ...own];
}

/** The body's lines (after the frontmatter) with their numbers in the file. */
function bodyLines(input: LintInput): { text: string; line: number }[] {
  const lines = input.source?.split("\n") ?? [];
  const bodyStart = frontmatterClose(lines) + 1;
  return lines.slice(bodyStart).map((text, index) => ({ text, line: bodyStart + index + 1 }));
}

const latinWord = /\p{Script=Latin}/u;
const lookAlikeScript = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const wordPattern = /[\p{L}\p{M}]+/gu;
// Addresses, which the link rules check by their hosts (a host that mixes scripts is refused there, once): a link's
// target, an autolink, a bare URL or an e-mail address. Each branch reads a line once, whatever its length (a word
// of 100,000 letters took minutes when every start rescanned the word): an autolink stops at the next "<", a
// scheme is at most 32 characters (the registered ones are under 20), and an e-mail address starts where its run
// of characters starts (the lookbehind), not again at each letter of a run with no "@".
const addresses =
  /\]\([^)\s]*|<[^<>\s]*>|\b[a-z][a-z0-9+.-]{0,31}:[^\s)\]>]+|(?<![^\s()<>[\]])[^\s()<>[\]]+@[^\s()<>[\]]+/giu;

// A Latin letter past the alphabets of Europe's languages once its marks are set aside (NFD): phonetic letters
// and small capitals such as "ɢ" (U+0262) and "ʀ", drawn like plain ones. Vietnamese ơ and ế are o and e with marks.
const unusualLatin = (letter: string) =>
  latinWord.test(letter) && letter.normalize("NFD").codePointAt(0)! > 0x17f;
const codeOf = (letter: string) => `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * A word that mixes Latin letters with Cyrillic or Greek ones (a Cyrillic "а" inside "guaranteed"): no language
 * writes one, and it reads as the Latin word while no rule matches it. Unicode's own script data (UTS 39's single
 * script test, per word), read through the regular expressions' Script property. So is a word with a Latin letter
 * of phonetic or technical writing (`unusualLatin`: "ɢuaranteed"), which no page of the site's languages writes.
 */
function findMixedScriptWords(input: LintInput): Problem[] {
  const problems: Problem[] = [];
  const check = (text: string, place: { line: number; field?: string }) => {
    for (const [word] of writtenText(text).normalize("NFKC").replace(addresses, " ").matchAll(wordPattern)) {
      if (!latinWord.test(word)) continue;
      const other = [...word].find((letter) => lookAlikeScript.test(letter));
      const unusual = [...word].find(unusualLatin);
      if (other) {
        const script = /\p{Script=Cyrillic}/u.test(other) ? "Cyrillic" : "Greek";
        problems.push({
          file: input.file,
          ...place,
          message: `the word "${word}" mixes Latin letters with the ${script} "${other}" (${codeOf(other)}), which looks like a Latin letter but is not one, so no reader and no rule sees the word it seems: retype the word in Latin letters`,
        });
      } else if (unusual)
        problems.push({
          file: input.file,
          ...place,
          message: `the word "${word}" holds "${unusual}" (${codeOf(unusual)}), a letter of phonetic or technical writing that looks like a plain Latin letter but is not one, so no reader and no rule sees the word it seems: retype the word in plain letters`,
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
      const twinBody = bodyRuns(twin.source)
        .map((run) => run.text)
        .join("\n");
      for (const { text, lines } of bodyRuns(input.source)) {
        const match = promise[mine].exec(text);
        if (!match) continue;
        if (!promise[other].test(twinBody)) report(lines[match.index]!, match[0]);
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
