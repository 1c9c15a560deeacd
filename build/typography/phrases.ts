// Build-time only (Node): BudouX splits Japanese into phrases so headings and short copy break between
// phrases in every browser (`<wbr>` between them inside a `word-break: keep-all` box, styles.css), without client JS.
import { loadDefaultJapaneseParser } from "budoux";
import { japanese } from "../../lib/typography/keep-together.ts";

const parser = loadDefaultJapaneseParser();

export function hasJapanese(text: string): boolean {
  return japanese.test(text);
}

// Punctuation and closing brackets, which never start a line: they do not count towards a phrase's length.
const closing =
  /[\s\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b,.:;!?)\]]/gu;

/** A last phrase this short or shorter (a particle, or the end of a verb and its full stop) joins the one
    before, so no line ends on it alone. */
export const shortestLastPhrase = 2;

/** Above this many characters a phrase is wider than a phone's title line (30 px type on 390 px). */
const longPhrase = 8;
// Before a katakana loanword (the prolonged sound mark is not of the Katakana script) that follows kanji,
// or after a middle dot between two nouns.
// In a long verb ending, after the conditional "-ba" of "-nakereba" (must), before what follows it.
// Before the honorific prefix go-/o- of a kanji word that follows kana (arakajime | go-kakunin), and
// between a kanji word and the humble or polite verb after it (go-kakunin | itadakitai, go-soudan |
// kudasai): BudouX gives "arakajime go-kakunin itadakitai koto" (16 characters) as one phrase, wider than
// a phone's heading line.
const compoundJoint =
  /(?<=\p{Script=Han})(?=[\p{Script=Katakana}\u30fc]{3})|(?<=\u30fb)(?=.)|(?<=\u3051\u308c\u3070)(?=\p{Script=Hiragana}{3})|(?<=\p{Script=Hiragana})(?=[\u3054\u304a]\p{Script=Han})|(?<=\p{Script=Han})(?=\u3044\u305f\u3060|\u304f\u3060\u3055)/u;

/** A long compound noun (kanji words then a loanword, or nouns joined by a middle dot) may also break at
    those joints. */
function splitLongCompound(phrase: string): string[] {
  if (phrase.length <= longPhrase) return [phrase];
  const parts = phrase.split(compoundJoint);
  return parts.length > 1 && parts.every((part) => part.length > 1) ? parts : [phrase];
}

// Compound particles ("to shite" as, "ni okeru" in, "ni tsuite" about, "ni taisuru" towards, "ni yoru" by,
// and the like): BudouX starts a phrase at their second word, so a line could end on the "to" or "ni" and
// the next begin with the rest. Japanese typesetting keeps them with the word before, as one phrase. By
// the particle a phrase ends with (to, ni), how the next phrase may begin.
const particleContinuations: Record<string, RegExp> = {
  // to: shite
  "\u3068": /^\u3057\u3066/u,
  // ni: okeru/oite, tsuite, taisuru/taishite, kansuru/kanshite, yoru/yotte/yori, muketa, totte, motozuku, wataru
  "\u306b":
    /^(?:\u304a\u3051|\u304a\u3044|\u3064\u3044|\u5bfe\u3059|\u5bfe\u3057|\u95a2\u3059|\u95a2\u3057|\u3088\u308b|\u3088\u3063|\u3088\u308a|\u5411\u3051|\u3068\u3063|\u57fa\u3065|\u308f\u305f)/u,
};

/**
 * Words no phrase boundary falls inside, though BudouX would put one there (the independent look of issue 36
 * saw each of them split in a heading): compound verbs whose first verb ends in kana (harai|dashi pay out,
 * tori|kime agree, arai|dashi bring out), a doubled numeral (hitotsu|hitotsu one by one), a clipped loanword
 * after a kanji (shou|ene energy-saving), sono|ta other, and the compound particle to|shite (as). A verb is
 * listed by its stem, so every form of it is held. docs/languages-and-urls.md says when to add one.
 */
export const unbrokenWords = [
  // harai-dashi
  "\u6255\u3044\u51fa",
  // tori-kime
  "\u53d6\u308a\u6c7a\u3081",
  // arai-dashi
  "\u6d17\u3044\u51fa",
  // hitotsu-hitotsu
  "\u4e00\u3064\u3072\u3068\u3064",
  // shou-ene
  "\u7701\u30a8\u30cd",
  // sono-ta
  "\u305d\u306e\u4ed6",
  // to-shite
  "\u3068\u3057\u3066",
];

/** Joins each phrase that continues a compound particle to the phrase before it. */
function joinCompoundParticles(phrases: string[]): string[] {
  const joined: string[] = [];
  for (const phrase of phrases) {
    const before = joined.at(-1);
    if (before !== undefined && particleContinuations[before.slice(-1)]?.test(phrase))
      joined[joined.length - 1] = before + phrase;
    else joined.push(phrase);
  }
  return joined;
}

/** The phrases with no boundary inside one of the `unbrokenWords`: a phrase that ends inside one is joined
    to the next. */
function keepWordsWhole(phrases: string[]): string[] {
  const text = phrases.join("");
  const inside = new Set<number>();
  for (const word of unbrokenWords)
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
      for (let offset = at + 1; offset < at + word.length; offset++) inside.add(offset);
  const kept: string[] = [];
  let end = 0;
  for (const phrase of phrases) {
    if (kept.length && inside.has(end)) kept[kept.length - 1] += phrase;
    else kept.push(phrase);
    end += phrase.length;
  }
  return kept;
}

/** BudouX's phrases of a Japanese text, the last one never a lone character or two; other text is one phrase. */
export function splitPhrases(text: string): string[] {
  if (!hasJapanese(text)) return [text];
  const phrases = keepWordsWhole(joinCompoundParticles(parser.parse(text).flatMap(splitLongCompound)));
  while (phrases.length > 1 && phrases.at(-1)!.replace(closing, "").length <= shortestLastPhrase) {
    const last = phrases.pop()!;
    phrases[phrases.length - 1] += last;
  }
  return phrases;
}
