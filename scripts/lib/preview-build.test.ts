// Builds a copy of the site as a pull-request preview and reads the HTML a host would serve. That a
// production build carries none of it is a gate of `npm run check:site` (site-check.ts) on the real build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const hostVariables =
  /^(CONTEXT|BRANCH|HEAD|COMMIT_REF|CF_PAGES.*|VERCEL.*|GITHUB_.*|SITE_PREVIEW|SITE_PRODUCTION_BRANCH|VIKE_CRAWL)$/;
let work: string;
const built: Record<"preview", string> = { preview: "" };

function build(name: keyof typeof built, extra: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !hostVariables.test(key)));
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: work,
    env: { ...env, ...extra },
    stdio: "pipe",
  });
  built[name] = path.join(work, `dist-${name}`);
  fs.renameSync(path.join(work, "dist/client"), built[name]);
}

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "preview-build-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(file));
  for (const file of files) fs.cpSync(file, path.join(work, file));
  fs.symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  // The social cards drawn here are the ones the real build needs: share the cache (.tmp/og-cards).
  fs.mkdirSync(".tmp", { recursive: true });
  fs.symlinkSync(path.resolve(".tmp"), path.join(work, ".tmp"));
  build("preview", {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_HEAD_REF: "writers/new-article",
    GITHUB_SHA: "abc1234def5678",
  });
}, 300_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("a pull-request preview build", () => {
  it("marks every page noindex, nofollow and shows the ribbon with branch and commit", () => {
    const pages = htmlFiles(built.preview);
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = read(built.preview, file);
      expect(html, file).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html, file).toMatch(
        /<aside data-preview-ribbon="true" aria-label="(Preview build|プレビュー版)"/,
      );
    }
    const about = read(built.preview, "about.html");
    expect(about).toContain("<span>Branch writers/new-article</span><span>Commit abc1234</span>");
    expect(read(built.preview, "jp/about.html")).toContain(
      "<span>ブランチ writers/new-article</span><span>コミット abc1234</span>",
    );
  });

  it("asks crawlers to stay out", () => {
    expect(read(built.preview, "robots.txt")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("has the translation status page in both languages", () => {
    expect(read(built.preview, "preview/translations.html")).toContain("<h1");
    expect(read(built.preview, "preview/translations.html")).toMatch(
      /\d+ items: \d+ ready in both languages/,
    );
    expect(read(built.preview, "jp/preview/translations.html")).toContain("翻訳状況");
  });
});
