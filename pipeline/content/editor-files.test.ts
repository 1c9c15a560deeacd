// The editor's files as the check reads them for their layout: never through a link (probe 75, L1). Read with
// fs.readFileSync, `content/ui/en.json` linked to a pipe held `npm run check` for ever, and one linked to /dev/zero
// filled the memory; the walk of content/ names the link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { readEditorTexts } from "./editor-files";

it("reads each editor file that is a file, and none through a link", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-files-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  try {
    fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/site.json"), '{ "legalName": "Kizuna" }\n');
    fs.writeFileSync(path.join(outside, "secret.json"), '{ "token": "outside the repository" }\n');
    fs.symlinkSync(path.join(outside, "secret.json"), path.join(root, "content/ui/en.json"));
    expect(readEditorTexts(root, ["content/site.json", "content/ui/en.json", "content/ui/jp.json"])).toEqual([
      ["content/site.json", '{ "legalName": "Kizuna" }\n'],
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
