// Loads everything in content/: globs the files, parses frontmatter, validates it against
// content/schema.ts, pairs the en/jp twins and checks the catalogue. Used by the build and `npm run check`.
import type { FrontmatterString } from "./frontmatter-string.ts";
import fs from "node:fs";
import path from "node:path";
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node } from "yaml";
import { closest, distance } from "fastest-levenshtein";
import { z } from "zod";
import {
  catalogue,
  collections,
  pageReferences,
  pages,
  siteFacts,
  siteSettings,
  type CollectionName,
  type ItemData,
  type PageName,
} from "../../content/schema.ts";
import { slugPattern } from "../../content/fields.ts";
import { locales, otherLocale, type Locale } from "../locale.ts";
import { listContentFiles, pageFolders, readContentText } from "./content-files.ts";
import { describeImageProblem, isPlaceholderProblem } from "./image-files.ts";
import { checkBody, type BodyFacts } from "./mdx-rules.ts";
import { findTodos, type Todo } from "./todos.ts";
import { describeIssue, formatProblemLine, formatProblems, type Problem } from "./problems.ts";

export type { Problem };
export { formatProblemLine };

export type Entry<T> = {
  slug: string;
  locale: Locale;
  /** Path relative to the repository root, e.g. `content/insights/x.en.mdx`. */
  file: string;
  data: T;
  /** The Markdown/MDX body, without frontmatter. */
  body: string;
  /** Line of the file on which the body starts. */
  bodyLine: number;
};

type CollectionData = { [C in CollectionName]: ItemData<C> };
type PagesData = { [P in PageName]: z.output<(typeof pages)[P]> };

export type Content = {
  collections: { [C in CollectionName]: Record<Locale, Entry<CollectionData[C]>[]> };
  pages: { [P in PageName]: Record<Locale, Entry<PagesData[P]>> };
  /** Items whose page in one language shows the other language's text (see `Draft`). */
  drafts: Draft[];
};

/**
 * An item whose `locale` file is missing or still has TODOs while the `from` file can be shown. Only a
 * preview build gets this far (every other build refuses both): the item's `locale` page shows the
 * `from` text under a "not yet translated" note, and the lists, menus and feeds of `locale` leave it out.
 */
export type Draft = {
  collection: CollectionName;
  slug: string;
  locale: Locale;
  from: Locale;
  state: "missing" | "unfinished";
};

/** One content file, read and parsed once: what the loader, the check and translation status use of it. */
export type ContentRecord = {
  file: string;
  locale: Locale;
  source: string;
  /** The frontmatter and body; undefined when the frontmatter cannot be read (that is a problem). */
  parsed?: ParsedFile;
  /** Every string of the frontmatter, with its line. */
  strings: FrontmatterString[];
  /** What the body holds: headings, links, images, and the problems of its syntax and tags. */
  facts: BodyFacts;
  todos: Todo[];
};

/** A JSON data file's texts with their lines (the interface text, for the glossary check). */
export type DataTexts = { file: string; locale: Locale; strings: FrontmatterString[] };

export type LoadResult = {
  content: Content;
  records: ContentRecord[];
  interfaceTexts: DataTexts[];
  problems: Problem[];
};

const fileNamePattern = new RegExp(`^(${slugPattern.source.slice(1, -1)})\\.(en|jp)\\.mdx$`);
const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

export type { FrontmatterString };

type ParsedData = {
  data: unknown;
  lineOf: (fieldPath: PropertyKey[]) => number;
  strings: FrontmatterString[];
};

/**
 * Parses YAML (or JSON, which is YAML too) and maps field paths to line numbers in the file;
 * `firstLine` is the file line the text starts on. Reports syntax errors and returns undefined.
 */
