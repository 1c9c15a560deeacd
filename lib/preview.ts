// What a preview build shows reviewers (ribbon, noindex, translation status). Decided once at build
// time by pipeline/preview/vite-plugin.ts and compiled in, so production bundles carry none of it.
import { collections, type CollectionName } from "../content/schema.ts";

export type PreviewInfo = {
  /** Where the decision came from, e.g. "netlify", "github", "SITE_PREVIEW". */
  source: string;
  branch?: string;
  /** Short commit hash. */
  commit?: string;
};

declare const __SITE_PREVIEW__: PreviewInfo | null | undefined;

/** The preview this bundle was built as, or null for a production build. */
export const buildPreview: PreviewInfo | null =
  typeof __SITE_PREVIEW__ === "undefined" ? null : __SITE_PREVIEW__;

/** The section of the reviewers' pages, which only preview builds contain (the site search leaves it out). */
export const previewSection = "/preview";

/** Logical path of the translation status page, which only preview builds contain. */
export const translationStatusPath = `${previewSection}/translations`;

/** Logical path of the page listing what this branch changed, which only preview builds contain. */
export const branchChangesPath = `${previewSection}/changes`;

/** The translation status's groups: each collection (content/schema.ts), then the one-off pages. */
export type StatusGroup = CollectionName | "pages";
export const statusGroups: readonly StatusGroup[] = [
  ...(Object.keys(collections) as CollectionName[]),
  "pages",
];

export type LanguageStatus = {
  state: "present" | "missing" | "unfinished";
  file: string;
  /** Committer date of the file's last commit (ISO 8601), absent when it was never committed. */
  lastCommit?: string;
  /** Date of the last change to its words (not its layout): a commit's, or now for an uncommitted edit. */
  lastTextChange?: string;
  /** Date of its last change to its words that did not say `[no-translate]`: the change a translation follows. */
  lastChangeToTranslate?: string;
};

export type StatusRow = {
  group: StatusGroup;
  slug: string;
  /** Logical path of the page that shows the item, when there is one. */
  href?: string;
  en: LanguageStatus;
  jp: LanguageStatus;
  /** The English file has a later commit than the Japanese file's last one (not counting `[no-translate]`). */
  stale: boolean;
};

/** A key of the interface text (content/ui/*.json): when its text last changed in each language. */
export type KeyStatus = {
  key: string;
  /** Committer date of the last commit that changed the English text and did not say `[no-translate]`. */
  en?: string;
  /** Committer date of the last commit that changed the Japanese text. */
  jp?: string;
  /** The English text changed after the Japanese text did. */
  stale: boolean;
};

export type TranslationStatus = { rows: StatusRow[]; keys: KeyStatus[]; shallow: boolean };

/** Needs a reviewer: a language missing or unfinished, or a Japanese file older than its English twin. */
export const needsAttention = (row: StatusRow) =>
  row.stale || row.en.state !== "present" || row.jp.state !== "present";

/** Logical path of the page that shows how this branch changes the pages' looks, which only preview builds contain. */
export const visualChangesPath = `${previewSection}/visual`;

/** Where the before-and-after report of `npm run visual` sits in a preview build (a static page of its own). */
export const visualReportPath = `${previewSection}/visual/report/`;

/** Where `npm run visual` writes that report, for the preview build to pick up (relative to the project). */
export const visualReportDir = ".tmp/visual/report";

export type VisualChange = "changed" | "added" | "removed";

/** What `npm run visual` found (scripts/visual/visual.ts writes it beside the report as summary.json). */
export type VisualSummary = {
  base: { ref: string; commit: string };
  head: { commit: string; uncommitted: boolean };
  widths: number[];
  /** Why every page was shot (shared code, styles, interface text or site facts changed), when it was. */
  all?: string;
  counts: { pages: number; shot: number; identical: number; changed: number; added: number; removed: number };
  /** The pages that look different, each with the widths and how (URLs as served, /jp/… included). */
  pages: { url: string; widths: Partial<Record<number, VisualChange>> }[];
  seconds: number;
  madeAt: string;
};
