// `npm run format:content [-- <files>]`: brings content files to the one form the editor writes
// (pipeline/content/canonical-form.ts), so that a later save in the editor changes only what a writer changed.
// Only the layout changes (quotes, indents, blank lines, line ends), never a word. With no files, every file
// the editor writes; `npm run check` refuses a file not in this form.
import "../pipeline/node-version-guard";
import fs from "node:fs";
import path from "node:path";
import { formatEditorFiles, isEditorFile, listEditorFiles } from "../pipeline/content/editor-files";
import { formatProblemLine } from "../pipeline/content/problems";

const root = process.cwd();
const named = process.argv.slice(2).filter((arg) => arg !== "--");
const files = named.length
  ? named.map((arg) => path.relative(root, path.resolve(root, arg)).split(path.sep).join("/"))
  : listEditorFiles(root);
// Only content/'s files: a named .mdx elsewhere (`/tmp/x.mdx`, `../other/x.mdx`) was rewritten in place, outside the
// repository (stop 81, A5).
const refused = files.filter(
  (file) => !file.startsWith("content/") || !isEditorFile(file) || !fs.existsSync(path.join(root, file)),
);
for (const file of refused)
  console.error(
    `${file}: is not a content file the editor writes (an .mdx file, content/ui/*.json or content/site.json)`,
  );
if (refused.length) process.exit(1);

// Read as the check reads them: never through a link, and only UTF-8 text (editor-files.ts).
const { changed, unreadable, problems } = formatEditorFiles(root, files);
for (const file of changed) console.log(`formatted ${file}`);
for (const file of unreadable)
  console.error(
    `${file}: left as it is, its frontmatter or JSON cannot be read: \`npm run check\` says where`,
  );
for (const problem of problems) console.error(`${formatProblemLine(problem)} (left as it is)`);
console.log(
  `${changed.length} of ${files.length} files brought to the editor's form${changed.length ? "" : " (all were in it)"}.`,
);
if (unreadable.length || problems.length) process.exit(1);
