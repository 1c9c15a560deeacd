// Disclosures and facts the investment copy depends on, checked with file and line like every other
// content rule:
// - the firm's regulatory status (content/site.json, regulatoryStatus) must be stated before the
//   investment pages can be published;
// - a past project described with figures (a service's `details.success`) carries the sentence
//   "past results do not indicate future outcomes" of its language (content/glossary/compliance.yml);
// - a project's status agrees with its start and end months (a warning: time, not an edit, makes it wrong);
// - a site fact whose wording counsel must confirm (`reviewedBy` empty) is named in a warning until it is;
// - an article that speaks to investors and links to the investment pages, projects or services carries
//   the investment notice (`investmentNotice: true`).
import { locales, type Locale } from "../../lib/locale.ts";
import type { ContentRecord, LoadResult } from "./loader.ts";
import type { Problem } from "./problems.ts";
import { readerText } from "./compliance.ts";
import { readContentText } from "./content-files.ts";

const siteFile = "content/site.json";
const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/** The line of `"key":` in a JSON file's text (1 when it is not there). */
function lineOfKey(source: string, key: string, within?: string): number {
  // Inside an object (`within`): the key's first place after that object's own key.
  const from = within === undefined ? 0 : Math.max(source.search(new RegExp(`"${within}"\\s*:`)), 0);
  const index = source.slice(from).search(new RegExp(`"${key}"\\s*:`));
  return index < 0 ? 1 : source.slice(0, from + index).split("\n").length;
}

/**
 * The investment pages may be published only once the firm has stated its regulatory status in both
 * languages. A missing or malformed field is the schema's problem (the loader reports it); this is the empty one.
 */
export function checkRegulatoryStatus(root: string): Problem[] {
  // A missing file, a folder or a link in its place is the loader's to report (content-files.ts).
  const source = readContentText(root, siteFile, []);
  if (source === undefined) return [];
  let status: unknown;
  try {
    status = (JSON.parse(source.replace(/^\uFEFF/, "")) as { regulatoryStatus?: unknown }).regulatoryStatus;
  } catch {
    return []; // the loader names the line of the broken JSON
  }
  if (typeof status !== "object" || status === null) return [];
  const problems: Problem[] = [];
  for (const locale of locales) {
    const value = (status as Record<string, unknown>)[locale];
    if (typeof value !== "string" || value.trim()) continue;
    const block = source.search(/"regulatoryStatus"\s*:/);
    const rest = block < 0 ? source : source.slice(block);
    const offset = rest.search(new RegExp(`"${locale}"\\s*:`));
    problems.push({
      file: siteFile,
      line:
        offset < 0
          ? lineOfKey(source, "regulatoryStatus")
          : source.slice(0, block + offset).split("\n").length,
      field: `regulatoryStatus.${locale}`,
      message: `is empty: the investment pages cannot be published until the firm states its regulatory status in ${languageName[locale]} (which licences it holds, or that it holds none, and what it therefore does not do). The Important information page shows this statement; ask the firm's compliance officer for it`,
    });
  }
  return problems;
}

/**
 * Each decimal digit of another script (Arabic-Indic "٨", Devanagari "८") as the ASCII digit it is, and the Arabic
 * percent sign as "%". NFKC leaves these as they are and the look-alike table reads some digits as letters ("٨" as
 * "V"), so a case study's "a ٨٪ saving" passed as giving no figure where "an 8% saving" was refused (probe 75, N1).
 * Unicode encodes every decimal digit in runs of ten, 0 to 9, so a digit's value is its distance from the start of
 * its run of digits, counted in tens.
 */
function asciiFigures(text: string): string {
  return text.replace(/\u066a/g, "%").replace(/(?![0-9])\p{Nd}/gu, (digit) => {
    let code = digit.codePointAt(0)!;
    let steps = 0;
    while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) {
      code--;
      steps++;
    }
    return String(steps % 10);
  });
}

// Letters drawn like digits, read as the digit when they touch one ("4O%" is 40% to a visitor, "l5" is 15).
const digitLike: Record<string, string> = { O: "0", o: "0", l: "1", I: "1", "|": "1" };
const digitLikeNextToDigit = /(?<=\d)[OolI|]+|[OolI|]+(?=\d)/g;

/**
 * A case study's text as a visitor reads its figures: every script's digits as ASCII ones, the wording rules' reading
 * (`readerText`: full-width digits and look-alikes folded, every dash a "-"), then a letter drawn like a digit that touches a digit read as that
 * digit, every dash a space ("40-per-cent", "a 3-year programme") and every run of spaces one. The `figures`
 * patterns then need only a space or nothing between a number and its unit.
 */
export function figureText(value: string): string {
  return readerText(asciiFigures(value))
    .replace(digitLikeNextToDigit, (letters) => [...letters].map((letter) => digitLike[letter]).join(""))
    .replace(/-/g, " ")
    .replace(/\s+/g, " ");
}

/**
 * A service's case study (`details.success`) that gives figures (`figure`, from the `figures` of
 * content/glossary/compliance.yml, matched against `figureText`) must say that past results predict nothing.
 */
export function checkPastResults(
  records: ContentRecord[],
  notice: Partial<Record<Locale, string>>,
  figure: RegExp,
): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.file.startsWith("content/services/")) continue;
    const sentence = notice[record.locale];
    if (!sentence) continue;
    for (const entry of record.strings) {
      if (entry.field !== "details.success" || !figure.test(figureText(entry.value))) continue;
      if (entry.value.includes(sentence)) continue;
      problems.push({
        file: record.file,
        line: entry.line,
        field: entry.field,
        message: `gives figures from a past project: say whose earlier role it was, and end with "${sentence}"`,
      });
    }
  }
  return problems;
}

