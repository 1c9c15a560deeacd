// Stop 80 (docs/errors.md, "Stop 80: the eightieth probe"): what `npm run new` did with a pull request's links and a
// name the check refuses. Each case failed before its fix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { scaffold } from "./new";

let root: string;
let outside: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "probe80-new-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "probe80-outside-"));
  fs.cpSync(path.resolve("content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

it("N1: refuses a slug the check refuses beside the items (the insights' rss) and writes nothing", () => {
  const before = fs.readdirSync(path.join(root, "content/insights"));
  expect(() => scaffold("article", "rss", root)).toThrow(
    /^"rss" cannot name a page of \/insights: the site writes \/insights\/rss\.xml there itself\. Choose another slug$/,
  );
  expect(fs.readdirSync(path.join(root, "content/insights"))).toEqual(before);
});

it("N2: reads no file through a link (one to /dev/zero held it without end)", () => {
  // Services have an order, read from the other services' English files.
  fs.symlinkSync("/dev/zero", path.join(root, "content/services/zz-zero.en.mdx"));
  const { created } = scaffold("service", "probe-item", root);
  expect(created).toContain("content/services/probe-item.en.mdx");
  const text = fs.readFileSync(path.join(root, "content/services/probe-item.en.mdx"), "utf8");
  expect(text).toMatch(/^order: [1-9]\d*/m);
}, 20_000);

it("N3: writes nothing through a link to nothing yet, outside the repository", () => {
  const target = path.join(outside, "written.txt");
  fs.symlinkSync(target, path.join(root, "content/insights/probe-item.jp.mdx"));
  expect(() => scaffold("article", "probe-item", root)).toThrow(
    /^content\/insights\/probe-item\.jp\.mdx: is a link to another file or folder/,
  );
  expect(fs.existsSync(target)).toBe(false);
  expect(fs.existsSync(path.join(root, "content/insights/probe-item.en.mdx"))).toBe(false);
});

it("N3: writes nothing into a collection folder that is a link to a folder elsewhere", () => {
  fs.rmSync(path.join(root, "content/team"), { recursive: true });
  fs.symlinkSync(outside, path.join(root, "content/team"));
  expect(() => scaffold("member", "probe-member", root)).toThrow(
    /^content\/team: is a link to another file or folder/,
  );
  expect(fs.readdirSync(outside)).toEqual([]);
});
