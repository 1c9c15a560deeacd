// `npm run build`: content check (all but the Japanese style check, which is `npm run check`'s), then vike
// build + prerender, scripts deferred past the first paint, host files, feeds and social cards.
// Any failure prints the problems (never a stack trace), exits non-zero and leaves no dist/ behind.
import fs from "node:fs";
import { build, prerender } from "vike/api";
import { checkContent } from "../renderer/content/check";
import { loadContent } from "../renderer/content/loader";
import { formatProblems } from "../renderer/content/problems";
import { deferScriptsInSite } from "./lib/deferred-scripts";
import { writeFeeds } from "./lib/feeds";
import { writeHostFiles } from "./lib/host-files";
import { contentCards, drawCardsAhead, writeOgCards } from "./lib/og-cards";
import { resolvePreview } from "./lib/preview";
import { checkPageIds } from "./lib/page-ids";

const dist = "dist";

function fail(lines: string[]): never {
  fs.rmSync(dist, { recursive: true, force: true });
  console.error(lines.join("\n"));
  console.error(
    "\nThe build stopped; no site was written. Fix the problems above and run `npm run build` again.",
  );
  process.exit(1);
}

const timings: string[] = [];
/** Runs one step of the build and notes its time for the summary line. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const from = performance.now();
  // One line when a step starts, so a long first build always says where it is.
  console.log(`${name}…`);
  const result = await run();
  const detail = typeof result === "string" ? ` (${result})` : "";
  timings.push(`${name} ${((performance.now() - from) / 1000).toFixed(1)} s${detail}`);
  return result;
}

// Checks the content of the current folder, so a test can run the build on a bad fixture.
const loaded = await step("content load", () => loadContent(process.cwd()));
// The Japanese style check is `npm run check`'s (CI runs it before the build): style never breaks a page,
// and on a large site it would be most of the build's time.
const problems = await step("content check", () => checkContent(process.cwd(), { loaded, style: false }));
if (problems.length) {
  fail([formatProblems("Content check found", problems)]);
}

// Social cards take a while to draw; start on the content's titles now, alongside the build.
const cards = contentCards(loaded.content, { preview: resolvePreview() !== null });
const cardsAhead = drawCardsAhead(cards);
cardsAhead.catch(() => {}); // A card that cannot be drawn fails writeOgCards below, with its reason.

try {
  fs.rmSync(dist, { recursive: true, force: true });
  // Prerender through the API, not vike's auto-run: auto-run prints a stack trace and exits on a page error,
  // skipping the clean-up below; the API hands the error back to us.
  // The content plugin serves this load, already checked, to the pages (renderer/content/vite-plugin.ts).
  await step("vite build", () =>
    build({
      // Warnings only: Vite's list of every file it wrote is hundreds of lines a writer cannot act on.
      viteConfig: { kizunaContent: loaded, logLevel: "warn" },
      vikeConfig: { prerender: { disableAutoRun: true } },
    }),
  );
  await step("prerender", () => prerender({ viteConfig: { logLevel: "warn" } }));
  // Before the host files: the CSP lists the hash of the loader this adds to every page.
  await step("deferred scripts", () => deferScriptsInSite(`${dist}/client`));
  await step("page ids", () => checkPageIds(`${dist}/client`, loaded.content));
  await step("host files", () => writeHostFiles(`${dist}/client`));
  await step("feeds", () => writeFeeds(`${dist}/client`, loaded.content));
  await step("social cards", async () => {
    const { cards: written, drawn } = await writeOgCards(`${dist}/client`, cards);
    const ahead = await cardsAhead;
    return `${written} cards; drawn: ${ahead} while the site was built, ${drawn} after`;
  });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  fail([`Build failed: ${message.split("\n    at ")[0]}`]);
}
console.log(`Times: ${timings.join(" · ")}`);
console.log("Build complete: dist/client holds the static site.");
