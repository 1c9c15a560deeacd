// `npm run check`: validates everything in content/ and lists every problem at once.
import os from "node:os";
import { checkContent } from "../renderer/content/check";
import { formatProblemLine } from "../renderer/content/loader";
import { createCheckPool } from "./lib/check-pool";

// A large site is checked on every core; a small one in this thread (see check-pool.ts).
const pool = createCheckPool(os.availableParallelism());
const problems = await checkContent(process.cwd(), { runFileChecks: pool.check }).finally(pool.close);
if (problems.length) {
  console.error(`Content check found ${problems.length} problem${problems.length > 1 ? "s" : ""}:\n`);
  for (const problem of problems) console.error(`  ${formatProblemLine(problem)}`);
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log(
  "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
