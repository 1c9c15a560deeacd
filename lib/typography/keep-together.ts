// Where a line of Japanese running text must not break, as ranges the renderers wrap in a no-wrap span
// (`.keep` in pages/styles.css): the text itself stays as written, with no invisible characters.
// Runs anywhere (no BudouX, no content): the names and titles to keep come in as `terms`.

/** A letter of Japanese text: hiragana, katakana or a kanji. */
export const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A kept run longer than this many characters could be wider than a phone's line: it is left breakable. */
export const longestKept = 10;

const digits = "[0-9\uff10-\uff19]+(?:[.,\uff0c\uff0e][0-9\uff10-\uff19]+)*";
// Units a Japanese writer puts straight after a number, longest first where one begins another: percent, points,
// currencies (US dollars, dollars, euros, yen, yuan), time (fiscal year, years, months, days, hours, weeks), counters
// (cases, companies, people, times, countries, sites, buildings, units, floors, tenths, ages, phases, rounds, numbers,
// articles, clauses) and measures.
const units =
  "(?:%|\uff05|\u30d1\u30fc\u30bb\u30f3\u30c8|\u30dd\u30a4\u30f3\u30c8|\u7c73\u30c9\u30eb|\u30c9\u30eb|\u30e6\u30fc\u30ed|\u5186|\u5143|\u5e74\u5ea6|\u5e74\u9593|\u5e74|\u304b\u6708|\u30ab\u6708|\u30f6\u6708|\u30f5\u6708|\u6708|\u65e5\u9593|\u65e5|\u6642\u9593|\u9031\u9593|\u4ef6|\u793e|\u540d|\u4eba|\u500d|\u30ab\u56fd|\u304b\u56fd|\u30f5\u56fd|\u30f6\u56fd|\u62e0\u70b9|\u68df|\u6238|\u968e|\u57fa|\u53f0|\u5272|\u6b73|\u671f|\u56de|\u53f7|\u6761|\u9805|km\u00b2|km|m\u00b2|\u33a1|m|ha|MW|GW|kWh|MWh|bp)";
// A number with its magnitudes (man, oku, chou, sen, hyaku) and units (1.2 oku-en, 500 man, 30%, 2025 nen), with a
// currency sign, yaku (about) or dai (the ordinal: dai 3 ki, phase 3) before it.
const quantity = `(?:\u7d04|\u7b2c|US\\$|S\\$|\\$|\u00a5|\uffe5)?${digits}(?:[\u4e07\u5104\u5146\u5343\u767e]|${units})*`;
// Quantities in a row (a date: 2025 nen 6 gatsu 18 nichi) or a range (500 man to 1 oku US dollars, 3-5 years).
const numbers = `${quantity}(?:[\u301c\uff5e\\-\u2013\u2014]?${quantity})*`;
// Words joined by a middle dot (kensetsu/infura, Kizuna/Burijji): on each side of a dot, one run of a single
// script (kanji, katakana or Latin), so the compound ends where its word does: kensetsu/infura, not the jigyou
// (business) after it. A run that also took the kanji after it kept up to ten characters whole, and justification
// spread the line before it by up to a character's width between characters.
const word = "(?:[\\p{Script=Han}\u3005]+|[\\p{Script=Katakana}\u30fc]+|[\\p{Script=Latin}0-9]+)";
const dotted = `${word}(?:[\u30fb\uff65]${word})+`;

const patterns = [numbers, dotted];

/** Escapes a term for use inside a regular expression. */
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The pattern of every kept run: the given terms (names, titles) first, then numbers and dotted compounds. */
export function keptPattern(terms: readonly string[] = []): RegExp {
  const listed = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length > 1))]
    .sort((a, b) => b.length - a.length)
    .map(escape);
  // The terms in a group of their own, so a name joined by a middle dot is told from a dotted compound.
  return new RegExp(
    [...(listed.length ? [`(?<term>${listed.join("|")})`] : []), ...patterns].join("|"),
    "gu",
  );
}

