import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
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
  "assets/app.js": `const k="${"AKIA"}${"IOSFODNN7EXAMPLE"}";`,
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
