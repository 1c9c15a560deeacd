// What `npm run build:preview` says when it is done: how to look at the preview on this computer, the
// reviewers' pages to start from, and the pages of the items this branch adds or changes, in both languages.
import type { BranchChanges } from "./branch-changes";
import { countOf } from "../content/problems";
import { localizePath, locales } from "../../lib/locale";
import { branchChangesPath, translationStatusPath, visualChangesPath } from "../../lib/preview";

/** The lines to print, for a site served at `origin` (such as http://localhost:3000). */
export function previewGuide(changes: BranchChanges, origin: string): string[] {
  const url = (path: string) => `${origin}${path}`;
  const lines = [
    "Preview build complete: dist/client holds the site as reviewers will see it.",
    "To look at it on this computer, run `npm run serve` and open:",
  ];
  if (changes.state === "compared") {
    const { items, images, strings = [] } = changes;
    const counts = [
      countOf(items.length, "item"),
      countOf(images.length, "image"),
      countOf(strings.length, "interface string"),
    ];
    lines.push(`  ${url(branchChangesPath)}  what this branch changed (${counts.join(", ")})`);
  } else lines.push(`  ${url(branchChangesPath)}  what this branch changed (no comparison: see the page)`);
  lines.push(
    `  ${url(translationStatusPath)}  the translation status of every item`,
    `  ${url(visualChangesPath)}  each changed page before and after`,
  );
  const shown = changes.state === "compared" ? changes.items.filter((item) => item.href) : [];
  if (shown.length) {
    lines.push("The pages this branch adds or changes:");
    for (const item of shown)
      lines.push(`  ${locales.map((locale) => url(localizePath(item.href!, locale))).join("  ")}`);
  }
  return lines;
}
