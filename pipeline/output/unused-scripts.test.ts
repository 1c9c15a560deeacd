// The scripts a build leaves out: only those nothing the site serves loads, however a file names another.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { removeUnusedScripts, unusedScripts } from "./unused-scripts";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "unused-scripts-"));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

it("keeps what a page loads and everything it imports, statically, dynamically or by a bundler's list", () => {
  const root = site({
    "index.html":
      '<script type="module" src="/assets/chunks/boot.js"></script><div data-islands="/assets/chunks/islands.js"></div>',
    "jp/about.html": "<p>No script</p>",
    "assets/chunks/boot.js": 'import{a}from"./shared.js";const m=()=>import("./lazy.js");',
    "assets/chunks/shared.js": "export const a=1;",
    "assets/chunks/lazy.js": 'const deps=["assets/chunks/listed.js"];import("../entries/from-lazy.js")',
    "assets/chunks/listed.js": "",
    "assets/entries/from-lazy.js": "",
    "assets/chunks/islands.js": "",
    "assets/entries/pages_index.js": 'import"../chunks/dead.js";import"../chunks/shared.js";',
    "assets/chunks/dead.js": "",
    "assets/static/styles.css": "body{}",
  });
  expect(unusedScripts(root)).toEqual(["assets/chunks/dead.js", "assets/entries/pages_index.js"]);
  expect(removeUnusedScripts(root).count).toBe(2);
  expect(fs.existsSync(path.join(root, "assets/chunks/dead.js"))).toBe(false);
  expect(fs.existsSync(path.join(root, "assets/chunks/shared.js"))).toBe(true);
  expect(unusedScripts(root)).toEqual([]);
});
