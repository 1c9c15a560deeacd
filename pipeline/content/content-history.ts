// The history of content/, read from git once (`readContentHistory`, through pipeline/git.ts) for the sitemap's
// dates, the translation status and what a branch changed.
// A commit whose message says `[no-translate]` changes nothing a translator must follow (a typo, a
// link, a picture): it dates the file, but it does not make the other language out of date
// (CONTRIBUTING.md, "Changes that need no translation"); nor does one, after the fact, that sets a key's date in
// content/ui/translation-checked.json (the interface text's way, in the editor, to say the same).
import fs from "node:fs";
import { uiTranslationCheckedFile } from "../../content/ui.schema.ts";
import { locales, type Locale } from "../../lib/locale.ts";
import { GitError, isShallow, runGitBytes, tryGit } from "../git.ts";
import { maxTextBytes } from "./content-files.ts";
import { contentText, translatableText } from "./translatable-text.ts";

/** The words in a commit message that say its change needs no translation. */
export const noTranslationKeyword = "[no-translate]";

/**
 * A commit that changed a file (or a key): `order` 0 is the newest commit of the history, 1 the one before…;
 * -1 is the working tree, when it differs from the last commit (`commit` is then empty).
 */
export type Change = { commit: string; date: string; order: number };

/**
 * When something last changed: at all (`last`, commits only), in what it says however laid out (`lastContent`,
 * commits only: the sitemap's date), in the words a translation follows (`lastText`), and in those words in a
 * change a translation must follow (`lastToTranslate`, not a `[no-translate]` commit).
 */
export type LastChanges = {
  last?: Change;
  lastContent?: Change;
  lastText?: Change;
  lastToTranslate?: Change;
};

export type ContentHistory = {
  /** Each file under content/ (as `content/…`), by its last changes. */
  files: Map<string, LastChanges>;
  /** Each key of the interface text (content/ui/<locale>.json), per language, by the changes to its text. */
  keys: Record<Locale, Map<string, LastChanges>>;
  /** The checkout has only part of the history (a shallow clone): older changes are not in it. */
  shallow: boolean;
  /** Past versions that could not be compared, each naming its commit and file (counted as changes). */
  warnings: string[];
};

export const uiFile = (locale: Locale) => `content/ui/${locale}.json`;

// The log is read with -z, as NUL-separated fields at their places: each commit's hash and committer date, then
// per file its `:<modes> <blob before> <blob after> <status>` field and its path. No message is in it: a message
// may hold any byte but NUL (a record separator, a line that looks like a change), and once it was inside the
// record a message could hide what its commit changed or forge a change that never happened.
const logArgs = ["--no-abbrev", "--no-renames", "--relative", "--", "content"];

/** A file a commit changed: its blob before and after (`0000…` where it did not exist). */
type FileChange = { file: string; before: string; after: string };
type Commit = Change & { needsTranslation: boolean; files: FileChange[] };

const missingBlob = /^0+$/;
const commitId = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** A change's field in `--raw -z` output: `:100644 100644 <before> <after> M` (a newline may lead it). */
const rawField = /^\n?:\S+ \S+ ([0-9a-f]+) ([0-9a-f]+) [A-Z]\d*$/;
/** A content item's file, whose words the translation status follows. */
const itemFile = /^content\/[^/]+\/[^/]+\.(en|jp)\.mdx$/;
const isTracked = (file: string) =>
  itemFile.test(file) ||
  file === uiTranslationCheckedFile ||
  locales.some((locale) => file === uiFile(locale));

/**
 * The language whose keys a change to `file` follows: each interface text its own; a key's date in the checked
 * file is a change of its Japanese (the Japanese caught up on it).
 */
const keysLocale = (file: string): Locale | undefined =>
  file === uiTranslationCheckedFile ? "jp" : locales.find((locale) => file === uiFile(locale));

/**
 * A commit's date, or the build's time when the commit says it was made later (a wrong clock, or a date set by
 * hand): no page may say it changed after it was built. The warning names the commit.
 */
function dateOf(commit: string, date: string, now: Date, warnings: string[]): string {
  const time = Date.parse(date);
  if (Number.isNaN(time) || time <= now.getTime()) return date;
  warnings.push(
    `commit ${commit.slice(0, 12)} is dated ${date}, after this build's time: its changes are dated ${now.toISOString()} instead (a computer's clock was wrong, or the date was set by hand)`,
  );
  return now.toISOString();
}

