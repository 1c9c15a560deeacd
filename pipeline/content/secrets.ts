// What looks like a credential, for the content check (every text file in content/) and for check:site's scan of the
// built site and of the repository (scripts/gates/secret-scan.ts): one list, so the check refuses exactly what the gate
// would, with the content file and line. Private keys, cloud and code-host tokens, long values given to key names.
import fs from "node:fs";
import path from "node:path";
import { decodeHTMLStrict } from "entities";
import type { Problem } from "./problems.ts";

export type SecretFinding = { file: string; line: number; kind: string };

/** What a writer does instead, for a made-up sample in an article. */
const sampleAdvice = "if it is a made-up sample, write a placeholder such as YOUR_TOKEN instead";
const patterns: { kind: string; pattern: RegExp; advice?: string }[] = [
  { kind: "private key", pattern: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  {
    kind: "AWS access key",
    // AWS's documentation writes its sample keys ending in EXAMPLE (AKIAIOSFODNN7EXAMPLE); no issued key does.
    pattern: /\b(?:AKIA|ASIA)(?![0-9A-Z]{9}EXAMPLE\b)[0-9A-Z]{16}\b/,
    advice:
      "if it is a sample, use one that ends in EXAMPLE, as AWS's own documentation does (AKIAIOSFODNN7EXAMPLE)",
  },
  { kind: "GitHub token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/ },
  { kind: "npm token", pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { kind: "Slack token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: "Google API key", pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: "Stripe secret key", pattern: /\b[sr]k_live_[0-9A-Za-z]{20,}\b/ },
  {
    kind: "credential assignment",
    pattern:
      /\b(?:api[_-]?key|api[_-]?secret|secret[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret|password)["']?\s*[:=]\s*["']?[A-Za-z0-9_\-+/=]{20,}/i,
    advice: "if it is a made-up sample, write a placeholder such as password: YOUR_PASSWORD instead",
  },
];

/** "a private key", "an AWS access key": how a message names what a line looks like. */
export const withArticle = (kind: string) => `${/^[AEIOU]/.test(kind) ? "an" : "a"} ${kind}`;

/** A Markdown backslash escape: a backslash before ASCII punctuation, which the page shows without it. */
const markdownEscape = /\\([!-/:-@[-`{-~])/g;

/**
 * A body line as the page writes it (stop 77, P1): its backslash escapes and character references read, as the MDX
 * compile reads them. Written `password\=…` or `&#65;KIA…`, a key passed the content check, which read the source,
 * and the built page held it whole, where check:site refused it.
 */
export const shownLine = (line: string) => decodeHTMLStrict(line.replace(markdownEscape, "$1"));

/**
 * Every line of `text` that looks like a secret, with what it looks like; with `shown`, each line is also read as the
 * page shows it (`shownLine`: a body's escapes and character references).
 */
export function scanText(file: string, text: string, { shown = false } = {}): SecretFinding[] {
  const findings: SecretFinding[] = [];
  text.split("\n").forEach((line, index) => {
    const readings = shown ? [line, shownLine(line)] : [line];
    for (const { kind, pattern } of patterns)
      if (readings.some((reading) => pattern.test(reading))) findings.push({ file, line: index + 1, kind });
  });
  return findings;
}

/** The text of a file worth scanning: images, fonts and video cannot hold a readable secret worth matching. */
export function readScannable(full: string): string | undefined {
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > 5_000_000) return undefined;
  const buffer = fs.readFileSync(full);
  return buffer.includes(0) ? undefined : buffer.toString("utf8");
}

/** The content check's share: each content file's line that check:site would refuse once built. */
export function checkSecrets(root: string, files: readonly string[]): Problem[] {
  return files.flatMap((file) => {
    const text = readScannable(path.join(root, file));
    return text === undefined
      ? []
      : scanText(file, text, { shown: file.endsWith(".mdx") }).map(({ line, kind }) => ({
          file,
          line,
          message: `this line looks like ${withArticle(kind)}, which must never be published (the site check refuses it): remove it; ${patterns.find((entry) => entry.kind === kind)?.advice ?? sampleAdvice}`,
        }));
  });
}
