// https://vike.dev/data — what this branch changed against the main branch, read from content/ and git at build time.
import type { PageContextServer } from "vike/types";
import { translate } from "@/renderer/i18n";
import { getBranchChanges, type BranchChanges } from "@/renderer/content/branch-changes";
import { loadContent } from "@/renderer/content/loader";
import { readContentHistory } from "@/renderer/content/git";
import { getTranslationStatus } from "@/renderer/content/translation-status";
import { getStatusGroupTitles } from "@/renderer/content/data";

// Both languages' pages show the same comparison: read git once per build.
let changes: BranchChanges | undefined;

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  if (!changes) {
    const root = process.cwd();
    const { records } = loadContent(root);
    const history = readContentHistory(root);
    const status = getTranslationStatus(root, records, history);
    changes = getBranchChanges(root, records, status, undefined, history);
  }
  return {
    head: {
      title: translate(locale, "preview.changes.title"),
      description: translate(locale, "preview.changes.description"),
    },
    changes,
    groupTitles: getStatusGroupTitles(locale),
  };
}
export type Data = ReturnType<typeof data>;