function readLog(root: string, now: Date, warnings: string[]): Commit[] {
  const log = tryGit(root, ["log", "-z", "--raw", "--format=%x00%H%x00%cI", ...logArgs]);
  // The commits whose message holds the keyword, found by git itself: only their hashes come back.
  const noTranslation = new Set(
    (
      tryGit(root, ["log", "--fixed-strings", `--grep=${noTranslationKeyword}`, "--format=%H", ...logArgs]) ??
      ""
    )
      .split("\n")
      .filter(Boolean),
  );
  const commits: Commit[] = [];
  const fields = (log ?? "").split("\0");
  for (let at = 0; at < fields.length;) {
    const field = fields[at]!;
    const change = rawField.exec(field);
    const current = commits.at(-1);
    if (change && current) {
      current.files.push({ file: fields[at + 1] ?? "", before: change[1]!, after: change[2]! });
      at += 2;
    } else if (commitId.test(field)) {
      commits.push({
        commit: field,
        date: dateOf(field, fields[at + 1] ?? "", now, warnings),
        order: commits.length,
        needsTranslation: !noTranslation.has(field),
        files: [],
      });
      at += 2;
    } else at += 1;
  }
  return commits;
}

/** The text of each blob, read in one `git cat-file --batch`. */
function readBlobs(root: string, ids: string[]): Map<string, string> {
  const texts = new Map<string, string>();
  if (!ids.length) return texts;
  let out: Buffer;
  try {
    out = runGitBytes(root, ["cat-file", "--batch"], { input: `${ids.join("\n")}\n` });
  } catch (error) {
    if (error instanceof GitError) return texts;
    throw error;
  }
  let at = 0;
  for (const id of ids) {
    const headerEnd = out.indexOf(10, at);
    const [, type, size] = out.toString("utf8", at, headerEnd).split(" ");
    if (type !== "blob") {
      at = headerEnd + 1;
      continue;
    }
    const start = headerEnd + 1;
    texts.set(id, out.toString("utf8", start, start + Number(size)));
    at = start + Number(size) + 1;
  }
  return texts;
}

