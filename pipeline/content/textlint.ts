// Style and terminology: runs textlint on the bodies and frontmatter texts of every content file and
// on the interface text. Japanese files get the repository's .textlintrc.json (preset
// ja-technical-writing, tuned for business copy, and the glossary content/glossary/ja.yml); English
// files get .textlintrc.en.json (the glossary content/glossary/en.yml). Glossaries are prh dictionaries.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { createLinter } from "textlint";
import { parseDocument, isAlias, isMap, isScalar, isSeq, LineCounter, type Node } from "yaml";
import type { Locale } from "../../lib/locale.ts";
import { readContentText } from "./content-files.ts";
import { checkGlossaryFile } from "./glossary-file.ts";
import { describeUnsafePattern } from "./regex-rules.ts";
import type { FrontmatterString } from "./loader.ts";
import type { Problem } from "./problems.ts";

/** A file to lint: its Markdown body (none for a data file) and its texts with their lines. */
export type LintInput = { file: string; locale: Locale; source?: string; strings: FrontmatterString[] };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const configFiles: Record<Locale, string> = { jp: ".textlintrc.json", en: ".textlintrc.en.json" };
const hasJapanese = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
// Fields that hold names of files, icons or paths rather than prose.
export const notProse = new Set(["src", "link", "icon", "status", "date"]);

/** textlint messages run to several lines with a link; the writer needs the first sentence and the rule. */
function describe(message: string, ruleId: string, locale: Locale): string {
  const [first = "", reason] = message.split("\n").map((line) => line.trim());
  const glossary = /^(.+) => (.+)$/.exec(first);
  if (ruleId === "prh" && glossary)
    return `Glossary: write "${glossary[2]}", not "${glossary[1]}"${reason ? ` (${reason})` : ""}`;
  // textlint's own failure to read a file (its parser gave up) is not a style rule of either language.
  if (ruleId === "plugin-error")
    return `the style check could not read this file (${first}): check the text of this file for unusual markup`;
  return `${locale === "jp" ? "Japanese style" : "Style"} (${ruleId.replace(/^ja-technical-writing\//, "")}): ${first}`;
}

const linters: Partial<Record<Locale, Promise<ReturnType<typeof createLinter>>>> = {};
function getLinter(locale: Locale) {
  // Imported on first use: loading textlint takes over half a second, and the build never needs it.
  linters[locale] ??= import("textlint").then(async ({ createLinter, loadTextlintrc }) =>
    createLinter({
      descriptor: await loadTextlintrc({
        configFilePath: path.join(repoRoot, configFiles[locale]),
        node_modulesDir: path.join(repoRoot, "node_modules"),
      }),
    }),
  );
  return linters[locale];
}

export const glossaryFiles = ["content/glossary/en.yml", "content/glossary/ja.yml"];

// Unchanged texts give unchanged findings: each file's findings are kept, in memory and on disk, under a key
// made of everything that decides them (the file's name, text and fields, and the findings' version below).
// A writer who checks a pair after editing one of its files waits for that file only, and a check run again
// lints only what changed. Kept in .tmp/style-cache (ignored by git, like the social cards' .tmp/og-cards).
const cache = new Map<string, Problem[]>();
const cacheDir = path.join(repoRoot, ".tmp/style-cache");
const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\0")).digest("hex");
// A text of a file linted before (with any fields: they come from the same text): an empty file marks it.
const seenFile = (version: string, file: string, source: string) =>
  path.join(cacheDir, version, `seen-${hash(file, source)}`);
const readOr = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");

/**
 * What the findings of any text depend on besides the text: both configurations, both glossaries, the
 * installed rules (package-lock.json), this file's code and Node's version. Read whenever texts are linted,
 * so an edited glossary is never answered from before the edit.
 */
function findingsVersion(): string {
  const inputs = [...Object.values(configFiles), ...glossaryFiles, "package-lock.json"].map((file) =>
    readOr(path.join(repoRoot, file)),
  );
  return hash("1", process.version, readOr(fileURLToPath(import.meta.url)), ...inputs).slice(0, 16);
}

const textKey = ({ file, source, strings }: LintInput) => hash(file, source ?? "", JSON.stringify(strings));

function writeSeen(version: string, file: string, source: string) {
  try {
    fs.writeFileSync(seenFile(version, file, source), "");
  } catch {
    // Only a hint.
  }
}

/** The findings kept for a text, or undefined; a cache that cannot be read is no cache. */
function readCached(version: string, key: string): Problem[] | undefined {
  if (cache.has(`${version}/${key}`)) return cache.get(`${version}/${key}`);
  try {
    const found = JSON.parse(
      fs.readFileSync(path.join(cacheDir, version, `${key}.json`), "utf8"),
    ) as Problem[];
    cache.set(`${version}/${key}`, found);
    return found;
  } catch {
    return undefined;
  }
}

