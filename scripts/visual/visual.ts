// `npm run visual -- [--base <ref>] [--out <dir>]`: how this branch changes the pages' looks. Builds the base
// (default: where the branch left main) in a temporary git worktree and this tree in a temporary copy, both as
// previews and sharing the image and social-card caches; shoots the pages the change can reach at 390 and
// 1440 px, both languages; skips identical pairs by hash; and writes reg-cli's before-and-after report to
// <out>/report (default .tmp/visual/report), which `npm run build:preview` publishes at /preview/visual
// (docs/deploy.md, "Visual changes").
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent, type ContentRecord } from "../../pipeline/content/loader";
import {
  findMergeBase,
  GitError,
  isCheckout,
  listFiles,
  resolveCommit,
  runGit,
  tryGit,
} from "../../pipeline/git";
import { visualReportDir, type VisualChange, type VisualSummary } from "../../lib/preview";
import { readBuiltSide, selectPages, type BuiltSide } from "./visual-pages";
import { compareShots, reportDirs, writeReportPage } from "../../pipeline/preview/visual-report";
import { startShooter, shotName, urlOfShot, widths, type Shooter } from "./visual-shoot";
import { lastTimeNote, recordDuration, timeLeft } from "../lib/durations";

// Bump when the way pages are shot changes, so the base's cached screenshots are taken again.
const shootVersion = 1;
const started = performance.now();
const root = process.cwd();

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith("--")) stop(`${name} needs a value, e.g. ${name} main`);
  return value;
}

function stop(message: string): never {
  console.error(`npm run visual: ${message}`);
  process.exit(1);
}

/** git's output in this checkout; a command that fails stops the run with git's reason. */
function git(args: string[]): string {
  try {
    return runGit(root, args);
  } catch (error) {
    if (error instanceof GitError) stop(error.message);
    throw error;
  }
}
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

if (!isCheckout(root)) stop("run it inside the project's git checkout.");
const outDir = path.resolve(argument("--out") ?? path.dirname(visualReportDir));
const mainBranch = process.env.SITE_PRODUCTION_BRANCH || "main";

/** The commit to compare with: --base, else where HEAD left the main branch (the remote's copy first). */
function findBase(): { ref: string; commit: string } {
  const asked = argument("--base");
  if (asked) {
    const commit = resolveCommit(root, asked);
    if (!commit) stop(`--base ${asked} is not a branch, tag or commit of this repository.`);
    return { ref: asked, commit };
  }
  const base = findMergeBase(root, mainBranch);
  if (base) return base;
  stop(
    `found no ${mainBranch} branch to compare with (a shallow clone?): fetch it, or name the base with --base <ref>.`,
  );
}

const base = findBase();
const head = {
  commit: git(["rev-parse", "HEAD"]).trim(),
  uncommitted: git(["status", "--porcelain", "--untracked-files=normal"]).trim() !== "",
};
const short = (commit: string) => commit.slice(0, 7);

/** Files that differ between the base and this tree as it is (uncommitted and new files included). */
function changedFiles(): string[] {
  const tracked = git(["diff", "--name-only", "--no-renames", "-z", base.commit]).split("\0");
  const untracked = git(["ls-files", "--others", "--exclude-standard", "-z"]).split("\0");
  return [...new Set([...tracked, ...untracked].filter(Boolean))].sort();
}

// The build reads host variables to decide what kind of build it is: both sides are built the same way.
const hostVariables =
  /^(CONTEXT|BRANCH|HEAD|COMMIT_REF|CF_PAGES.*|VERCEL.*|GITHUB_.*|SITE_PREVIEW|SITE_PRODUCTION_BRANCH|VIKE_CRAWL)$/;

/** Runs the side's own build (`scripts/build.ts`) in `dir` as a preview, each line of its output prefixed. */
function build(dir: string, label: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !hostVariables.test(key)));
  // A preview, so that a branch whose translation is still to come (a draft) builds as it does for reviewers.
  env.SITE_PREVIEW = "1";
  // Its folder is temporary: the guide a preview build ends with (what to open after `npm run serve`) is not ours.
  env.PREVIEW_GUIDE = "0";
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      lines.push(line);
      console.log(`  ${label} │ ${line}`);
    }
  };
  child.stdout.on("data", relay);
  child.stderr.on("data", relay);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`the ${label} did not build (its messages are above).`)),
    );
  });
}

