// Loads everything in content/: globs the files, parses frontmatter, validates it against
// content/schema.ts, pairs the en/jp twins and checks the catalogue. Used by the build and `npm run check`.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { LineCounter, parseDocument, isMap, isSeq, type Node } from "yaml";
import type { z } from "zod";
import { collections, pages, type CollectionName, type PageName } from "../../content/schema.ts";
import { locales, type Locale } from "../locale.ts";
import { en } from "../../content/ui/en.ts";
import { jp } from "../../content/ui/jp.ts";
import { describeIssue, type Problem } from "./problems.ts";

export type { Problem };

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

type CollectionData = { [C in CollectionName]: z.output<(typeof collections)[C]> };
type PagesData = { [P in PageName]: z.output<(typeof pages)[P]> };

export type Content = {
  collections: { [C in CollectionName]: Record<Locale, Entry<CollectionData[C]>[]> };
  pages: { [P in PageName]: Record<Locale, Entry<PagesData[P]>> };
};

export type LoadResult = { content: Content; problems: Problem[] };

const fileNamePattern = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|jp)\.mdx$/;
const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/** Fields that must be identical in both languages of a collection item. */
const sharedFields: Record<CollectionName, string[]> = {
  insights: ["date", "image.src"],
  services: ["order", "icon", "images.0.src", "images.1.src"],
  projects: ["order", "status", "image.src"],
  team: ["order", "pending", "portrait.src"],
};

type ParsedFile = {
  data: unknown;
  body: string;
  bodyLine: number;
  lineOf: (fieldPath: PropertyKey[]) => number;
};

/** Splits frontmatter from body and maps field paths to line numbers in the file. */
function parseFile(rel: string, source: string, problems: Problem[]): ParsedFile | undefined {
  if (!/^---\r?\n/.test(source)) {
    problems.push({
      file: rel,
      line: 1,
      message: "must start with a frontmatter block between two --- lines",
    });
    return undefined;
  }
  let documentNode: ReturnType<typeof parseDocument> | undefined;
  const lineCounter = new LineCounter();
  const file = matter(source, {
    engines: {
      yaml: (text: string) => {
        documentNode = parseDocument(text, { lineCounter, prettyErrors: false });
        return documentNode.errors.length ? {} : (documentNode.toJS() ?? {});
      },
    },
  });
  // The YAML text starts on line 2 of the file (line 1 is ---); gray-matter keeps a leading newline.
  const leading = file.matter.startsWith("\n") ? 1 : 0;
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + 1 - leading;
  for (const error of documentNode?.errors ?? []) {
    problems.push({
      file: rel,
      line: toFileLine(error.pos[0]),
      message: `the frontmatter is not valid YAML (${error.message.split("\n")[0]}). Check quotes, colons and indentation`,
    });
  }
  if (documentNode?.errors.length) return undefined;

  const lineOf = (fieldPath: PropertyKey[]): number => {
    let node: Node | null | undefined = documentNode?.contents as Node | null | undefined;
    let line = 1;
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

  const bodyLine = source.slice(0, source.length - file.content.length).split("\n").length;
  return { data: file.data, body: file.content, bodyLine, lineOf };
}

function validate<S extends z.ZodType>(
  schema: S,
  rel: string,
  parsed: ParsedFile,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const fieldPath = [...issue.path, key];
        problems.push({
          file: rel,
          line: parsed.lineOf(fieldPath),
          field: fieldPath.join("."),
          message: "is not a known field: check the spelling or remove it",
        });
      }
      continue;
    }
    problems.push({
      file: rel,
      line: parsed.lineOf(issue.path),
      field: issue.path.join(".") || undefined,
      message: describeIssue(issue),
    });
  }
  return undefined;
}

