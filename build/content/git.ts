// The one reader of git for the site: runs git in a checkout, and reads the history of content/ once
// (`readContentHistory`) for the sitemap's dates, the translation status and what a branch changed.
// A commit whose message says `[no-translate]` changes nothing a translator must follow (a typo, a
// link, a picture): it dates the file, but it does not make the other language out of date
// (CONTRIBUTING.md, "Changes that need no translation").
import { execFileSync } from "node:child_process";
import { locales, type Locale } from "../../lib/locale.ts";

/** git's output, or undefined when git is missing, the folder is not a checkout or the command fails. */
export function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 1 << 28,
    });
  } catch {
    return undefined;
  }
}

/** The words in a commit message that say its change needs no translation. */
export const noTranslationKeyword = "[no-translate]";

/** A commit that changed a file (or a key): `order` 0 is the newest commit of the history, 1 the one before… */
export type Change = { commit: string; date: string; order: number };

/** When something last changed: at all, and in a commit a translation must follow. */
export type LastChanges = { last?: Change; lastToTranslate?: Change };

export type ContentHistory = {
  /** Each file under content/ (as `content/…`), by its last commits. */
  files: Map<string, LastChanges>;
  /** Each key of the interface text (content/ui/<locale>.json), per language, by the commits that changed its text. */
  keys: Record<Locale, Map<string, LastChanges>>;
  /** The checkout has only part of the history (a shallow clone): older changes are not in it. */
  shallow: boolean;
};

export const uiFile = (locale: Locale) => `content/ui/${locale}.json`;

// One record per commit: NUL, hash, committer date and message separated by unit separators, then a record
// separator; what git prints after it (file names, or a patch) belongs to that commit.
const format = "--format=%x00%H%x1f%cI%x1f%B%x1e";

type Commit = Change & { needsTranslation: boolean; rest: string };

function readLog(root: string, args: string[], paths = ["content"]): Commit[] {
  const log = git(root, ["log", format, "--no-renames", "--relative", ...args, "--", ...paths]);
  return (log ?? "")
    .split("\0")
    .slice(1)
    .map((record, order) => {
      const [head = "", rest = ""] = record.split("\x1e");
      const [commit = "", date = "", message = ""] = head.split("\x1f");
      return { commit, date, order, needsTranslation: !message.includes(noTranslationKeyword), rest };
    });
}

/** Notes `change` as the last (and the last to translate) of `key`, unless a newer commit was noted already. */
function note(
  map: Map<string, LastChanges>,
  key: string,
  { rest: _rest, needsTranslation, ...change }: Commit,
) {
  const changes = map.get(key) ?? {};
  changes.last ??= change;
  if (needsTranslation) changes.lastToTranslate ??= change;
  map.set(key, changes);
}

// A line of a patch that adds or rewrites a key of the interface text: `+  "nav.home": "Home",`.
const addedKeys = /^\+\s*"((?:[^"\\]|\\.)+)"\s*:/gm;

/**
 * The history of content/ in two `git log`s (newest commit first, so the first sighting of a file or key is
 * its last change): every file's commits, and the interface text's changes key by key, read from the
 * patches (the files keep one key per line: cms/ui-format.ts).
 */
export function readContentHistory(root: string): ContentHistory {
  const files = new Map<string, LastChanges>();
  for (const commit of readLog(root, ["--name-only"]))
    for (const file of commit.rest.split("\n")) if (file.trim()) note(files, file.trim(), commit);

  const keys = Object.fromEntries(locales.map((locale) => [locale, new Map()])) as ContentHistory["keys"];
  const patches = readLog(root, ["--patch", "--unified=0", "--no-color"], locales.map(uiFile));
  for (const commit of patches) {
    // The patch of each file starts with its `diff --git a/… b/…` line.
    for (const part of commit.rest.split(/^diff --git /m).slice(1)) {
      const locale = locales.find((candidate) => part.startsWith(`a/${uiFile(candidate)} `));
      if (!locale) continue;
      for (const [, key] of part.matchAll(addedKeys))
        note(keys[locale], JSON.parse(`"${key}"`) as string, commit);
    }
  }
  const shallow = git(root, ["rev-parse", "--is-shallow-repository"])?.trim() === "true";
  return { files, keys, shallow };
}

/** Whether `a` is a later commit than `b` (by their place in the history, not their dates, which can tie). */
export const isLater = (a: Change | undefined, b: Change | undefined) => !!a && !!b && a.order < b.order;
