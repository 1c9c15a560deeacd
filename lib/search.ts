// The site search (docs/search.md): where the build writes Pagefind's index and script, the mark of a page's
// indexable region, and the reading of an excerpt Pagefind returns. Universal: the build, the gates and the search
// island share these facts.

/** The folder of dist/client the build writes the index into, and the script the search imports from it. */
export const searchFolder = "pagefind";
export const searchBundle = `/${searchFolder}/pagefind.js`;

/** The attribute that marks a page's indexable region (<main>); the build indexes only pages that carry it. */
export const searchBodyAttribute = "data-pagefind-body";

/** How many results the search shows: a first screen of answers, the rest of the list is rarely read. */
export const searchResultLimit = 8;

export type ExcerptPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });

// Pagefind's Japanese index is segmented into words with zero-width spaces, which its excerpts keep: a visitor who
// copies a result would copy them.
const zeroWidth = /[\u200b\u2060]/gu;
// Where one element's text ends without a stop, Pagefind joins the next with ". ", a Latin stop that reads wrong in
// Japanese (a tag list read "Saudi Arabia. Vision 2030. Market entry" in kana and kanji): there the runs are set apart
// by an ideographic space instead.
const japaneseCharacter =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;

// Where a sentence or a heading ends: a Japanese stop, a Latin one before a space, or the ideographic space that now
// joins Japanese runs.
const sentenceEnd = /[\u3002\uff01\uff1f\u3000]\s*|[.!?]\s+/gu;

/**
 * Where an excerpt should begin. Pagefind opens its window a fixed number of words before the first match, so an
 * excerpt often begins inside a sentence, or with the end of the page's title, which the result shows just above it
 * (a Japanese excerpt read "...shudan toshite no gouben jigyou" under the title that ends so). It begins instead
 * after the title, then at the first sentence or heading that starts before the first match.
 */
function excerptStart(whole: string, firstMark: number, title: string): number {
  let start = 0;
  const heading = title.trim();
  for (let cut = 0; cut <= heading.length - 4; cut++) {
    const end = heading.slice(cut);
    const atWord = cut === 0 || /\s/u.test(heading[cut - 1]!) || japaneseCharacter.test(end[0]!);
    if (atWord && whole.startsWith(end)) {
      start = end.length + (/^[\s.:\u3000]*/u.exec(whole.slice(end.length))?.[0].length ?? 0);
      break;
    }
  }
  if (firstMark > start)
    for (const stop of whole.slice(start, firstMark).matchAll(sentenceEnd)) {
      const next = start + stop.index + stop[0].length;
      if (next <= firstMark) return next;
    }
  return start < whole.length ? start : 0;
}

/**
 * An excerpt as Pagefind gives it (escaped text with the matched words in <mark>) as plain text runs, so the page
 * renders it as text and never as HTML; with no invisible characters, Japanese runs joined as Japanese, and
 * beginning where a reader can start reading (after the page's title, when it is given, and at a sentence).
 */
export function excerptParts(excerpt: string, title = ""): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>([\s\S]*?)<\/mark>/).forEach((piece, index) => {
    const text = decode(piece.replace(/<[^>]*>/g, "")).replace(zeroWidth, "");
    if (text) parts.push({ text, marked: index % 2 === 1 });
  });
  // The characters on each side of a joint may lie in the parts before and after.
  const whole = parts.map((part) => part.text).join("");
  let offset = 0;
  for (const part of parts) {
    const start = offset;
    offset += part.text.length;
    part.text = part.text.replace(/\. /g, (joint, at: number) => {
      const before = whole[start + at - 1] ?? "";
      const after = whole[start + at + 2] ?? "";
      return japaneseCharacter.test(before) || japaneseCharacter.test(after) ? "\u3000" : joint;
    });
  }
  const joined = parts.map((part) => part.text).join("");
  const firstMark = parts.findIndex((part) => part.marked);
  const markAt =
    firstMark < 0
      ? joined.length
      : parts.slice(0, firstMark).reduce((sum, part) => sum + part.text.length, 0);
  let skip = excerptStart(joined, markAt, title);
  return parts.flatMap((part) => {
    const text = part.text.slice(skip);
    skip = Math.max(0, skip - part.text.length);
    return text ? [{ ...part, text }] : [];
  });
}
