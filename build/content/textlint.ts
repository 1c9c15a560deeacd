// Style and terminology: runs textlint on the bodies and frontmatter texts of every content file and
// on the interface text. Japanese files get the repository's .textlintrc.json (preset
// ja-technical-writing, tuned for business copy, and the glossary content/glossary/ja.yml); English
// files get .textlintrc.en.json (the glossary content/glossary/en.yml). Glossaries are prh dictionaries.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { createLinter } from "textlint";
import { parseDocument, isMap, isScalar, isSeq, LineCounter, type Node } from "yaml";
import type { Locale } from "../../lib/locale.ts";
import { readContentText } from "./content-files.ts";
import { describeUnsafePattern } from "./regex-rules.ts";
import type { FrontmatterString } from "./loader.ts";
import type { Problem } from "./problems.ts";

/** A file to lint: its Markdown body (none for a data file) and its texts with their lines. */
export type LintInput = { file: string; locale: Locale; source?: string; strings: FrontmatterString[] };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const configFiles: Record<Locale, string> = { jp: ".textlintrc.json", en: ".textlintrc.en.json" };
const hasJapanese = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
// Fields that hold names of files, icons or paths rather than prose.
const notProse = new Set(["src", "link", "icon", "status", "date"]);

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

// Unchanged files give unchanged findings; dev restarts and the tests re-check the same files.
const cache = new Map<string, Problem[]>();
// The glossaries change what is found: a changed dictionary starts a new cache.
const glossaryVersion = () =>
  ["en", "ja"]
    .map((name) => path.join(repoRoot, `content/glossary/${name}.yml`))
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join();

export const glossaryFiles = ["content/glossary/en.yml", "content/glossary/ja.yml"];

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
    const visit = (node: Node | null | undefined, key: string) => {
      if (isMap(node))
        for (const pair of node.items)
          visit(pair.value as Node, String((pair.key as { value?: unknown })?.value));
      else if (isSeq(node)) for (const item of node.items) visit(item as Node, key);
      else if (isScalar(node) && typeof node.value === "string" && /^patterns?$/.test(key)) {
        const regex = /^\/(.*)\/([a-z]*)$/s.exec(node.value);
        const reason = regex && describeUnsafePattern(regex[1]!, regex[2]!);
        if (reason)
          problems.push({
            file,
            line: node.range ? lineCounter.linePos(node.range[0]).line : undefined,
            field: key,
            message: `the pattern ${node.value.length > 60 ? `${node.value.slice(0, 60)}…` : node.value} ${reason}`,
          });
      }
    };
    visit(document.contents as Node | null, "");
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

export async function lintTexts(files: LintInput[]): Promise<Problem[]> {
  // A pattern that could hang is never run: the check reports it (checkGlossaryPatterns), nothing is linted.
  if (checkGlossaryPatterns(repoRoot).length) return [];
  const problems: Problem[] = [];
  const version = glossaryVersion();
  for (const file of files) {
    const key = `${version}\0${file.file}\0${file.source ?? ""}\0${JSON.stringify(file.strings)}`;
    if (!cache.has(key)) cache.set(key, await lintFile(file));
    problems.push(...cache.get(key)!);
  }
  return problems;
}

async function lintFile({ file, locale, source, strings }: LintInput): Promise<Problem[]> {
  const linter = await getLinter(locale);
  const problems: Problem[] = [];
  if (source !== undefined) {
    const body = await linter.lintText(source, path.join(repoRoot, file));
    for (const message of body.messages) {
      problems.push({ file, line: message.line, message: describe(message.message, message.ruleId, locale) });
    }
  }
  // Each text becomes its own paragraph of a plain-text document; map lines back.
  const prose = strings.filter((s) => !notProse.has(s.key) && (locale === "en" || hasJapanese.test(s.value)));
  const lineMap: FrontmatterString[] = [];
  const paragraphs = prose.map((entry) => {
    const lines = entry.value.trim().split("\n");
    lineMap.push(...lines.map(() => entry), entry);
    return lines.join("\n");
  });
  if (!paragraphs.length) return problems;
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
  return problems;
}
