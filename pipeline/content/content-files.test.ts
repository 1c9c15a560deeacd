import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { listContentFiles, longestFileName } from "./content-files";

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
