import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { checkSecrets, shownLine } from "../../pipeline/content/secrets";
import { listFiles, scanFiles, trackedFiles } from "./secret-scan";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

// Built from pieces so that this test file itself holds no secret-shaped string.
const fakeSecrets = {
  "key.pem": [
    "-----BEGIN RSA ",
    "PRIVATE KEY-----",
    "\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n",
  ].join(""),
  "assets/app.js": `const k="${"AKIA"}${"2E0A8F3B244C9986"}";`,
  "config.ts": `export const token = "${"ghp_"}${"a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"}";`,
  "deploy.env": `API_KEY=${"9f8e7d6c5b4a"}${"39281706f5e4d3c2b1a0"}`,
};

it("finds private keys, cloud keys, code-host tokens and long key values, with file and line", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
  for (const [file, text] of Object.entries({
    ...fakeSecrets,
    "clean.js": 'const apiKey = ""; const integrity = "sha512-abcdefghijklmnopqrstuvwxyz0123456789";',
  })) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const findings = scanFiles(dir, listFiles(dir));
  expect(findings.map(({ file, line, kind }) => `${file}:${line} ${kind}`).sort()).toEqual([
    "assets/app.js:1 AWS access key",
    "config.ts:1 GitHub token",
    "deploy.env:1 credential assignment",
    "key.pem:1 private key",
  ]);
});

it("finds no secret in the repository's tracked files", () => {
  expect(scanFiles(".", trackedFiles())).toEqual([]);
});

// Probe 47 (third), F7: the content check refuses exactly the lines this scan would refuse in the built site, with
// the content file's name and line, and a sample written as the message says passes both.
it("agrees with the content check, line by line, on prose that looks like a secret", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
  const lines = [
    `Sample keys such as ${"AKIA"}${"IOSFODNN7EXAMPLE"} appear in manuals.`,
    `A leaked key, ${"AKIA"}${"2E0A8F3B244C9986"}, was found.`,
    `Never write ${"pass"}word: ${"Winter2025"}${"Winter2025Winter"} in a ticket.`,
    `Write ${"pass"}word: YOUR_PASSWORD in a sample.`,
    `A token: ${"ghp_"}${"a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"}.`,
  ];
  const text = `---\ntitle: Keys\n---\n\n${lines.join("\n\n")}\n`;
  fs.mkdirSync(path.join(dir, "content/insights"), { recursive: true });
  fs.writeFileSync(path.join(dir, "content/insights/keys.en.mdx"), text);
  fs.writeFileSync(path.join(dir, "page.html"), text);
  const check = checkSecrets(dir, ["content/insights/keys.en.mdx"]);
  const gate = scanFiles(dir, ["page.html"]);
  expect(check.map((problem) => problem.line)).toEqual(gate.map((finding) => finding.line));
  expect(gate.map(({ line, kind }) => `${line} ${kind}`)).toEqual([
    "7 AWS access key",
    "9 credential assignment",
    "13 GitHub token",
  ]);
  expect(check[0]).toEqual({
    file: "content/insights/keys.en.mdx",
    line: 7,
    message:
      "this line looks like an AWS access key, which must never be published (the site check refuses it): remove it; if it is a sample, use one that ends in EXAMPLE, as AWS's own documentation does (AKIAIOSFODNN7EXAMPLE)",
  });
});

// Stop 77, P1: a key written with a Markdown escape or a character reference passed the content check, which read the
// source, and the built page held it whole, where this scan refused it: the check reads a body line as the page does.
it("refuses in a body what the page shows whole: an escape or a character reference inside a secret", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "secrets-"));
  const lines = [
    `In the sample form, enter ${"pass"}word\\=${"ABCDEFGHIJKLMNOPQRSTUVWX"} to sign in.`,
    `The access key was &#65;${"KIA2E0A8F3B244C9986"} in the old system.`,
    `Our ${"api"}&#95;key&colon; ${"ABCDEFGHIJKLMNOPQRSTUVWX"} is below.`,
    `Write ${"pass"}word\\: YOUR_PASSWORD in a sample, and a backslash as \\\\.`,
  ];
  const text = `---\ntitle: Keys\n---\n\n${lines.join("\n\n")}\n`;
  fs.mkdirSync(path.join(dir, "content/insights"), { recursive: true });
  fs.writeFileSync(path.join(dir, "content/insights/keys.en.mdx"), text);
  // What the page writes: escapes and references read.
  fs.writeFileSync(path.join(dir, "page.html"), lines.map(shownLine).join("\n\n"));
  const check = checkSecrets(dir, ["content/insights/keys.en.mdx"]);
  expect(check.map(({ line, message }) => `${line} ${message.replace(/,.*/, "")}`)).toEqual([
    "5 this line looks like a credential assignment",
    "7 this line looks like an AWS access key",
    "9 this line looks like a credential assignment",
  ]);
  expect(scanFiles(dir, ["page.html"]).map(({ line }) => line + 4)).toEqual(check.map(({ line }) => line));
});
