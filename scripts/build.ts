// `npm run build`: content check (all but the Japanese style check, which is `npm run check`'s), then vike
// build + prerender, host files, the search index, feeds and social cards.
// Any failure prints the problems (never a stack trace), exits non-zero and leaves no dist/ behind. The site is
// built in a fresh folder and put in place only when every step has passed (pipeline/output/build-output.ts), so a
// build stopped halfway (Ctrl-C, a killed job) leaves the previous site as it was.
import "../pipeline/node-version-guard";
import "./lib/content-folder-guard";
import "../pipeline/output/production-mode";
import fs from "node:fs";
// Only the content check is imported before the content is checked: the site's own modules import content
// files as modules (the interface text, the site facts), and a broken one (a folder named ui/jp.json) would
// stop the build with Node's stack trace before the check could name it. The rest is imported below.
import { checkContent } from "../pipeline/content/check";
import { loadContent, type ContentRecord } from "../pipeline/content/loader";
import { formatProblemLine, formatProblems, partitionDrafts } from "../pipeline/content/problems";
import { detectPreview, resolvePreview } from "../pipeline/preview/vite-plugin";
import { describeBuildError } from "../pipeline/output/build-error";
import { publishBuild, removeBuild, stagingDir } from "../pipeline/output/build-output";
import { lastDuration, lastTimeNote, recordDuration } from "./lib/durations";
import { watchForStall } from "./lib/stall-watch";

const dist = "dist";
const staged = stagingDir(dist);
const client = `${staged}/client`;

function fail(lines: string[]): never {
  fs.rmSync(staged, { recursive: true, force: true });
  removeBuild(dist);
  console.error(lines.join("\n"));
  console.error(
    "\nThe build stopped; no site was written. Fix the problems above and run `npm run build` again.",
  );
  process.exit(1);
}

/** Files of a kind under a folder, subfolders included. */
function countFiles(dir: string, extension: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension)).length;
}

