// Translation status on a temporary git repository: what makes the Japanese out of date, file by file and,
// for the interface text, key by key; and what does not (a commit that says [no-translate]).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { noTranslationKeyword, readContentHistory } from "./git";
import { getTranslationStatus } from "./translation-status";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const ui = (texts: Record<string, string>) =>
  `{\n${Object.entries(texts)
    .map(([key, text]) => `  ${JSON.stringify(key)}: ${JSON.stringify(text)}`)
    .join(",\n")}\n}\n`;
// Commits in the same second: the order of the history decides, not the dates.
const commit = (message: string) => {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: "2026-04-01T09:00:00Z",
    GIT_COMMITTER_DATE: "2026-04-01T09:00:00Z",
  };
  execFileSync("git", ["add", "-A"], { cwd: root });
  execFileSync("git", ["commit", "-qm", message], { cwd: root, env });
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "translation-status-"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["config", "user.email", "writer@example.com"], { cwd: root });
  execFileSync("git", ["config", "user.name", "Writer"], { cwd: root });
  for (const slug of ["typo", "rewrite"]) {
    write(`content/insights/${slug}.en.mdx`, "---\ntitle: A\n---\nText.\n");
    write(`content/insights/${slug}.jp.mdx`, "---\ntitle: A\n---\n本文です。\n");
  }
  write("content/ui/en.json", ui({ "nav.home": "Home", "nav.about": "About", "nav.projects": "Projects" }));
  write(
    "content/ui/jp.json",
    ui({ "nav.home": "ホーム", "nav.about": "会社概要", "nav.projects": "プロジェクト" }),
  );
  commit("Both languages");
  write("content/insights/typo.en.mdx", "---\ntitle: A\n---\nText, spelt right.\n");
  write("content/insights/rewrite.en.mdx", "---\ntitle: A\n---\nA new paragraph with new figures.\n");
  write(
    "content/ui/en.json",
    ui({ "nav.home": "Home page", "nav.about": "About us", "nav.projects": "Projects" }),
  );
  commit(`Fix a typo and two labels ${noTranslationKeyword}`);
  write("content/insights/rewrite.en.mdx", "---\ntitle: A\n---\nA newer paragraph, with other figures.\n");
  write(
    "content/ui/en.json",
    ui({ "nav.home": "Home page", "nav.about": "About the firm", "nav.projects": "Projects" }),
  );
  commit("Rewrite the article and the About label");
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("does not mark the Japanese out of date after an English commit that says [no-translate]", () => {
  const { rows } = getTranslationStatus(root);
  const row = (slug: string) => rows.find((candidate) => candidate.slug === slug)!;
  expect(row("typo").stale).toBe(false);
  // Its last commit is still shown as the file's last change.
  expect(row("typo").en.lastCommit).toBeDefined();
  expect(row("rewrite").stale).toBe(true);
});

it("tracks the interface text key by key", () => {
  const { keys } = getTranslationStatus(root);
  const key = (name: string) => keys.find((candidate) => candidate.key === name);
  // Changed in English after the Japanese, in a commit that needs a translation.
  expect(key("nav.about")?.stale).toBe(true);
  // Changed only in a [no-translate] commit; and never changed in English since both were written.
  expect(key("nav.home")?.stale).toBe(false);
  expect(key("nav.projects")?.stale).toBe(false);
});

it("reads the history once for every file and key", () => {
  const history = readContentHistory(root);
  expect(history.files.get("content/insights/typo.en.mdx")?.last?.order).toBe(1);
  expect(history.files.get("content/insights/typo.en.mdx")?.lastToTranslate?.order).toBe(2);
  expect(history.keys.en.get("nav.about")?.last?.order).toBe(0);
  expect(history.keys.jp.get("nav.about")?.last?.order).toBe(2);
  expect(history.shallow).toBe(false);
});
