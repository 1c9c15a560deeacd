// `npm run check`: validates everything in content/ and lists every problem at once.
import { checkContent } from "../renderer/content/check";
import { formatProblems } from "../renderer/content/problems";

const problems = await checkContent(process.cwd());
if (problems.length) {
  console.error(formatProblems("Content check found", problems));
  console.error("\nFix these in the files named above, then run `npm run check` again.");
  process.exit(1);
}
console.log(
  "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