/** Every `src` of an image in the frontmatter must name a file next to the content file. */
function checkImages(rel: string, root: string, data: unknown, parsed: ParsedFile, problems: Problem[]) {
  const folder = path.join(root, path.dirname(rel));
  const visit = (value: unknown, fieldPath: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...fieldPath, index]));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "src" && typeof child === "string" && !fs.existsSync(path.join(folder, child))) {
          problems.push({
            file: rel,
            line: parsed.lineOf([...fieldPath, key]),
            field: [...fieldPath, key].join("."),
            message: `the image "${child}" does not exist: put it next to this file (in ${path.dirname(rel)}/) or fix the name`,
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

function listMdx(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort();
}

function loadCollection<C extends CollectionName>(
  root: string,
  name: C,
  problems: Problem[],
): Record<Locale, Entry<CollectionData[C]>[]> {
  const dir = path.join(root, "content", name);
  const byLocale = { en: [], jp: [] } as Record<Locale, Entry<CollectionData[C]>[]>;
  const seen = new Map<
    string,
    Partial<Record<Locale, { rel: string; data?: unknown; lineOf?: ParsedFile["lineOf"] }>>
  >();

  for (const fileName of listMdx(dir)) {
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
    const parsed = parseFile(rel, fs.readFileSync(path.join(dir, fileName), "utf8"), problems);
    const twins = seen.get(slug) ?? {};
    twins[locale] = { rel };
    seen.set(slug, twins);
    if (!parsed) continue;
    const data = validate(collections[name], rel, parsed, problems);
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
      const other = locale === "en" ? "jp" : "en";
      const present = twins[other];
      if (!twins[locale] && present) {
        problems.push({
          file: present.rel,
          message: `has no ${languageName[locale]} twin: add content/${name}/${slug}.${locale}.mdx`,
        });
      }
    }
    const [enTwin, jpTwin] = [twins.en, twins.jp];
    if (!enTwin?.data || !jpTwin?.data) continue;
    for (const field of sharedFields[name]) {
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

  const sortKey = (entry: Entry<CollectionData[C]>) => {
    const data = entry.data as { order?: number; date?: string };
    return data.date ? -Date.parse(data.date) : (data.order ?? 0);
  };
  for (const locale of locales)
    byLocale[locale].sort((a, b) => sortKey(a) - sortKey(b) || a.slug.localeCompare(b.slug));
  return byLocale;
}

function loadPages(root: string, problems: Problem[]): Content["pages"] {
  const dir = path.join(root, "content", "pages");
  const result = {} as Record<string, Record<Locale, Entry<unknown>>>;
  const known = Object.keys(pages);
  for (const fileName of listMdx(dir)) {
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
      const full = path.join(root, rel);
      if (!fs.existsSync(full)) {
        problems.push({
          file: rel,
          message: `is missing: the ${languageName[locale]} copy of the "${name}" page`,
        });
        continue;
      }
      const parsed = parseFile(rel, fs.readFileSync(full, "utf8"), problems);
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

/** Both catalogues must have the same keys and no empty text. */
export function checkCatalogues(
  catalogues: Record<Locale, Record<string, string>>,
  sources: Record<Locale, string>,
): Problem[] {
  const problems: Problem[] = [];
  const lineOfKey = (locale: Locale, key: string) => {
    const index = sources[locale].split("\n").findIndex((line) => line.includes(`"${key}"`));
    return index === -1 ? undefined : index + 1;
  };
  for (const locale of locales) {
    const other = locale === "en" ? "jp" : "en";
    const file = `content/ui/${locale}.ts`;
    for (const [key, value] of Object.entries(catalogues[locale])) {
      if (!(key in catalogues[other])) {
        problems.push({
          file,
          line: lineOfKey(locale, key),
          field: key,
          message: `is missing from content/ui/${other}.ts: add the ${languageName[other]} text`,
        });
      }
      if (typeof value !== "string" || value.trim() === "") {
        problems.push({ file, line: lineOfKey(locale, key), field: key, message: "must not be empty" });
      }
    }
  }
  return problems;
}

export function loadContent(root = process.cwd()): LoadResult {
  const problems: Problem[] = [];
  const loaded = {
    insights: loadCollection(root, "insights", problems),
    services: loadCollection(root, "services", problems),
    projects: loadCollection(root, "projects", problems),
    team: loadCollection(root, "team", problems),
  };
  const pageEntries = loadPages(root, problems);
  const uiSource = (locale: Locale) => {
    const file = path.join(root, "content", "ui", `${locale}.ts`);
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  };
  problems.push(...checkCatalogues({ en, jp }, { en: uiSource("en"), jp: uiSource("jp") }));
  return { content: { collections: loaded, pages: pageEntries }, problems };
}

// Process-wide, because the dev server's config and its SSR modules, and the build script and the server
// bundle it prerenders with, hold separate copies of this file: one load serves them all.
const versionKey = Symbol.for("kizuna.contentVersion");
const cacheKey = Symbol.for("kizuna.content");
const shared = globalThis as {
  [versionKey]?: number;
  [cacheKey]?: { content: Content; version: number };
};
const contentVersion = () => (shared[versionKey] ??= 0);

/** Dev server: content/ changed, so the next getContent() reads the files again. */
export function invalidateContent(): void {
  shared[versionKey] = contentVersion() + 1;
}

/** The validated content; throws (with every problem listed) when content is invalid. */
export function getContent(): Content {
  const cached = shared[cacheKey];
  if (cached?.version === contentVersion()) return cached.content;
  const { content, problems } = loadContent();
  if (problems.length) throw new ContentError(problems);
  shareContent(content);
  return content;
}

/** The build has loaded and checked the content of the current folder: getContent() returns it from now on. */
export function shareContent(content: Content): void {
  shared[cacheKey] = { content, version: contentVersion() };
}

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map(formatProblemLine).join("\n")}`);
    this.name = "ContentError";
  }
}

export function formatProblemLine(problem: Problem): string {
  const location = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return problem.field
    ? `${location} ${problem.field}: ${problem.message}`
    : `${location}: ${problem.message}`;
}
