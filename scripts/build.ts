// `npm run build`: content check, then vike build + prerender, scripts deferred past the first paint, then host files.
// Any failure prints the problems (never a stack trace), exits non-zero and leaves no dist/ behind.
import fs from "node:fs";
import { build, prerender } from "vike/api";
import { checkContent } from "../renderer/content/check";
import { formatProblemLine, getContent, loadContent, shareContent } from "../renderer/content/loader";
import { deferScriptsInSite } from "./lib/deferred-scripts";
import { writeFeeds } from "./lib/feeds";
import { writeHostFiles } from "./lib/host-files";
import { writeOgCards } from "./lib/og-cards";

const dist = "dist";

function fail(lines: string[]): never {
  fs.rmSync(dist, { recursive: true, force: true });
  console.error(lines.join("\n"));
  console.error(
    "\nThe build stopped; no site was written. Fix the problems above and run `npm run build` again.",
  );
  process.exit(1);
}

// Checks the content of the current folder, so a test can run the build on a bad fixture.
const loaded = loadContent(process.cwd());
const problems = await checkContent(process.cwd(), loaded);
if (problems.length) {
  fail([
    `Content check found ${problems.length} problem${problems.length > 1 ? "s" : ""}:\n`,
    ...problems.map((problem) => `  ${formatProblemLine(problem)}`),
  ]);
}

process.env.KIZUNA_CONTENT_CHECKED = "1";
// The prerender and the feeds read the content through getContent(): this load serves them too.
shareContent(loaded.content);

try {
  fs.rmSync(dist, { recursive: true, force: true });
  // Prerender through the API, not vike's auto-run: auto-run prints a stack trace and exits on a page error,
  // skipping the clean-up below; the API hands the error back to us.
  await build({ vikeConfig: { prerender: { disableAutoRun: true } } });
  await prerender();
  // Before the host files: the CSP lists the hash of the loader this adds to every page.
  deferScriptsInSite(`${dist}/client`);
  writeHostFiles(`${dist}/client`);
  writeFeeds(`${dist}/client`, getContent());
  await writeOgCards(`${dist}/client`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  fail([`Build failed: ${message.split("\n    at ")[0]}`]);
}
console.log("Build complete: dist/client holds the static site.");
