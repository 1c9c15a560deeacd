import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { completionMarker, isCompleteBuild, publishBuild, stagingDir } from "./build-output";

let dir: string;
const put = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), "utf8");
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-output-"));
  put("dist/client/index.html", "old");
  put("dist/client/gone.html", "old only");
  fs.writeFileSync(completionMarker(path.join(dir, "dist")), "");
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("builds beside dist/, removes the folders of stopped builds, and leaves dist/ alone until it is published", () => {
  // A build that was stopped: its process has ended (a running build's folder is kept: scripts/probe81.integration.test.ts).
  // No process has this id: Linux gives at most 2^22 (pid_max), and the unit tier starts no process of its own.
  const stopped = 4_194_305;
  put(`.dist-building-${stopped}/client/index.html`, "a stopped build");
  const staged = stagingDir(path.join(dir, "dist"));
  expect(path.dirname(staged)).toBe(dir);
  expect(fs.existsSync(path.join(dir, `.dist-building-${stopped}`))).toBe(false);
  put(`${path.basename(staged)}/client/index.html`, "new");
  // Stopped here (Ctrl-C): the previous site is whole, marker and all.
  expect(read("dist/client/index.html")).toBe("old");
  expect(isCompleteBuild(path.join(dir, "dist"))).toBe(true);
  publishBuild(staged, path.join(dir, "dist"));
  expect(read("dist/client/index.html")).toBe("new");
  expect(fs.existsSync(path.join(dir, "dist/client/gone.html"))).toBe(false);
  expect(isCompleteBuild(path.join(dir, "dist"))).toBe(true);
  expect(fs.readdirSync(dir)).toEqual(["dist"]);
});

it("replaces the contents of a dist/ that cannot be renamed (a mount point: EBUSY), marker last", () => {
  const staged = stagingDir(path.join(dir, "dist"));
  put(`${path.basename(staged)}/client/index.html`, "new");
  const rename = fs.renameSync;
  const spy = vi.spyOn(fs, "renameSync").mockImplementation((from, to) => {
    if (path.resolve(String(from)) === path.join(dir, "dist"))
      throw Object.assign(new Error("EBUSY: resource busy or locked"), { code: "EBUSY" });
    rename(from, to);
  });
  publishBuild(staged, path.join(dir, "dist"));
  expect(spy.mock.results.some((result) => result.type === "throw")).toBe(true);
  expect(vi.mocked(fs.renameSync).mock.results.some((result) => result.type === "throw")).toBe(true);
  expect(read("dist/client/index.html")).toBe("new");
  expect(fs.existsSync(path.join(dir, "dist/client/gone.html"))).toBe(false);
  expect(isCompleteBuild(path.join(dir, "dist"))).toBe(true);
  expect(fs.readdirSync(dir)).toEqual(["dist"]);
});
