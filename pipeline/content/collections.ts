// Collections and twins: each collection of content/schema.ts read from its folder (file names, schema,
// images), its English and Japanese files paired and their shared fields compared, drafts found and the
// entries sorted as the collection says; the one-off pages; and the page fields that name an item.
import fs from "node:fs";
import path from "node:path";
import {
  collections,
  pageReferences,
  pages,
  type CollectionName,
  type PageName,
} from "../../content/schema.ts";
import { slugPattern } from "../../content/fields.ts";
import { locales, otherLocale, type Locale } from "../../lib/locale.ts";
import { branchChangesPath, translationStatusPath, visualChangesPath } from "../../lib/preview.ts";
import { routes } from "../../lib/routes.ts";
import { listMdx } from "./content-files.ts";
import type { Problem } from "./problems.ts";
import type { CollectionData, Content, ContentRecord, Draft, Entry, ParsedFile } from "./types.ts";
import { checkImages, getPath, validate } from "./validate.ts";
import { withTypographicQuotes } from "../typography/quotes.ts";

const fileNamePattern = new RegExp(`^(${slugPattern.source.slice(1, -1)})\\.(en|jp)\\.mdx$`);
export const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/** Every address the site writes besides the items' pages: its pages, the insights' feed, the reviewers' pages. */
const writtenPaths = [
  ...Object.values(routes).filter((value) => typeof value === "string"),
  translationStatusPath,
  branchChangesPath,
  visualChangesPath,
];

/**
 * The names an item of the collection at `route` cannot take, each with why: the folder's index, which static
 * hosts serve in place of the list page itself, and every page or file the site writes beside the items.
 */
export function reservedSlugs(route: string): Map<string, string> {
  const names = new Map([
    [
      "index",
      `a static host shows the file it would make (${route.slice(1)}/index.html) in place of the list page ${route}`,
    ],
  ]);
  for (const written of writtenPaths)
    if (written.startsWith(`${route}/`)) {
      const name = written.slice(route.length + 1).split(/[/.#]/)[0]!;
      names.set(name, `the site writes ${written} there itself`);
    }
  return names;
}

export function loadCollection<C extends CollectionName>(
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
    const reserved = reservedSlugs(collections[name].route).get(slug);
    if (reserved) {
      problems.push({
        file: rel,
        message: `"${slug}" cannot name a page of ${collections[name].route}: ${reserved}. Rename the file (both languages)`,
      });
      continue;
    }
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
        data: (locale === "en" ? withTypographicQuotes(data) : data) as CollectionData[C],
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

export function loadPages(
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
          data: locale === "en" ? withTypographicQuotes(data) : data,
          body: parsed.body,
          bodyLine: parsed.bodyLine,
        };
      }
    }
  }
  return result as Content["pages"];
}

/** A page field that names a collection item (the Chairman's `member`) must name a file of that collection. */
export function checkPageReferences(
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
