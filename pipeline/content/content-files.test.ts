import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { imageTypes } from "../../content/fields";
import {
  contentModuleProblem,
  isDrawnByBuild,
  isImageSetSource,
  listContentFiles,
  longestFileName,
  readContentText,
} from "./content-files";
import type { Problem } from "./problems";

it("refuses a file name too long to build, naming the file, before any build", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-files-"));
  try {
    fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
    const long = `${"a".repeat(longestFileName)}.svg`;
    const fits = `${"b".repeat(longestFileName - 4)}.svg`;
    for (const name of [long, fits])
      fs.writeFileSync(
        path.join(root, "content/insights", name),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
    const { files, problems } = listContentFiles(root);
    expect(problems).toEqual([
      {
        file: `content/insights/${long}`,
        message: expect.stringMatching(/^has a name of 104 characters: shorten it/),
      },
    ]);
    expect(files).toEqual([`content/insights/${fits}`]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("names the images the build draws as the build's own glob does: every image of a folder but the logos'", () => {
  // pipeline/runtime/images.ts must write its glob out; it says the same as isImageSetSource.
  expect(fs.readFileSync("pipeline/runtime/images.ts", "utf8")).toContain(
    `["/content/*/*.{${imageTypes.join(",")}}", "!/content/brand/**"]`,
  );
  for (const file of ["content/insights/a.svg", "content/pages/b.webp", "content/projects/unused.png"])
    expect([file, isImageSetSource(file), isDrawnByBuild(file)]).toEqual([file, true, true]);
  for (const file of [
    "content/brand/logo.svg",
    "content/insights/x/a.svg",
    "content/insights/a.SVG",
    "content/a.svg",
  ])
    expect([file, isImageSetSource(file)]).toEqual([file, false]);
  // The logos are drawn into the social cards.
  expect(isDrawnByBuild("content/brand/logo.svg")).toBe(true);
});

it("refuses names Windows keeps for devices and names that differ only in capitals, naming each", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-files-"));
  try {
    fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>';
    for (const name of ["con.svg", "LPT1.png", "console.svg", "chart.svg", "Chart.svg"])
      fs.writeFileSync(path.join(root, "content/insights", name), svg);
    const { problems } = listContentFiles(root);
    const messages = problems.map((problem) => `${problem.file}: ${problem.message.split(":")[0]}`);
    expect(messages).toContain("content/insights/con.svg: has a name Windows keeps for a device (con)");
    expect(messages).toContain("content/insights/LPT1.png: has a name Windows keeps for a device (LPT1)");
    expect(messages.filter((message) => message.includes("console.svg"))).toEqual([]);
    // Only one of a pair is named, whichever the folder lists second; a file system that folds case holds one.
    const twins = problems.filter((problem) => problem.message.includes("only in capital letters"));
    expect(twins.length).toBeLessThanOrEqual(1);
    if (fs.readdirSync(path.join(root, "content/insights")).length === 5) expect(twins).toHaveLength(1);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("refuses a text file not saved as UTF-8, naming the line of the first character in another encoding", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-files-"));
  try {
    fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
    const file = "content/insights/latin.en.mdx";
    fs.writeFileSync(
      path.join(root, file),
      Buffer.from("---\ntitle: x\n---\n\nCaf\xe9 au lait.\n", "latin1"),
    );
    const problems: Problem[] = [];
    expect(readContentText(root, file, problems)).toBeUndefined();
    expect(problems).toEqual([{ file, line: 5, message: expect.stringMatching(/^is not saved as UTF-8/) }]);
    fs.writeFileSync(path.join(root, file), "\ufeff---\ntitle: Café\n---\n");
    expect(readContentText(root, file, [])).toBe("\ufeff---\ntitle: Café\n---\n");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("probe 75 L1: names a module of content/ reached through a link, or no file, before the bundler reads it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-modules-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  try {
    fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
    fs.mkdirSync(path.join(root, "content/pages/x.svg"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/site.json"), "{}\n");
    fs.writeFileSync(path.join(outside, "en.json"), "{}\n");
    fs.symlinkSync(path.join(outside, "en.json"), path.join(root, "content/ui/en.json"));
    fs.symlinkSync(outside, path.join(root, "content/team"));
    const problem = (rel: string) => contentModuleProblem(root, path.join(root, rel));
    expect(problem("content/site.json")).toBeUndefined();
    expect(problem("content/ui/en.json")).toBe(
      "content/ui/en.json: is a link to another file or folder: put the file itself here (the site never publishes what a link points to)",
    );
    // A file below a linked folder is read through the link too.
    expect(problem("content/team/en.json")).toMatch(/^content\/team: is a link to another file or folder/);
    expect(problem("content/pages/x.svg")).toMatch(/^content\/pages\/x\.svg: is a folder, not a file/);
    // Not content's: the site's code and the installed packages are the bundler's.
    expect(problem("lib/site.ts")).toBeUndefined();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});
