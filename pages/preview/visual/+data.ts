// https://vike.dev/data — how this branch changes the pages' looks: the summary `npm run visual` wrote beside its
// report (the build copies the report itself to /preview/visual/report/), read at build time.
import fs from "node:fs";
import path from "node:path";
import type { PageContextServer } from "vike/types";
import { translate } from "@/lib/i18n";
import { buildPreview, visualReportDir, type VisualSummary } from "@/lib/preview";

// Both languages' pages show the same summary: read it once per build.
let read: { summary: VisualSummary | null; current?: string } | undefined;

function readSummary() {
  const file = path.join(process.cwd(), visualReportDir, "summary.json");
  const summary = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as VisualSummary) : null;
  return { summary, current: buildPreview?.commit };
}

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  read ??= readSummary();
  return {
    head: {
      title: translate(locale, "preview.visual.title"),
      description: translate(locale, "preview.visual.description"),
    },
    ...read,
  };
}
export type Data = ReturnType<typeof data>;
