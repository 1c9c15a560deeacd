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
  /(?<=\p{Script=Han})(?=[\p{Script=Katakana}\u30fc]{3})|(?<=(?:^|[^\p{Script=Katakana}\u30fc])\u30fb)(?=.)|(?<=\u30fb)(?!\p{Script=Katakana})(?=.)|(?<=\u3051\u308c\u3070)(?=\p{Script=Hiragana}{3})|(?<=\p{Script=Hiragana})(?=[\u3054\u304a]\p{Script=Han})|(?<=\p{Script=Han})(?=\u3044\u305f\u3060|\u304f\u3060\u3055)/u;

// A long phrase BudouX gives whole may also break after the topic or contrast "wa" of "de wa", "ni wa", "to wa"
// before the verb that follows (fando de wa | arimasen, 11 characters, wider than a phone's heading line), and
// after the particle "nite" before a kanji word (Shingapooru nite | setsuritsu).
const topicJoint =
  /(?<=[\u3067\u306b\u3068]\u306f)(?=\p{Script=Hiragana}{2})|(?<=\u306b\u3066)(?=\p{Script=Han})/u;

// Two words of one or two kanji joined by a middle dot (choki-teiri, long-term and low-interest) are one unit: a
// line never ends on its dot (DECISIONS: never a break inside a compound joined by the dot; the stop-80 review saw
// choki- | teiri in a lede). Where kana comes before it, the break goes there instead.
const shortDottedEnd = /(?<![\p{Script=Han}\u3005])[\p{Script=Han}\u3005]{1,2}\u30fb$/u;
const shortDottedStart = /^[\p{Script=Han}\u3005]{1,2}(?![\p{Script=Han}\u3005])/u;
function keepShortDotted(parts: string[]): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    const before = kept.at(-1);
    const compound = before === undefined ? null : shortDottedEnd.exec(before);
    if (before === undefined || !compound || !shortDottedStart.test(part)) {
      kept.push(part);
      continue;
    }
    const head = before.slice(0, compound.index);
    if (head) kept.splice(-1, 1, head, compound[0] + part);
    else kept[kept.length - 1] = before + part;
  }
  return kept;
}

/** A long compound noun (kanji words then a loanword, or nouns joined by a middle dot) may also break at
    those joints, never inside two short kanji words joined by a dot; a long phrase of a noun and a verb, after its
    "de wa". */
function splitLongCompound(phrase: string): string[] {
  if (phrase.length <= longPhrase) return [phrase];
  for (const joint of [compoundJoint, topicJoint]) {
    const split = phrase.split(joint);
    const parts = joint === compoundJoint ? keepShortDotted(split) : split;
    if (parts.length > 1 && parts.every((part) => part.length > 1)) return parts.flatMap(splitLongName);
  }
  return splitLongName(phrase);
}

// A foreign name whose words a middle dot joins (makara-kyapitaru) is one name: it breaks at its dots only where
// it is wider than a phone's title line (kizuna-burijji-adobaizarii wa), so a line never ends inside a short
// one (stop-63 review: makara- | kyapitaru in an article's title at 1440 px).
const nameDot = /(?<=[\p{Script=Katakana}\u30fc]\u30fb)(?=\p{Script=Katakana})/u;
const phoneTitleLine = 11;
function splitLongName(phrase: string): string[] {
  if (phrase.length <= phoneTitleLine) return [phrase];
  const parts = phrase.split(nameDot);
  return parts.every((part) => part.length > 1) ? parts : [phrase];
}

// Compound particles ("to shite" as, "ni okeru" in, "ni tsuite" about, "ni taisuru" towards, "ni yoru" by,
// and the like): BudouX starts a phrase at their second word, so a line could end on the "to" or "ni" and
// the next begin with the rest. Japanese typesetting keeps them with the word before, as one phrase. By
// the particle a phrase ends with (to, ni), how the next phrase may begin.
const particleContinuations: Record<string, RegExp> = {
  // to: shite, suru (mokuteki to | suru mono: the notice line, stop-63 review)
  "\u3068": /^\u3057\u3066|^\u3059\u308b/u,
  // ni: okeru/oite, tsuite, taisuru/taishite, kansuru/kanshite, yoru/yotte/yori, muketa, totte, motozuku, wataru,
  // atatte/atari (go-issho itadaku ni | atatte, stop-63 review)
  "\u306b":
    /^(?:\u3042\u305f|\u304a\u3051|\u304a\u3044|\u3064\u3044|\u5bfe\u3059|\u5bfe\u3057|\u95a2\u3059|\u95a2\u3057|\u3088\u308b|\u3088\u3063|\u3088\u308a|\u5411\u3051|\u3068\u3063|\u57fa\u3065|\u308f\u305f)/u,
};