/** The interface text's strings, or none when the file is not JSON (the check reports that). */
function stringsOf(text: string | undefined): Record<string, unknown> {
  try {
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The keys of the interface text whose text differs between two versions of its file (or that are new). A value
 * is compared as the string it must be: a past version the check never saw could hold anything (a list nested
 * 10,000 deep stopped the build when it was compared as JSON), so any other value counts as changed.
 */
function changedKeys(before: string, after: string): string[] {
  const [old, now] = [stringsOf(before), stringsOf(after)];
  return Object.keys(now).filter((key) => typeof now[key] !== "string" || now[key] !== old[key]);
}

/**
 * Reads a past version of a file the check never saw: what `read` makes of it, or, when it is larger than any
 * content file may be or cannot be read, a text of its own (so it counts as changed, and its commit dates the
 * file) and a warning naming the commit and the file. The build never stops on its history.
 */
function readPastVersion(
  file: string,
  commit: string,
  text: string,
  id: string,
  read: (text: string) => string,
  warnings: Map<string, string>,
): string {
  let reason: string;
  if (Buffer.byteLength(text) > maxTextBytes)
    reason = `it is larger than the ${maxTextBytes / 1024} KB a text file of the site may be`;
  else
    try {
      return read(text);
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  if (!warnings.has(id))
    warnings.set(
      id,
      `${file} as of commit ${commit.slice(0, 12)} cannot be compared with its other versions (${reason}): its dates count that commit as a change`,
    );
  return `\0unreadable ${id}`;
}

/** Notes `change` for `key` where no newer change was noted: at all, in its words, in words to translate. */
function note(
  map: Map<string, LastChanges>,
  key: string,
  change: Change,
  what: { commit: boolean; content?: boolean; text: boolean; needsTranslation: boolean },
) {
  const changes = map.get(key) ?? {};
  if (what.commit) changes.last ??= change;
  if (what.commit && (what.content ?? true)) changes.lastContent ??= change;
  if (what.text) changes.lastText ??= change;
  if (what.text && what.needsTranslation) changes.lastToTranslate ??= change;
  map.set(key, changes);
}

/**
 * The history of content/ in one `git log` (newest commit first, so the first sighting of a file or key is its
 * last change) and one read of the blobs it names: every file's commits; for the items' files, the commits that
 * changed the words a translation follows (translatable-text.ts), not only their layout; for the interface text,
 * the changes key by key. Then the working tree, where it differs from the last commit, as the newest change.
 */
export function readContentHistory(
  root: string,
  now = new Date(),
  { lastContentOnly = false }: { lastContentOnly?: boolean } = {},
): ContentHistory {
  const datesAfterNow: string[] = [];
  const commits = readLog(root, now, datesAfterNow);
  const ids = new Set<string>();
  for (const { files } of commits)
    for (const { file, before, after } of files)
      if (isTracked(file)) for (const id of [before, after]) if (!missingBlob.test(id)) ids.add(id);
  const blobs = readBlobs(root, [...ids]);
  const textOf = (id: string) => (missingBlob.test(id) ? "" : (blobs.get(id) ?? ""));

  const files = new Map<string, LastChanges>();
  const keys = Object.fromEntries(locales.map((locale) => [locale, new Map()])) as ContentHistory["keys"];
  // One warning per past version, naming the commit that wrote it (the oldest, where several wrote the same).
  const warnings = new Map<string, string>();
  const writtenBy = new Map<string, string>();
  for (const { commit, files: changed } of commits)
    for (const { after } of changed) writtenBy.set(after, commit);
  const wordsCache = new Map<string, string>();
  const saysCache = new Map<string, string>();
  const saysOf = (file: string, commit: string, id: string) => {
    let says = saysCache.get(id);
    if (says === undefined)
      saysCache.set(
        id,
        (says = missingBlob.test(id)
          ? ""
          : readPastVersion(file, writtenBy.get(id) ?? commit, textOf(id), id, contentText, warnings)),
      );
    return says;
  };
  const wordsOf = (file: string, commit: string, id: string) => {
    const cacheKey = `${file}\0${id}`;
    let words = wordsCache.get(cacheKey);
    if (words === undefined)
      wordsCache.set(
        cacheKey,
        (words = missingBlob.test(id)
          ? ""
          : readPastVersion(
              file,
              writtenBy.get(id) ?? commit,
              textOf(id),
              id,
              (text) => translatableText(file, text),
              warnings,
            )),
      );
    return words;
  };
  const keysCache = new Map<string, string>();
  // The interface text is compared key by key; a version too large to be one is compared as empty (all changed).
  const uiTextOf = (file: string, commit: string, id: string) => {
    let text = keysCache.get(id);
    if (text === undefined)
      keysCache.set(
        id,
        (text = readPastVersion(
          file,
          writtenBy.get(id) ?? commit,
          textOf(id),
          id,
          (whole) => whole,
          warnings,
        )),
      );
    return text.startsWith("\0") ? "" : text;
  };
  for (const { files: changed, needsTranslation, ...change } of commits) {
    for (const { file, before, after } of changed) {
      const item = itemFile.test(file);
      const { commit } = change;
      if (lastContentOnly) {
        // Only each file's newest change of what it says (the sitemap's dates): older versions are not read.
        const found = files.get(file)?.lastContent !== undefined;
        const content = found || !item || saysOf(file, commit, before) !== saysOf(file, commit, after);
        note(files, file, change, { commit: true, content, text: false, needsTranslation: false });
        continue;
      }
      const text = item ? wordsOf(file, commit, before) !== wordsOf(file, commit, after) : true;
      const content = item ? saysOf(file, commit, before) !== saysOf(file, commit, after) : true;
      note(files, file, change, { commit: true, content, text, needsTranslation });
      const locale = keysLocale(file);
      if (locale)
        for (const key of changedKeys(uiTextOf(file, commit, before), uiTextOf(file, commit, after)))
          note(keys[locale], key, change, { commit: true, text: true, needsTranslation });
    }
  }

  // What a writer changed and has not committed yet is newer than any commit, and needs a translation.
  const working: Change = { commit: "", date: now.toISOString(), order: -1 };
  const status = tryGit(root, ["status", "--porcelain", "--untracked-files=all", "--", "content"]) ?? "";
  for (const line of status.split("\n")) {
    const file = line.slice(3).trim();
    if (!isTracked(file)) continue;
    const path = `${root}/${file}`;
    const now = fs.existsSync(path) ? fs.readFileSync(path, "utf8") : "";
    const head = tryGit(root, ["show", `HEAD:${file}`]) ?? "";
    const locale = keysLocale(file);
    const newer = (changes: LastChanges | undefined): LastChanges => ({
      ...changes,
      lastText: working,
      lastToTranslate: working,
    });
    if (locale) for (const key of changedKeys(head, now)) keys[locale].set(key, newer(keys[locale].get(key)));
    else if (translatableText(file, head) !== translatableText(file, now))
      files.set(file, newer(files.get(file)));
  }
  return { files, keys, shallow: isShallow(root), warnings: [...datesAfterNow, ...warnings.values()] };
}

/** Whether `a` is a later commit than `b` (by their place in the history, not their dates, which can tie). */
export const isLater = (a: Change | undefined, b: Change | undefined) => !!a && !!b && a.order < b.order;
