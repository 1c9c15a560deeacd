// A page that throws while being prerendered: the build must say so plainly, exit non-zero and leave no site behind.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { copyProject } from "./lib/project-copy";

let dir: string | undefined;
/** `npm run build` in the copy `cwd`, without colours, as a writer's terminal shows it. */
const runBuild = (cwd: string) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("ends with the error and what to do, no stack trace, a non-zero exit and no dist/ when a page throws at prerender", () => {
  // A copy of the project whose partners page throws during rendering, as a broken component would.
  dir = copyProject("build-failure-");
  const page = path.join(dir, "pages/partners/+Page.tsx");
  const source = fs.readFileSync(page, "utf8");
  const broken = source.replace(
    "export default function Page() {",
    'export default function Page() {\n  throw new Error("The partner list could not be rendered");',
  );
  expect(broken).not.toBe(source);
  fs.writeFileSync(page, broken);
  // A site from an earlier build must not survive either.
  fs.mkdirSync(path.join(dir, "dist/client"), { recursive: true });
  fs.writeFileSync(path.join(dir, "dist/client/index.html"), "<!DOCTYPE html><title>Old</title>");

  const result = runBuild(dir);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status).not.toBe(0);
  // The last thing a writer reads: what went wrong, then what to do; Vite's own notices may come before it.
  const closing = result.stderr.trim().split("\n").filter(Boolean).slice(-2);
  expect(closing[0]).toBe("Build failed: The partner list could not be rendered");
  expect(closing[1]).toMatch(/^The build stopped; no site was written\./);
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(fs.existsSync(path.join(dir, "dist"))).toBe(false);
}, 240_000);

it("stops at the content check on a page whose frontmatter holds only a comment, naming the file, and leaves no earlier site behind (issue 37, item 3)", () => {
  dir = copyProject("build-empty-frontmatter-");
  const page = path.join(dir, "content/pages/partners.en.mdx");
  fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "---\n# x\n---\n"));
  fs.mkdirSync(path.join(dir, "dist/client"), { recursive: true });
  fs.writeFileSync(path.join(dir, "dist/client/index.html"), "<!DOCTYPE html><title>Old</title>");

  const result = runBuild(dir);
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("content/pages/partners.en.mdx:1 title: is required but missing");
  expect(`${result.stdout}\n${result.stderr}`).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(fs.existsSync(path.join(dir, "dist"))).toBe(false);
}, 240_000);

it("names interface text that is a folder instead of stopping on Node's import error, and leaves no dist/ (issue 37, item 8)", () => {
  dir = copyProject("build-folder-catalogue-");
  fs.rmSync(path.join(dir, "content/ui/jp.json"));
  fs.mkdirSync(path.join(dir, "content/ui/jp.json"));
  const result = runBuild(dir);
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(
    "content/ui/jp.json: is a folder, not a file: remove it or put the file itself here",
  );
  expect(`${result.stdout}\n${result.stderr}`).not.toMatch(
    /ERR_UNSUPPORTED_DIR_IMPORT|^\s+at .+:\d+:\d+\)?$/m,
  );
  expect(fs.existsSync(path.join(dir, "dist"))).toBe(false);
}, 240_000);

it("stops at the content check on JSON data saved with a byte-order mark, naming each file, and format:content removes the mark (eleventh probe, G3)", () => {
  dir = copyProject("build-bom-");
  const data = ["content/site.json", "content/settings.json", "content/ui/en.json", "content/ui/jp.json"];
  for (const rel of data)
    fs.writeFileSync(path.join(dir, rel), `\uFEFF${fs.readFileSync(path.join(dir, rel), "utf8")}`);
  const result = runBuild(dir);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status).not.toBe(0);
  for (const rel of data)
    expect(result.stderr).toContain(`${rel}:1: starts with an invisible byte-order mark (U+FEFF)`);
  // The site's import of site.json once stopped the build 43 times with "Unexpected token", naming no file.
  expect(output).not.toMatch(/Unexpected token|is not valid JSON|^\s+at .+:\d+:\d+\)?$/m);
  expect(fs.existsSync(path.join(dir, "dist"))).toBe(false);

  // The editor's files get their mark removed; settings.json is not one (its owner saves it without).
  const format = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    ["scripts/format-content.ts", "--", ...data.filter((rel) => rel !== "content/settings.json")],
    { cwd: dir, encoding: "utf8" },
  );
  expect(format.status).toBe(0);
  for (const rel of data)
    expect(fs.readFileSync(path.join(dir, rel), "utf8").startsWith("\uFEFF")).toBe(
      rel === "content/settings.json",
    );
}, 240_000);
