// `npm run dev` in a copy of the project with symbolic links committed to content/ (issue 47, F1): no request form
// gets a file from outside the project, on this computer's address or on the network one HOST=0.0.0.0 opens.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const port = 4353;
let project = "";
let outside = "";
let server: ChildProcess | undefined;
let log = "";

// A non-loopback IPv4 address of this computer, where a phone on the same network would connect.
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;

beforeAll(async () => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "dev-guard-project-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "dev-guard-outside-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && fs.existsSync(file));
  for (const file of files) {
    fs.mkdirSync(path.join(project, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(project, file));
  }
  fs.symlinkSync(path.resolve("node_modules"), path.join(project, "node_modules"));
  fs.writeFileSync(path.join(outside, "passwd"), "root:x:0:0:guard-test-secret");
  fs.symlinkSync(path.join(outside, "passwd"), path.join(project, "content/insights/leak.svg"));
  // A relative link to a folder, as a pull request can carry one without knowing the reviewer's paths.
  fs.symlinkSync(
    path.relative(path.join(project, "content/projects"), outside),
    path.join(project, "content/projects/up"),
  );
  server = spawn("npx", ["vike", "dev", "--port", String(port)], {
    cwd: project,
    env: { ...process.env, HOST: "0.0.0.0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/favicon.svg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the dev server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  fs.rmSync(project, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe("npm run dev and symbolic links in content/", () => {
  it("refuses every request form for a file reached through a link, and says the problem as the check does", async () => {
    const hosts = ["127.0.0.1", ...(networkAddress ? [networkAddress] : [])];
    const forms = [
      "/content/insights/leak.svg",
      "/content/insights/leak.svg?raw",
      "/content/insights/leak.svg?url",
      "/content/insights/leak.svg?import",
      "/content/insights/%6Ceak.svg",
      `/@fs${project}/content/insights/leak.svg?raw`,
      "/content/projects/up/passwd",
      "/content/projects/up/passwd?raw",
      `/@fs${project}/content/projects/up/passwd?raw`,
      "/@id/@/content/insights/leak.svg?raw",
    ];
    for (const host of hosts)
      for (const form of forms) {
        const answer = await fetch(`http://${host}:${port}${form}`);
        const body = await answer.text();
        expect(body, `${host} ${form}`).not.toContain("guard-test-secret");
        expect([403, 404], `${host} ${form}`).toContain(answer.status);
      }
    expect(log).toContain(
      "content/insights/leak.svg: is a link to another file or folder: put the file itself here (the site never publishes what a link points to)",
    );
    expect(log).toContain("content/projects/up: is a link to another file or folder");
  });

  it("still serves the project's own files, and shows the link as a problem in the browser", async () => {
    expect((await fetch(`http://127.0.0.1:${port}/content/brand/logo-en.svg`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/@vite/client`)).status).toBe(200);
    // The writer's page is the problems page, in the check's words, until the link is replaced by the file.
    const page = await fetch(`http://127.0.0.1:${port}/insights`, { headers: { accept: "text/html" } });
    const html = await page.text();
    expect(html).toContain("content/insights/leak.svg");
    expect(html).toContain("is a link to another file or folder");
    expect(html).not.toContain("guard-test-secret");
  });
});
