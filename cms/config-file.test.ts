// /admin/config.yml reads the interface text's keys as the check reads the file: never through a link (probe 75,
// L1), which `npm run dev` would otherwise follow to any file of the computer (a pipe held it, /dev/zero filled its
// memory), and whose JSON error quoted the start of what it read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { renderCmsConfigFile } from "./config-file.ts";

it("refuses an interface text reached through a link, naming it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-config-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  try {
    fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
    fs.copyFileSync("content/ui/en.json", path.join(outside, "en.json"));
    fs.symlinkSync(path.join(outside, "en.json"), path.join(root, "content/ui/en.json"));
    expect(() => renderCmsConfigFile(root)).toThrow(
      "content/ui/en.json is a link to another file or folder: put the file itself here (the site never publishes what a link points to): run `npm run check` to see every problem",
    );
    fs.rmSync(path.join(root, "content/ui/en.json"));
    fs.copyFileSync("content/ui/en.json", path.join(root, "content/ui/en.json"));
    const keys = Object.keys(JSON.parse(fs.readFileSync("content/ui/en.json", "utf8")) as object).length;
    expect(renderCmsConfigFile(root)).toContain(`min: ${keys}`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
