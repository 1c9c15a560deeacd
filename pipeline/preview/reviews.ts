// What the reviewers' pages show, made at build time: the content plugin serves it to them as a virtual module
// (pipeline/preview/runtime.ts reads it), and a preview build's closing guide counts what it lists.
import { readContentHistory } from "../content/content-history.ts";
import type { ContentRecord } from "../content/types.ts";
import { getBranchChanges } from "./branch-changes.ts";
import { getTranslationStatus } from "./translation-status.ts";

/** The translation status and what this branch changed, from the records of one load and one reading of git. */
export function getReviews(root: string, records: ContentRecord[]) {
  const history = readContentHistory(root);
  const status = getTranslationStatus(root, records, history);
  return { status, changes: getBranchChanges(root, records, status, undefined, history) };
}
