// `npm run format:content [-- <files>]`: brings content files to the one form the editor writes
// (pipeline/content/canonical-form.ts), so that a later save in the editor changes only what a writer changed.
// Only the layout changes (quotes, indents, blank lines, line ends), never a word. With no files, every file
// the editor writes; `npm run check` refuses a file not in this form.
import fs from "node:fs";
import path from "node:path";
import { canonicalForm } from "../pipeline/content/canonical-form";
import { isEditorFile, listEditorFiles } from "../pipeline/content/editor-files";

const root = process.cwd();
const named = process.argv.slice(2).filter((arg) => arg !== "--");
const files = named.length
  ? named.map((arg) => path.relative(root, path.resolve(root, arg)).split(path.sep).join("/"))
  : listEditorFiles(root);
const refused = files.filter((file) => !isEditorFile(file) || !fs.existsSync(path.join(root, file)));
for (const file of refused)
  console.error(
    `${file}: is not a content file the editor writes (an .mdx file, content/ui/*.json or content/site.json)`,
  );
if (refused.length) process.exit(1);

const changed: string[] = [];
const unreadable: string[] = [];
for (const file of files) {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const canonical = canonicalForm(file, source);
  if (canonical === undefined) unreadable.push(file);
  else if (canonical !== source) {
    fs.writeFileSync(path.join(root, file), canonical);
    changed.push(file);
  }
}
for (const file of changed) console.log(`formatted ${file}`);
for (const file of unreadable)
  console.error(
    `${file}: left as it is, its frontmatter or JSON cannot be read: \`npm run check\` says where`,
  );
console.log(
  `${changed.length} of ${files.length} files brought to the editor's form${changed.length ? "" : " (all were in it)"}.`,
);
if (unreadable.length) process.exit(1);
