import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { buildHead } from "../../lib/head";
import { renderRobots } from "../output/host-files";
import { detectPreview, previewPlugin } from "./vite-plugin";

it.each([
  ["no host variables (a local build)", {}, null],
  [
    "Netlify deploy preview",
    { CONTEXT: "deploy-preview", BRANCH: "feat/x", COMMIT_REF: "0123456789abcdef" },
    { source: "netlify", branch: "feat/x", commit: "0123456" },
  ],
  [
    "Netlify branch deploy",
    { CONTEXT: "branch-deploy", HEAD: "staging" },
    { source: "netlify", branch: "staging" },
  ],
  ["Netlify production", { CONTEXT: "production", BRANCH: "main" }, null],
  [
    "Cloudflare Pages, a branch",
    { CF_PAGES: "1", CF_PAGES_BRANCH: "copy-edits", CF_PAGES_COMMIT_SHA: "abcdef0123" },
    { source: "cloudflare", branch: "copy-edits", commit: "abcdef0" },
  ],
  ["Cloudflare Pages, main", { CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, null],
  [
    "Cloudflare Pages, its own production branch",
    { CF_PAGES: "1", CF_PAGES_BRANCH: "live", SITE_PRODUCTION_BRANCH: "live" },
    null,
  ],
  [
    "Vercel preview",
    { VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "jp-review", VERCEL_GIT_COMMIT_SHA: "fedcba987654" },
    { source: "vercel", branch: "jp-review", commit: "fedcba9" },
  ],
  ["Vercel production", { VERCEL_ENV: "production" }, null],
  [
    "GitHub Actions pull request",
    { GITHUB_EVENT_NAME: "pull_request", GITHUB_HEAD_REF: "new-article", GITHUB_SHA: "1111111aaaa" },
    { source: "github", branch: "new-article", commit: "1111111" },
  ],
  ["GitHub Actions push", { GITHUB_EVENT_NAME: "push", GITHUB_SHA: "1111111aaaa" }, null],
  ["npm run build:preview", { SITE_PREVIEW: "1" }, { source: "SITE_PREVIEW" }],
  ["SITE_PREVIEW=0 wins over the host", { SITE_PREVIEW: "0", CONTEXT: "deploy-preview" }, null],
])("%s", (_, env, expected) => {
  const result = detectPreview(env);
  if (expected === null) expect(result).toBeNull();
  else expect(result).toMatchObject(expected);
});

it("shows reviewers the pull request's own commit, not GitHub's merge commit", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "event-"));
  const eventPath = path.join(dir, "event.json");
  fs.writeFileSync(eventPath, JSON.stringify({ pull_request: { head: { sha: "9999999bbbbbbb" } } }));
  const preview = detectPreview({
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_SHA: "1111111",
    GITHUB_EVENT_PATH: eventPath,
  });
  expect(preview?.commit).toBe("9999999");
  fs.rmSync(dir, { recursive: true });
});

it("keeps crawlers out of a preview and points them to the sitemap in production", () => {
  expect(renderRobots(true)).toBe("User-agent: *\nDisallow: /\n");
  expect(renderRobots(false)).toMatch(/^User-agent: \*\nAllow: \/\n\nSitemap: https:\/\/.+\/sitemap\.xml\n$/);
});

it("marks every preview page noindex, nofollow, and production pages not at all", () => {
  const head = { title: "About", description: "About the firm" };
  const robots = (tags: ReturnType<typeof buildHead>) =>
    tags.flatMap((tag) => (tag.tag === "meta" && tag.attrs.name === "robots" ? [tag.attrs.content] : []));
  expect(robots(buildHead(head, "en", "/about", false, { source: "SITE_PREVIEW" }))).toEqual([
    "noindex, nofollow",
  ]);
  expect(robots(buildHead(head, "jp", "/404", true, { source: "netlify" }))).toEqual(["noindex, nofollow"]);
  expect(robots(buildHead(head, "en", "/about", false, null))).toEqual([]);
  expect(robots(buildHead(head, "en", "/404", true, null))).toEqual(["noindex"]);
});

it("leaves the reviewers' texts out of a production build's client catalogue, and keeps them in a preview", () => {
  const catalogue = JSON.stringify({
    "contact.fullName": "Full name",
    "preview.changes.title": "What this branch changed",
    "draft.title": "Not yet translated",
  });
  const trim = (env: Record<string, string>, environment: string) => {
    const plugin = previewPlugin(env).find((each) => each.name === "kizuna:preview-catalogue")!;
    const { handler } = plugin.transform as { handler: (code: string, id: string) => unknown };
    const result = handler.call(
      { environment: { name: environment } },
      catalogue,
      "/site/content/ui/en.json",
    );
    return result ? JSON.parse((result as { code: string }).code) : JSON.parse(catalogue);
  };
  expect(Object.keys(trim({}, "client"))).toEqual(["contact.fullName"]);
  expect(Object.keys(trim({}, "ssr"))).toHaveLength(3);
  expect(Object.keys(trim({ SITE_PREVIEW: "1" }, "client"))).toHaveLength(3);
});