/** A dotted compound longer than this many characters is kept whole only where a line holds about 35 or more. */
export const longestWholeCompound = 7;

const compound = new RegExp(`^${dotted}$`, "u");

/**
 * Whether a kept run is a long dotted compound: words joined by middle dots, longer than `longestWholeCompound`
 * characters (not a name or title, `term`). On a phone's line of about 20 characters and in a card's or a step
 * column's, such a run breaks as running text does (styles.css, `.keep.long`): kept whole, it moved up to ten
 * characters to the next line, and justification spread the line before it by up to a character between
 * characters.
 */
export function isLongCompound(run: string, term = false): boolean {
  return !term && [...run].length > longestWholeCompound && compound.test(run);
}

/** A run no line may break inside: its [start, end) (UTF-16 offsets), and whether it is a listed name or title. */
type KeptRun = { start: number; end: number; term: boolean };

function keptRuns(text: string, pattern: RegExp): KeptRun[] {
  if (!japanese.test(text)) return [];
  const runs: KeptRun[] = [];
  for (const match of text.matchAll(pattern)) {
    const length = [...match[0]].length;
    // A lone digit or letter needs no keeping; a run longer than a phone's line must stay breakable.
    if (length < 2 || length > longestKept) continue;
    // Latin letters, digits and signs alone never break inside in any browser: no span needed.
    if (/^[\x21-\x7e]+$/.test(match[0])) continue;
    runs.push({ start: match.index, end: match.index + match[0].length, term: Boolean(match.groups?.term) });
  }
  return runs;
}

/** [start, end) ranges of `text` (UTF-16 offsets) no line may break inside, in order and apart. */
export function keptRanges(text: string, pattern: RegExp): [number, number][] {
  return keptRuns(text, pattern).map(({ start, end }) => [start, end]);
}

// What never starts a line and so does not count as a character of the ending: white space,
// punctuation and closing brackets.
const uncounted =
  /[\s\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b,.:;!?)\]]/u;

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

/** A piece of text, whether it is set on one line, and whether it is a long dotted compound (`isLongCompound`). */
export type Segment = { text: string; kept: boolean; long?: true };

/**
 * The text cut into the runs that stay on one line and the rest: every kept run of `pattern`, and with
 * `ending` the paragraph's last three characters, which join a kept run they meet. Joined again, the
 * segments are the text exactly.
 */
export function segmentText(text: string, pattern: RegExp, { ending = false } = {}): Segment[] {
  const runs = keptRuns(text, pattern);
  const ranges = runs.map(({ start, end }): [number, number] => [start, end]);
  // A Japanese text no longer than its ending (a table cell of three characters) is kept whole.
  const endingStart = !ending
    ? -1
    : keptEndingStart(text) < 0 && japanese.test(text)
      ? text.search(/\S/u)
      : keptEndingStart(text);
  // The run that is the ending itself, if the ending is exactly a kept run: it stays whole like any ending.
  let endingRun: KeptRun | undefined;
  if (endingStart >= 0 && text.trim()) {
    const end = text.trimEnd().length;
    // The ending swallows every kept run it overlaps, and starts where the first of them starts (a long compound
    // it swallows is kept whole with it at every width: split there, its first words were a separate span, which
    // let a wide screen break the compound too).
    let start = endingStart;
    while (ranges.length && ranges.at(-1)![1] > start) start = Math.min(start, ranges.pop()![0]);
    ranges.push([start, end]);
    endingRun = runs.find((run) => run.start === start && run.end === end);
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), kept: false });
    // A kept run as it was found (not the ending, which stays whole) may be a long compound.
    const run = runs.find((candidate) => candidate.start === start && candidate.end === end);
    const long = run !== undefined && run !== endingRun && isLongCompound(text.slice(start, end), run.term);
    segments.push({ text: text.slice(start, end), kept: true, ...(long && { long: true as const }) });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kept: false });
  return segments;
}
