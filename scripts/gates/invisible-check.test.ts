import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkInvisibleCharacters } from "./invisible-check";

function siteWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "invisible-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("the invisible-character gate", () => {
  it("names each page, feed, script or head file holding a zero-width space, word joiner or soft hyphen", () => {
    const dir = siteWith({
      "jp.html": "<p>そ\u2060の\u2060他</p>",
      "jp/insights/feed.xml": "<title>投資への\u200bアプローチ</title>",
      "assets/chunks/ui.js": 'const t="投資への\u200bアプローチ";',
      "assets/chunks/entities.js": "const e={shy:`\u00ad`,nbsp:`\u00a0`};",
      "jp/about.html": "<h1>会社概要</h1>",
      "index.pageContext.json": '{"title":"ok"}',
    });
    const problems = checkInvisibleCharacters(dir);
    expect(problems.map((problem) => problem.page)).toEqual([
      "/assets/chunks/ui.js",
      "/jp.html",
      "/jp/insights/feed.xml",
    ]);
    expect(problems[0]!.message).toContain("U+200B");
    expect(problems[1]!.message).toContain("U+2060");
    expect(problems[2]!.message).toContain("U+200B");
  });

  it("names a direction override in an attribute and a tag character in a feed: the content check's own definition", () => {
    const dir = siteWith({
      "partners.html": '<a href="/about" title="a\u202Eb">our story</a>',
      "insights/feed.xml": "<title>Plan\u{E0041}</title>",
      "about.html": "<p>Caf\u00e9 \u00a0 Vi\u1EC7t</p>",
    });
    const problems = checkInvisibleCharacters(dir);
    expect(problems.map((problem) => problem.page)).toEqual(["/insights/feed.xml", "/partners.html"]);
    expect(problems[0]!.message).toContain("U+E0041");
    expect(problems[1]!.message).toContain("U+202E");
  });

  it("leaves the content editor's third-party bundle, a script's character tables and images alone", () => {
    const dir = siteWith({
      "admin/sveltia.js": "a\u200bb",
      "assets/static/x.webp": "\u200b",
      "jp.html": "<p>本文</p>",
    });
    expect(checkInvisibleCharacters(dir)).toEqual([]);
  });
});
