// `npm run check`: validates everything in content/ and lists every problem at once.
import { checkContent } from "../renderer/content/check";
import { findStaleFacts } from "../renderer/content/disclosures";
import { loadContent } from "../renderer/content/loader";
import { formatProblems } from "../renderer/content/problems";

const loaded = loadContent(process.cwd());
const problems = await checkContent(process.cwd(), { loaded });
// Facts today's date has made wrong (an "upcoming" project whose start has passed): shown, not refused.
const warnings = findStaleFacts(loaded);
if (warnings.length)
  console.warn(`${formatProblems("Content check warns of", warnings)}
`);
if (problems.length) {
  console.error(formatProblems("Content check found", problems));
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log(
  "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
