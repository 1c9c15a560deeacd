// What this branch changed, for reviewers of a preview build: the content items added, changed and removed
// since the branch left the main branch (git merge-base), with their titles in both languages, their
// translation state, and, for a Japanese file older than its English twin, what the English says now that
// it did not when the Japanese was last updated; a new item's excerpt and picture; the images added and
// changed; and the interface strings added, removed and changed, in both languages. Read from git at build
// time (docs/deploy.md).
import fs from "node:fs";
import { findMergeBase, isCheckout, isShallow, tryGit } from "../git.ts";
import { isLater, readContentHistory, type ContentHistory } from "../content/content-history.ts";
import path from "node:path";
import { diffArrays, diffLines, diffWordsWithSpace, type Change } from "diff";
import { locales, type Locale } from "../../lib/locale.ts";
import { statusGroups, type StatusGroup, type TranslationStatus } from "../../lib/preview.ts";
import { imageFilePattern } from "../../content/fields.ts";
import { collectionPath, pagePaths } from "../content/links.ts";
import { normalizeText, type ContentRecord } from "../content/loader.ts";
import { readFrontmatterFields } from "../content/frontmatter.ts";
import { contentText } from "../content/translatable-text.ts";

export type FileChange = "added" | "changed" | "removed";

/** A run of text in a diff: unchanged, or added or removed since the older version. */
export type DiffPart = { text: string; change?: "added" | "removed" };
/** One changed place of a file: the unchanged line before it, then its words, old and new. */
export type DiffBlock = { context?: string; parts: DiffPart[] };

export type EnglishDiff = {
  /** Short commit and committer date of the Japanese file's last change. */
  since: { commit: string; date: string };
  blocks: DiffBlock[];
  /** Changed places beyond the ones listed. */
  more: number;
};

/** What a reader of a list sees of a new item: its short text and its picture (from its frontmatter). */
export type ItemSummary = { excerpt?: string; image?: { src: string; alt: string } };

/** One interface string this branch added, removed or changed, with its text in each language before and now. */
export type StringChange = {
  key: string;
  change: FileChange;
  /**
   * Absent where the language had no text (before: on the main branch; after: in this build); `parts` marks
   * what changed where a text was edited (by word in English, by character in Japanese).
   */
  text: Record<Locale, { before?: string; after?: string; parts?: DiffPart[] }>;
};

export type ChangedItem = {
  group: StatusGroup;
  slug: string;
  change: FileChange;
  /** What happened to each language's file (absent: untouched, or never there). */
  files: Partial<Record<Locale, FileChange>>;
  titles: Partial<Record<Locale, string>>;
  /** Logical path of the item's page, when it still has one (in both languages). */
  href?: string;
  /** Each language's state now, and whether the Japanese is older than the English (absent when removed). */
  translation?: Pick<TranslationStatus["rows"][number], "en" | "jp" | "stale">;
  englishDiff?: EnglishDiff;
  /** A new item's excerpt and picture in each language, as its frontmatter gives them. */
  summary?: Partial<Record<Locale, ItemSummary>>;
};

export type BranchChanges =
  | {
      state: "compared";
      /** The branch compared with (e.g. origin/main) and the commit where this branch left it. */
      base: { ref: string; commit: string };
      items: ChangedItem[];
      /** Image files under content/ added, changed or removed. */
      images: { file: string; change: FileChange }[];
      /**
       * The interface strings (content/ui/*.json) added, removed and changed, by key; undefined when a
       * version of those files could not be read as JSON (they are listed among the other files then).
       */
      strings?: StringChange[];
      /** Other changed files under content/ (glossaries, site facts…). */
      otherFiles: { file: string; change: FileChange }[];
    }
  | {
      state: "unavailable";
      /** no-git: not a git checkout; shallow: a shortened history without the main branch; no-base: no main branch. */
      reason: "no-git" | "shallow" | "no-base";
      ref: string;
    };

const itemFile = /^content\/([a-z0-9-]+)\/([^/]+)\.(en|jp)\.mdx$/;
const uiFile = (locale: Locale) => `content/ui/${locale}.json`;
const maxBlocks = 30;

/** Files under content/ that differ between `base` and the working tree (what this build shows). */
function changedFiles(root: string, base: string): Map<string, FileChange> {
  const files = new Map<string, FileChange>();
  const fields = (tryGit(root, ["diff", "--name-status", "--no-renames", "-z", base, "--", "content"]) ?? "")
    .split("\0")
    .filter(Boolean);
  for (let index = 0; index + 1 < fields.length; index += 2) {
    const status = fields[index]!;
    files.set(fields[index + 1]!, status === "A" ? "added" : status === "D" ? "removed" : "changed");
  }
  for (const file of (
    tryGit(root, ["ls-files", "--others", "--exclude-standard", "-z", "--", "content"]) ?? ""
  )
    .split("\0")
    .filter(Boolean))
    files.set(file, "added");
  return files;
}

