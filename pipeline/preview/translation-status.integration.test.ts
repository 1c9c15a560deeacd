// Translation status on temporary git repositories: what makes the Japanese out of date, file by file and,
// for the interface text, key by key; and what does not (a commit that says [no-translate], a change of layout
// only, a Japanese `translationChecked` date, a key's date in content/ui/translation-checked.json); and on this repository's own history, no row without a change.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tryGit } from "../git";
import { writerGit } from "../../scripts/lib/writer-git";
import { noTranslationKeyword, readContentHistory } from "../content/content-history";
import { translatableText } from "../content/translatable-text";
import { getTranslationStatus } from "./translation-status";
import { translationCheckField } from "../../content/fields";
import { uiTranslationCheckedFile } from "../../content/ui.schema";

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
  const date = "2026-04-01T09:00:00Z";
  writerGit(root, ["add", "-A"]);
  writerGit(root, ["commit", "-qm", message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "translation-status-"));
  writerGit(root, ["init", "-q"]);
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
  expect(history.files.get("content/insights/typo.en.mdx")?.lastText?.order).toBe(1);
  expect(history.keys.en.get("nav.about")?.last?.order).toBe(0);
  expect(history.keys.jp.get("nav.about")?.lastText?.order).toBe(2);
  expect(history.shallow).toBe(false);
});

it("is up to date on a key once its date in the interface text's checked file is set, until English changes it", () => {
  const stale = (name: string) => getTranslationStatus(root).keys.find((key) => key.key === name)?.stale;
  expect(stale("nav.about")).toBe(true);
  // The editor's way to say the About label's change needs no translation: a date for that key only.
  write(uiTranslationCheckedFile, ui({ "nav.about": "2026-04-02" }));
  expect(stale("nav.about")).toBe(false);
  commit("Content: change settings \u201cuiChecked\u201d (from the editor)");
  expect(stale("nav.about")).toBe(false);
  // The next English change of that key marks it again; its other keys were never touched.
  write(
    "content/ui/en.json",
    ui({ "nav.home": "Home page", "nav.about": "About our firm", "nav.projects": "Our projects" }),
  );
  commit("Two labels");
  expect(stale("nav.about")).toBe(true);
  expect(stale("nav.projects")).toBe(true);
});

describe("a pair edited as the editor and writers do", () => {
  const article = (title: string, body: string, extra = "") =>
    `---\ntitle: ${title}\ndate: 2026-04-01\n${extra}---\n${body}\n`;
  const table = "| Market | Share |\n| --- | --- |\n| Vietnam | 12% |";
  const redrawn = "| Market  | Share |\n| ------- | ----- |\n| Vietnam | 12%   |";
  const stale = () => getTranslationStatus(root).rows.find((row) => row.slug === "pair")!.stale;
  const en = "content/insights/pair.en.mdx";
  const jp = "content/insights/pair.jp.mdx";

  beforeAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
    root = fs.mkdtempSync(path.join(os.tmpdir(), "translation-pair-"));
    writerGit(root, ["init", "-q"]);
    write(en, article('"Markets"', `Text.\n\n${table}`));
    write(jp, article('"市場"', `本文です。\n\n${table}`));
    commit("Both languages");
  });

  it("is up to date after a save that only re-quotes the frontmatter and redraws a table in both files", () => {
    const first = tryGit(root, ["rev-parse", "HEAD"])!.trim();
    write(en, article("Markets", `Text.\n\n${redrawn}`, "investmentNotice: false\n"));
    write(jp, article("市場", `本文です。\n\n${redrawn}`, "investmentNotice: false\n"));
    commit("Content: change insights “pair” (from the editor)");
    expect(stale()).toBe(false);
    // Nor does such a save date the page (the sitemap's lastmod): what the file says is unchanged.
    const history = readContentHistory(root);
    expect(history.files.get(en)?.lastContent?.commit).toBe(first);
    expect(history.files.get(en)?.last?.commit).not.toBe(first);
  });

  it("marks the Japanese after an English-only change, even when the save re-laid the Japanese file out", () => {
    write(en, article("Markets", `Text, with a new figure.\n\n${redrawn}`));
    write(jp, article("市場", `本文です。\n\n${table}`));
    commit("Content: change insights “pair” (from the editor)");
    expect(stale()).toBe(true);
    // A change to a field both languages share is not the Japanese catching up.
    write(
      en,
      article("Markets", `Text, with a new figure.\n\n${redrawn}`).replace("2026-04-01", "2026-04-02"),
    );
    write(jp, article("市場", `本文です。\n\n${table}`).replace("2026-04-01", "2026-04-02"));
    commit("Content: change insights “pair” (from the editor)");
    expect(stale()).toBe(true);
  });

  it("is up to date again once the Japanese words change", () => {
    write(
      jp,
      article("市場", `本文です。新しい数字を加えました。\n\n${table}`).replace("2026-04-01", "2026-04-02"),
    );
    commit("Translate the new figure");
    expect(stale()).toBe(false);
  });

  it("is up to date after an English change when the Japanese file says it was checked", () => {
    write(
      en,
      article("Markets", `Text, with a new figure, spelt right.\n\n${redrawn}`).replace(
        "2026-04-01",
        "2026-04-02",
      ),
    );
    commit("Content: change insights “pair” (from the editor)");
    expect(stale()).toBe(true);
    const checked = article(
      "市場",
      `本文です。新しい数字を加えました。\n\n${table}`,
      `${translationCheckField}: 2026-04-03\n`,
    );
    write(jp, checked.replace("2026-04-01", "2026-04-02"));
    commit("Content: change insights “pair” (from the editor)");
    expect(stale()).toBe(false);
    // The English file's own check date is not a change of its words.
    write(
      en,
      article(
        "Markets",
        `Text, with a new figure, spelt right.\n\n${redrawn}`,
        `${translationCheckField}: 2026-04-03\n`,
      ).replace("2026-04-01", "2026-04-02"),
    );
    commit("Same date in the English file");
    expect(stale()).toBe(false);
  });

  it("marks the Japanese for an English edit not yet committed", () => {
    write(
      en,
      article("Markets and ports", `Text, with a new figure, spelt right.\n\n${redrawn}`).replace(
        "2026-04-01",
        "2026-04-02",
      ),
    );
    expect(stale()).toBe(true);
    writerGit(root, ["checkout", "--", en]);
    expect(stale()).toBe(false);
  });
});

describe("this repository's history", () => {
  it("marks no item whose English words are the same as when its Japanese words last changed", () => {
    const repo = process.cwd();
    const history = readContentHistory(repo);
    const { rows } = getTranslationStatus(repo, undefined, history);
    for (const row of rows.filter((candidate) => candidate.stale)) {
      const since = history.files.get(row.jp.file)?.lastText;
      expect(since, row.slug).toBeDefined();
      const now = fs.readFileSync(path.join(repo, row.en.file), "utf8");
      const then = since!.commit ? (tryGit(repo, ["show", `${since!.commit}:${row.en.file}`]) ?? "") : now;
      expect(translatableText(row.en.file, then), `${row.group}/${row.slug}`).not.toBe(
        translatableText(row.en.file, now),
      );
    }
  });
});
