// The phrase-break character and its removal: safe for the client bundle (no BudouX here).

/** U+200B ZERO WIDTH SPACE: a line-break opportunity between two Japanese phrases. */
export const phraseBreak = "\u200b";

/** U+2060 WORD JOINER: no line break here, between the letters of a word the phrase step keeps whole
    (build/typography/phrases.ts, `unbrokenWords`); Chromium's `word-break: auto-phrase` honours it too. */
export const wordJoiner = "\u2060";

const phraseBreaks = /[\u200b\u2060]/g;

/** The text without its phrase breaks and word joiners, as a writer wrote it. */
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

/** A letter of Japanese text: hiragana, katakana or a kanji. */
export const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// What never starts a line and so does not count as a character of the ending: white space, phrase
// breaks, word joiners, punctuation and closing brackets.
const uncounted =
  /[\s\u200b\u2060\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b,.:;!?)\]]/u;

/** Characters (punctuation aside) that end a Japanese paragraph together on its last line. */
export const keptEnding = 3;

/**
 * Where the end of a Japanese paragraph's text that stays on one line starts: its last three characters
 * and the punctuation after them, so the last line never holds a character or two. Only the end is
 * held: every line before it still breaks anywhere, as Japanese body text does, so the lines stay full.
 * -1 for text without Japanese, or too short to have anything before its end.
 */
export function keptEndingStart(text: string): number {
  const trimmed = text.trimEnd();
  if (!japanese.test(trimmed)) return -1;
  const characters = [...trimmed];
  let kept = 0;
  let index = characters.length;
  while (index > 0 && kept < keptEnding) if (!uncounted.test(characters[--index]!)) kept++;
  return index > 0 ? characters.slice(0, index).join("").length : -1;
}
