// Turns schema issues into plain words a writer can act on.
import type { z } from "zod";

export type Problem = {
  file: string;
  line?: number;
  field?: string;
  message: string;
  /**
   * A translation that is missing or still has TODOs. A production build refuses it like any problem;
   * a preview build lets it through and shows the page with the other language's text (docs/deploy.md).
   */
  draft?: true;
};

/** Splits problems into those every build refuses and the drafts a preview build may show. */
export function partitionDrafts(problems: Problem[], allowDrafts: boolean) {
  return {
    refused: allowDrafts ? problems.filter((problem) => !problem.draft) : problems,
    drafts: allowDrafts ? problems.filter((problem) => problem.draft) : [],
  };
}

/** A count with its noun, singular or plural: "1 page", "3 pages", "1 pair", "0 problems". */
export const countOf = (count: number, noun: string, plural = `${noun}s`) =>
  `${count} ${count === 1 ? noun : plural}`;

/** "1 problem", "2 problems". */
export const countProblems = (count: number) => countOf(count, "problem");

/** `file:line field: message`, the one form every content problem is shown in. */
export function formatProblemLine(problem: Problem): string {
  const location = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const line = problem.field
    ? `${location} ${problem.field}: ${problem.message}`
    : `${location}: ${problem.message}`;
  // A control character from a writer's file (a file or tag name with an escape sequence) is shown by its code,
  // never sent to the terminal, where it could erase the file and line or retitle the window.
  return line.replace(
    /(?![\n\t])[\p{Cc}\u2028\u2029]/gu,
    (character) => `\\u${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`,
  );
}

/** A heading with the count, then one indented line per problem. */
export const formatProblems = (heading: string, problems: Problem[]) =>
  `${heading} ${countProblems(problems.length)}:\n${problems.map((problem) => `  ${formatProblemLine(problem)}`).join("\n")}`;

const typeWords: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  date: "a date",
  tuple: "a list",
};

const isDefaultMessage = (message: string) => /^(Invalid|Too (small|big)|Unrecognized)/.test(message);

/** "must be text", "must be a date or text": the forms a union's branches ask for, when each says it. */
function unionForms(issue: z.core.$ZodIssueInvalidUnion): string | undefined {
  const forms = issue.errors.map((branch) => {
    const first = branch[0];
    if (first?.code === "invalid_type") return typeWords[first.expected] ?? first.expected;
    // A literal "" beside text (an optional address: empty, or one address) is text too.
    if (first?.code === "invalid_value" && first.values.every((value) => typeof value === "string"))
      return typeWords.string;
    return undefined;
  });
  if (!forms.length || forms.some((form) => form === undefined)) return undefined;
  return `must be ${[...new Set(forms)].join(" or ")}`;
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_union":
      // A field that may be written in several forms (a date as text or as a date) and is not written at all.
      if (issue.input === undefined) return "is required but missing";
      if (!isDefaultMessage(issue.message)) return issue.message;
      // Zod's own message is "Invalid input" (`"linkedin": 5`, stop 78): each form the field may take, in words.
      return unionForms(issue) ?? issue.message;
    case "invalid_type":
      if (issue.input === undefined) return "is required but missing";
      return `must be ${typeWords[issue.expected] ?? issue.expected}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}: check the spelling or remove ${issue.keys.length > 1 ? "them" : "it"}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
    case "too_big": {
      if (!isDefaultMessage(issue.message)) return issue.message;
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const word = issue.code === "too_small" ? "at least" : "at most";
      const unit = issue.origin === "string" ? " characters" : issue.origin === "array" ? " items" : "";
      return `must be ${word} ${String(limit)}${unit}`;
    }
    case "invalid_format":
      return isDefaultMessage(issue.message)
        ? `is not in the expected format (${issue.format})`
        : issue.message;
    default:
      return issue.message;
  }
}