/** Keeps a text's findings; entries of other versions are removed when the first of a new one is written. */
function writeCached(version: string, key: string, problems: Problem[]) {
  cache.set(`${version}/${key}`, problems);
  try {
    const dir = path.join(cacheDir, version);
    if (!fs.existsSync(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      for (const other of fs.readdirSync(cacheDir))
        if (other !== version) fs.rmSync(path.join(cacheDir, other), { recursive: true, force: true });
    }
    // Written whole, then renamed: a check stopped halfway never leaves half an entry.
    const temporary = path.join(dir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    fs.writeFileSync(temporary, JSON.stringify(problems));
    fs.renameSync(temporary, path.join(dir, `${key}.json`));
  } catch {
    // A folder that cannot be written (read-only, full) only means the next check lints again.
  }
}

/**
 * Whether this text of `file` was linted before (its findings are kept): a hint for loading textlint ahead,
 * the findings themselves are always looked up by their full key.
 */
export function lintedBefore(file: string, source: string): boolean {
  return fs.existsSync(seenFile(findingsVersion(), file, source));
}

/**
 * Every /regular expression/ of the glossaries that could run for hours on one line (prh, the glossary rule,
 * runs them on every text): each is a problem with its line, and the style check does not run until it is fixed.
 */
export function checkGlossaryPatterns(root: string): Problem[] {
  const problems: Problem[] = [];
  for (const file of glossaryFiles) {
    const source = readContentText(root, file, problems);
    if (source === undefined) continue;
    const lineCounter = new LineCounter();
    const document = parseDocument(source, { lineCounter });
    const seen = new Set<string>();
    // `at` is the node whose line a problem names: an alias's own line (`pattern: *p`), not its anchor's.
    const visit = (node: Node | null | undefined, key: string, at?: Node) => {
      // An alias (`pattern: *p`, with `&p` elsewhere) is what prh runs too: its value is checked where it is used.
      if (isAlias(node)) {
        const target = node.resolve(document) as Node | undefined;
        const visitKey = `${target?.range?.[0]}:${key}`;
        if (!target || seen.has(visitKey)) return;
        seen.add(visitKey);
        visit(target, key, at ?? node);
      } else if (isMap(node))
        for (const pair of node.items)
          visit(pair.value as Node, String((pair.key as { value?: unknown })?.value), at);
      else if (isSeq(node)) for (const item of node.items) visit(item as Node, key, at);
      else if (isScalar(node) && typeof node.value === "string" && /^patterns?$/.test(key)) {
        const regex = /^\/(.*)\/([a-z]*)$/s.exec(node.value);
        const reason = regex && describeUnsafePattern(regex[1]!, regex[2]!);
        if (reason)
          problems.push({
            file,
            line: (at ?? node).range ? lineCounter.linePos((at ?? node).range![0]).line : undefined,
            field: key,
            message: `the pattern ${node.value.length > 60 ? `${node.value.slice(0, 60)}…` : node.value} ${reason}`,
          });
      }
    };
    const before = problems.length;
    visit(document.contents as Node | null, "");
    // Only a glossary whose patterns are all safe is loaded by prh, which runs its specs (the patterns on their
    // examples) as it loads: an unsafe pattern with a spec hung the check there. A glossary of the wrong shape, or
    // with a rule prh cannot load, is reported then.
    if (problems.length > before) continue;
    problems.push(...checkGlossaryFile(file, source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n")));
  }
  return problems;
}

/**
 * Loads the linters of `locales` ahead of the first file, and tokenizes `japaneseSample` (any Japanese text
 * of the content) so that the Japanese rules' dictionary is loaded too: the findings of later files are the
 * same, and come sooner. The sample's own findings are not kept.
 */
export async function warmUpLinters(locales: Locale[], japaneseSample?: string): Promise<void> {
  for (const locale of locales) {
    const linter = await getLinter(locale);
    if (locale === "jp" && japaneseSample)
      await linter.lintText(japaneseSample, path.join(repoRoot, "content/warm-up.txt"));
  }
}

export async function lintTexts(
  files: LintInput[],
  /** cache: false lints every text again (a test comparing with what the cache gives). */
  { cache: useCache = true }: { cache?: boolean } = {},
): Promise<Problem[]> {
  // A pattern that could hang is never run: the check reports it (checkGlossaryPatterns), nothing is linted.
  if (checkGlossaryPatterns(repoRoot).length) return [];
  const problems: Problem[] = [];
  const version = findingsVersion();
  for (const file of files) {
    const key = textKey(file);
    let found = useCache ? readCached(version, key) : undefined;
    if (!found) {
      writeCached(version, key, (found = await lintFile(file)));
      if (file.source !== undefined) writeSeen(version, file.file, file.source);
    }
    problems.push(...found);
  }
  return problems;
}

/** The text with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\ufffd");

/** Frontmatter texts linted as one document: the longest page has 50, so each file is one as before. */
const textsPerDocument = 100;

async function lintFile({ file, locale, source, strings }: LintInput): Promise<Problem[]> {
  const linter = await getLinter(locale);
  const problems: Problem[] = [];
  if (source !== undefined) {
    const body = await linter.lintText(wellFormed(source), path.join(repoRoot, file));
    for (const message of body.messages) {
      problems.push({ file, line: message.line, message: describe(message.message, message.ruleId, locale) });
    }
  }
  // Each text becomes its own paragraph of a plain-text document; map lines back. At most `textsPerDocument`
  // texts to a document: textlint's time grew with the square of a document's paragraphs (9,000 short fields in
  // one file took the check 208 s). The rules read each sentence against fixed settings (the polite style is
  // set, not the majority), so splitting changes no finding.
  const prose = strings.filter((s) => !notProse.has(s.key) && (locale === "en" || hasJapanese.test(s.value)));
  for (let start = 0; start < prose.length; start += textsPerDocument) {
    const lineMap: FrontmatterString[] = [];
    const paragraphs = prose.slice(start, start + textsPerDocument).map((entry) => {
      // A lone surrogate (a YAML escape such as "\uD800") crashed the Japanese tokenizer with a stack trace; the
      // schema refuses it with its file and line (hiddenCharacters), so here it is only made harmless.
      const lines = wellFormed(entry.value).trim().split("\n");
      lineMap.push(...lines.map(() => entry), entry);
      return lines.join("\n");
    });
    const texts = await linter.lintText(paragraphs.join("\n\n"), path.join(repoRoot, `${file}.txt`));
    for (const message of texts.messages) {
      const entry = lineMap[message.line - 1];
      problems.push({
        file,
        line: entry?.line,
        field: entry?.field,
        message: describe(message.message, message.ruleId, locale),
      });
    }
  }
  return problems;
}
