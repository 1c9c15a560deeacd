// What the content pipeline makes of content/: one record per file as read and parsed, the validated
// entries of each collection and page, the drafts, and what a load returns.
import type { z } from "zod";
import type { CollectionName, ItemData, PageName, pages } from "../../content/schema.ts";
import type { Locale } from "../../lib/locale.ts";
import type { FrontmatterString } from "./frontmatter-string.ts";
import type { BodyFacts } from "./mdx-rules.ts";
import type { Problem } from "./problems.ts";
import type { Todo } from "./todos.ts";

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

export type CollectionData = { [C in CollectionName]: ItemData<C> };
export type PagesData = { [P in PageName]: z.output<(typeof pages)[P]> };

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
  /** The texts of content/site.json (the firm's regulatory status, fees, names), per language. */
  factTexts: DataTexts[];
  problems: Problem[];
};

/** A data block (frontmatter or JSON) as parsed: its value, the line of each field, and its strings. */
export type ParsedData = {
  data: unknown;
  lineOf: (fieldPath: PropertyKey[]) => number;
  strings: FrontmatterString[];
};

/** A content file as parsed: its frontmatter, and its body with the line it starts on. */
export type ParsedFile = ParsedData & { body: string; bodyLine: number };
