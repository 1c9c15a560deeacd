import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { checkVideos } from "./raster-files";

it("refuses a video whose first bytes are not the format its name says, naming the file", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
  const write = (name: string, data: Buffer | string) => fs.writeFileSync(path.join(root, name), data);
  // An MP4 starts with its "ftyp" box; a WebM with the EBML header and its doctype.
  write("hero.mp4", Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from("ftypisom\0\0\0\0")]));
  write(
    "hero.webm",
    Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from("webm")]),
  );
  write("page.mp4", "<!doctype html><script>alert(1)</script>");
  write("short.webm", "");
  try {
    const problems = checkVideos(root, ["hero.mp4", "hero.webm", "page.mp4", "short.webm", "notes.txt"]);
    expect(problems).toEqual([
      {
        file: "page.mp4",
        message: expect.stringMatching(/^is named \.mp4 but holds HTML, not an MP4 video/),
      },
      { file: "short.webm", message: expect.stringContaining("not a WebM video") },
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