function parseData(
  rel: string,
  text: string,
  firstLine: number,
  problems: Problem[],
): ParsedData | undefined {
  const lineCounter = new LineCounter();
  const documentNode = parseDocument(text, { lineCounter, prettyErrors: false });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  for (const error of documentNode.errors) {
    problems.push({
      file: rel,
      line: toFileLine(error.pos[0]),
      message: rel.endsWith(".json")
        ? `is not valid JSON (${error.message.split("\n")[0]}). Check quotes, colons and commas`
        : `the frontmatter is not valid YAML (${error.message.split("\n")[0]}). Check quotes, colons and indentation`,
    });
  }
  if (documentNode.errors.length) return undefined;

  const lineOf = (fieldPath: PropertyKey[]): number => {
    let node: Node | null | undefined = documentNode.contents as Node | null | undefined;
    let line = firstLine;
    for (const segment of fieldPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === segment);
        if (!pair) break;
        const keyRange = (pair.key as Node).range;
        if (keyRange) line = toFileLine(keyRange[0]);
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof segment === "number") {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        if (item.range) line = toFileLine(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
  const strings: FrontmatterString[] = [];
  const walk = (node: Node | null | undefined, fieldPath: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = (pair.key as { value?: unknown } | null)?.value;
        walk(pair.value as Node | null, [...fieldPath, String(key)]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item as Node, [...fieldPath, index]));
    } else if (isScalar(node) && typeof node.value === "string" && node.range) {
      strings.push({
        field: fieldPath.join("."),
        key: String(fieldPath.filter((part) => typeof part === "string").at(-1) ?? ""),
        value: node.value,
        line: toFileLine(node.range[0]),
      });
    }
  };
  walk(documentNode.contents as Node | null, []);
  let data: unknown;
  try {
    data = documentNode.toJS({ maxAliasCount: 100 }) ?? {};
  } catch {
    // toJS refuses a document whose aliases (*name) expand without bound (a "billion laughs").
    const aliasLine = text.split("\n").findIndex((line) => /(^|[\s[,:])\*[\w-]/.test(line));
    problems.push({
      file: rel,
      line: firstLine + Math.max(0, aliasLine),
      message: "repeats values through aliases (&name and *name) too often: write the values out in full",
    });
    return undefined;
  }
  return { data, lineOf, strings };
}

type ParsedFile = ParsedData & { body: string; bodyLine: number };

/** A fence of the frontmatter: a line of exactly three hyphens (spaces after them are allowed, as MDX allows). */
const fence = /^---[ \t]*$/;

/**
 * Splits frontmatter from body exactly as the MDX compile does (remark-frontmatter): the file's first line
 * is a fence and the block ends at the next line that is one. Anything else is a problem with its line, so
 * the check never reads a block the compile would publish as text, or the other way round.
 */
function parseFile(rel: string, source: string, problems: Problem[]): ParsedFile | undefined {
  const lines = source.split("\n");
  if (!fence.test(lines[0] ?? "") || lines.length < 2) {
    problems.push({
      file: rel,
      line: 1,
      message: "must start with a frontmatter block between two --- lines",
    });
    return undefined;
  }
  const close = lines.findIndex((line, index) => index > 0 && fence.test(line));
  // A line that starts like a fence but is not one (---x, ----) would end the block for a reader, not the compile.
  const lookalike = lines.findIndex(
    (line, index) => index > 0 && (close === -1 || index < close) && /^(---|\.\.\.)/.test(line),
  );
  if (lookalike !== -1) {
    problems.push({
      file: rel,
      line: lookalike + 1,
      message: `"${lines[lookalike]!.slice(0, 20)}" is not a closing line: the frontmatter ends at a line of exactly ---`,
    });
    return undefined;
  }
  if (close === -1) {
    problems.push({
      file: rel,
      line: 1,
      message: "the frontmatter is never closed: add a line of exactly --- after its last field",
    });
    return undefined;
  }
  // From line 1 (the fence, as an empty line): a field the block lacks is reported where the block starts.
  const parsed = parseData(rel, lines.slice(0, close).join("\n").slice(3), 1, problems);
  if (!parsed) return undefined;
  // An empty block, or one of comments only, is a block without fields: the schema names each one missing.
  const data = parsed.data ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    problems.push({
      file: rel,
      line: 2,
      message: "the frontmatter must be fields written as name: value, one per line",
    });
    return undefined;
  }
  return { ...parsed, data, body: lines.slice(close + 1).join("\n"), bodyLine: close + 2 };
}

