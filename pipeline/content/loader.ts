// Loads everything in content/: globs the files, parses frontmatter, validates it against
// content/schema.ts, pairs the en/jp twins and checks the catalogue. Used by the build and `npm run check`.
// Each step is a module: parse.ts (parsing with line numbers), validate.ts (validation to problems),
// collections.ts (collections and twins), data-files.ts (the JSON data files); types.ts says what comes out.
import fs from "node:fs";
import path from "node:path";
import {
  catalogue,
  collections,
  keptNames,
  siteFacts,
  siteSettings,
  type CollectionName,
} from "../../content/schema.ts";
import { locales } from "../../lib/locale.ts";
import { uiTranslationChecked, uiTranslationCheckedFile } from "../../content/ui.schema.ts";
import { checkPageReferences, loadCollection, loadPages } from "./collections.ts";
import { keptNamesFile, listContentFiles } from "./content-files.ts";
import { checkCatalogues, loadDataFile } from "./data-files.ts";
import type { FrontmatterString } from "./frontmatter-string.ts";
import { readRecords } from "./parse.ts";
import { formatProblemLine, formatProblems, type Problem } from "./problems.ts";
import type { Content, Draft, LoadResult } from "./types.ts";

export type { Problem, FrontmatterString };
export type { Content, ContentRecord, DataTexts, Draft, Entry, LoadResult } from "./types.ts";
export { formatProblemLine };
export { normalizeText, readRecord } from "./parse.ts";
export { checkCatalogues };

export function loadContent(root = process.cwd()): LoadResult {
  // Every entry of content/ that is not a regular file the site reads is a problem of its own.
  const { files, problems } = listContentFiles(root);
  const records = readRecords(root, files, problems);
  const drafts: Draft[] = [];
  const loaded = Object.fromEntries(
    (Object.keys(collections) as CollectionName[]).map((name) => [
      name,
      loadCollection(root, name, files, records, problems, drafts),
    ]),
  ) as Content["collections"];
  const pageEntries = loadPages(root, files, records, problems);
  problems.push(...checkPageReferences(pageEntries, loaded, records));
  const en = loadDataFile(root, "content/ui/en.json", catalogue, problems);
  const jp = loadDataFile(root, "content/ui/jp.json", catalogue, problems);
  if (en && jp) problems.push(...checkCatalogues({ en, jp }));
  // Optional: a project whose Japanese interface text was never checked against an English change has none.
  if (fs.existsSync(path.join(root, uiTranslationCheckedFile)))
    loadDataFile(root, uiTranslationCheckedFile, uiTranslationChecked, problems);
  const facts = loadDataFile(root, "content/site.json", siteFacts, problems);
  loadDataFile(root, "content/settings.json", siteSettings, problems);
  // Optional: a site whose copy names no place in katakana has none.
  if (fs.existsSync(path.join(root, keptNamesFile))) loadDataFile(root, keptNamesFile, keptNames, problems);
  const interfaceTexts = [
    ...(en ? [{ file: "content/ui/en.json", locale: "en" as const, strings: en.strings }] : []),
    ...(jp ? [{ file: "content/ui/jp.json", locale: "jp" as const, strings: jp.strings }] : []),
  ];
  // The firm's own texts (its regulatory status, its fees, its names), per language: a text under a "jp" key is
  // Japanese, every other one English, as the pages show them.
  const factTexts = facts
    ? locales.map((locale) => ({
        file: "content/site.json",
        locale,
        strings: facts.strings.filter((s) => (s.key === "jp") === (locale === "jp")),
      }))
    : [];
  // A file the walk refused may be refused again by the reader that looked for it: one problem, once.
  const seen = new Set<string>();
  const unique = problems.filter((problem) => {
    const key = formatProblemLine(problem);
    return !seen.has(key) && !!seen.add(key);
  });
  return {
    content: { collections: loaded, pages: pageEntries, drafts },
    records: [...records.values()],
    interfaceTexts,
    factTexts,
    problems: unique,
  };
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems("The content has", problems));
    this.name = "ContentError";
  }
}
