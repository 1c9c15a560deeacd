// Decides whether this build is a preview for reviewers, from the host's standard variables
// (Netlify, Cloudflare Pages, Vercel, GitHub Actions) or SITE_PREVIEW, and where its branch and commit come from.
import fs from "node:fs";
import type { Plugin } from "vite";
import type { PreviewInfo } from "../../lib/preview.ts";
import { normalizeText } from "../content/content-files.ts";
import { tryGit } from "../git.ts";

type Env = Record<string, string | undefined>;

const short = (sha: string | undefined) => (sha ? sha.slice(0, 7) : undefined);
const yes = (value: string | undefined) => /^(1|true|yes)$/i.test(value ?? "");
const no = (value: string | undefined) => /^(0|false|no)$/i.test(value ?? "");

/** The PR's head commit (GITHUB_SHA is GitHub's merge commit, which reviewers never see). */
function githubHeadSha(env: Env): string | undefined {
  try {
    const event = JSON.parse(fs.readFileSync(env.GITHUB_EVENT_PATH ?? "", "utf8")) as {
      pull_request?: { head?: { sha?: string } };
    };
    return event.pull_request?.head?.sha;
  } catch {
    return undefined;
  }
}

/** Preview or production, from the environment alone (branch and commit when the host gives them). */
export function detectPreview(env: Env): PreviewInfo | null {
  if (no(env.SITE_PREVIEW)) return null;
  if (env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy")
    return { source: "netlify", branch: env.BRANCH ?? env.HEAD, commit: short(env.COMMIT_REF) };
  if (
    yes(env.CF_PAGES) &&
    env.CF_PAGES_BRANCH &&
    env.CF_PAGES_BRANCH !== (env.SITE_PRODUCTION_BRANCH || "main")
  )
    return { source: "cloudflare", branch: env.CF_PAGES_BRANCH, commit: short(env.CF_PAGES_COMMIT_SHA) };
  if (env.VERCEL_ENV === "preview")
    return { source: "vercel", branch: env.VERCEL_GIT_COMMIT_REF, commit: short(env.VERCEL_GIT_COMMIT_SHA) };
  if (env.GITHUB_EVENT_NAME === "pull_request")
    return {
      source: "github",
      branch: env.GITHUB_HEAD_REF,
      commit: short(githubHeadSha(env) ?? env.GITHUB_SHA),
    };
  if (yes(env.SITE_PREVIEW)) return { source: "SITE_PREVIEW" };
  return null;
}

/** What git says of HEAD, or undefined where it cannot say (no git, no checkout, a detached HEAD's branch). */
function readHead(args: string[], cwd: string): string | undefined {
  const out = tryGit(cwd, args)?.trim();
  return out && out !== "HEAD" ? out : undefined;
}

/** detectPreview, with the branch and commit filled in from git where the host did not say. */
export function resolvePreview(env: Env = process.env, cwd = process.cwd()): PreviewInfo | null {
  const preview = detectPreview(env);
  if (!preview) return null;
  return {
    ...preview,
    branch: preview.branch || readHead(["rev-parse", "--abbrev-ref", "HEAD"], cwd),
    commit: preview.commit || readHead(["rev-parse", "--short=7", "HEAD"], cwd),
  };
}

const reviewerKey = /^(preview|draft)\./;

/** Compiles the decision into both bundles; in production it also leaves the preview-only pages out. */
export function previewPlugin(env: Env = process.env): Plugin[] {
  const preview = resolvePreview(env);
  if (!preview) {
    // vike reads VIKE_CRAWL when it looks for pages: a production build never sees pages/preview/.
    const crawl = JSON.parse(env.VIKE_CRAWL || "{}") as { ignore?: string | string[] };
    const ignore = [crawl.ignore ?? []].flat();
    if (!ignore.includes("pages/preview/**"))
      process.env.VIKE_CRAWL = JSON.stringify({ ...crawl, ignore: [...ignore, "pages/preview/**"] });
  }
  return [
    {
      name: "kizuna:preview",
      config: () => ({ define: { __SITE_PREVIEW__: JSON.stringify(preview) } }),
      buildStart() {
        if (preview)
          this.info(
            `Preview build (${preview.source}): branch ${preview.branch ?? "unknown"}, commit ${preview.commit ?? "unknown"}`,
          );
      },
    },
    {
      name: "kizuna:preview-catalogue",
      // Before Vite turns the JSON into a module; in builds only (the dev server shows drafts too).
      enforce: "pre",
      apply: "build",
      // The reviewers' texts (the ribbon, the translation and changes pages, the draft note) appear only on
      // pages a production build leaves out: its client catalogues go without them, 1.2–1.5 KB gzipped
      // off every page's first load. The server keeps every key.
      transform: {
        filter: { id: /[\\/]content[\\/]ui[\\/](en|jp)\.json$/ },
        handler(code) {
          if (preview || this.environment.name !== "client") return;
          const texts = JSON.parse(normalizeText(code)) as Record<string, string>;
          const kept = Object.entries(texts).filter(([key]) => !reviewerKey.test(key));
          return { code: JSON.stringify(Object.fromEntries(kept)), map: null };
        },
      },
    },
  ];
}
