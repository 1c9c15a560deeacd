// What a translator follows in a content file: the words of its own fields and body, not how the file is laid
// out. The translation status compares these between versions (content-history.ts), so a save that only re-quotes the
// frontmatter or redraws a table, or a change to a field both languages share (a date, an image), changes
// nothing a translation must follow; the Japanese file's `translationChecked` date does (docs/content-model.md).
import { parse } from "yaml";
import { collections, type CollectionName } from "../../content/schema.ts";
import { translationCheckField } from "../../content/fields.ts";
import { normalizeText } from "./content-files.ts";
import { frontmatterClose } from "./frontmatter.ts";

/** "images.0.src" and "images.1.src" both name the `src` of every item of `images`. */
const generalPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, ".*");

function withoutPaths(value: unknown, drop: Set<string>, path = ""): unknown {
  if (drop.has(generalPath(path))) return undefined;
  if (Array.isArray(value)) return value.map((item, index) => withoutPaths(item, drop, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [
          key,
          withoutPaths((value as Record<string, unknown>)[key], drop, path ? `${path}.${key}` : key),
        ])
        .filter(([, inner]) => inner !== undefined),
    );
  return value;
}

/** A table row with its cells trimmed and its rule as `---`: the same table however its columns are padded. */
function tableRow(line: string): string {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
  const rule = cells.every((cell) => /^:?-+:?$/.test(cell));
  return `|${cells.map((cell) => (rule ? cell.replace(/-+/, "---") : cell)).join("|")}|`;
}

/** The body's words and marks, whatever its line breaks, indents and table padding. */
export function bodyWords(body: string): string {
  return body
    .split(/\r?\n/)
    .map((line) => (/^\s*\|/.test(line) ? tableRow(line) : line))
    .join("\n")
    .replace(/\s+/g, " ")
    .trim();
}

/** A file's frontmatter as data and its body; undefined when it has none or it cannot be read (compared as written). */
function readSource(source: string): { data: unknown; body: string } | undefined {
  const lines = normalizeText(source).split("\n");
  const close = frontmatterClose(lines);
  if (close === -1) return undefined;
  try {
    return { data: parse(lines.slice(1, close).join("\n")) ?? {}, body: lines.slice(close + 1).join("\n") };
  } catch {
    return undefined;
  }
}

/**
 * What `file` says, however it is laid out: every frontmatter value (a switch written out as `false` read as the
 * absent switch it stands for) and the body's words. A save that only brings a file to the editor's form
 * (canonical-form.ts) leaves it as it was, so such a save does not date the page (the sitemap's lastmod).
 */
export function contentText(source: string): string {
  const read = readSource(source);
  if (!read) return bodyWords(source);
  const { data, body } = read;
  const fields =
    data && typeof data === "object" && !Array.isArray(data)
      ? Object.fromEntries(Object.entries(data).filter(([, value]) => value !== false))
      : data;
  return `${JSON.stringify(withoutPaths(fields, new Set()))}\n${bodyWords(body)}`;
}

/**
 * The text of `file` (`content/<group>/<slug>.<locale>.mdx`) a translation follows: its frontmatter values as
 * data (fields both languages share left out, and in the English file the Japanese review date), then its body's
 * words. A file whose frontmatter cannot be read is compared as written.
 */
export function translatableText(file: string, source: string): string {
  const read = readSource(source);
  if (!read) return bodyWords(source);
  const { data, body } = read;
  const group = file.split("/")[1] as CollectionName;
  const drop = new Set<string>(collections[group]?.twinFields.map(generalPath) ?? []);
  if (!file.endsWith(".jp.mdx")) drop.add(translationCheckField);
  return `${JSON.stringify(withoutPaths(data, drop))}\n${bodyWords(body)}`;
}
