// Where a line of Japanese running text must not break, as ranges the renderers wrap in a no-wrap span
// (`.keep` in pages/styles.css): the text itself stays as written, with no invisible characters.
// Runs anywhere (no BudouX, no content): the names and titles to keep come in as `terms`.

/** A letter of Japanese text: hiragana, katakana or a kanji. */
export const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A kept run longer than this many characters could be wider than a phone's line: it is left breakable. */
export const longestKept = 14;

const digits = "[0-9０-９]+(?:[.,，．][0-9０-９]+)*";
// Units a Japanese writer puts straight after a number, longest first where one begins another.
const units =
  "(?:%|％|パーセント|ポイント|米ドル|ドル|ユーロ|円|元|年度|年間|年|か月|カ月|ヶ月|ヵ月|月|日間|日|時間|週間|件|社|名|人|倍|カ国|か国|ヵ国|ヶ国|拠点|棟|戸|階|基|台|割|歳|km²|km|m²|㎡|m|ha|MW|GW|kWh|MWh|bp)";
// A number with its magnitudes and units (1.2億円, 500万, 30%, 2025年, 6月), with a currency sign or 約 before it.
const quantity = `(?:約|US\\$|S\\$|\\$|¥|￥)?${digits}(?:[万億兆千百]|${units})*`;
// Quantities in a row (2025年6月18日) or a range (500万〜1億米ドル, 3–5年).
const numbers = `${quantity}(?:[〜～\\-–—]?${quantity})*`;
// Words joined by a middle dot (建設・インフラ, キズナ・ブリッジ): kanji, katakana and Latin runs, no kana particles.
const word = "[\\p{Script=Han}\\p{Script=Katakana}ー\\p{Script=Latin}0-9]+";
const dotted = `${word}(?:[・･]${word})+`;

const patterns = [numbers, dotted];

/** Escapes a term for use inside a regular expression. */
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern of every kept run: the given terms (names, titles) first, then numbers and dotted compounds. */
export function keptPattern(terms: readonly string[] = []): RegExp {
  const listed = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 1))]
    .sort((a, b) => b.length - a.length)
    .map(escape);
  return new RegExp([...listed, ...patterns].join("|"), "gu");
}

/** [start, end) ranges of `text` (UTF-16 offsets) no line may break inside, in order and apart. */
export function keptRanges(text: string, pattern: RegExp): [number, number][] {
  if (!japanese.test(text)) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(pattern)) {
    const length = [...match[0]].length;
    // A lone digit or letter needs no keeping; a run longer than a phone's line must stay breakable.
    if (length < 2 || length > longestKept) continue;
    // Latin letters, digits and signs alone never break inside in any browser: no span needed.
    if (/^[\x21-\x7e]+$/.test(match[0])) continue;
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

// What never starts a line and so does not count as a character of the ending: white space,
// punctuation and closing brackets.
const uncounted = /[\s、。，．・：；！？）」』】〉》,.:;!?)\]]/u;

/** Characters (punctuation aside) that end a Japanese paragraph together on its last line. */
export const keptEnding = 3;

/**
 * Where the end of a Japanese paragraph's text that stays on one line starts: its last three characters
 * and the punctuation after them, so the last line never holds a character or two. -1 for text without
 * Japanese, or too short to have anything before its end.
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

/** A piece of text, and whether it is set on one line. */
export type Segment = { text: string; kept: boolean };

/**
 * The text cut into the runs that stay on one line and the rest: every kept run of `pattern`, and with
 * `ending` the paragraph's last three characters, which join a kept run they meet. Joined again, the
 * segments are the text exactly.
 */
export function segmentText(text: string, pattern: RegExp, { ending = false } = {}): Segment[] {
  const ranges = keptRanges(text, pattern);
  const endingStart = ending ? keptEndingStart(text) : -1;
  if (endingStart > 0) {
    const end = text.trimEnd().length;
    // The ending swallows every kept run it overlaps, and starts where the first of them starts.
    let start = endingStart;
    while (ranges.length && ranges.at(-1)![1] > start) start = Math.min(start, ranges.pop()![0]);
    ranges.push([start, end]);
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), kept: false });
    segments.push({ text: text.slice(start, end), kept: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kept: false });
  return segments;
}
