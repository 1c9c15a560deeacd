// The phrase-break character and its removal: safe for the client bundle (no BudouX here).

/** U+200B ZERO WIDTH SPACE: a line-break opportunity between two Japanese phrases. */
export const phraseBreak = "\u200b";

const phraseBreaks = /\u200b/g;

export function removePhraseBreaks(text: string): string {
  return text.replace(phraseBreaks, "");
}

/** Removes phrase breaks from every string of a JSON-like value (head tags, structured data). */
export function removePhraseBreaksDeep<T>(value: T): T {
  if (typeof value === "string") return removePhraseBreaks(value) as T;
  if (Array.isArray(value)) return value.map(removePhraseBreaksDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, removePhraseBreaksDeep(child)]),
    ) as T;
  }
  return value;
}
