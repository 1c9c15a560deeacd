// The one rule for unfinished text: a frontmatter value or a body line that still says TODO (as the
// scaffolder leaves them). YAML comments do not count: the scaffolder's hints live there. Text is read as the page
// shows it: a character reference (TO&#68;O) is the character itself.
import { decodeHTMLStrict } from "entities";
import type { FrontmatterString } from "./frontmatter-string.ts";

export type Todo = { line: number; field?: string };

export function findTodos(source: string, strings: FrontmatterString[]): Todo[] {
  const todos: Todo[] = strings
    .filter((entry) => saysTodo(entry.value))
    .map((entry) => ({ line: entry.line, field: entry.field }));
  const lines = source.split("\n");
  const frontmatterEnd = source.startsWith("---")
    ? lines.findIndex((l, i) => i > 0 && /^---\r?$/.test(l))
    : -1;
  lines.forEach((text, index) => {
    if (index > frontmatterEnd && saysTodo(text)) todos.push({ line: index + 1 });
  });
  return todos;
}

const saysTodo = (text: string) => decodeHTMLStrict(text).includes("TODO");