/** Site facts (content/site.json) whose wording only the firm's counsel can confirm. */
const reviewedFacts = ["regulatoryStatus", "fees"] as const;

/**
 * content/site.json as the site's code may import it: each reviewed fact without its `reviewedBy`. That field is the
 * firm's own record of who confirmed the wording and when (a counsel's name, a memo); no page shows it and only this
 * check reads it, from the file. Imported whole, it was bundled with the site facts into the script every page's
 * contact form loads, so a counsel's name and memo number were published (fourteenth probe, D1). `undefined` when
 * the text is not a JSON object (the check reports that, with its line).
 */
export function publishedSiteFacts(source: string): string | undefined {
  let facts: unknown;
  try {
    facts = JSON.parse(source);
  } catch {
    return undefined;
  }
  if (!facts || typeof facts !== "object" || Array.isArray(facts)) return undefined;
  const published = { ...(facts as Record<string, unknown>) };
  for (const key of reviewedFacts) {
    const fact = published[key];
    if (!fact || typeof fact !== "object" || Array.isArray(fact)) continue;
    const { reviewedBy: _record, ...shown } = fact as Record<string, unknown>;
    published[key] = shown;
  }
  return `${JSON.stringify(published, null, 2)}\n`;
}

/**
 * A warning for each reviewed fact that counsel has not confirmed yet: the site builds (the wording is the
 * firm's best statement), but nobody should mistake it for confirmed wording.
 */
export function findPendingReviews(root: string): Problem[] {
  const source = readContentText(root, siteFile, []);
  if (source === undefined) return [];
  let facts: Record<string, { reviewedBy?: unknown } | undefined>;
  try {
    facts = JSON.parse(source.replace(/^\uFEFF/, "")) as typeof facts;
  } catch {
    return [];
  }
  return reviewedFacts.flatMap((key) => {
    const reviewedBy = facts[key]?.reviewedBy;
    if (typeof reviewedBy !== "string" || reviewedBy.trim()) return [];
    return [
      {
        file: siteFile,
        line: lineOfKey(source, "reviewedBy", key),
        field: `${key}.reviewedBy`,
        message: `is empty: the wording of ${key} has not been confirmed by the firm's counsel. Once counsel has confirmed it in both languages, write who confirmed it and when here`,
      },
    ];
  });
}

/** Logical paths that take a reader to an investment decision or to the firm's services. */
const investmentLink = /^\/(?:jp\/)?(?:investment|projects|services)(?:[/#?]|$)/;

/**
 * An article that speaks to investors (names them) and sends them on to the investment pages, the projects or a
 * service must carry the not-an-offer notice those pages carry: `investmentNotice: true` in both files.
 */
export function checkInsightNotices(
  records: ContentRecord[],
  investorWords: Record<Locale, RegExp>,
): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.file.startsWith("content/insights/") || !record.parsed) continue;
    const data = record.parsed.data as { investmentNotice?: unknown };
    if (data.investmentNotice === true) continue;
    const link = record.facts.links.find((l) => investmentLink.test(l.url));
    // The words of the prose, not the addresses of its links (`/#investors` names no investor).
    const prose = record.parsed.body.replace(/\]\([^)]*\)/g, "]");
    if (!link || !investorWords[record.locale].test(prose)) continue;
    problems.push({
      file: record.file,
      line: link.line,
      message: `speaks to investors and links to ${link.url}: an article that does carries the investment pages' notice (not an offer, the risks, the statements for each market). Add "investmentNotice: true" to the frontmatter of both language files`,
    });
  }
  return problems;
}

/** "2026-01" or "2026" → its first day (a start "has passed" once that month or year has begun). */
const periodStart = (period: string) => (period.length === 4 ? `${period}-01-01` : `${period}-01`);
/** "2026-01" → "2026-02-01", "2030" → "2031-01-01": the day after the period (an end has passed from then). */
const periodEnd = (period: string) => {
  const [year, month] = period.split("-").map(Number) as [number, number | undefined];
  if (!month) return `${year + 1}-01-01`;
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
};

/**
 * Project states that today's date contradicts: warnings, not problems, because no edit made them wrong
 * and the site is still correct to build; the writer updates `status` (or the dates) in both files.
 */
export function findStaleFacts(loaded: LoadResult, today = new Date().toISOString().slice(0, 10)): Problem[] {
  const warnings: Problem[] = [];
  for (const locale of locales) {
    for (const project of loaded.content.collections.projects[locale]) {
      const { status, start, end } = project.data;
      const record = loaded.records.find((r) => r.file === project.file);
      const lineOf = (field: string) => record?.strings.find((s) => s.field === field)?.line;
      const warn = (message: string) =>
        warnings.push({ file: project.file, line: lineOf("status") ?? 1, field: "status", message });
      if (status === "upcoming" && periodStart(start) <= today)
        warn(
          `is "upcoming", but the project's start (${start}) has passed: change status to "ongoing" (or "completed"), or correct start, in both language files`,
        );
      if (status !== "upcoming" && periodStart(start) > today)
        warn(
          `is "${status}", but the project starts in ${start}: change status to "upcoming", or correct start`,
        );
      if (status === "ongoing" && end && periodEnd(end) <= today)
        warn(
          `is "ongoing", but the project's end (${end}) has passed: change status to "completed", or correct end`,
        );
      if (status === "completed" && end && periodEnd(end) > today)
        warn(`is "completed", but the project's end (${end}) is still ahead: correct status or end`);
    }
  }
  return warnings;
}