/** The field names the schema allows at `fieldPath` (an object inside lists and optional parts). */
function knownKeys(schema: z.ZodType, fieldPath: PropertyKey[]): string[] {
  const unwrap = (node: unknown): unknown =>
    node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault
      ? unwrap(node.unwrap())
      : node;
  let node = unwrap(schema);
  for (const segment of fieldPath) {
    if (node instanceof z.ZodObject) node = unwrap(node.shape[String(segment)]);
    else if (node instanceof z.ZodArray) node = unwrap(node.element);
    else if (node instanceof z.ZodTuple) node = unwrap(node.def.items[Number(segment)]);
    else return [];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

/** The known field a misspelled one most likely meant, if one is close. */
function suggestKey(key: string, known: string[]): string | undefined {
  const best = closest(key, known);
  return best && distance(key.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(key.length / 3))
    ? best
    : undefined;
}

function validate<S extends z.ZodType>(
  schema: S,
  rel: string,
  parsed: ParsedFile,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data;
  // A misspelled field is one mistake: "did you mean" on the unknown name, not also "missing" on the real one.
  const meant = new Set<string>();
  const found: Problem[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      // Fields already written are not what a misspelling meant.
      const present = issue.path.length ? getPath(parsed.data, issue.path.join(".")) : parsed.data;
      const written = present && typeof present === "object" ? Object.keys(present) : [];
      const known = knownKeys(schema, issue.path).filter((key) => !written.includes(key));
      for (const key of issue.keys) {
        const fieldPath = [...issue.path, key];
        const suggestion = suggestKey(key, known);
        if (suggestion) meant.add([...issue.path, suggestion].join("."));
        found.push({
          file: rel,
          line: parsed.lineOf(fieldPath),
          field: fieldPath.join("."),
          message: suggestion
            ? `is not a known field: did you mean "${suggestion}"?`
            : "is not a known field: check the spelling or remove it",
        });
      }
      continue;
    }
    const field = issue.path.join(".");
    found.push({
      file: rel,
      line: parsed.lineOf(issue.path),
      field: field || undefined,
      message: describeIssue(issue),
    });
  }
  problems.push(
    ...found.filter(
      (problem) => !(problem.message === "is required but missing" && meant.has(problem.field ?? "")),
    ),
  );
  return undefined;
}

/** Every `src` of an image in the frontmatter must name a file next to the content file. */
function checkImages(rel: string, root: string, data: unknown, parsed: ParsedFile, problems: Problem[]) {
  const visit = (value: unknown, fieldPath: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...fieldPath, index]));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const problem = key === "src" && typeof child === "string" && describeImageProblem(root, rel, child);
        if (problem) {
          problems.push({
            file: rel,
            line: parsed.lineOf([...fieldPath, key]),
            field: [...fieldPath, key].join("."),
            message: problem,
            ...(isPlaceholderProblem(problem) && { draft: true as const }),
          });
        } else visit(child, [...fieldPath, key]);
      }
    }
  };
  visit(data, []);
}

function getPath(data: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
      data,
    );
}

/** The `.mdx` file names directly in `content/<folder>/` (the walk has left out links and folders). */
function listMdx(files: string[], folder: string): string[] {
  const prefix = `content/${folder}/`;
  return files
    .filter((file) => file.startsWith(prefix) && file.endsWith(".mdx"))
    .map((file) => file.slice(prefix.length))
    .sort();
}

