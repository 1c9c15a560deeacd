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

/**
 * Shortens `text` to at most `max` characters (user-perceived characters, so never inside a surrogate pair or an
 * emoji). Where whole sentences fill at least a third of that, it ends after the last of them and needs no ellipsis;
 * otherwise it is cut and an ellipsis added, never inside a word: Latin words back up to their start (unless the
 * word alone is longer than `max`), and Japanese is cut where the browser's word segmenter (ICU's dictionary) puts a
 * word boundary, so an excerpt never ends "…nozomu tame no yō…" half a word in. Text that fits is returned unchanged.
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