/** Gives a build folder the project's installed packages and the caches shared between builds. */
function shareInstall(dir: string, ownLock: string | undefined) {
  const lock = fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (ownLock !== undefined && ownLock.trim() !== lock.trim()) {
    // The base has other packages: install them there (slower, and its images are encoded afresh).
    console.log("  base │ its package-lock.json differs from this tree's: npm ci…");
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  } else {
    // Encoded images are kept in node_modules/.cache, by source hash: shared.
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  }
  // Social cards are kept by their text in .tmp/og-cards: shared.
  fs.mkdirSync(path.join(root, ".tmp/og-cards"), { recursive: true });
  fs.mkdirSync(path.join(dir, ".tmp"), { recursive: true });
  fs.symlinkSync(path.join(root, ".tmp/og-cards"), path.join(dir, ".tmp/og-cards"));
}

type StoredRecord = Pick<ContentRecord, "file" | "source" | "strings">;
const keep = (records: ContentRecord[]): StoredRecord[] =>
  records.map(({ file, source, strings }) => ({ file, source, strings }));

/** The base's site and content records, built once per commit and kept in <out>/base-<commit>. */
async function buildBase(): Promise<{ dir: string; records: StoredRecord[] }> {
  const cache = path.join(outDir, `base-${short(base.commit)}`);
  const done = path.join(cache, "records.json");
  if (fs.existsSync(done)) {
    console.log(
      `Base ${short(base.commit)} (${base.ref}): built before, reused from ${path.relative(root, cache)}`,
    );
    return { dir: cache, records: JSON.parse(fs.readFileSync(done, "utf8")) as StoredRecord[] };
  }
  // One base at a time is kept.
  for (const entry of fs.existsSync(outDir) ? fs.readdirSync(outDir) : [])
    if (entry.startsWith("base-")) fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
  const from = performance.now();
  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), "visual-base-"));
  console.log(`Base ${short(base.commit)} (${base.ref}): building in a temporary worktree, ${worktree}`);
  git(["worktree", "add", "--detach", "--force", worktree, base.commit]);
  try {
    const lock = tryGit(root, ["show", `${base.commit}:package-lock.json`]);
    shareInstall(worktree, lock);
    await build(worktree, "base");
    const records = keep(loadContent(worktree).records);
    fs.mkdirSync(cache, { recursive: true });
    fs.cpSync(path.join(worktree, "dist/client"), path.join(cache, "site"), { recursive: true });
    fs.writeFileSync(done, JSON.stringify(records));
    console.log(`Base built in ${seconds(from)}`);
    return { dir: cache, records };
  } finally {
    git(["worktree", "remove", "--force", worktree]);
    fs.rmSync(worktree, { recursive: true, force: true });
  }
}