function loadCollection<C extends CollectionName>(
  root: string,
  name: C,
  files: string[],
  records: Map<string, ContentRecord>,
  problems: Problem[],
  drafts: Draft[],
): Record<Locale, Entry<CollectionData[C]>[]> {
  const byLocale = { en: [], jp: [] } as Record<Locale, Entry<CollectionData[C]>[]>;
  const seen = new Map<
    string,
    Partial<Record<Locale, { rel: string; data?: unknown; lineOf?: ParsedFile["lineOf"] }>>
  >();

  for (const fileName of listMdx(files, name)) {
    const rel = `content/${name}/${fileName}`;
    const match = fileNamePattern.exec(fileName);
    if (!match) {
      problems.push({
        file: rel,
        message:
          "the file name must be <slug>.en.mdx or <slug>.jp.mdx, where the slug uses lowercase letters, digits and hyphens",
      });
      continue;
    }
    const [, slug, locale] = match as unknown as [string, string, Locale];
    const parsed = records.get(rel)?.parsed;
    const twins = seen.get(slug) ?? {};
    twins[locale] = { rel };
    seen.set(slug, twins);
    if (!parsed) continue;
    const data = validate(collections[name].schema, rel, parsed, problems);
    if (data) checkImages(rel, root, data, parsed, problems);
    twins[locale] = { rel, data, lineOf: parsed.lineOf };
    if (data) {
      byLocale[locale].push({
        slug,
        locale,
        file: rel,
        data: data as CollectionData[C],
        body: parsed.body,
        bodyLine: parsed.bodyLine,
      });
    }
  }

  for (const [slug, twins] of seen) {
    for (const locale of locales) {
      const other = otherLocale(locale);
      const present = twins[other];
      if (!twins[locale] && present) {
        problems.push({
          file: present.rel,
          message: `has no ${languageName[locale]} twin: add content/${name}/${slug}.${locale}.mdx`,
          draft: true,
        });
      }
    }
    const [enTwin, jpTwin] = [twins.en, twins.jp];
    if (!enTwin?.data || !jpTwin?.data) continue;
    for (const field of collections[name].twinFields) {
      const a = getPath(enTwin.data, field);
      const b = getPath(jpTwin.data, field);
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        problems.push({
          file: jpTwin.rel,
          line: jpTwin.lineOf?.(field.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s))),
          field,
          message: `must be the same in both languages: ${enTwin.rel} has ${JSON.stringify(a) ?? "nothing"}, this file has ${JSON.stringify(b) ?? "nothing"}`,
        });
      }
    }
  }

  const own = findDrafts(name, byLocale, records);
  drafts.push(...own);
  const hidden = new Set(own.map((draft) => `${draft.locale}/${draft.slug}`));
  for (const locale of locales)
    byLocale[locale] = byLocale[locale].filter((entry) => !hidden.has(`${locale}/${entry.slug}`));

  // Newest `date` first, or `order` 1 first, as the collection's entry says; the slug breaks a tie.
  const { sort } = collections[name];
  const sortKey = (entry: Entry<CollectionData[C]>) => {
    const value = (entry.data as Record<string, unknown>)[sort];
    return sort === "date" ? -Date.parse(String(value)) : Number(value ?? 0);
  };
  for (const locale of locales)
    byLocale[locale].sort((a, b) => sortKey(a) - sortKey(b) || a.slug.localeCompare(b.slug));
  return byLocale;
}

/**
 * The drafts of one collection: a language whose file is missing or has TODOs, while the other language's
 * file has none (or is the only one there). The TODO-free text is the better one to show.
 */
