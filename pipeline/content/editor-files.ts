// The content files the editor writes, and so the ones kept in its form (canonical-form.ts): every item's and
// page's .mdx file, the interface text and the company facts, as repository-relative paths.
import fs from "node:fs";
import path from "node:path";
import { listContentFiles } from "./content-files.ts";

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
