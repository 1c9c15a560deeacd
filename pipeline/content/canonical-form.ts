// The one form of every content file: the form the content editor (Sveltia CMS) writes, so that a save changes only
// what the writer changed. `npm run format:content` brings files to it; `npm run check` refuses a file not in it
// (docs/content-model.md, "One form of every file").
// Frontmatter: YAML as the editor writes it (its `c2` with `output.yaml` left at its defaults): two-space indents,
// list items indented, no line folding, quotes only where YAML needs them, single quotes then.
// Comments in the frontmatter are kept (the scaffold's hints), though the editor's first save drops them.
// Body: after one empty line, without trailing blank lines, ending in one newline. JSON: two-space indents.
import { isCollection, isScalar, parseDocument, visit } from "yaml";
import { deepestNesting, nestingDepth } from "./parse.ts";
import type { Problem } from "./problems.ts";

// The closing fence is a line of its own: a value that ends in dashes ("title: A title---") is not one.
const frontmatterPattern = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** The editor's YAML: `quote: none`, `indent_size: 2`, `indent_sequences: true`, no folding. */
const yamlOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
} as const;

/**
 * `source` in the canonical form of `file` (`.mdx` or `.json`), or undefined when it cannot be read (the check
 * reports that on its own).
 */
export function canonicalForm(file: string, source: string): string | undefined {
  const text = source.replace(/\r\n?/g, "\n");
  if (file.endsWith(".json")) {
    try {
      return `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    } catch {
      return undefined;
    }
  }
  if (!file.endsWith(".mdx")) return text;
  const match = frontmatterPattern.exec(text);
  const body = (match ? match[2]! : text).replace(/^\s*\n/, "").trimEnd();
  if (!match) return `${body}\n`;
  const document = parseDocument(match[1] ?? "");
  // Laying out a value takes the yaml library more stack per level than reading it: one nested 700 levels deep
  // overflowed it. A frontmatter nested past the site's limit is left as it is; the check reports the nesting.
  if (document.errors.length || nestingDepth(document.contents) > deepestNesting) return undefined;
  // Each value written as the editor would choose (its quotes, block lists); a comment a writer or
  // `npm run new` left stays where it is (the editor's first save drops it).
  visit(document, {
    Node(_, node) {
      if (isScalar(node)) node.type = undefined;
      else if (isCollection(node)) node.flow = false;
    },
  });
  const yaml = document.contents === null ? "" : document.toString(yamlOptions).trimEnd();
  return `---\n${yaml}\n---\n${body ? `\n${body}\n` : ""}`;
}

/** The first line at which two texts differ (1-based). */
function firstDifferentLine(a: string, b: string): number {
  const [left, right] = [a.split("\n"), b.split("\n")];
  const index = left.findIndex((line, at) => line !== right[at]);
  return (index === -1 ? left.length : index) + 1;
}

export const formatCommand = "npm run format:content";

/** A problem for each file (path from the root → text) not in its canonical form, at its first line that differs. */
export function checkCanonicalForm(files: Iterable<[string, string]>): Problem[] {
  const problems: Problem[] = [];
  for (const [file, source] of files) {
    let canonical: string | undefined;
    try {
      canonical = canonicalForm(file, source);
    } catch (error) {
      // A file this rule cannot lay out is one problem of that file, never the end of the check.
      const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      problems.push({
        file,
        message: `cannot be laid out as the editor writes it (${reason}): simplify the frontmatter, or ask a developer`,
      });
      continue;
    }
    if (canonical === undefined || canonical === source) continue;
    problems.push({
      file,
      line: firstDifferentLine(source, canonical),
      message: `is not laid out as the editor writes it (quotes, indents, blank lines or line ends), so the editor's next save would change lines no one edited: run \`${formatCommand} -- ${file}\` to fix the layout (the words stay as they are)`,
    });
  }
  return problems;
}
