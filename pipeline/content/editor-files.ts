// The content files the editor writes, and so the ones kept in its form (canonical-form.ts): every item's and
// page's .mdx file, the interface text and the company facts, as repository-relative paths.
import fs from "node:fs";
import path from "node:path";
import { canonicalForm } from "./canonical-form.ts";
import { contentPathProblem, listContentFiles, maxTextBytes, readContentText } from "./content-files.ts";
import type { Problem } from "./problems.ts";

const editorData = [
  "content/ui/en.json",
  "content/ui/jp.json",
  "content/ui/translation-checked.json",
  "content/site.json",
];

export function listEditorFiles(root: string): string[] {
  const { files } = listContentFiles(root);
  return [
    ...files.filter((file) => file.endsWith(".mdx")),
    ...editorData.filter((file) => fs.existsSync(path.join(root, file))),
  ].sort();
}

export const isEditorFile = (file: string) => file.endsWith(".mdx") || editorData.includes(file);

/**
 * Each of `files` that can be read, with its text, as the walk of content/ reads it (readContentText): never through
 * a link, a folder or a file past the size a text may have, which the walk reports. Read with fs.readFileSync, a
 * `content/ui/en.json` linked to a pipe held `npm run check` for ever (probe 75, L1).
 */
export function readEditorTexts(root: string, files: readonly string[]): [string, string][] {
  return files.flatMap((file) => {
    const text = readContentText(root, file, []);
    return text === undefined ? [] : [[file, text] as [string, string]];
  });
}

/**
 * `npm run format:content`: brings each of `files` to the editor's form, writing only a file it could read as the
 * check reads one: not a link or below one, a file and not a folder, UTF-8, at most `maxTextBytes`. Read with
 * fs.readFileSync and written back with fs.writeFileSync, a `content/site.json` committed as a link to a JSON file
 * elsewhere was rewritten there, outside the repository, and one linked to /dev/zero was read without end (stop 76,
 * L2); a file in another encoding came back with its letters replaced by U+FFFD. Returns the files it changed, those
 * whose frontmatter or JSON it cannot read (left as they are), and the problems of the files it did not read.
 */
export function formatEditorFiles(
  root: string,
  files: readonly string[],
): { changed: string[]; unreadable: string[]; problems: Problem[] } {
  const changed: string[] = [];
  const unreadable: string[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const linked = contentPathProblem(root, path.join(root, file));
    if (linked) {
      problems.push(linked);
      continue;
    }
    const before = problems.length;
    const source = readContentText(root, file, problems);
    if (source === undefined) {
      if (problems.length === before)
        problems.push({
          file,
          message: fs.existsSync(path.join(root, file))
            ? `is larger than the ${maxTextBytes / 1024} KB a text file of the site may be: split it or shorten it`
            : "does not exist",
        });
      continue;
    }
    const canonical = canonicalForm(file, source);
    if (canonical === undefined) unreadable.push(file);
    else if (canonical !== source) {
      fs.writeFileSync(path.join(root, file), canonical);
      changed.push(file);
    }
  }
  return { changed, unreadable, problems };
}
