// Copy set by a component (a card's excerpt, a list of points, a note, a bio) as one paragraph of running
// text: in Japanese, its kept runs (numbers with units, dates, dotted compounds, names and titles) and its last
// three characters each on one line (.keep in styles.css), as the build does for writers' bodies.
import type { ReactNode } from "react";
import { clsx } from "clsx";
import {
  japanese,
  katakanaCompound,
  katakanaWordParts,
  katakanaWords,
  longestNarrowWord,
  segmentText,
} from "../../lib/typography/keep-together";
import { useKeptRuns, useNarrowColumn } from "../../lib/typography/kept-runs-context";
import { KeepHyphenated } from "./KeepHyphenated";

// A katakana word of two letters or more (a loanword: famirii ofisu, deberoppaa) in `.kana` spans
// (keep-together.ts, `katakanaWordParts`): copy set ragged (the footer's notes, a dialog's details) breaks it at none
// of its letters; a card's or a step column's copy breaks one of five letters or more, never within two letters of
// either end (stop 66); justified text breaks one of four or more, never within two letters of either end (stop 75).
const katakanaWord = katakanaWords;
// A word with a kanji, as ICU's Japanese dictionary reads it (in Node and every browser: keiyaku, shoyuusha, o-okuri),
// up to `longestNarrowWord` characters: kept whole in a card's or a step column's copy (.kanji in styles.css), where a
// line set ragged that ends inside a word reads as a mistake (gi|jutsusha, shou|meisha, stop-72 review); elsewhere it
// breaks as print does. Until stop 75 only a run of exactly two kanji was kept.
const icuWords = new Intl.Segmenter("ja", { granularity: "word" });
const kanjiWord = /^[\u304a\u3054]?[\p{Script=Han}\u3005][\p{Script=Han}\u3005\p{Script=Hiragana}]*$/u;

/** The katakana words (two letters or more) and kept kanji words of `text`, in order. */
function keptWords(text: string): { index: number; word: string; kana: boolean; joined?: true }[] {
  const words: { index: number; word: string; kana: boolean; joined?: true }[] = [];
  // A compound longer than ten letters as its words (`katakanaCompound`), a <wbr> between them.
  for (const match of text.matchAll(katakanaWord))
    if (match[0].length >= 2) {
      let index = match.index;
      for (const word of katakanaCompound(match[0])) {
        words.push({ index, word, kana: true, ...(index > match.index && { joined: true as const }) });
        index += word.length;
      }
    }
  for (const { segment, index } of icuWords.segment(text))
    if (segment.length >= 2 && segment.length <= longestNarrowWord && kanjiWord.test(segment))
      words.push({ index, word: segment, kana: false });
  return words.sort((a, b) => a.index - b.index);
}

// A closing bracket and the particle after it (suponsaa (jigyou-nushi) wa): copy set between phrases breaks only at its <wbr>s,
// but a browser may still break after a closing bracket, which started a lede's line with the particle (stop-78 and
// stop-80 reviews). The two are kept on one line where the copy is phrased.
const closingThenParticle = /[)\uff09\u300d\u300f\u3011\u3015\u3009\u300b]\p{Script=Hiragana}/gu;
function withClosingKept(text: string, key: string): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(closingThenParticle)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push(
      <span key={`${key}-${match.index}`} className="keep">
        {match[0]}
      </span>,
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return pieces;
}

/** A plain run with its katakana words in .kana spans, its words with a kanji in .kanji spans, and a <wbr> at each of `breaks` (offsets into the run); where `phrased`, a closing bracket kept with the particle after it. */
function withKatakanaWords(
  text: string,
  key: number,
  breaks: readonly number[],
  phrased = false,
): ReactNode[] {
  const pieces: ReactNode[] = [];
  let at = 0;
  const plain = (run: string, start: number) => (phrased ? withClosingKept(run, `${key}-c${start}`) : [run]);
  // The plain text up to `end`, with a break at each phrase boundary inside it (and at `end` itself before a
  // katakana word: the run's own end is the next run's start, where its caller puts the break).
  const pushPlain = (end: number, atEnd: boolean) => {
    for (const offset of breaks.filter(
      (offset) => offset > at && (offset < end || (atEnd && offset === end)),
    )) {
      pieces.push(...plain(text.slice(at, offset), at), <wbr key={`${key}-wbr-${offset}`} />);
      at = offset;
    }
    if (end > at) pieces.push(...plain(text.slice(at, end), at));
    at = end;
  };
  for (const { index, word, kana, joined } of keptWords(text)) {
    pushPlain(index, true);
    const id = `${key}-${index}`;
    if (joined) pieces.push(<wbr key={`${id}-joined`} />);
    if (kana) {
      const { word: classes, parts } = katakanaWordParts(word);
      const inner = parts.map((part, index) =>
        part.end ? (
          <span key={`${id}-${index}`} className="kana">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      );
      pieces.push(
        classes ? (
          <span key={id} className={classes.join(" ")}>
            {parts.length > 1 ? inner : word}
          </span>
        ) : (
          inner
        ),
      );
    } else
      pieces.push(
        <span key={id} className="kanji">
          {word}
        </span>,
      );
    at = index + word.length;
  }
  pushPlain(text.length, false);
  return pieces;
}

/**
 * The text in one inline box (a single flex item where the parent is a flex row with an icon). With `phrases`
 * (BudouX's, from the server: RaggedCopy), a <wbr> between two phrases outside a kept run, so that where the
 * copy is set ragged it breaks only there (.phrased in styles.css).
 */
export function KeptEnding({ text, phrases }: { text: string; phrases?: readonly string[] }) {
  const narrow = useNarrowColumn();
  // English copy keeps its numbers, dates and amounts on one line (USD 150 million), and a compound of two short
  // words (real-estate: KeepHyphenated), nothing else.
  if (!japanese.test(text))
    return (
      <span>
        <KeepHyphenated text={text} running />
      </span>
    );
  const segments = segmentText(text, useKeptRuns(), { ending: true, ragged: narrow });
  const boundaries: number[] = [];
  if (phrases && phrases.join("") === text)
    for (let index = 0, end = 0; index < phrases.length - 1; index++)
      boundaries.push((end += phrases[index]!.length));
  let start = 0;
  return (
    // A paragraph holding a gloss or a name is justified like any other (stop 66): only the gloss or name itself is
    // kept, and only while it is short (keep-together.ts, `sizedRuns`).
    <span className={clsx(boundaries.length && "phrased") || undefined}>
      {segments.map((segment, index) => {
        const at = start;
        start += segment.text.length;
        // A break where a phrase ends at the start of this run, then inside it where it is not kept.
        const before = index > 0 && boundaries.includes(at) ? [<wbr key={`${index}-before`} />] : [];
        if (segment.kept)
          return [
            ...before,
            <span key={index} className={segment.long ? "keep long" : "keep"}>
              {segment.parts
                ? segment.parts.map((part, at) => (
                    <span key={at} className={part.long ? "keep long" : "keep"}>
                      {part.text}
                    </span>
                  ))
                : // A run a narrow measure breaks (a dotted compound) keeps its words there as the plain text does.
                  segment.long
                  ? withKatakanaWords(segment.text, index, [])
                  : segment.text}
            </span>,
          ];
        const breaks = boundaries
          .filter((offset) => offset > at && offset < start)
          .map((offset) => offset - at);
        return [...before, ...withKatakanaWords(segment.text, index, breaks, boundaries.length > 0)];
      })}
    </span>
  );
}
