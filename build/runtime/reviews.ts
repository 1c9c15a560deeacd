// What the reviewers' pages of a preview build show (pages/preview/): the translation status of every item and
// what this branch changed, read from content/ and git while the pages are built.
import { getBranchChanges, type BranchChanges } from "../content/branch-changes";
import { readContentHistory } from "../content/git";
import { loadContent } from "../content/loader";
import { getTranslationStatus } from "../content/translation-status";
import type { TranslationStatus } from "../../lib/preview";

/** The translation status of the content as it is now (in the dev server, after every change). */
export const readTranslationStatus = (root = process.cwd()): TranslationStatus => getTranslationStatus(root);

// Both languages' pages show the same comparison: git is read once per build.
let changes: BranchChanges | undefined;

/** What this branch changed against the main branch, with each item's translation state. */
export function readBranchChanges(root = process.cwd()): BranchChanges {
  if (!changes) {
    const { records } = loadContent(root);
    const history = readContentHistory(root);
    const status = getTranslationStatus(root, records, history);
    changes = getBranchChanges(root, records, status, undefined, history);
  }
  return changes;
}
