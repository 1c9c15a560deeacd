// Stop 81 (docs/errors.md, "Stop 81: the eighty-first probe"): what a second build and a server that cannot listen
// did. Each case failed before its fix.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { styleFilesOf } from "../pipeline/content/check-files";
import { scaffold } from "./new";
import { completionMarker, isCompleteBuild, publishBuild, stagingDir } from "../pipeline/output/build-output";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe81-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});
const put = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};

it("A1: a build started beside a running one leaves that build's folder alone", async () => {
  // The running build: a process that is still alive, its pages written into its own folder.
  const running = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
  try {
    const theirs = `.dist-building-${running.pid}`;
    put(`${theirs}/client/index.html`, "the home page");
    put(`${theirs}/client/about.html`, "the about page");
    // A second build starts (another terminal, or `npm run build:preview`).
    const mine = stagingDir(path.join(dir, "dist"));
    expect(path.basename(mine)).toBe(`.dist-building-${process.pid}`);
    expect(fs.readdirSync(path.join(dir, theirs, "client")).sort()).toEqual(["about.html", "index.html"]);
    // The running build's last step writes its cards, then puts its folder in place: the site is whole.
    put(`${theirs}/client/og/card.png`, "card");
    publishBuild(path.join(dir, theirs), path.join(dir, "dist"));
    expect(isCompleteBuild(path.join(dir, "dist"))).toBe(true);
    expect(fs.readFileSync(path.join(dir, "dist/client/index.html"), "utf8")).toBe("the home page");
  } finally {
    running.kill();
  }
  // Once it has ended, a folder it left is a stopped build's, and the next build removes it.
  await new Promise((ended) => running.once("exit", ended));
  put(`.dist-building-${running.pid}/client/index.html`, "left by a stopped build");
  stagingDir(path.join(dir, "dist"));
  expect(fs.existsSync(path.join(dir, `.dist-building-${running.pid}`))).toBe(false);
});

/** `npm run serve` in `dir`, on a complete build of one page, with `env`; its exit code and what it printed. */
function serve(env: Record<string, string>) {
  put("dist/client/index.html", "<!doctype html><title>x</title>");
  put("dist/client/404.html", "<!doctype html><title>404</title>");
  put("dist/client/jp/404.html", "<!doctype html><title>404</title>");
  put("dist/client/_headers", "/*\n  X-Frame-Options: DENY\n");
  fs.writeFileSync(completionMarker(path.join(dir, "dist")), "");
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/serve.ts")], {
    cwd: dir,
    env: { ...process.env, HOST: "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

it("A2: npm run serve on a port another server holds says so in one line, not with a stack trace", async () => {
  const other = net.createServer().listen(0, "127.0.0.1");
  await new Promise((listening) => other.once("listening", listening));
  const { port } = other.address() as net.AddressInfo;
  try {
    const { status, output } = serve({ PORT: String(port) });
    expect(status).toBe(1);
    expect(output).toBe(
      `Cannot listen on 127.0.0.1:${port}: another program already does (another npm run serve or npm run dev?). Stop it, or choose another port: PORT=${port + 1} npm run serve`,
    );
  } finally {
    other.close();
  }
}, 90_000);

it("A2: npm run serve with a PORT that is no port says so in one line", () => {
  for (const value of ["abc", "99999", "0x10"]) {
    const { status, output } = serve({ PORT: value });
    expect(status).toBe(1);
    expect(output).toBe(
      `PORT="${value}" is not a port: write a whole number from 0 to 65535, such as PORT=3001`,
    );
  }
}, 180_000);

it("A4: npm run check -- <a link to a folder elsewhere> reads no file there, and names the link", () => {
  // What `git diff --name-only main | xargs npm run check --` names when a pull request commits such a link.
  const outside = path.join(dir, "outside");
  put("outside/notes/secret.md", "the build machine's notes");
  put("outside/unreadable/x.md", "x");
  fs.chmodSync(path.join(outside, "unreadable"), 0o000);
  fs.mkdirSync(path.join(dir, "site/content/insights"), { recursive: true });
  fs.symlinkSync(outside, path.join(dir, "site/content/insights/assets"));
  try {
    const { files, unknown } = styleFilesOf(path.join(dir, "site"), ["content/insights/assets"]);
    expect(unknown).toEqual([]);
    // The link alone, which the walk of content/ refuses ("is a link to another file or folder…").
    expect([...files]).toEqual(["content/insights/assets"]);
    // A folder below a link is not walked either.
    expect([...styleFilesOf(path.join(dir, "site"), ["content/insights/assets/notes"]).files]).toEqual([
      "content/insights/assets/notes",
    ]);
  } finally {
    fs.chmodSync(path.join(outside, "unreadable"), 0o755);
  }
});

it("A5: npm run format:content rewrites no .mdx file outside content/, and says so in one line", () => {
  const outside = path.join(dir, "notes.mdx");
  const text = "---\ntitle:    x\n---\n\nHello\n";
  fs.writeFileSync(outside, text);
  const run = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    [path.resolve("scripts/format-content.ts"), outside],
    {
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    `${path.relative(process.cwd(), outside)}: is not a content file the editor writes (an .mdx file, content/ui/*.json or content/site.json)`,
  );
  expect(fs.readFileSync(outside, "utf8")).toBe(text);
}, 90_000);

it("A6: npm run new refuses a slug the check refuses as a Windows device name, and writes nothing", () => {
  fs.cpSync(path.resolve("content"), path.join(dir, "content"), { recursive: true });
  for (const slug of ["con", "aux", "nul", "com1", "lpt9"]) {
    expect(() => scaffold("project", slug, dir)).toThrow(
      `"${slug}" is a name Windows keeps for a device: a writer on Windows could not check the files out. Choose another slug`,
    );
    expect(fs.existsSync(path.join(dir, `content/projects/${slug}.en.mdx`))).toBe(false);
  }
});
