// The reviewers' translation status: for every content item, whether each language exists or still has
// TODOs, when each file was last committed, and whether the English words changed after the Japanese words
// (a save that only re-lays a file out is no change: translatable-text.ts); and for the interface text, the
// same key by key. A commit that says `[no-translate]`, or a Japanese file's new `translationChecked` date,
// leaves the Japanese up to date (content-history.ts, docs/content-model.md).
import fs from "node:fs";
import path from "node:path";
import { loadContent, type ContentRecord } from "../content/loader.ts";
import {
  isLater,
  readContentHistory,
  type ContentHistory,
  type LastChanges,
} from "../content/content-history.ts";
import { pages } from "../../content/schema.ts";
import { uiKeys } from "../../content/ui.schema.ts";
import { locales, type Locale } from "../../lib/locale.ts";
import {
  statusGroups,
  type KeyStatus,
  type LanguageStatus,
  type StatusGroup,
  type StatusRow,
  type TranslationStatus,
} from "../../lib/preview.ts";
import { pathOfFile } from "../content/links.ts";

function slugsIn(root: string, group: StatusGroup): string[] {
  const dir = path.join(root, "content", group);
  const found = fs.existsSync(dir)
    ? fs.readdirSync(dir).flatMap((name) => /^(.+)\.(en|jp)\.mdx$/.exec(name)?.[1] ?? [])
    : [];
  return [...new Set([...(group === "pages" ? Object.keys(pages) : []), ...found])].sort();
}

/** The English words changed, in a change a translation must follow, after the Japanese words last changed. */
const isStale = (en: LastChanges | undefined, jp: LastChanges | undefined) =>
  isLater(en?.lastToTranslate, jp?.lastText);

export function getTranslationStatus(
  root = process.cwd(),
  records: ContentRecord[] = loadContent(root).records,
  history: ContentHistory = readContentHistory(root),
): TranslationStatus {
  const byFile = new Map(records.map((record) => [record.file, record]));
  const rows = statusGroups.flatMap((group) =>
    slugsIn(root, group).map((slug): StatusRow => {
      const file = (locale: Locale) => `content/${group}/${slug}.${locale}.mdx`;
      const language = (locale: Locale): LanguageStatus => {
        const record = byFile.get(file(locale));
        const state = !record ? "missing" : record.todos.length ? "unfinished" : "present";
        const changes = history.files.get(file(locale));
        return {
          state,
          file: file(locale),
          lastCommit: changes?.last?.date,
          lastTextChange: changes?.lastText?.date,
          lastChangeToTranslate: changes?.lastToTranslate?.date,
        };
      };
      const [en, jp] = locales.map(language) as [LanguageStatus, LanguageStatus];
      const stale = isStale(history.files.get(file("en")), history.files.get(file("jp")));
      return { group, slug, href: pathOfFile(file("en")), en, jp, stale };
    }),
  );
  const keys = uiKeys.map((key): KeyStatus => {
    const [en, jp] = locales.map((locale) => history.keys[locale].get(key));
    return { key, en: en?.lastToTranslate?.date, jp: jp?.lastText?.date, stale: isStale(en, jp) };
  });
  return { rows, keys, shallow: history.shallow };
}
