// The one form of every content file: the form the content editor (Sveltia CMS) writes, so that a save changes only
// what the writer changed. `npm run format:content` brings files to it; `npm run check` refuses a file not in it
// (docs/content-model.md, "One form of every file").
// Frontmatter: YAML as the editor writes it (its `c2` with `output.yaml` left at its defaults): two-space indents,
// list items indented, no line folding, quotes only where YAML needs them, single quotes then; the fields in the
// order of its form (the schema's, the translation check last), and every switch written, `false` when off.
// Comments in the frontmatter are kept (the scaffold's hints), though the editor's first save drops them.
// Body: after one empty line, without trailing blank lines, ending in one newline; a table's rows as
// `| a | b |` and its rule as `| --- | --- |`, as the editor's Markdown writes them. JSON: two-space indents.
// Found by saving existing files in the editor (tests/e2e-cms/save-stable.spec.ts holds it): a one-word edit of
// an English title also wrote `investmentNotice: false` and redrew `|---|---|` in both files.
import { isCollection, isMap, isScalar, parseDocument, visit, type Document } from "yaml";
import { z } from "zod";
import { collections, pages } from "../../content/schema.ts";
import { translationCheckField } from "../../content/fields.ts";
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

type EditorFields = { order: string[]; switches: string[] };
const fieldsCache = new Map<z.ZodType, EditorFields>();

/** The frontmatter fields of `file` in the editor's order, and its switches; undefined for a file of no schema. */
function editorFields(file: string): EditorFields | undefined {
  const [, group, name] = /^content\/([^/]+)\/(.+)\.(?:en|jp)\.mdx$/.exec(file) ?? [];
  const schema: z.ZodType | undefined =
    group === "pages"
      ? (pages as Record<string, z.ZodType>)[name!]
      : (collections as Record<string, { schema: z.ZodType }>)[group!]?.schema;
  if (!schema) return undefined;
  let fields = fieldsCache.get(schema);
  if (!fields) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, { type?: string }>;
    };
    const properties = Object.entries(json.properties ?? {});
    // The editor shows the translation check after the body, so it writes it last (cms/config.ts).
    const order = properties.map(([key]) => key).filter((key) => key !== translationCheckField);
    order.push(translationCheckField);
    const switches = properties.filter(([, node]) => node.type === "boolean").map(([key]) => key);
    fieldsCache.set(schema, (fields = { order, switches }));
  }
  return fields;
}

/** The frontmatter's fields as the editor writes them: in its form's order, every switch written out. */
function layOutFields(document: Document, fields: EditorFields | undefined) {
  if (!fields || !isMap(document.contents)) return;
  for (const key of fields.switches) if (!document.has(key)) document.set(key, false);
  const rank = (key: unknown) => {
    const at = fields.order.indexOf(String(isScalar(key) ? key.value : key));
    return at === -1 ? fields.order.length : at;
  };
  document.contents.items.sort((a, b) => rank(a.key) - rank(b.key));
}

/** A GFM table's rule row: `|---|:--:|`. */
const ruleRow = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

/** A table row's cells, split at pipes that are not escaped (`\|`) nor inside a code span. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let code = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (char === "\\" && at + 1 < line.length) {
      cell += char + line[++at];
      continue;
    }
    if (char === "`") code = !code;
    if (char === "|" && !code) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  // The pipes that open and close the row leave an empty cell at each end.
  if (/^\s*\|/.test(line)) cells.shift();
  if (/\|\s*$/.test(line) && !/\\\|\s*$/.test(line)) cells.pop();
  return cells.map((text) => text.trim());
}

/** The body's tables as the editor's Markdown writes them; every other line as it is (code blocks untouched). */
function layOutTables(body: string): string {
  const lines = body.split("\n");
  let fence: string | undefined;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (!line.includes("|") || !ruleRow.test(lines[at + 1] ?? "") || !lines[at + 1]!.includes("-")) continue;
    // A header row, its rule, then every row up to a blank line.
    let end = at + 2;
    while (end < lines.length && lines[end]!.trim() !== "" && lines[end]!.includes("|")) end++;
    for (let row = at; row < end; row++) {
      const cells = cellsOf(lines[row]!);
      lines[row] =
        `| ${(row === at + 1 ? cells.map((cell) => cell.replace(/-+/, "---")) : cells).join(" | ")} |`;
    }
    at = end - 1;
  }
  return lines.join("\n");
}

/**
 * `source` in the canonical form of `file` (`.mdx` or `.json`), or undefined when it cannot be read (the check
 * reports that on its own).
 */
export function canonicalForm(file: string, source: string): string | undefined {
  const text = source.replace(/\r\n?/g, "\n");
  if (file.endsWith(".json")) {
    try {
      // Without a byte-order mark, which JSON does not have and the site's import of the file refuses.
      return `${JSON.stringify(JSON.parse(text.replace(/^\uFEFF/, "")), null, 2)}\n`;
    } catch {
      return undefined;
    }
  }
  if (!file.endsWith(".mdx")) return text;
  const match = frontmatterPattern.exec(text);
  const body = layOutTables((match ? match[2]! : text).replace(/^\s*\n/, "").trimEnd());
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
  layOutFields(document, editorFields(file));
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
    // A data file whose only difference is its byte-order mark: the data-file rule names the mark itself.
    if (file.endsWith(".json") && source.startsWith("\uFEFF") && canonical === source.slice(1)) continue;
    problems.push({
      file,
      line: firstDifferentLine(source, canonical),
      message: `is not laid out as the editor writes it (quotes, indents, blank lines or line ends), so the editor's next save would change lines no one edited: run \`${formatCommand} -- ${file}\` to fix the layout (the words stay as they are)`,
    });
  }
  return problems;
}
