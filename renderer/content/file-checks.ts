// The part of the content check that needs only one file's own text: the body rules, the frontmatter
// strings with their lines, and the Japanese style check (textlint). It is most of the check's time, so
// `npm run check` spreads it over worker threads (scripts/lib/check-pool.ts) when there is much to check.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node } from "yaml";
import { checkBody, type BodyFacts } from "./mdx-rules.ts";
import type { Problem } from "./problems.ts";
import { lintJapanese } from "./textlint.ts";

/** A frontmatter string with its field path and file line. */
export type FrontmatterString = { field: string; key: string; value: string; line: number };

/** Every string in a file's frontmatter, with the line it is on (the YAML starts on line 2). */
export function frontmatterStrings(source: string): FrontmatterString[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return [];
  const lineCounter = new LineCounter();
  const document = parseDocument(match[1]!, { lineCounter });
  if (document.errors.length) return [];
  const found: FrontmatterString[] = [];
  const walk = (node: Node | null | undefined, fieldPath: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = (pair.key as { value?: unknown } | null)?.value;
        walk(pair.value as Node | null, [...fieldPath, String(key)]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item as Node, [...fieldPath, index]));
    } else if (isScalar(node) && typeof node.value === "string" && node.range) {
      found.push({
        field: fieldPath.join("."),
        key: String(fieldPath.filter((part) => typeof part === "string").at(-1) ?? ""),
        value: node.value,
        line: lineCounter.linePos(node.range[0]).line + 1,
      });
    }
  };
  walk(document.contents as Node | null, []);
  return found;
}

export type FileInput = { file: string; source: string };
/** What the cross-file rules need from one file; plain data, so it can cross from a worker thread. */
export type FileCheck = {
  file: string;
  facts: BodyFacts;
  strings: FrontmatterString[];
  /** Findings of the Japanese style check (Japanese files whose body could be read). */
  style: Problem[];
};
export type FileCheckOptions = {
  /** Run the Japanese style check (textlint); the production build leaves it to `npm run check`. */
  style?: boolean;
};
/** Runs checkFiles, here or elsewhere; results in any order. */
export type FileChecker = (files: FileInput[], options: FileCheckOptions) => Promise<FileCheck[]>;

export async function checkFiles(
  files: FileInput[],
  { style = true }: FileCheckOptions = {},
): Promise<FileCheck[]> {
  const checks = files.map(({ file, source }) => ({
    file,
    facts: checkBody(file, source),
    strings: frontmatterStrings(source),
    style: [] as Problem[],
  }));
  if (!style) return checks;
  // A body that cannot be read has its own problem; textlint would only repeat it.
  const japanese = checks.filter((check) => check.file.endsWith(".jp.mdx") && !check.facts.problems.length);
  const sources = new Map(files.map(({ file, source }) => [file, source]));
  const findings = await lintJapanese(
    japanese.map(({ file, strings }) => ({ file, source: sources.get(file)!, strings })),
  );
  const byFile = new Map(checks.map((check) => [check.file, check]));
  for (const problem of findings) byFile.get(problem.file)!.style.push(problem);
  return checks;
}