/**
 * Words no phrase boundary falls inside, though BudouX would put one there (the independent look of issue 36
 * saw each of them split in a heading): compound verbs whose first verb ends in kana (harai|dashi pay out,
 * tori|kime agree, arai|dashi bring out, ate|hameru apply), a doubled numeral (hitotsu|hitotsu one by one), a clipped loanword
 * after a kanji (shou|ene energy-saving), sono|ta other, the compound particle to|shite (as), yori|yoi (better)
 * and no|kata (the person of). A verb is
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
  // ate-hame, ate-hama (apply, fit): "ate wa | meru" read as a topic and a stray ending
  "\u5f53\u3066\u306f\u3081",
  "\u5f53\u3066\u306f\u307e",
  // hiki-uke (undertake): "ohiki | uke shimasen" on Important Information (stop 65)
  "\u5f15\u304d\u53d7",
  // yori-yoi (better): "yori | yoi infura" in the mission's lead (stop-64 review)
  "\u3088\u308a\u3088",
  // no kata (the person of): "toushika no | kata to no" in the contact page's lead (stop-64 review)
  "\u306e\u65b9",
];

/** A phrase, and whether it begins at a joint inside one of BudouX's phrases (a long compound's). */
type Part = { text: string; joint: boolean };

// The whole of each compound particle's second word, by the particle before it (with a topic "wa" or "mo" after):
// where BudouX runs it on into the next word (ni | watari tsumikasanete kita, 10 characters), the phrase ends after
// the particle and the rest is a phrase of its own (sorezore 30-nen ijou ni watari | tsumikasanete kita: joined
// whole, 20 characters, wider than a phone's lead line, it broke inside a word).
const particleForms: Record<string, RegExp> = {
  // to: shite, suru
  "\u3068": /^(?:\u3057\u3066|\u3059\u308b)[\u306f\u3082]?/u,
  // ni: atatte/atari, okeru/oite, tsuite, taisuru/taishite, kansuru/kanshite, yoru/yotte/yori, muketa/mukete,
  // totte, motozuku/motozuite/motozuki, wataru/watatte/watari
  "\u306b":
    /^(?:\u3042\u305f\u3063\u3066|\u3042\u305f\u308a|\u304a\u3051\u308b|\u304a\u3044\u3066|\u3064\u3044\u3066|\u5bfe\u3059\u308b|\u5bfe\u3057\u3066|\u95a2\u3059\u308b|\u95a2\u3057\u3066|\u3088\u3063\u3066|\u3088\u308b|\u3088\u308a|\u5411\u3051[\u305f\u3066]|\u3068\u3063\u3066|\u57fa\u3065\u3044\u3066|\u57fa\u3065[\u304f\u304d]|\u308f\u305f\u3063\u3066|\u308f\u305f[\u308b\u308a])[\u306f\u3082]?/u,
};
/** A rest after a compound particle shorter than this stays with it (mokuteki to suru | mono is joined later). */
const shortestRest = 3;

/** Joins each phrase that continues a compound particle to the phrase before it: the particle's second word, and
    the rest of BudouX's phrase with it only where that rest is a character or two. */
function joinCompoundParticles(parts: Part[]): Part[] {
  const joined: Part[] = [];
  for (const part of parts) {
    const before = joined.at(-1);
    const particle = before?.text.slice(-1) ?? "";
    if (before === undefined || !particleContinuations[particle]?.test(part.text)) {
      joined.push({ ...part });
      continue;
    }
    const form = particleForms[particle]?.exec(part.text)?.[0] ?? part.text;
    const rest = part.text.slice(form.length);
    if (rest.length >= shortestRest) {
      before.text += form;
      joined.push({ text: rest, joint: false });
    } else before.text += part.text;
  }
  return joined;
}

// ICU's Japanese dictionary (in Node and every browser): a word of kanji it knows is never cut by a phrase boundary
// (BudouX gave tekikaku kikan tou | shika ya, stop 65).
const icuWords = new Intl.Segmenter("ja", { granularity: "word" });
const kanjiWord = /^[\p{Script=Han}\u3005]{2,}$/u;

