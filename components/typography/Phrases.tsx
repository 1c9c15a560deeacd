// Short copy (a heading, a lead, a card title, a button): in Japanese, BudouX's phrases with <wbr> between
// them in a box that breaks only there (.phrases in styles.css), and kept runs whole; English keeps its
// hyphenated compounds whole. Server only: an island's copy relies on CSS (`word-break: auto-phrase`).
// A Japanese lead or statement too long for three lines on a phone is running text instead (`.running`:
// justified, solid, breaking as print does, with its kept runs and its three-character ending).
import { phrasesOf, splitPhrases } from "@/pipeline/runtime/typeset";
import { fullWidth, japanese } from "@/lib/typography/keep-together";
import { KeepHyphenated } from "./KeepHyphenated";
import { KeptEnding } from "./KeptEnding";
import { PhrasePieces } from "./PhrasePieces";

/** How wide a text is in full-width characters: a Latin letter, a digit or a space counts as half. */
export const widthInCharacters = (text: string) =>
  [...text].reduce((width, character) => width + (fullWidth.test(character) ? 1 : 0.5), 0);

/**
 * The longest Japanese short copy, in full-width characters: three lines of a lead on a phone (18 px type in a
 * 350 px column is 19 characters a line; set by phrases, a line ends a few characters short, so three lines
 * hold about 50). Measured on every Japanese page at 390 px: leads of 52 to 67 characters took four lines,
 * every lead of 46 or fewer took three at most. Longer copy reads as running text (docs/design.md).
 */
export const longestShortCopy = 50;

/**
 * The longest Japanese lead a phone sets by phrases, in full-width characters: six lines of about 17 (the last
 * line Chromium balances; past it a lead set by phrases broke greedily, a line of three phrases beside one of one:
 * "deguchi ga" alone on a line of the approach page's nine-line lead, stop-67 review). A longer lead is justified on a phone, as
 * the body text is, and keeps its phrases from sm up, where it takes four lines or fewer.
 */
export const longestBalancedLead = 100;

/** Whether a Japanese text is too long to be set by phrases, and is set as running text. */
export const isRunningText = (text: string) =>
  japanese.test(text) && widthInCharacters(text) > longestShortCopy;

/**
 * `short`: set by phrases whatever its length, for copy in small type whose lines hold more (the investment notice
 * band, 14 px: about 70 characters in three lines of a phone, two at 1440 px, where justified it split ri|suku).
 */
export function Phrases({ text, short = false }: { text: string; short?: boolean }) {
  // One box in either language: in a flex row (an icon and its text) the pieces of a hyphenated English line were
  // each a flex item of their own, side by side in columns.
  if (!japanese.test(text))
    return (
      <span>
        <KeepHyphenated text={text} />
      </span>
    );
  // BudouX's own phrases ride along as <wbr>: a running lead set large (display type) breaks only there, ragged;
  // one at text size is justified and breaks as print does, where they change nothing (styles.css).
  if (!short && isRunningText(text))
    return (
      <span className={widthInCharacters(text) > longestBalancedLead ? "running past-balance" : "running"}>
        <KeptEnding text={text} phrases={splitPhrases(text, { display: false })} />
      </span>
    );
  return <PhrasePieces pieces={phrasesOf(text)} />;
}
