// `npm run check:site`: every gate over the built site in dist/client (the tracked files' secret scan is a unit test).
// Prints one `page: problem` line per finding and exits non-zero if there is any.
import "../../pipeline/node-version-guard";
import fs from "node:fs";
import { countProblems } from "../../pipeline/content/problems";
import { site } from "../../lib/site";
import { checkSite } from "./site-check";

const clientDir = process.argv[2] ?? "dist/client";
if (!fs.existsSync(`${clientDir}/404.html`)) {
  console.error(`No built site in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const problems = await checkSite(clientDir, site.url);
for (const problem of problems) console.error(`${problem.page}: ${problem.message}`);
if (problems.length) {
  console.error(`\nThe site check found ${countProblems(problems.length)}.`);
  process.exit(1);
}
console.log(
  `Site check passed: ${clientDir} (HTML, links, head and sitemap, headers, the content editor at /admin, the search index, secrets, no preview leftovers, no invisible characters, no unused scripts).`,
);