/** The phrases with no boundary inside one of the `unbrokenWords` or inside a word of kanji ICU knows: a phrase that
    ends inside one is joined to the next. */
function keepWordsWhole(parts: Part[]): Part[] {
  const text = parts.map((part) => part.text).join("");
  const inside = new Set<number>();
  for (const { segment, index } of icuWords.segment(text))
    if (kanjiWord.test(segment))
      for (let offset = index + 1; offset < index + segment.length; offset++) inside.add(offset);
  for (const word of unbrokenWords)
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
      for (let offset = at + 1; offset < at + word.length; offset++) inside.add(offset);
  const kept: Part[] = [];
  let end = 0;
  for (const part of parts) {
    if (kept.length && inside.has(end)) kept[kept.length - 1]!.text += part.text;
    else kept.push({ ...part });
    end += part.text.length;
  }
  return kept;
}

// Clause punctuation and closing brackets inside one of BudouX's phrases (giga purojekuto: | kaigai no): a
// heading may always break after them; after a closing bracket, not before the particle that follows it
// (suponsaa (jigyou-nushi) | wa started a lede's line with the particle, stop-80 review).
const afterClause =
  /(?<=[\u3001\u3002\uff0c\uff1a\uff1b\uff01\uff1f])(?=[^\s\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b])|(?<=[\uff09\u300d\u300f\u3011])(?=[^\s\p{Script=Hiragana}\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b])/u;
const endsWithClosing =
  /[\s\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b,.:;!?)\]]$/u;
// A formal noun (koto, mono, tokoro, tame, toki, hazu, wake) belongs to the clause before it (okonau | koto), as
// "dou ka" (whether) does to its question (au ka | dou ka).
const formalNoun =
  /^(?:\u3069\u3046\u304b|\u3053\u3068|\u3082\u306e|\u3068\u3053\u308d|\u305f\u3081|\u3068\u304d|\u306f\u305a|\u308f\u3051)/u;
// The helping verb after a "-te" form (shitte | oku, shite | imasu, shite | kudasai) belongs to it.
const afterTe =
  /^(?:\u304a[\u304f\u304d\u3044\u3051]|\u3044[\u308b\u307e\u305f\u304f\u304d]|\u3057\u307e|\u304f\u3060|\u3082\u3089|\u307b\u3057|\u3042\u3052|\u3042[\u308b\u308a])/u;
// A phrase ending in one of these case particles (o, ga, ni, no) and the short one after it read as one unit
// (suuji o | tashikameru, jikkou ni | utsuseru, seibi ga | susumu): they share a line where they fit on one.
const caseParticle = /[\u3092\u304c\u306b\u306e]$/u;
/** Up to this many characters (punctuation aside), a case particle's phrase and the next share a line; after
    "no" (of), which joins two nouns, fewer (tōshi e no | apurōchi stays two). */
const longestUnit = 9;
const longestNounUnit = 7;
const hiragana = /^\p{Script=Hiragana}+$/u;
const length = (phrase: string) => phrase.replace(closing, "").length;

/**
 * An editor's breaks for display copy, over BudouX's phrases: no line begins with a formal noun or a "-te" form's
 * helping verb; a phrase of one or two characters goes with its neighbour (a particle's phrase, "kata to", with the
 * one before; an adverb, "yori", "mazu", or a bare noun with the one after); and a case particle's phrase shares a
 * line with a short phrase after it. Nothing joins across clause punctuation or into a long compound's joints.
 * docs/languages-and-urls.md, "Headings and short copy".
 */
