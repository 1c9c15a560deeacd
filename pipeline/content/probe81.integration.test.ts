// Stop 81 (docs/errors.md, "Stop 81: the eighty-first probe"): what a writer's pull request put in content/ that the
// check accepted. Each case failed before its fix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { formatProblemLine, loadContent } from "./loader";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "probe81-content-"));
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});
const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(root, rel), change(fs.readFileSync(path.join(root, rel), "utf8")));
const lineOf = (rel: string, text: string) =>
  fs
    .readFileSync(path.join(root, rel), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1;
const problemsOf = (file: string) =>
  loadContent(root)
    .problems.map(formatProblemLine)
    .filter((line) => line.startsWith(`${file}:`));

it("A3: refuses a settings address on a number, this computer or a private name", () => {
  const settings = "content/settings.json";
  edit(settings, (text) => {
    const data = JSON.parse(text);
    data.formEndpoint = "https://127.0.0.1/f/contact";
    data.url = "https://localhost";
    data.cms.authUrl = "https://cms-auth";
    return `${JSON.stringify(data, null, 2)}\n`;
  });
  expect(problemsOf(settings)).toEqual([
    `${settings}:${lineOf(settings, '"url"')} url: must have a public host name such as www.example.com: localhost is each visitor's own computer`,
    `${settings}:${lineOf(settings, '"formEndpoint"')} formEndpoint: must have a host name such as www.example.com, not the number 127.0.0.1: a visitor's browser would send to that address on their own network`,
    `${settings}:${lineOf(settings, '"authUrl"')} cms.authUrl: must have a public host name such as www.example.com: cms-auth is a name only a private network knows`,
  ]);
});