function findDrafts<C extends CollectionName>(
  name: C,
  byLocale: Record<Locale, Entry<CollectionData[C]>[]>,
  records: Map<string, ContentRecord>,
): Draft[] {
  const found: Draft[] = [];
  const slugs = new Set(locales.flatMap((locale) => byLocale[locale].map((entry) => entry.slug)));
  const finished = (entry: Entry<unknown> | undefined) => !!entry && !records.get(entry.file)?.todos.length;
  for (const slug of slugs) {
    const entries = Object.fromEntries(
      locales.map((locale) => [locale, byLocale[locale].find((entry) => entry.slug === slug)]),
    ) as Record<Locale, Entry<unknown> | undefined>;
    for (const locale of locales) {
      const from = otherLocale(locale);
      const own = entries[locale];
      if (finished(own) || !entries[from] || (own && !finished(entries[from]))) continue;
      found.push({ collection: name, slug, locale, from, state: own ? "unfinished" : "missing" });
    }
  }
  return found;
}

function loadPages(
  root: string,
  files: string[],
  records: Map<string, ContentRecord>,
  problems: Problem[],
): Content["pages"] {
  const result = {} as Record<string, Record<Locale, Entry<unknown>>>;
  const known = Object.keys(pages);
  for (const fileName of listMdx(files, "pages")) {
    const match = fileNamePattern.exec(fileName);
    const rel = `content/pages/${fileName}`;
    if (!match || !known.includes(match[1]!)) {
      problems.push({
        file: rel,
        message: `is not a known page. Page files are <page>.en.mdx / <page>.jp.mdx for: ${known.join(", ")}`,
      });
    }
  }
  for (const name of known as PageName[]) {
    for (const locale of locales) {
      const rel = `content/pages/${name}.${locale}.mdx`;
      const record = records.get(rel);
      if (!record) {
        // A file that is there but cannot be read (a link, a folder) has its own problem.
        if (fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false })) continue;
        problems.push({
          file: rel,
          message: `is missing: the ${languageName[locale]} copy of the "${name}" page`,
        });
        continue;
      }
      const parsed = record.parsed;
      if (!parsed) continue;
      const data = validate(pages[name], rel, parsed, problems);
      if (data) checkImages(rel, root, data, parsed, problems);
      if (data) {
        (result[name] ??= {} as Record<Locale, Entry<unknown>>)[locale] = {
          slug: name,
          locale,
          file: rel,
          data,
          body: parsed.body,
          bodyLine: parsed.bodyLine,
        };
      }
    }
  }
  return result as Content["pages"];
}

/** A page field that names a collection item (the Chairman's `member`) must name a file of that collection. */
function checkPageReferences(
  pageEntries: Content["pages"],
  loaded: Content["collections"],
  records: Map<string, ContentRecord>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [page, fields] of Object.entries(pageReferences) as [
    PageName,
    Record<string, CollectionName>,
  ][]) {
    for (const locale of locales) {
      const entry = pageEntries[page]?.[locale];
      if (!entry) continue;
      for (const [field, collection] of Object.entries(fields)) {
        const slug = (entry.data as Record<string, unknown>)[field];
        const exists = locales.some(
          (other) =>
            loaded[collection][other].some((item) => item.slug === slug) ||
            records.has(`content/${collection}/${String(slug)}.${other}.mdx`),
        );
        if (exists) continue;
        const example = loaded[collection].en[0]?.slug;
        problems.push({
          file: entry.file,
          line: records.get(entry.file)?.parsed?.lineOf([field]),
          field,
          message: `"${String(slug)}" names no file in content/${collection}/: write the file name without .en.mdx${example ? ` (such as ${example})` : ""}`,
        });
      }
    }
  }
  return problems;
}

