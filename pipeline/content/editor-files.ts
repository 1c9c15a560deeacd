// The content files the editor writes, and so the ones kept in its form (canonical-form.ts): every item's and
// page's .mdx file, the interface text and the company facts, as repository-relative paths.
import fs from "node:fs";
import path from "node:path";
import { listContentFiles, readContentText } from "./content-files.ts";

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
