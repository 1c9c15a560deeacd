// Compliance wording: phrases a financial-promotion review would stop (content/glossary/compliance.yml),
// reported with file, line and a suggested wording. A sentence that denies a claim is allowed, unless
// the rule says the wording is stopped wherever it stands (`deniable: false`: labels such as
// "Investment Shield", which no negation elsewhere in the sentence makes acceptable).
// Patterns are compiled once; each is run on one sentence at a time, so a pattern cannot scan a whole file.
import { parse, YAMLError } from "yaml";
import { z } from "zod";
import type { Locale } from "../../lib/locale.ts";
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

function checkText(text: string, locale: Locale, rules: ComplianceRule[]): string[] {
  const found: string[] = [];
  for (const sentence of text.split(sentenceEnd[locale])) {
    for (const rule of rules) {
      const match = rule.pattern.exec(sentence);
      if (!match) continue;
      const rest = sentence.slice(0, match.index) + " " + sentence.slice(match.index + match[0].length);
      if (rule.negation?.test(rest)) continue;
      found.push(
        `"${match[0]}" is wording a financial-promotion review would stop (${rule.why}): write ${rule.suggest}`,
      );
    }
  }
  return found;
}

/** Every match in a file's body lines and texts, outside sentences that deny it. */
export function findComplianceProblems(input: LintInput, rules: ComplianceRule[]): Problem[] {
  const mine = rules.filter((rule) => rule.locale === input.locale);
  if (!mine.length) return [];
  const problems: Problem[] = [];
  for (const entry of input.strings) {
    for (const message of checkText(entry.value, input.locale, mine))
      problems.push({ file: input.file, line: entry.line, field: entry.field, message });
  }
  for (const { text, line } of bodyLines(input))
    for (const message of checkText(text, input.locale, mine))
      problems.push({ file: input.file, line, message });
  return problems;
}

/** The body's lines (after the frontmatter) with their numbers in the file. */
function bodyLines(input: LintInput): { text: string; line: number }[] {
  const lines = input.source?.split("\n") ?? [];
  const bodyStart = input.source?.startsWith("---")
    ? lines.findIndex((l, i) => i > 0 && /^---\r?$/.test(l)) + 1
    : 0;
  return lines.slice(bodyStart).map((text, index) => ({ text, line: bodyStart + index + 1 }));
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
      .map((s) => s.value)
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
        const match = promise[mine].exec(entry.value);
        if (!match || fields.has(entry.field)) continue;
        fields.add(entry.field);
        if (!promise[other].test(fieldText(twin, entry.field))) report(entry.line, match[0], entry.field);
      }
      const body = bodyLines(input);
      const twinBody = bodyLines(twin)
        .map((l) => l.text)
        .join("\n");
      for (const { text, line } of body) {
        const match = promise[mine].exec(text);
        if (!match) continue;
        if (!promise[other].test(twinBody)) report(line, match[0]);
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
