// `npm run check`: validates everything in content/ and lists every problem at once.
import { checkContent } from "../renderer/content/check";
import { formatProblemLine } from "../renderer/content/loader";

const problems = await checkContent();
if (problems.length) {
  console.error(`Content check found ${problems.length} problem${problems.length > 1 ? "s" : ""}:\n`);
  for (const problem of problems) console.error(`  ${formatProblemLine(problem)}`);
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log(
  "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
