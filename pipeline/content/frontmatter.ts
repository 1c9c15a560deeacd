// Where a content file's frontmatter is, and what its fields say, for every reader of it: the loader (parse.ts),
// the typesetting's names (typography/typeset.ts) and a preview's titles (preview/branch-changes.ts). YAML only,
// between a first line and a closing line of exactly `---`, as the MDX compile reads it. A writer's file never
// chooses its parser: gray-matter, used here before, read `---js` as JavaScript and ran it (probe B01).
import { parse } from "yaml";
import { normalizeText } from "./content-files.ts";

/** A fence of the frontmatter: a line of exactly three hyphens (spaces after them are allowed, as MDX allows). */
export const frontmatterFence = /^---[ \t]*$/;

/**
 * The line index of the fence that closes the frontmatter of a file split into `lines`, as the MDX compile finds it:
 * the first line is a fence and the block ends at the next line that is one; -1 when either is missing.
 */
export function frontmatterClose(lines: readonly string[]): number {
  if (!frontmatterFence.test(lines[0] ?? "")) return -1;
  return lines.findIndex((line, index) => index > 0 && frontmatterFence.test(line));
}

/**
 * The language a first line such as `---js`, `--- coffee` or `---json` names for the frontmatter: a reader such as
 * gray-matter reads the block in that language (JavaScript it runs); the site reads only YAML.
 */
export function fenceLanguage(firstLine: string): string | undefined {
  return /^---[ \t]*([^\s-][^\s]*)[ \t]*$/.exec(firstLine)?.[1];
}

/** The message for a first line that names a language (`---js`), at the file's line 1. */
export const fenceLanguageMessage = (language: string) =>
  `the first line "---${language}" asks for the frontmatter to be read as ${language}, which the site never does: it reads YAML fields alone, between two lines of exactly ---. Remove "${language}" from the first line`;

/**
 * The frontmatter's fields of `source` (a content file's text), read as YAML with no tag that makes code or
 * objects, and the body after it; no fields (`{}`) when the file has no block the MDX compile reads as
 * frontmatter, or the block is no YAML map (the content check names that problem with its line).
 */
export function splitFrontmatter(source: string): { fields: Record<string, unknown>; body: string } {
  const text = normalizeText(source);
  const lines = text.split("\n");
  const close = frontmatterClose(lines);
  if (close === -1) return { fields: {}, body: text };
  const body = lines.slice(close + 1).join("\n");
  try {
    // A tag it does not know (`!!js/function`) is read as text, and no alias is expanded past a hundred values
    // (yaml's default), so a few lines cannot grow into millions; a mistake throws, and is the check's to report.
    const data: unknown = parse(lines.slice(1, close).join("\n"), { schema: "core", logLevel: "error" });
    const fields = data && typeof data === "object" && !Array.isArray(data) ? data : {};
    return { fields: fields as Record<string, unknown>, body };
  } catch {
    return { fields: {}, body };
  }
}

/** The frontmatter's fields of `source` alone (`splitFrontmatter`). */
export const readFrontmatterFields = (source: string) => splitFrontmatter(source).fields;
