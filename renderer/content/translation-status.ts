// The reviewers' translation status: for every content item, whether each language exists or still has
// TODOs, when each file was last committed, and whether the English changed after the Japanese.
import fs from "node:fs";
import { git } from "./git";
import path from "node:path";
import { loadContent, type ContentRecord } from "./loader";
import { pages } from "@/content/schema";
import { locales, type Locale } from "@/renderer/locale";
import {
  statusGroups,
  type LanguageStatus,
  type StatusGroup,
  type StatusRow,
  type TranslationStatus,
} from "@/renderer/preview";
import { collectionPath, pagePaths } from "./links";

/** Last commit date of every file under content/, from one `git log` (newest first, so the first sighting wins). */
function lastCommits(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  const log = git(root, ["log", "--format=@%cI", "--name-only", "--no-renames", "--", "content"]) ?? "";
  let date = "";
  for (const line of log.split("\n")) {
    if (line.startsWith("@")) date = line.slice(1);
    else if (line && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

function slugsIn(root: string, group: StatusGroup): string[] {
  const dir = path.join(root, "content", group);
  const found = fs.existsSync(dir)
    ? fs.readdirSync(dir).flatMap((name) => /^(.+)\.(en|jp)\.mdx$/.exec(name)?.[1] ?? [])
    : [];
  return [...new Set([...(group === "pages" ? Object.keys(pages) : []), ...found])].sort();
}

export function getTranslationStatus(
  root = process.cwd(),
  records: ContentRecord[] = loadContent(root).records,
): TranslationStatus {
  const commits = lastCommits(root);
  const byFile = new Map(records.map((record) => [record.file, record]));
  const rows = statusGroups.flatMap((group) =>
    slugsIn(root, group).map((slug): StatusRow => {
      const language = (locale: Locale): LanguageStatus => {
        const file = `content/${group}/${slug}.${locale}.mdx`;
        const record = byFile.get(file);
        const state = !record ? "missing" : record.todos.length ? "unfinished" : "present";
        return { state, file, lastCommit: commits.get(file) };
      };
      const [en, jp] = locales.map(language) as [LanguageStatus, LanguageStatus];
      const stale =
        !!en.lastCommit && !!jp.lastCommit && Date.parse(en.lastCommit) > Date.parse(jp.lastCommit);
      const href =
        group === "pages"
          ? (pagePaths as Partial<Record<string, string>>)[slug]
          : collectionPath[group](slug);
      return { group, slug, href, en, jp, stale };
    }),
  );
  const shallow = git(root, ["rev-parse", "--is-shallow-repository"])?.trim() === "true";
  return { rows, shallow };
}