/** Whether `file` says now what it said at `commit`, however it is laid out (translatable-text.ts). */
function saysTheSame(root: string, commit: string, file: string): boolean {
  const before = tryGit(root, ["show", `${commit}:${file}`]);
  const now = path.join(root, file);
  return (
    before !== undefined &&
    fs.existsSync(now) &&
    contentText(before) === contentText(fs.readFileSync(now, "utf8"))
  );
}

/** The title a reader knows an item by: its title, a member's name, or the slug. */
function titleOf(data: unknown, slug: string): string {
  const fields = (data ?? {}) as { title?: unknown; name?: unknown };
  const title = typeof fields.title === "string" ? fields.title : fields.name;
  return typeof title === "string" && title.trim() ? title : slug;
}

function titleAt(root: string, commit: string, file: string, slug: string): string {
  const source = tryGit(root, ["show", `${commit}:${file}`]);
  // As YAML alone, whatever the file's first line names: a past version is a writer's file too.
  return source === undefined ? slug : titleOf(readFrontmatterFields(source), slug);
}

/** The last line of text that says something (not blank, not the frontmatter's --- fence). */
const lastLine = (text: string) =>
  text
    .split("\n")
    .findLast((line) => line.trim() && line.trim() !== "---")
    ?.trim() ?? "";

const toParts = (changes: Change[]) =>
  changes
    .filter((part) => part.value)
    .map((part): DiffPart => ({
      text: part.value,
      ...(part.added ? { change: "added" as const } : part.removed ? { change: "removed" as const } : {}),
    }));

/**
 * The most edits (lines, words) a diff looks for between two texts. A diff's search grows with the product of the
 * texts' length and their edits: two English versions of 15,000 lines with none in common (a writer's own commits
 * in a pull request) held a preview build for hours, with the processor busy and nothing printed (probe 75, P1).
 * Past this many edits the texts are not read as edits of each other: the old text is shown struck and the new one
 * whole, as for a Japanese text that changed most of its words. A real edit of an article is far below it.
 */
export const mostEdits = 1000;

/** The old text struck and the new one whole: a diff of texts too unlike to read as edits of each other. */
const rewritten = (before: string, after: string): Change[] => [
  { value: before, removed: true, added: false, count: 1 },
  { value: after, added: true, removed: false, count: 1 },
];

/** Changes by word, or the whole rewrite past `mostEdits`. */
const wordDiff = (before: string, after: string): Change[] =>
  diffWordsWithSpace(before, after, { maxEditLength: mostEdits }) ?? rewritten(before, after);

const japaneseWords = new Intl.Segmenter("ja", { granularity: "word" });

/**
 * A Japanese text's changes by word: Japanese has no spaces to diff by, and by character a rewritten phrase read as
 * a jumble of struck and added characters. When most of the text changed, the old text struck and the new one whole
 * read better than any interleaving.
 */
function japaneseDiff(before: string, after: string): Change[] {
  const words = (text: string) => [...japaneseWords.segment(text)].map((part) => part.segment);
  const parts = diffArrays(words(before), words(after), { maxEditLength: mostEdits });
  if (!parts) return rewritten(before, after);
  const changes: Change[] = parts.map((part) => ({
    value: part.value.join(""),
    added: part.added,
    removed: part.removed,
    count: part.count,
  }));
  const changed = changes
    .filter((part) => part.added || part.removed)
    .reduce((sum, part) => sum + part.value.length, 0);
  if (changed > (before.length + after.length) * 0.6) return rewritten(before, after);
  return changes;
}

/** A readable diff: the changed places only, each with the line before it and its words struck or marked. */
export function readableDiff(before: string, after: string): { blocks: DiffBlock[]; more: number } {
  const blocks: DiffBlock[] = [];
  const chunks = diffLines(before, after, { maxEditLength: mostEdits }) ?? rewritten(before, after);
  let previous = "";
  for (let index = 0; index < chunks.length; index++) {
    const chunk = chunks[index]!;
    if (!chunk.added && !chunk.removed) {
      previous = lastLine(chunk.value) || previous;
      continue;
    }
    // A removal followed by an addition is one edit: compare their words.
    const removed = chunk.removed ? chunk.value : "";
    const next = chunks[index + 1];
    const added = chunk.added ? chunk.value : next?.added ? next.value : "";
    if (chunk.removed && next?.added) index++;
    const parts = toParts(wordDiff(removed.trimEnd(), added.trimEnd()));
    // A long line before (a paragraph) is cut to its end, the part next to the change.
    const context = previous.length > 160 ? `…${previous.slice(-159).trimStart()}` : previous;
    blocks.push({ ...(context ? { context } : {}), parts });
    // The next place's line before it is this one's new text, when nothing unchanged comes between.
    previous = lastLine(added);
  }
  return { blocks: blocks.slice(0, maxBlocks), more: Math.max(0, blocks.length - maxBlocks) };
}