/** This tree as it is, uncommitted files included, built in a temporary copy (dist/ stays as it was). */
async function buildHead(): Promise<{ dir: string; records: StoredRecord[] }> {
  const from = performance.now();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "visual-head-"));
  console.log(
    `This tree (${short(head.commit)}${head.uncommitted ? " with uncommitted changes" : ""}): building in ${copy}`,
  );
  try {
    for (const file of listFiles(root, { untracked: true })) {
      // Files only: a symbolic link to a folder (node_modules linked into a checkout) is not the project's.
      if (file && fs.existsSync(file) && fs.statSync(file).isFile()) fs.cpSync(file, path.join(copy, file));
    }
    shareInstall(copy, undefined);
    await build(copy, "head");
    const records = keep(loadContent(copy).records);
    const dir = path.join(outDir, "head");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.cpSync(path.join(copy, "dist/client"), path.join(dir, "site"), { recursive: true });
    console.log(`This tree built in ${seconds(from)}`);
    return { dir, records };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

const hashOf = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

const changed = changedFiles();
console.log(
  `Comparing ${short(head.commit)}${head.uncommitted ? " (and uncommitted changes)" : ""} with ${base.ref} at ${short(base.commit)}: ${changed.length} changed file${changed.length === 1 ? "" : "s"}${lastTimeNote("visual")}`,
);

async function main() {
  const emptySide: BuiltSide = { pages: new Set(), links: new Map() };
  // Without changed files nothing can look different: no build is needed to say so.
  const sides = changed.length ? { base: await buildBase(), head: await buildHead() } : undefined;
  const built = sides
    ? {
        base: readBuiltSide(path.join(sides.base.dir, "site")),
        head: readBuiltSide(path.join(sides.head.dir, "site")),
      }
    : { base: emptySide, head: emptySide };
  const selection = selectPages(
    changed,
    {
      base: (sides?.base.records ?? []) as ContentRecord[],
      head: (sides?.head.records ?? []) as ContentRecord[],
    },
    built,
  );
  const urls = [...selection.pages.keys()];
  if (selection.all) console.log(`Every page (${urls.length}): ${selection.all}`);
  else {
    console.log(`Pages to shoot: ${urls.length}`);
    for (const [url, reason] of selection.pages) console.log(`  ${url}  (${reason})`);
  }

  // Screenshots: the base's are kept with its build (for this Chromium and this way of shooting).
  const shootFrom = performance.now();
  const shooter = await startShooter();
  const version = `${shooter.version.replace(/[^\w.]/g, "")}-v${shootVersion}`;
  const shots = {
    base: path.join(sides?.base.dir ?? outDir, `shots-${version}`),
    head: path.join(outDir, "head", "shots"),
  };
  let shot = 0;
  const total = urls.reduce(
    (sum, url) => sum + widths.length * (+built.base.pages.has(url) + +built.head.pages.has(url)),
    0,
  );
  // Each shot says how long the rest will take at the pace of this run's own shots so far.
  let shotsDone = 0;
  const progress = (side: string) => (name: string) => {
    shot++;
    shotsDone++;
    const left = timeLeft(shotsDone, shotsDone + (total - shot), performance.now() - shootFrom);
    console.log(`  [${shot}/${total}] ${side} ${name}${left ? ` · ${left}` : ""}`);
  };
  let reused = 0;
  try {
    if (sides) {
      const baseUrls = urls.filter((url) => built.base.pages.has(url));
      const missing = baseUrls.filter((url) =>
        widths.some((width) => !fs.existsSync(path.join(shots.base, shotName(url, width)))),
      );
      reused = (baseUrls.length - missing.length) * widths.length;
      shot += reused;
      if (reused) console.log(`  base: ${reused} screenshots taken before, reused`);
      await shooter.shoot(path.join(sides.base.dir, "site"), missing, shots.base, progress("base"));
      fs.rmSync(shots.head, { recursive: true, force: true });
      await shooter.shoot(
        path.join(sides.head.dir, "site"),
        urls.filter((url) => built.head.pages.has(url)),
        shots.head,
        progress("head"),
      );
    }
    console.log(`Screenshots in ${seconds(shootFrom)}`);
    await report(urls, built, shots, selection.all, reused, shooter);
  } finally {
    await shooter.close();
  }
}

async function report(
  urls: string[],
  built: { base: BuiltSide; head: BuiltSide },
  shots: { base: string; head: string },
  all: string | undefined,
  reused: number,
  shooter: Shooter,
) {
  const shot = urls.reduce(
    (sum, url) => sum + widths.length * (+built.base.pages.has(url) + +built.head.pages.has(url)),
    0,
  );

  // Pairs with the same bytes are the same picture; the others go to reg-cli.
  const compareFrom = performance.now();
  const reportDir = path.join(outDir, "report");
  fs.rmSync(reportDir, { recursive: true, force: true });
  for (const dir of Object.values(reportDirs)) fs.mkdirSync(path.join(reportDir, dir), { recursive: true });
  const verdicts = new Map<string, VisualChange | "identical">();
  for (const url of urls) {
    for (const width of widths) {
      const name = shotName(url, width);
      const before = path.join(shots.base, name);
      const after = path.join(shots.head, name);
      const has = { before: built.base.pages.has(url), after: built.head.pages.has(url) };
      if (has.before && has.after && hashOf(before) === hashOf(after)) {
        verdicts.set(name, "identical");
        continue;
      }
      verdicts.set(name, has.before && has.after ? "changed" : has.after ? "added" : "removed");
      for (const [side, file] of [
        ["before", before],
        ["after", after],
      ] as const) {
        if (!has[side]) continue;
        fs.mkdirSync(path.dirname(path.join(reportDir, reportDirs[side], name)), { recursive: true });
        fs.copyFileSync(file, path.join(reportDir, reportDirs[side], name));
      }
    }
  }
  const toCompare = [...verdicts.values()].filter((verdict) => verdict === "changed").length;
  if (toCompare) console.log(`Comparing ${toCompare} pair${toCompare === 1 ? "" : "s"} that differ…`);
  const result = await compareShots(reportDir, (line) => console.log(`  reg-cli │ ${line}`));
  // Different bytes can still be the same pixels: reg-cli passes those.
  for (const name of result.passedItems) verdicts.set(name, "identical");
  console.log(`Compared in ${seconds(compareFrom)}`);

  const count = (verdict: string) => [...verdicts.values()].filter((value) => value === verdict).length;
  const pages = new Map<string, Partial<Record<number, VisualChange>>>();
  for (const [name, verdict] of [...verdicts].sort(([a], [b]) => a.localeCompare(b))) {
    if (verdict === "identical") continue;
    const { url, width } = urlOfShot(name);
    pages.set(url, { ...pages.get(url), [width]: verdict });
  }
  const summary: VisualSummary = {
    base: { ref: base.ref, commit: short(base.commit) },
    head: { commit: short(head.commit), uncommitted: head.uncommitted },
    widths: [...widths],
    ...(all ? { all } : {}),
    counts: {
      pages: urls.length,
      shot,
      identical: count("identical"),
      changed: count("changed"),
      added: count("added"),
      removed: count("removed"),
    },
    pages: [...pages].map(([url, byWidth]) => ({ url, widths: byWidth })),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    madeAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(reportDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  recordDuration("visual", performance.now() - started);
  writeReportPage(reportDir, banner(summary));
  const elsewhere = await shooter.requestsElsewhere(path.join(reportDir, "index.html"));
  if (elsewhere.length) throw new Error(`the report asked for files on other hosts: ${elsewhere.join(", ")}`);

  const { counts } = summary;
  const noChange = counts.changed + counts.added + counts.removed === 0;
  console.log(
    `\n${noChange ? "No visual change" : `Visual changes on ${pages.size} page${pages.size === 1 ? "" : "s"}`}: ` +
      `${counts.shot} shot (${reused} reused), ${counts.identical} identical, ${counts.changed} changed, ` +
      `${counts.added} added, ${counts.removed} removed, in ${summary.seconds.toFixed(1)} s`,
  );
  console.log(
    `Report: ${path.relative(root, path.join(reportDir, "index.html"))} (npm run build:preview publishes it at /preview/visual)`,
  );
  // On GitHub Actions, the same in the run's summary, with the pages that look different.
  if (process.env.GITHUB_STEP_SUMMARY) {
    const label = { changed: "changed", added: "new page", removed: "removed" };
    const rows = summary.pages.map(
      ({ url, widths: byWidth }) =>
        `| \`${url}\` | ${widths.map((width) => (byWidth[width] ? label[byWidth[width]] : "same")).join(" | ")} |`,
    );
    const table = rows.length
      ? [
          "",
          `| Page | ${widths.map((width) => `${width} px`).join(" | ")} |`,
          `|---${"|---".repeat(widths.length)}|`,
          ...rows,
        ]
      : [];
    fs.appendFileSync(
      process.env.GITHUB_STEP_SUMMARY,
      [
        `### ${noChange ? "No visual change" : `Visual changes on ${pages.size} page${pages.size === 1 ? "" : "s"}`}`,
        "",
        `${short(head.commit)} compared with ${base.ref} at ${short(base.commit)}: ${counts.shot} screenshots, ${counts.identical} identical, ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed, in ${summary.seconds.toFixed(1)} s.`,
        ...table,
        "",
      ].join("\n"),
    );
  }
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

/** The line above reg-cli's comparison: what was compared with what, and the counts. */
function banner(summary: VisualSummary): string {
  const { counts } = summary;
  const noChange = counts.changed + counts.added + counts.removed === 0;
  const headline = noChange
    ? "No visual change"
    : `${summary.pages.length} page${summary.pages.length === 1 ? "" : "s"} look different`;
  const head = `${summary.head.commit}${summary.head.uncommitted ? " with uncommitted changes" : ""}`;
  return `<header style="font:15px/1.5 system-ui,sans-serif;padding:12px 20px;background:#1b2340;color:#fff">
<strong style="font-size:17px">${escape(headline)}</strong>
<span> · ${escape(head)} compared with ${escape(summary.base.ref)} at ${escape(summary.base.commit)} · ${summary.widths.join(" px and ")} px, English and Japanese</span><br>
<span>${counts.pages} page${counts.pages === 1 ? "" : "s"} chosen${summary.all ? ` (every page: ${escape(summary.all)})` : ""}, ${counts.shot} screenshots: ${counts.identical} identical, ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed · ${summary.seconds.toFixed(1)} s</span>
</header>`;
}

try {
  await main();
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}