const timings: string[] = [];
let currentStep = "start";
/** Runs one step of the build and notes its time for the summary line. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const from = performance.now();
  currentStep = name;
  // One line when a step starts, so a long first build always says where it is, with the time the step took on
  // this computer last time when it took long enough to wait for (the first build's images say their own).
  const last = lastDuration(`build:${name}`);
  console.log(`${name}${last !== undefined && last >= 10_000 ? lastTimeNote(`build:${name}`) : ""}…`);
  const result = await run();
  const detail = typeof result === "string" ? ` (${result})` : "";
  recordDuration(`build:${name}`, performance.now() - from);
  timings.push(`${name} ${((performance.now() - from) / 1000).toFixed(1)} s${detail}`);
  return result;
}

// A build that fails leaves no site (fail() removes it), so a stale dist/ can never pass for the new one; one
// that is stopped leaves the previous site whole, with its marker.
// Ctrl-C or a stop request: this build's folder goes, dist/ stays as it was.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => {
    fs.rmSync(staged, { recursive: true, force: true });
    console.error(`\nThe build was stopped; ${dist}/ is as it was before it.`);
    process.exit(130);
  });
// A build that waits for ever ends: the bundler once panicked in its own thread on a file name that is not UTF-8,
// and the build then waited, idle, for a promise nothing would settle (scripts/lib/stall-watch.ts).
const stallMinutes = 3;
const stallWatch = watchForStall({
  quietMs: stallMinutes * 60_000,
  onStall: () =>
    fail([
      `Build failed: the step "${currentStep}" has done no work for ${stallMinutes} minutes and waits for something that will not come; the lines above say what stopped it (such as "Rolldown panicked" and the file it names).`,
    ]),
});
let records: ContentRecord[] = [];
try {
  // Checks the content of the current folder, so a test can run the build on a bad fixture.
  const loaded = await step("content load", () => loadContent(process.cwd()));
  records = loaded.records;
  // The Japanese style check is `npm run check`'s (CI runs it before the build): style never breaks a page,
  // and on a large site it would be most of the build's time.
  const problems = await step("content check", () => checkContent(process.cwd(), { loaded, style: false }));
  // A preview build shows a missing or unfinished translation as a draft; production refuses it (docs/deploy.md).
  const { refused, drafts } = partitionDrafts(problems, detectPreview(process.env) !== null);
  if (refused.length) {
    fail([formatProblems("Content check found", refused)]);
  }
  const { findPendingReviews, findStaleFacts } = await import("../pipeline/content/disclosures");
  // Facts today's date has made wrong (an "upcoming" project whose start has passed) and wording counsel has
  // not confirmed yet: shown, never refused.
  const staleFacts = [...findStaleFacts(loaded), ...findPendingReviews(process.cwd())];
  if (staleFacts.length) console.warn(formatProblems("Content check warns of", staleFacts));
  if (drafts.length) {
    console.log(
      `Preview: ${drafts.length} unfinished translation${drafts.length === 1 ? " shown as a draft" : "s shown as drafts"} (a production build refuses ${drafts.length === 1 ? "it" : "them"}):\n${drafts.map((problem) => `  ${formatProblemLine(problem)}`).join("\n")}`,
    );
  }

  const [
    { build, prerender },
    { writeFeeds },
    { writeHostFiles },
    og,
    { checkPageIds },
    { buildAdmin },
    { writeSearchIndex },
    { publishReport },
    { visualReportDir, visualReportPath },
  ] = await Promise.all([
    import("vike/api"),
    import("../pipeline/output/feeds"),
    import("../pipeline/output/host-files"),
    import("../pipeline/output/og-cards"),
    import("../pipeline/output/page-ids"),
    import("../pipeline/output/admin"),
    import("../pipeline/output/search-index"),
    import("../pipeline/preview/visual-report"),
    import("../lib/preview"),
  ]);
  const { writeFontSubsets } = await import("../pipeline/output/subset-fonts");
  const { removeUnusedScripts } = await import("../pipeline/output/unused-scripts");
  const { inlineStylesheets, removeUnlinkedSheets } = await import("../pipeline/output/inline-stylesheets");
  const { contentCards, drawCardsAhead, startCardThread, writeOgCards } = og;
  // The social cards' thread loads its fonts on the other core while the cards are drawn from the content's
  // titles, alongside the build.
  startCardThread();
  // Social cards take a while to draw; start on the content's titles now, alongside the build.
  const cards = contentCards(loaded.content, { preview: resolvePreview() !== null });
  const cardsAhead = drawCardsAhead(cards);
  cardsAhead.catch(() => {}); // A card that cannot be drawn fails writeOgCards below, with its reason.
  // Prerender through the API, not vike's auto-run: auto-run prints a stack trace and exits on a page error,
  // skipping the clean-up below; the API hands the error back to us.
  // The content plugin serves this load, already checked, to the pages (pipeline/vite/content-plugin.ts).
  await step("vite build", () =>
    build({
      // Warnings only: Vite's list of every file it wrote is hundreds of lines a writer cannot act on; and
      // no table of plugin timings (rolldown's, printed when plugins take long, as image encoding does on
      // a first build): the image plugin reports its own progress.
      viteConfig: {
        kizunaContent: loaded,
        logLevel: "warn",
        build: { outDir: staged, rolldownOptions: { checks: { bundlerTimings: false } } },
      },
      vikeConfig: { prerender: { disableAutoRun: true } },
    }),
  );
  await step("prerender", async () => {
    // vike prints a line for every file it writes (two per page: 160 lines for this site, 4,000 with a
    // thousand articles), with console.log and no setting to turn it off; its warnings and errors use
    // console.warn and console.error, which still show. The step's line reports the count instead.
    const log = console.log;
    console.log = () => {};
    try {
      await prerender({ viteConfig: { logLevel: "warn", build: { outDir: staged } } });
    } finally {
      console.log = log;
    }
    return `${countFiles(client, ".html")} pages`;
  });
  await step("page ids", () => checkPageIds(client, loaded.content));
  // The brand's faces, each cut down to the letters the English pages draw in it (lib/typography/heading-font.ts).
  await step("font subsets", () => writeFontSubsets(client));
  // Each page paints from its HTML alone: its stylesheet inline (pipeline/output/inline-stylesheets.ts), before
  // the host files hash what the pages inline.
  const inlined = await step("inline styles", () => inlineStylesheets(client));
  // The content editor at /admin, in every build (docs/architecture.md, "The content editor").
  await step("content editor", () => buildAdmin(client));
  // The before-and-after screenshots of `npm run visual`, when it ran: reviewers' only (docs/deploy.md).
  if (resolvePreview()) {
    await step("visual report", () => {
      const pictures = publishReport(visualReportDir, client, visualReportPath);
      return pictures === undefined
        ? `none: run \`npm run visual\` before the preview build to include it`
        : `${pictures} pictures at ${visualReportPath}`;
    });
  }
  await step("host files", () => writeHostFiles(client));
  // The site search's index of every page of content, one per language (docs/search.md).
  await step("search index", () => writeSearchIndex(client));
  await step("feeds", () => writeFeeds(client, loaded.content));
  // The bundler's client entries for pages that are HTML only, and the chunks only they import (unused-scripts.ts).
  await step("unused scripts", () => {
    const { count, bytes } = removeUnusedScripts(client);
    return `${count} left out, ${Math.round(bytes / 1024)} KB`;
  });
  // The sheets now inline, which only those scripts still named.
  await step("unlinked styles", () => `${removeUnlinkedSheets(client, inlined.sheets)} left out`);
  await step("social cards", async () => {
    const { cards: written, drawn } = await writeOgCards(client, cards);
    const ahead = await cardsAhead;
    return `${written} cards; drawn: ${ahead} while the site was built, ${drawn} after`;
  });
  await step("publish", () => publishBuild(staged, dist));
} catch (error) {
  fail([describeBuildError(error)]);
}
stallWatch.stop();
console.log(`Times: ${timings.join(" · ")}`);
if (resolvePreview() && process.env.PREVIEW_GUIDE !== "0") {
  // A preview build ends by saying where to look: the reviewers' pages and the pages this branch changed.
  const [{ getReviews }, { previewGuide }] = await Promise.all([
    import("../pipeline/preview/reviews"),
    import("../pipeline/preview/guide"),
  ]);
  const { changes } = getReviews(process.cwd(), records);
  console.log(previewGuide(changes, `http://localhost:${process.env.PORT ?? 3000}`).join("\n"));
} else console.log("Build complete: dist/client holds the static site.");
