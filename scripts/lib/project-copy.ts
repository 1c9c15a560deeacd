// A copy of the project in a temporary folder, sharing node_modules, for tests that build a changed site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const projectFiles = [
  "browser",
  "pipeline",
  "cms",
  "components",
  "content",
  "lib",
  "pages",
  "public",
  "scripts",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  ".textlintrc.json",
  ".textlintrc.en.json",
];

/** Copies what a build reads into a new temporary folder and returns its path; remove it when done. */
export function copyProject(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of projectFiles) fs.cpSync(entry, path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"));
  return dir;
}