/** Reads and validates a JSON data file of content/ (interface text, site facts, settings). */
function loadDataFile<S extends z.ZodType>(
  root: string,
  rel: string,
  schema: S,
  problems: Problem[],
): { data: z.output<S>; lineOf: ParsedData["lineOf"]; strings: FrontmatterString[] } | undefined {
  const raw = readContentText(root, rel, problems);
  if (raw === undefined) {
    if (!fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false }))
      problems.push({ file: rel, message: "is missing" });
    return undefined;
  }
  const source = normalizeText(raw);
  const parsed = parseData(rel, source, 1, problems);
  if (!parsed) return undefined;
  // YAML is more forgiving than JSON (trailing commas, unquoted text), but the site reads these files as JSON.
  try {
    JSON.parse(source);
  } catch (error) {
    const position = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
    problems.push({
      file: rel,
      line: source.slice(0, position).split("\n").length,
      message:
        'is not valid JSON: every text and key needs "double quotes", items are separated by commas and the last item has none',
    });
    return undefined;
  }
  const data = validate(schema, rel, { ...parsed, body: "", bodyLine: 0 }, problems);
  return data === undefined ? undefined : { data, lineOf: parsed.lineOf, strings: parsed.strings };
}

type Catalogue = { data: Record<string, string>; lineOf: ParsedData["lineOf"] };

/** Both catalogues must have the same keys (the type of the keys comes from the English file). */
export function checkCatalogues(catalogues: Record<Locale, Catalogue>): Problem[] {
  const problems: Problem[] = [];
  for (const locale of locales) {
    const other = otherLocale(locale);
    for (const key of Object.keys(catalogues[locale].data)) {
      // Own keys only: `constructor` or `toString` is in every object, not in the other file.
      if (Object.hasOwn(catalogues[other].data, key)) continue;
      problems.push({
        file: `content/ui/${locale}.json`,
        line: catalogues[locale].lineOf([key]),
        field: key,
        message: `is missing from content/ui/${other}.json: add the ${languageName[other]} text`,
      });
    }
  }
  return problems;
}

/**
 * A content file's text as the site reads it: without a byte-order mark and with LF line ends, so a file
 * saved on Windows (CRLF, or UTF-8 with BOM) reads exactly like one saved anywhere else.
 */
export const normalizeText = (raw: string) => raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** Parses one file into its record; whatever a parser rejects becomes one problem, never an exception. */
export function readRecord(file: string, locale: Locale, source: string, problems: Problem[]): ContentRecord {
  const empty: BodyFacts = { problems: [], links: [], images: [], headingIds: new Set() };
  try {
    const parsed = parseFile(file, source, problems);
    const strings = parsed?.strings ?? [];
    const facts = checkBody(file, source);
    problems.push(...facts.problems);
    return { file, locale, source, parsed, strings, facts, todos: findTodos(source, strings) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const problem = {
      file,
      line: 1,
      message: `cannot be read (${reason}): check the --- lines and the frontmatter`,
    };
    problems.push(problem);
    return { file, locale, source, strings: [], facts: { ...empty, problems: [problem] }, todos: [] };
  }
}

/** Reads and parses every page file once: the frontmatter (YAML, with lines) and the body (MDX). */
function readRecords(root: string, files: string[], problems: Problem[]): Map<string, ContentRecord> {
  const records = new Map<string, ContentRecord>();
  for (const folder of pageFolders) {
    for (const fileName of listMdx(files, folder)) {
      const locale = /\.(en|jp)\.mdx$/.exec(fileName)?.[1] as Locale | undefined;
      if (!locale) continue;
      const file = `content/${folder}/${fileName}`;
      const raw = readContentText(root, file, problems);
      if (raw === undefined) continue;
      records.set(file, readRecord(file, locale, normalizeText(raw), problems));
    }
  }
  return records;
}

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
  loadDataFile(root, "content/site.json", siteFacts, problems);
  loadDataFile(root, "content/settings.json", siteSettings, problems);
  const interfaceTexts = [
    ...(en ? [{ file: "content/ui/en.json", locale: "en" as const, strings: en.strings }] : []),
    ...(jp ? [{ file: "content/ui/jp.json", locale: "jp" as const, strings: jp.strings }] : []),
  ];
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
    problems: unique,
  };
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(formatProblems("The content has", problems));
    this.name = "ContentError";
  }
}