/**
 * The English file's changes since the Japanese twin's last commit, when the English changed after it: in this
 * checkout, or in a commit a translation must follow (not one that says `[no-translate]`).
 */
function englishSinceJapanese(
  root: string,
  group: StatusGroup,
  slug: string,
  history: ContentHistory,
): EnglishDiff | undefined {
  const en = `content/${group}/${slug}.en.mdx`;
  const jp = `content/${group}/${slug}.jp.mdx`;
  if (!fs.existsSync(path.join(root, en)) || !fs.existsSync(path.join(root, jp))) return undefined;
  // A Japanese file being edited in this checkout is newer than any English commit.
  if (tryGit(root, ["status", "--porcelain", "--", jp])?.trim()) return undefined;
  // The Japanese words' last change: a commit that only re-laid the file out is not one.
  const since = history.files.get(jp)?.lastText;
  if (!since) return undefined;
  const { commit, date } = since;
  const englishEdited = !!tryGit(root, ["status", "--porcelain", "--", en])?.trim();
  if (!englishEdited && !isLater(history.files.get(en)?.lastToTranslate, since)) return undefined;
  const before = tryGit(root, ["show", `${commit}:${en}`]);
  if (before === undefined) return undefined;
  const after = normalizeText(fs.readFileSync(path.join(root, en), "utf8"));
  if (normalizeText(before) === after) return undefined;
  return { since: { commit: commit.slice(0, 7), date }, ...readableDiff(normalizeText(before), after) };
}

const textOf = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);

/**
 * What a list shows of an item, from its frontmatter: the first of excerpt, description, position or subtitle
 * (articles and projects have an excerpt, services and pages a description, team members a position), and the
 * first of image, images[0], portrait or hero.image.
 */
export function itemSummary(data: unknown): ItemSummary {
  const fields = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const excerpt = ["excerpt", "description", "position", "subtitle"]
    .map((key) => textOf(fields[key]))
    .find(Boolean);
  const hero = fields.hero && typeof fields.hero === "object" ? (fields.hero as Record<string, unknown>) : {};
  const candidates = [
    fields.image,
    Array.isArray(fields.images) ? fields.images[0] : undefined,
    fields.portrait,
    hero.image,
  ];
  const image = candidates
    .map((candidate) =>
      candidate && typeof candidate === "object" ? (candidate as Record<string, unknown>) : {},
    )
    .map((candidate) => ({ src: textOf(candidate.src), alt: textOf(candidate.alt) ?? "" }))
    .find((candidate) => candidate.src);
  return { ...(excerpt && { excerpt }), ...(image && { image: { src: image.src!, alt: image.alt } }) };
}

type Strings = Record<string, unknown>;

/**
 * The interface strings that differ between two versions of both catalogues, by key in the English file's
 * order (then the Japanese file's): added where no language had the key, removed where none has it now,
 * changed where a language's text differs.
 */
export function diffStrings(before: Record<Locale, Strings>, after: Record<Locale, Strings>): StringChange[] {
  const keys = new Set(
    locales.flatMap((locale) => [...Object.keys(after[locale]), ...Object.keys(before[locale])]),
  );
  const changes: StringChange[] = [];
  for (const key of keys) {
    const text = Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          ...(Object.hasOwn(before[locale], key) && { before: String(before[locale][key]) }),
          ...(Object.hasOwn(after[locale], key) && { after: String(after[locale][key]) }),
        },
      ]),
    ) as StringChange["text"];
    for (const locale of locales) {
      const { before: old, after: now } = text[locale];
      if (old === undefined || now === undefined || old === now) continue;
      text[locale].parts = toParts(locale === "jp" ? japaneseDiff(old, now) : wordDiff(old, now));
    }
    const had = locales.some((locale) => text[locale].before !== undefined);
    const has = locales.some((locale) => text[locale].after !== undefined);
    if (had && has && locales.every((locale) => text[locale].before === text[locale].after)) continue;
    changes.push({ key, change: !had ? "added" : !has ? "removed" : "changed", text });
  }
  return changes;
}

/** A catalogue as JSON, or undefined when it cannot be read; a file that is not there is an empty one. */
function parseStrings(source: string | undefined): Strings | undefined {
  if (source === undefined) return {};
  try {
    const data: unknown = JSON.parse(normalizeText(source));
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Strings) : undefined;
  } catch {
    return undefined;
  }
}

