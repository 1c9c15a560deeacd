// Pure text helpers for articles: reading time (words in English, characters in Japanese) and excerpt cuts.
import type { Locale } from "../../lib/locale.ts";

/** Reading speeds: words per minute in English, characters per minute in Japanese. */
export const readingSpeed = { en: 200, jp: 500 } as const satisfies Record<Locale, number>;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const splitGraphemes = (text: string) => Array.from(graphemes.segment(text), (part) => part.segment);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

// Inline tags sit inside words ("low-<em>cost</em>"); every other tag separates text.
const inlineTag = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup)\b[^>]*>/gi;

/** The visible text of an HTML fragment (tags dropped, common entities decoded). */
export function getPlainText(html: string): string {
  return html
    .replace(inlineTag, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes needed to read `text`, at least 1: English counts words, Japanese counts characters. */
export function getReadingMinutes(text: string, locale: Locale): number {
  const units =
    locale === "jp"
      ? splitGraphemes(text.replace(/\s+/g, "")).length
      : (text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? []).length;
  return Math.max(1, Math.ceil(units / readingSpeed[locale]));
}

// Letters and digits of alphabetic scripts: a cut between two of them would split a word.
const wordCharacter = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}'’]$/u;
const trailingJunk = /[\s,;:、，。.·\-–—(（[「『]+$/u;

// Where a sentence ends: after a Japanese full stop, or a Latin one followed by a space.
const sentenceEnd = /(?<=[\u3002\uff01\uff1f])|(?<=[.!?][)"'’”]?)\s+/u;
const words = new Intl.Segmenter("ja", { granularity: "word" });

// Where a clause ends inside a sentence, the best place for a teaser to stop short of a sentence's end. English: a
// comma before a conjunction that opens a clause ("…low-cost money, but…"; not a list's comma or "and"), a semicolon,
// a colon or a spaced dash. Japanese: an ideographic comma after a conjunctive particle or form ("kanwa saremashita ga,"; not a list's comma).
const clauseEnd =
  /,(?= (?:but|yet|while|whereas|although|though|because|since|which|so that)\b)|[;:](?= )| [—–](?= )|(?<=(?:\u304c|\u3066|\u3067|\u3070|\u3089|\u3057|\u308a|\u305a|\u305f\u3081|\u3064\u3064|\u306a\u304c\u3089|\u3082\u306e\u306e|\u3051\u308c\u3069))\u3001/gu;
// English words that open a phrase (articles, prepositions, conjunctions, auxiliaries, pronouns): a teaser may stop
// before one, after a word that is none of them ("…to be planning…", never "…is still a…" or "…planning a…").
const functionWords = new Set(
  "a an the and or nor but yet so of to in on at by for from with into onto over under about as than that which who whom whose what why how where when while is are was were be been being has have had do does did can could will would shall should may might must not no its their our your his her this these those one it they we there still also".split(
    " ",
  ),
);
const latinWord = /^[\p{L}\p{N}'’-]+$/u;
const hiragana = /^\p{Script=Hiragana}/u;

/** Where phrases end in `head`, as code-unit offsets: before a function word in English, and in Japanese at a word
 * boundary (ICU's dictionary) that the next word, not a particle or an ending in hiragana, opens. */
function phraseEnds(head: string, whole: string): number[] {
  const ends: number[] = [];
  const segments = Array.from(words.segment(whole));
  for (const [i, { index, segment }] of segments.entries()) {
    if (index === 0 || index > head.length) continue;
    let previous = i - 1;
    while (previous >= 0 && !segments[previous]!.segment.trim()) previous -= 1;
    const before = segments[previous]?.segment ?? "";
    if (!segment.trim()) continue;
    if (latinWord.test(segment)) {
      if (!/\s$/u.test(whole.slice(0, index))) continue;
      if (
        functionWords.has(segment.toLowerCase()) &&
        latinWord.test(before) &&
        !functionWords.has(before.toLowerCase())
      )
        ends.push(whole.slice(0, index).trimEnd().length);
    } else if (/\p{Script=Han}|\p{Script=Katakana}|\p{Script=Hiragana}/u.test(segment)) {
      if (!hiragana.test(segment) && /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]$/u.test(before))
        ends.push(index);
    }
  }
  return ends;
}

/**
 * A teaser of `text` in at most `max` characters (user-perceived characters, so never inside a surrogate pair or an
 * emoji), by one rule for both languages (docs/design.md, "Stop 81: polish"). Text that fits is returned unchanged.
 * Otherwise it stops at the best place within the limit, in this order:
 * 1. after the last whole sentence that fits, where the sentences fill at least a third of it (no ellipsis: nothing
 *    is cut short);
 * 2. at the last clause's end (see `clauseEnd`) that keeps at least half of it;
 * 3. at the last phrase's end (`phraseEnds`) that keeps at least half of it;
 * 4. never inside a word: Latin words back up to their start (unless the word alone is longer than `max`), and
 *    Japanese is cut where ICU's dictionary puts a word boundary, so an excerpt never ends "…nozomu tame no yō…".
 * Each cut short of a sentence's end ends with an ellipsis.
 */
export function cutExcerpt(text: string, max = 80): string {
  const characters = splitGraphemes(text.trim());
  if (characters.length <= max) return characters.join("");
  let sentences = "";
  for (const sentence of text.trim().split(sentenceEnd)) {
    const next = sentences
      ? `${sentences}${/[\u3002\uff01\uff1f]$/u.test(sentences) ? "" : " "}${sentence}`
      : sentence;
    if (splitGraphemes(next).length > max) break;
    sentences = next;
  }
  if (splitGraphemes(sentences).length >= max / 3) return sentences;
  const whole = characters.join("");
  const head = characters.slice(0, max).join("");
  const ellipsis = (offset: number) => `${whole.slice(0, offset).replace(trailingJunk, "")}…`;
  const longEnough = (offset: number) => splitGraphemes(whole.slice(0, offset)).length >= max / 2;
  const clauses = Array.from(head.matchAll(clauseEnd), (match) => match.index).filter(longEnough);
  if (clauses.length) return ellipsis(clauses.at(-1)!);
  const phrases = phraseEnds(head, whole).filter(longEnough);
  if (phrases.length) return ellipsis(phrases.at(-1)!);
  let end = max;
  if (wordCharacter.test(characters[end - 1]!) && wordCharacter.test(characters[end]!)) {
    let start = end;
    while (start > 0 && wordCharacter.test(characters[start - 1]!)) start -= 1;
    if (start > 0) end = start;
  } else {
    // The last word boundary at or before the cut, counted in user-perceived characters.
    const head = characters.slice(0, end).join("");
    const whole = characters.join("");
    let boundary = 0;
    for (const { index } of words.segment(whole)) {
      if (index > head.length) break;
      boundary = index;
    }
    const kept = splitGraphemes(whole.slice(0, boundary)).length;
    if (kept > 0 && kept >= max / 2) end = kept;
  }
  const cut = characters.slice(0, end).join("").replace(trailingJunk, "");
  return `${cut}…`;
}
