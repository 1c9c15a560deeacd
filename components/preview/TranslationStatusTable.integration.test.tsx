import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import type { PageContext } from "vike/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TranslationStatusTable } from "./TranslationStatusTable";
import { LocaleContext } from "@/lib/locale-context";
import { PageContextProvider } from "@/lib/usePageContext";
import { getTranslationStatus } from "@/pipeline/preview/translation-status";
import { getStatusGroupTitles } from "@/pipeline/preview/runtime";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const commit = (date: string, message: string) => {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync("git", ["add", "-A"], { cwd: root });
  execFileSync("git", ["commit", "-qm", message], { cwd: root, env });
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "status-"));
  execFileSync("git", ["init", "-q"], { cwd: root });
  execFileSync("git", ["config", "user.email", "writer@example.com"], { cwd: root });
  execFileSync("git", ["config", "user.name", "Writer"], { cwd: root });
  write("content/insights/ports.en.mdx", "---\ntitle: Ports\n---\nFirst draft.\n");
  write("content/insights/ports.jp.mdx", "---\ntitle: Ports JP\n---\nJapanese text.\n");
  write("content/insights/rail.en.mdx", "---\ntitle: Rail\n---\nText.\n");
  write("content/insights/rail.jp.mdx", "---\ntitle: Rail JP\n---\nText.\n");
  write("content/projects/bridge.en.mdx", "---\ntitle: Bridge\n---\nText.\n");
  commit("2026-01-10T09:00:00Z", "First articles");
  // The English article changes later; its Japanese twin is left behind.
  write("content/insights/ports.en.mdx", "---\ntitle: Ports\n---\nSecond draft with new figures.\n");
  commit("2026-02-20T09:00:00Z", "Update the ports article");
  // Both languages of the rail article change together.
  write("content/insights/rail.en.mdx", "---\ntitle: Rail\n---\nNew text.\n");
  write("content/insights/rail.jp.mdx", "---\ntitle: Rail JP\n---\nNew text.\n");
  commit("2026-03-01T09:00:00Z", "Rail in both languages");
  write("content/team/new-hire.en.mdx", '---\nname: "TODO: the full name in English"\n---\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const row = (slug: string) => getTranslationStatus(root).rows.find((r) => r.slug === slug)!;

it("warns when the English file has a later commit than its Japanese twin", () => {
  const ports = row("ports");
  expect(ports.en.lastCommit?.slice(0, 10)).toBe("2026-02-20");
  expect(ports.jp.lastCommit?.slice(0, 10)).toBe("2026-01-10");
  expect(ports.stale).toBe(true);
  expect(row("rail").stale).toBe(false);
});

it("tells present, missing and unfinished files apart", () => {
  expect(row("rail")).toMatchObject({
    en: { state: "present" },
    jp: { state: "present" },
    href: "/insights/rail",
  });
  expect(row("bridge")).toMatchObject({
    group: "projects",
    en: { state: "present" },
    jp: { state: "missing" },
  });
  const hire = row("new-hire");
  expect(hire).toMatchObject({ group: "team", en: { state: "unfinished" }, jp: { state: "missing" } });
  expect(hire.en.lastCommit).toBeUndefined();
  // Every one-off page is listed even when its files are missing, so a missing page cannot hide.
  expect(row("home")).toMatchObject({ group: "pages", href: "/", en: { state: "missing" } });
});

it("renders the warning and the states on the reviewers' page in both languages", () => {
  const status = getTranslationStatus(root);
  const render = (locale: "en" | "jp") =>
    renderToStaticMarkup(
      <PageContextProvider pageContext={{ locale, urlLogical: "/preview/translations" } as PageContext}>
        <LocaleContext value={locale}>
          <TranslationStatusTable status={status} groupTitles={getStatusGroupTitles(locale)} />
        </LocaleContext>
      </PageContextProvider>,
    ).replace(/<[^>]+>/g, " ");
  const english = render("en");
  // Each collection is headed by its list page's title.
  expect(english).toContain(getStatusGroupTitles("en").insights);
  expect(english).toContain(
    "The English file changed on 2026-02-20, after the last Japanese change on 2026-01-10: check the translation.",
  );
  expect(english).toContain("Not written yet");
  // The interface text, key by key (none of its keys has a history in this repository).
  expect(english).toMatch(
    /Menus, buttons and forms: \d+ texts, of which 0 changed in English after their Japanese text\./,
  );
  expect(english).toContain("Not committed yet");
  expect(english).toMatch(/Items: \d+\. Ready in both languages: 1\. Needs attention: \d+\./);
  const japanese = render("jp");
  expect(japanese).toContain(
    "英語版は2026-02-20に更新されていますが、日本語版の最終更新は2026-01-10です。翻訳をご確認ください。",
  );
  expect(japanese).toContain("未作成");
});
