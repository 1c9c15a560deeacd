// Finds credentials that must never ship, in the built site and the repository's files, by the patterns the content
// check uses too (pipeline/content/secrets.ts).
import fs from "node:fs";
import path from "node:path";
import { readScannable, scanText, type SecretFinding } from "../../pipeline/content/secrets";
import { listFiles as listGitFiles } from "../../pipeline/git";

export type { SecretFinding } from "../../pipeline/content/secrets";

/** Scans text files only: images, fonts and video cannot hold a readable secret worth matching. */
export function scanFiles(root: string, files: string[]): SecretFinding[] {
  return files.flatMap((file) => {
    const text = readScannable(path.join(root, file));
    return text === undefined ? [] : scanText(file, text);
  });
}

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export function trackedFiles(repo = "."): string[] {
  return listGitFiles(repo);
}