function joinForDisplay(parts: Part[]): string[] {
  const joinable = (before: Part | undefined, part: Part | undefined): boolean =>
    before !== undefined && part !== undefined && !part.joint && !endsWithClosing.test(before.text);
  const firstPass: Part[] = [];
  for (const part of parts) {
    const before = firstPass.at(-1);
    const belongsBefore =
      formalNoun.test(part.text) || (/[\u3066\u3067]$/u.test(before?.text ?? "") && afterTe.test(part.text));
    if (joinable(before, part) && belongsBefore) before!.text += part.text;
    else firstPass.push({ ...part });
  }
  const secondPass: Part[] = [];
  for (let index = 0; index < firstPass.length; index++) {
    const part = firstPass[index]!;
    const next = firstPass[index + 1];
    const before = secondPass.at(-1);
    const short = length(part.text) <= shortestLastPhrase && firstPass.length > 1;
    const core = part.text.replace(closing, "");
    const withNext = short && (hiragana.test(core) || !/\p{Script=Hiragana}$/u.test(core));
    if (short && withNext && joinable(part, next) && !endsWithClosing.test(part.text)) {
      next!.text = part.text + next!.text;
      next!.joint = part.joint;
    } else if (short && !withNext && joinable(before, part)) before!.text += part.text;
    else secondPass.push(part);
  }
  const phrases: Part[] = [];
  for (const [index, part] of secondPass.entries()) {
    const before = phrases.at(-1);
    // After "no", not the head of a long compound split before its loanword (fukuzatsu anken no | senryaku |
    // adobaizarii): the head stays with its compound.
    const compoundHead = secondPass[index + 1]?.joint && !endsWithClosing.test(part.text);
    if (
      joinable(before, part) &&
      caseParticle.test(before!.text) &&
      !(compoundHead && before!.text.endsWith("\u306e")) &&
      length(before!.text) + length(part.text) <=
        (before!.text.endsWith("\u306e") ? longestNounUnit : longestUnit)
    )
      before!.text += part.text;
    else phrases.push(part);
  }
  return phrases.map((part) => part.text);
}

// Where a clause ends inside a heading: after a comma, a colon or a middle dot that ends a phrase.
const clauseEnd = /[\u3001\uff0c\uff1a\u30fb]$/u;

/** Phrases grouped into the clauses they make: a clause ends with a phrase that ends in a comma, a colon or a
    middle dot (for joinShortClauses below, and the breaks' ranks in typeset.ts). */
export function clausesOf(phrases: readonly string[]): string[][] {
  const clauses: string[][] = [[]];
  for (const phrase of phrases) {
    clauses.at(-1)!.push(phrase);
    if (clauseEnd.test(phrase)) clauses.push([]);
  }
  return clauses.filter((clause) => clause.length > 0);
}

/**
 * A clause that fits a phone's title line (up to `longestClause` characters, punctuation aside) is one phrase
 * where the text has more than one clause: its only break is at the clause's end, the strongest a heading has.
 * BudouX's smaller phrases inside it let a balanced line cross the clause and break at a weaker phrase after it
 * (jigyousei hyouka / jigyou | sukiimu no kentou; ikaseru koto, genchi ni | awaseru beki koto, stop-63 review).
 * A longer clause keeps its phrases, so it can wrap inside on a phone.
 */
/** Nine characters of the largest heading type (36 px) fit a 390 px phone's line: a clause up to this long
    never needs to wrap. A longer one made whole wrapped at the column's edge (overflow-wrap), even before a comma. */
const longestClause = 9;
function joinShortClauses(phrases: string[]): string[] {
  const whole = clausesOf(phrases);
  if (whole.length < 2) return phrases;
  return whole.flatMap((clause) => (length(clause.join("")) <= longestClause ? [clause.join("")] : clause));
}

/** BudouX's phrases with each phrase of one character joined to the one before it: a suffix BudouX leaves
    alone (houreijou, "under the law": hourei | jou) never starts a line. */
function joinSingleCharacters(parts: Part[]): string[] {
  const phrases: string[] = [];
  for (const { text } of parts)
    if (phrases.length && length(text.replace(closing, "")) <= 1) phrases[phrases.length - 1] += text;
    else phrases.push(text);
  return phrases;
}

/** BudouX's phrases of a Japanese text, set as an editor would for display copy (or, with `display: false`, as
    BudouX gives them, for a paragraph set ragged), the last one never a lone character or two; other text is one
    phrase. */
export function splitPhrases(text: string, { display = true } = {}): string[] {
  if (!hasJapanese(text)) return [text];
  const parts = joinCompoundParticles(
    keepShortDotted(parser.parse(text))
      .flatMap((phrase) => phrase.split(afterClause))
      .flatMap((phrase) =>
        splitLongCompound(phrase).map((piece, index) => ({ text: piece, joint: index > 0 })),
      ),
  );
  const kept = keepWordsWhole(parts);
  const phrases = display ? joinShortClauses(joinForDisplay(kept)) : joinSingleCharacters(kept);
  while (phrases.length > 1 && phrases.at(-1)!.replace(closing, "").length <= shortestLastPhrase) {
    const last = phrases.pop()!;
    phrases[phrases.length - 1] += last;
  }
  return phrases;
}
