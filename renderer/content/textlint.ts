// Japanese style check: runs textlint with the repository's .textlintrc.json (preset
// ja-technical-writing, tuned for business copy) on the bodies and frontmatter text of *.jp.mdx files.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { createLinter } from "textlint";
import type { FrontmatterString } from "./loader.ts";
import type { Problem } from "./problems.ts";

export type FrontmatterText = { file: string; source: string; strings: FrontmatterString[] };
// (A ContentRecord of the loader is one.)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const hasJapanese = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
// Fields that hold names of files, icons or paths rather than prose.
const notProse = new Set(["src", "link", "icon", "status", "date"]);

/** textlint messages run to several lines with a link; the writer needs the first sentence and the rule. */
function describe(message: string, ruleId: string): string {
  const first = message.split("\n")[0]!.trim();
  return `Japanese style (${ruleId.replace(/^ja-technical-writing\//, "")}): ${first}`;
}

let linterPromise: Promise<ReturnType<typeof createLinter>> | undefined;
function getLinter() {
  // Imported on first use: loading textlint takes over half a second, and the build never needs it.
  linterPromise ??= import("textlint").then(async ({ createLinter, loadTextlintrc }) =>
    createLinter({
      descriptor: await loadTextlintrc({
        configFilePath: path.join(repoRoot, ".textlintrc.json"),
        node_modulesDir: path.join(repoRoot, "node_modules"),
      }),
    }),
  );
  return linterPromise;
}

// Unchanged files give unchanged findings; dev restarts and the tests re-check the same files.
const cache = new Map<string, Problem[]>();

export async function lintJapanese(files: FrontmatterText[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files) {
    const key = `${file.file}\0${file.source}`;
    if (!cache.has(key)) cache.set(key, await lintFile(file));
    problems.push(...cache.get(key)!);
  }
  return problems;
}

async function lintFile({ file, source, strings }: FrontmatterText): Promise<Problem[]> {
  const linter = await getLinter();
  const problems: Problem[] = [];
  {
    const body = await linter.lintText(source, path.join(repoRoot, file));
    for (const message of body.messages) {
      problems.push({ file, line: message.line, message: describe(message.message, message.ruleId) });
    }
    // Each frontmatter text becomes its own paragraph of a plain-text document; map lines back.
    const prose = strings.filter((s) => !notProse.has(s.key) && hasJapanese.test(s.value));
    const lineMap: FrontmatterString[] = [];
    const paragraphs = prose.map((entry) => {
      const lines = entry.value.trim().split("\n");
      lineMap.push(...lines.map(() => entry), entry);
      return lines.join("\n");
    });
    if (!paragraphs.length) return problems;
    const frontmatter = await linter.lintText(paragraphs.join("\n\n"), path.join(repoRoot, `${file}.txt`));
    for (const message of frontmatter.messages) {
      const entry = lineMap[message.line - 1];
      problems.push({
        file,
        line: entry?.line,
        field: entry?.field,
        message: describe(message.message, message.ruleId),
      });
    }
  }
  return problems;
}
