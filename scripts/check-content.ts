// `npm run check`: validates everything in content/ and lists every problem at once.
import { formatProblemLine, loadContent } from "../renderer/content/loader";

const { problems } = loadContent();
if (problems.length) {
  console.error(`Content check found ${problems.length} problem${problems.length > 1 ? "s" : ""}:\n`);
  for (const problem of problems) console.error(`  ${formatProblemLine(problem)}`);
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log("Content check passed: every file matches its schema and has its twin.");
