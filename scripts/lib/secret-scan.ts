// Finds credentials that must never ship: private keys, cloud and code-host tokens, long values given to key names.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type SecretFinding = { file: string; line: number; kind: string };

const patterns: { kind: string; pattern: RegExp }[] = [
  { kind: "private key", pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  { kind: "AWS access key", pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: "GitHub token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/ },
  { kind: "npm token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { kind: "Slack token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: "Stripe secret key", pattern: /\b[sr]k_live_[0-9A-Za-z]{20,}\b/ },
  {
    kind: "credential assignment",
    pattern:
      /\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|password)["']?\s*[:=]\s*["']?[A-Za-z0-9_\-+/=]{20,}/i,
  },
];

export function scanText(file: string, text: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { kind, pattern } of patterns)
      if (pattern.test(line)) findings.push({ file, line: index + 1, kind });
  });
  return findings;
}

/** Scans text files only: images, fonts and video cannot hold a readable secret worth matching. */
export function scanFiles(root: string, files: string[]): SecretFinding[] {
  return files.flatMap((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile() || fs.statSync(full).size > 5_000_000) return [];
    const buffer = fs.readFileSync(full);
    if (buffer.includes(0)) return [];
    return scanText(file, buffer.toString("utf8"));
  });
}

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export function trackedFiles(repo = "."): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: repo, encoding: "utf8" }).split("\0").filter(Boolean);
}