/** The interface strings this branch changed, or undefined when either version of a catalogue is not JSON. */
function changedStrings(root: string, base: string): StringChange[] | undefined {
  const before = {} as Record<Locale, Strings>;
  const after = {} as Record<Locale, Strings>;
  for (const locale of locales) {
    const file = path.join(root, uiFile(locale));
    const old = parseStrings(tryGit(root, ["show", `${base}:${uiFile(locale)}`]));
    const now = parseStrings(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
    if (!old || !now) return undefined;
    before[locale] = old;
    after[locale] = now;
  }
  return diffStrings(before, after);
}

const hrefOf = (group: StatusGroup, slug: string) =>
  group === "pages" ? (pagePaths as Partial<Record<string, string>>)[slug] : collectionPath[group](slug);

/**
 * The content this branch changed against the main branch (`SITE_PRODUCTION_BRANCH`, default main), from
 * the working tree of `root`. `status` is the translation state of the content as built.
 */
export function getBranchChanges(
  root: string,
  records: ContentRecord[],
  status: TranslationStatus,
  branch = process.env.SITE_PRODUCTION_BRANCH || "main",
  history: ContentHistory = readContentHistory(root),
): BranchChanges {
  if (!isCheckout(root)) return { state: "unavailable", reason: "no-git", ref: branch };
  const base = findMergeBase(root, branch);
  if (!base) return { state: "unavailable", reason: isShallow(root) ? "shallow" : "no-base", ref: branch };
  const byFile = new Map(records.map((record) => [record.file, record]));
  const items = new Map<string, ChangedItem>();
  const otherFiles: { file: string; change: FileChange }[] = [];
  const images: { file: string; change: FileChange }[] = [];
  const changed = changedFiles(root, base.commit);
  const strings = locales.some((locale) => changed.has(uiFile(locale)))
    ? changedStrings(root, base.commit)
    : [];
  for (const [file, change] of changed) {
    const match = itemFile.exec(file);
    const group = match?.[1] as StatusGroup | undefined;
    if (imageFilePattern.test(file.toLowerCase())) {
      images.push({ file, change });
      continue;
    }
    if (strings && locales.some((locale) => file === uiFile(locale))) continue;
    if (!match || !group || !statusGroups.includes(group)) {
      otherFiles.push({ file, change });
      continue;
    }
    // A file only brought to the editor's form (npm run format:content) says what it said: not a change to read.
    if (change === "changed" && saysTheSame(root, base.commit, file)) continue;
    const [, , slug, locale] = match as unknown as [string, StatusGroup, string, Locale];
    const key = `${group}/${slug}`;
    const item = items.get(key) ?? { group, slug, change: "changed", files: {}, titles: {} };
    item.files[locale] = change;
    items.set(key, item);
  }
  for (const item of items.values()) {
    const file = (locale: Locale) => `content/${item.group}/${item.slug}.${locale}.mdx`;
    const existsNow = (locale: Locale) => fs.existsSync(path.join(root, file(locale)));
    const existedBefore = (locale: Locale) =>
      item.files[locale] === "removed" ||
      item.files[locale] === "changed" ||
      (!item.files[locale] && existsNow(locale));
    item.change = !locales.some(existedBefore) ? "added" : !locales.some(existsNow) ? "removed" : "changed";
    for (const locale of locales) {
      if (existsNow(locale)) item.titles[locale] = titleOf(byFile.get(file(locale))?.parsed?.data, item.slug);
      else if (existedBefore(locale))
        item.titles[locale] = titleAt(root, base.commit, file(locale), item.slug);
    }
    if (item.change === "removed") continue;
    item.href = hrefOf(item.group, item.slug);
    if (item.change === "added")
      item.summary = Object.fromEntries(
        locales
          .filter(existsNow)
          .map((locale) => [locale, itemSummary(byFile.get(file(locale))?.parsed?.data)]),
      );
    const row = status.rows.find(
      (candidate) => candidate.group === item.group && candidate.slug === item.slug,
    );
    if (row) item.translation = { en: row.en, jp: row.jp, stale: row.stale };
    const englishDiff = englishSinceJapanese(root, item.group, item.slug, history);
    if (englishDiff) item.englishDiff = englishDiff;
  }
  const order: FileChange[] = ["added", "changed", "removed"];
  return {
    state: "compared",
    base: { ref: base.ref, commit: base.commit.slice(0, 7) },
    items: [...items.values()].sort(
      (a, b) =>
        order.indexOf(a.change) - order.indexOf(b.change) ||
        statusGroups.indexOf(a.group) - statusGroups.indexOf(b.group) ||
        a.slug.localeCompare(b.slug),
    ),
    images: images.sort(
      (a, b) => order.indexOf(a.change) - order.indexOf(b.change) || a.file.localeCompare(b.file),
    ),
    ...(strings && { strings }),
    otherFiles: otherFiles.sort((a, b) => a.file.localeCompare(b.file)),
  };
}
