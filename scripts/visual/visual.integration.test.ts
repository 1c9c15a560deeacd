// `npm run visual` end to end, on a temporary repository with a main branch and two writers' branches: a
// translator's note (no pixel changes) and a new title for one article in both languages. Both runs compare with
// the same main, so the base is built and shot once. The pages chosen from a change are tested as a unit
// (scripts/visual/visual-pages.test.ts); here the pages are really built, shot at both widths and compared.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadContent } from "../../pipeline/content/loader";
import type { VisualSummary } from "../../lib/preview";
import { externalReferences } from "../../pipeline/preview/visual-report";
import { listFiles } from "../../pipeline/git";
import { writerGit } from "../lib/writer-git";

let work: string;
let article: string;

const git = (args: string[]) => writerGit(work, args);

/** Runs `npm run visual` on the temporary repository's current branch; its output and summary. */
function visual(): { output: string; summary: VisualSummary } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GITHUB_|CI$)/.test(key)));
  const output = execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/visual/visual.ts"], {
    cwd: work,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const summary = JSON.parse(
    fs.readFileSync(path.join(work, ".tmp/visual/report/summary.json"), "utf8"),
  ) as VisualSummary;
  return { output, summary };
}

/** Runs `check`; when it fails, keeps the run's report (before, after and diff images) in test-results/ to read. */
function keepingReport(check: () => void) {
  try {
    check();
  } catch (error) {
    const report = path.join(work, ".tmp/visual/report");
    const kept = path.resolve(`test-results/visual-integration-${Date.now()}`);
    if (fs.existsSync(report)) {
      fs.cpSync(report, kept, { recursive: true });
      console.error(`visual.integration: the failing run's report is kept in ${kept}`);
    }
    throw error;
  }
}

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(work, file);
  const before = fs.readFileSync(full, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
};

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "visual-test-"));
  const files = listFiles(".", { untracked: true }).filter(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  for (const file of files) fs.cpSync(file, path.join(work, file));
  fs.symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  // The social cards drawn here are the real build's: share their cache.
  fs.mkdirSync(".tmp/og-cards", { recursive: true });
  fs.mkdirSync(path.join(work, ".tmp"));
  fs.symlinkSync(path.resolve(".tmp/og-cards"), path.join(work, ".tmp/og-cards"));
  fs.writeFileSync(path.join(work, ".gitignore"), "node_modules\n.tmp\ndist\n");
  git(["init", "-q", "-b", "main"]);
  git(["add", "-A"]);
  git(["commit", "-qm", "The site on main"]);
  // The newest article: on its list page and on the home page, in both languages.
  article = loadContent(work).content.collections.insights.en[0]!.slug;
});

// Two built sites and their screenshots: removing them takes seconds on a busy disk.
afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

it("reports no visual change for a translator's note, after shooting the pages it could change", () => {
  git(["checkout", "-q", "-b", "writers/translator-note", "main"]);
  for (const locale of ["en", "jp"])
    edit(`content/insights/${article}.${locale}.mdx`, (text) =>
      text.replace(/^---\n/, "---\n# Translator: keep the company names in English.\n"),
    );
  git(["commit", "-qam", "A note for translators"]);
  const { output, summary } = visual();
  keepingReport(() => {
    expect(output).toContain("No visual change");
    expect(summary.counts).toMatchObject({ changed: 0, added: 0, removed: 0 });
    // Pages were shot and compared, not skipped: the article's, its list's and the home page's, both sides.
    expect(summary.counts.pages).toBe(6);
    expect(summary.counts.shot).toBe(24);
    expect(summary.counts.identical).toBe(12);
    expect(summary.pages).toEqual([]);
    const report = fs.readFileSync(path.join(work, ".tmp/visual/report/index.html"), "utf8");
    expect(report).toContain("No visual change");
  });
}, 600_000);

it("reports exactly one article's pages and its list pages, in both languages at both widths, for a new title", () => {
  git(["checkout", "-q", "-b", "writers/new-title", "main"]);
  edit(`content/insights/${article}.en.mdx`, (text) => text.replace(/^title: .*$/m, 'title: "A new title"'));
  edit(`content/insights/${article}.jp.mdx`, (text) => text.replace(/^title: .*$/m, 'title: "新しい表題"'));
  git(["commit", "-qam", "A new title"]);
  const { output, summary } = visual();
  const both = { 390: "changed", 1440: "changed" };
  expect(summary.pages).toEqual(
    ["/", "/insights", `/insights/${article}`, "/jp", "/jp/insights", `/jp/insights/${article}`]
      .sort()
      .map((url) => ({ url, widths: both })),
  );
  expect(summary.counts).toMatchObject({ pages: 6, changed: 12, identical: 0, added: 0, removed: 0 });
  // The base was built and shot for the first branch: only this branch's side is shot again.
  expect(output).toContain("built before, reused");
  expect(output).toContain("12 screenshots taken before, reused");
  expect(output).toMatch(/24 shot .*12 changed/);
  // The report: every changed pair with its diff image, and nothing loaded from another host.
  const report = path.join(work, ".tmp/visual/report");
  const html = fs.readFileSync(path.join(report, "index.html"), "utf8");
  expect(externalReferences(html)).toEqual([]);
  expect(html).not.toMatch(/fonts\.googleapis|<script>[^<]/);
  expect(fs.readFileSync(path.join(report, "reg-data.js"), "utf8")).toContain(
    `en/insights/${article}@390.png`,
  );
  for (const dir of ["before", "after", "diff"])
    for (const name of [`en/insights/${article}@1440.png`, "jp/index@390.png"])
      expect(fs.existsSync(path.join(report, dir, name)), `${dir}/${name}`).toBe(true);
}, 600_000);
