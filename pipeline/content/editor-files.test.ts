// The editor's files as the check reads them for their layout: never through a link (probe 75, L1). Read with
// fs.readFileSync, `content/ui/en.json` linked to a pipe held `npm run check` for ever, and one linked to /dev/zero
// filled the memory; the walk of content/ names the link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { formatEditorFiles, readEditorTexts } from "./editor-files";

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

// Stop 76, L2: `npm run format:content` read and wrote the editor's files with fs.readFileSync and fs.writeFileSync,
// which follow a link: a `content/site.json` committed as a link to a JSON file elsewhere was rewritten there.
it("formats no file through a link, below a linked folder or in another encoding, and names each", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-files-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  try {
    fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
    fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
    const victim = path.join(outside, "settings.json");
    fs.writeFileSync(victim, '{"a":1,"b":[1,2]}');
    fs.symlinkSync(victim, path.join(root, "content/site.json"));
    fs.writeFileSync(path.join(root, "content/ui/en.json"), '{"nav.home":"Home"}');
    fs.mkdirSync(path.join(outside, "pages"));
    fs.writeFileSync(path.join(outside, "pages/about.en.mdx"), "---\ntitle: 'About'\n---\n\nText.\n");
    fs.symlinkSync(path.join(outside, "pages"), path.join(root, "content/pages"));
    const latin1 = Buffer.from("---\ntitle: Caf\xe9\n---\n\nText.\n", "latin1");
    fs.writeFileSync(path.join(root, "content/insights/cafe.en.mdx"), latin1);
    const { changed, problems } = formatEditorFiles(root, [
      "content/site.json",
      "content/ui/en.json",
      "content/pages/about.en.mdx",
      "content/insights/cafe.en.mdx",
    ]);
    expect(changed).toEqual(["content/ui/en.json"]);
    expect(problems.map((problem) => `${problem.file}: ${problem.message.split(":")[0]}`)).toEqual([
      "content/site.json: is a link to another file or folder",
      "content/pages: is a link to another file or folder",
      "content/insights/cafe.en.mdx: is not saved as UTF-8 (this line holds a character in another encoding)",
    ]);
    // Nothing outside the repository was written, and the file in another encoding is as it was.
    expect(fs.readFileSync(victim, "utf8")).toBe('{"a":1,"b":[1,2]}');
    expect(fs.readFileSync(path.join(outside, "pages/about.en.mdx"), "utf8")).toBe(
      "---\ntitle: 'About'\n---\n\nText.\n",
    );
    expect(fs.readFileSync(path.join(root, "content/insights/cafe.en.mdx")).equals(latin1)).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
