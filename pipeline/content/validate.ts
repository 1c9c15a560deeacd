// Validation to problems: a parsed file against its zod schema, each issue as a problem with its file, line and
// field in writers' words ("did you mean" for a misspelled field), and the images its fields name.
import { closest, distance } from "fastest-levenshtein";
import { z } from "zod";
import { describeImageProblem, isPlaceholderProblem } from "./image-files.ts";
import { describeIssue, type Problem } from "./problems.ts";
import type { ParsedFile } from "./types.ts";

/** The field names the schema allows at `fieldPath` (an object inside lists and optional parts). */
function knownKeys(schema: z.ZodType, fieldPath: PropertyKey[]): string[] {
  const unwrap = (node: unknown): unknown =>
    node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault
      ? unwrap(node.unwrap())
      : node;
  let node = unwrap(schema);
  for (const segment of fieldPath) {
    if (node instanceof z.ZodObject) node = unwrap(node.shape[String(segment)]);
    else if (node instanceof z.ZodArray) node = unwrap(node.element);
    else if (node instanceof z.ZodTuple) node = unwrap(node.def.items[Number(segment)]);
    else return [];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

/** The known field a misspelled one most likely meant, if one is close. */
function suggestKey(key: string, known: string[]): string | undefined {
  const best = closest(key, known);
  return best && distance(key.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(key.length / 3))
    ? best
    : undefined;
}

export function validate<S extends z.ZodType>(
  schema: S,
  rel: string,
  parsed: ParsedFile,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data, { reportInput: true });
  if (result.success) return result.data;
  // A misspelled field is one mistake: "did you mean" on the unknown name, not also "missing" on the real one.
  const meant = new Set<string>();
  const found: Problem[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      // Fields already written are not what a misspelling meant.
      const present = issue.path.length ? getPath(parsed.data, issue.path.join(".")) : parsed.data;
      const written = present && typeof present === "object" ? Object.keys(present) : [];
      const known = knownKeys(schema, issue.path).filter((key) => !written.includes(key));
      for (const key of issue.keys) {
        const fieldPath = [...issue.path, key];
        const suggestion = suggestKey(key, known);
        if (suggestion) meant.add([...issue.path, suggestion].join("."));
        found.push({
          file: rel,
          line: parsed.lineOf(fieldPath),
          field: fieldPath.join("."),
          message: suggestion
            ? `is not a known field: did you mean "${suggestion}"?`
            : "is not a known field: check the spelling or remove it",
        });
      }
      continue;
    }
    const field = issue.path.join(".");
    found.push({
      file: rel,
      line: parsed.lineOf(issue.path),
      field: field || undefined,
      message: describeIssue(issue),
    });
  }
  problems.push(
    ...found.filter(
      (problem) => !(problem.message === "is required but missing" && meant.has(problem.field ?? "")),
    ),
  );
  return undefined;
}

/** Every `src` of an image in the frontmatter must name a file next to the content file. */
export function checkImages(
  rel: string,
  root: string,
  data: unknown,
  parsed: ParsedFile,
  problems: Problem[],
) {
  const visit = (value: unknown, fieldPath: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...fieldPath, index]));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const problem = key === "src" && typeof child === "string" && describeImageProblem(root, rel, child);
        if (problem) {
          problems.push({
            file: rel,
            line: parsed.lineOf([...fieldPath, key]),
            field: [...fieldPath, key].join("."),
            message: problem,
            ...(isPlaceholderProblem(problem) && { draft: true as const }),
          });
        } else visit(child, [...fieldPath, key]);
      }
    }
  };
  visit(data, []);
}

export function getPath(data: unknown, dotted: string): unknown {
  return dotted
    .split(".")
    .reduce<unknown>(
      (value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]),
      data,
    );
}
