import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outsideReason, requestedPath } from "./dev-file-guard";

let root = "";
let outside = "";

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "dev-guard-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "dev-guard-outside-"));
  fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
  fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/insights/chart.svg"), "<svg/>");
  fs.writeFileSync(path.join(root, ".env"), "TOKEN=1");
  fs.symlinkSync(path.join(outside, "secret.txt"), path.join(root, "content/insights/leak.svg"));
  fs.symlinkSync(
    path.relative(path.join(root, "content/insights"), outside),
    path.join(root, "content/insights/up"),
  );
  fs.symlinkSync("../../.env", path.join(root, "content/insights/env.svg"));
  // Installed packages kept elsewhere and linked in are the project's.
  fs.mkdirSync(path.join(outside, "modules/pkg"), { recursive: true });
  fs.writeFileSync(path.join(outside, "modules/pkg/index.js"), "export {}");
  fs.symlinkSync(path.join(outside, "modules"), path.join(root, "node_modules"));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const reason = (url: string) => {
  const file = requestedPath(root, url);
  return file === undefined ? "unreadable" : outsideReason(root, file);
};

describe("the dev server's file guard", () => {
  it("refuses every spelling of a file reached through a link to outside the project", () => {
    for (const url of [
      "/content/insights/leak.svg",
      "/content/insights/leak.svg?raw",
      "/content/insights/%6ceak.svg?url",
      "/content/x/../insights/leak.svg",
      "/content/x/%2e%2e/insights/leak.svg",
      `/@fs${root}/content/insights/leak.svg?raw`,
      "/content/insights/up/secret.txt",
      // What is not there, below a link to a folder, tells nothing either.
      "/content/insights/up/nothing.txt",
      `/@fs${root}/content/insights/up/secret.txt?import`,
    ])
      expect(reason(url), url).toMatch(/outside the project/);
    expect(reason(`/@fs${outside}/secret.txt`)).toMatch(/is outside the project/);
  });

  it("refuses a link to a file inside the project, which Vite's deny list would not see by its name", () => {
    expect(reason("/content/insights/env.svg")).toMatch(/reached through a link to .*\.env$/);
  });

  it("serves the project's own files, pages and installed packages", () => {
    for (const url of ["/", "/about", "/content/insights/chart.svg?no-inline", "/node_modules/pkg/index.js"])
      expect(reason(url), url).toBeUndefined();
    expect(reason(`/@fs${outside}/modules/pkg/index.js`)).toBeUndefined();
    expect(reason("/%E0%A4%A")).toBe("unreadable");
  });
});
