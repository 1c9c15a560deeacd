// `npm run check`: validates everything in content/ and lists every problem at once.
// `npm run check -- <files>`: the same, but the style and glossary check (textlint, most of the time) reads only
// the files named and their twins; every other rule (schemas, twins, links into and out of every page) still
// covers the whole site. CI runs the full check.
import "../pipeline/node-version-guard";
import fs from "node:fs";
import path from "node:path";
import { styleFilesOf } from "../pipeline/content/check-files";
import { startStyleCheck } from "../pipeline/content/style-check";
import { refuseForeignContentFolder } from "./lib/content-folder";
import { lastTimeNote, recordDuration } from "./lib/durations";

const root = process.cwd();
refuseForeignContentFolder(root, "The check");
const named = process.argv.slice(2).filter((arg) => arg !== "--");
const { files, unknown } = styleFilesOf(root, named);
for (const arg of unknown)
  console.error(
    `${arg}: ${fs.existsSync(path.resolve(root, arg)) ? "is not a content file" : "does not exist"}; the check takes files in content/, such as content/insights/my-article.en.mdx`,
  );
if (unknown.length) process.exit(1);

// A progress line first: on a busy machine a check takes minutes, and a silent terminal looks stuck. It says how
// long the same kind of check took here last time, the only estimate that holds for this computer.
const started = performance.now();
const step = named.length ? "check:files" : "check";
console.log(
  named.length
    ? `Checking ${files.size} files in full, and the whole site's schemas, twins, links and images${lastTimeNote(step) || ": about 13 s of processor time for a pair (measured on a 2-core Linux machine), longer while the computer is busy with other work"}…`
    : `Checking every file in content/ (the Japanese style check is most of the time; files unchanged since the last check are not linted again)${lastTimeNote(step)}…`,
);
// The style check starts first, on a thread of its own; the site's modules load only then (a second).
const style = startStyleCheck(root, named.length ? [...files] : undefined);
const [
  { checkContent },
  { findPendingReviews, findStaleFacts },
  { loadContent },
  { formatProblems },
  { checkCanonicalForm },
  { isEditorFile, listEditorFiles, readEditorTexts },
] = await Promise.all([
  import("../pipeline/content/check"),
  import("../pipeline/content/disclosures"),
  import("../pipeline/content/loader"),
  import("../pipeline/content/problems"),
  import("../pipeline/content/canonical-form"),
  import("../pipeline/content/editor-files"),
]);
const loaded = loadContent(root);
const problems = await checkContent(root, {
  loaded,
  styleFiles: named.length ? files : undefined,
  lint: style.lint,
});
// The editor's form (a save must change only what a writer changed): the check's, not the build's, to refuse.
problems.push(
  ...checkCanonicalForm(
    readEditorTexts(root, named.length ? [...files].filter(isEditorFile) : listEditorFiles(root)),
  ),
);
// Facts today's date has made wrong (an "upcoming" project whose start has passed) and wording counsel has
// not confirmed yet: shown, not refused.
const warnings = [...findStaleFacts(loaded), ...findPendingReviews(root)];
if (warnings.length) console.warn(`${formatProblems("Content check warns of", warnings)}\n`);
const again = named.length ? `npm run check -- ${named.join(" ")}` : "npm run check";
recordDuration(step, performance.now() - started);
if (problems.length) {
  console.error(formatProblems("Content check found", problems));
  console.error(`\nFix these in the files named above, then run \`${again}\` again.`);
  process.exit(1);
}
console.log(
  named.length
    ? `Content check passed: ${files.size > 4 ? `${files.size} files` : [...files].join(", ")} in full, with the whole site's schemas, twins, links and images. \`npm run check\` with no file names also checks the style of every other file, as CI does.`
    : "Content check passed: every file matches its schema, has its twin, and every body, link, image and Japanese text is in order.",
);
