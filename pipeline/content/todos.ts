// The one rule for unfinished text: a frontmatter value or a body line that still says TODO (as the
// scaffolder leaves them) or TBD, in whatever width or case. YAML comments do not count: the scaffolder's hints live there. Text is read as the page
// shows it: a character reference (TO&#68;O) is the character itself.
import { decodeHTMLStrict } from "entities";
import { frontmatterClose } from "./frontmatter.ts";
import type { FrontmatterString } from "./frontmatter-string.ts";

export type Todo = { line: number; field?: string };

export function findTodos(source: string, strings: FrontmatterString[]): Todo[] {
  const todos: Todo[] = strings
    .filter((entry) => saysTodo(entry.value))
    .map((entry) => ({ line: entry.line, field: entry.field }));
  const lines = source.split("\n");
  const frontmatterEnd = frontmatterClose(lines);
  lines.forEach((text, index) => {
    if (index > frontmatterEnd && saysTodo(text)) todos.push({ line: index + 1 });
  });
  return todos;
}

/**
 * TODO as the scaffolder writes it, anywhere (`TODO:`, `TODOs`), and the words TODO and TBD in any case. Read after
 * NFKC, as a reader sees the letters: full-width ＴＯＤＯ, ｔｏｄｏ and ＴＢＤ, typed in a Japanese input mode, passed as
 * other letters (probe Y13). A word, not a part of one, in small letters: "mastodon" and "todos" are words of
 * their own.
 */
const unfinished = /TODO|\b(?:[Tt][Oo][Dd][Oo]|[Tt][Bb][Dd])\b/;
const saysTodo = (text: string) => unfinished.test(decodeHTMLStrict(text).normalize("NFKC"));
