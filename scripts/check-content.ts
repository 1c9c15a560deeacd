// `npm run check`: validates everything in content/ and lists every problem at once.
import os from "node:os";
import { checkContent } from "../renderer/content/check";
import { formatProblems } from "../renderer/content/problems";
import { createCheckPool } from "./lib/check-pool";

// A large site is checked on every core; a small one in this thread (see check-pool.ts).
const pool = createCheckPool(os.availableParallelism());
const problems = await checkContent(process.cwd(), { runFileChecks: pool.check }).finally(pool.close);
if (problems.length) {
  console.error(formatProblems("Content check found", problems));
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log(
  "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
