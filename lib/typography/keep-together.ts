// Where a line of Japanese running text must not break, as ranges the renderers wrap in a no-wrap span
// (`.keep` in pages/styles.css): the text itself stays as written, with no invisible characters.
// Runs anywhere (no BudouX, no content): the names and titles to keep come in as `terms`.

/** A letter of Japanese text: hiragana, katakana or a kanji. */
export const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** A character set a full em wide: kanji, kana, the prolonged sound mark, CJK punctuation and full-width forms. */
export const fullWidth =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60\uffe0-\uffe6]/u;

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

// A short English gloss in full-width brackets (（accredited investor）, （Kizuna Bridge Advisory Pte. Ltd.）): its words
// read as one term, so it moves whole rather than part at a space with a wide gap before it (stop-63 review).
// In running text a gloss is kept by its width (`sizedRuns`); in short copy up to `longestKeptGloss`.
const gloss = "\uff08[A-Za-z][A-Za-z0-9'.,&\\- ]*[A-Za-z0-9.]\uff09";
// Words a line never splits, though ICU reads them as two: mina|sama ("everyone", found split in three body
// paragraphs, stop-63 review) and sono|aida ("meanwhile", not the sono of sono kansetsu..., "its indirect ...";
// split in the Chairman's display paragraph by Chromium's own phrases, stop-64 review).
const wholeWords = "\u7686\u69d8|\u305d\u306e\u9593(?![\u63a5\u67c4])";

// A Latin phrase of two words or more written bare in Japanese text (the Singapore term accredited investor): one
// term, kept by its width in running text (`sizedRuns`); a wider one breaks at its spaces only.
const latinPhrase = "[A-Za-z][A-Za-z'.]*(?: [A-Za-z][A-Za-z'.]*)+";

// Katakana words joined by middle dots, three or more (`katakanaNames` below).
const dottedName = "[\\p{Script=Katakana}\u30fc]+(?:\u30fb[\\p{Script=Katakana}\u30fc]+){2,}";

// A legal document's number: parts joined by slashes, with its ordinal and counter (a resolution's dai 202/2025/QH15
// gou, a law's dai 31/2024/QH15 gou). Stop 76: whole at every width, as any number with its unit; until then a line
// could break after each slash, and the designer read ketsugi dai 202/ | 2025/QH15 gou as a broken identifier.
const identifier = "(?:\u7b2c)?[A-Za-z0-9]+(?:/[A-Za-z0-9]+){2,}\u53f7?";
// A quotation in corner brackets (kagikakko): the title of a page or a section the text points to (juuyou jikou,
// rieki souhan no kaiji). Kept whole up to `longestQuote` (stop 76: juuyou ji|kou and ri|eki souhan no kaiji broke).
const quotation = "\u300c[^\u300c\u300d\n]+\u300d";

const patterns = [
  `(?<identifier>${identifier})`,
  `(?<number>${numbers})`,
  `(?<name>${dottedName})`,
  `(?<quote>${quotation})`,
  dotted,
  `(?<gloss>${gloss})`,
  wholeWords,
  `(?<latin>${latinPhrase})`,
];

/** A name of three katakana words or more joined by middle dots: a firm's or a person's (kizuna-burijji-
    adobaizarii, makara-kyapitaru-paatonaazu, abudabi-guroobaru-maaketto), never a common compound, which has two.
    In running text it breaks only after one of its dots or inside a long word (`sizedRuns`); in short copy up to `longestShortName`
    characters it stays whole. */
export const katakanaNames = new RegExp(dottedName, "gu");

/**
 * Stop 66: every paragraph of Japanese running text is justified, gloss or name or not. A kept run that moves to
 * the next line whole leaves its width, less a character, to be spread over the line before it: on a phone's line
 * of 19 or 20 characters a run of three spreads it by about 2 / 18 = 0.11 em a gap (and a character kinsoku moves
 * with it, 0.16), one of four by 0.17 to 0.25 em (measured: /jp/important-information at 390 px); on a wide line of
 * 38 a run of six by 5 / 37 = 0.14 em. So a name, a gloss or a Latin phrase in running text is kept whole up to
 * `longestWholeRun` full-width characters on every measure, and up to `longestWideRun` on a wide one only
 * (`.keep.long`, which a phone and a narrow column break as running text); a longer one breaks as print does, a
 * katakana name after its dots or inside a word wider than the limit, a Latin phrase at its spaces.
 */
export const longestWholeRun = 3;
/** A listed name of this many Japanese characters without a space or a dot is whole on every measure (`sizedRuns`). */
export const longestWholeName = 4;
export const longestWideRun = 6;
/** A word of a katakana name (the firm's, a partner's) up to this wide stays whole on every measure (`sizedRuns`). */
export const longestNameWord = 5;
/** A longer word of a katakana name breaks only this many letters or more from either end (`sizedRuns`). */
export const nameWordEdge = 3;

/** How wide a text is in full-width characters: a Latin letter, a digit or a space counts as half. */
export const widthInCharacters = (text: string) =>
  [...text].reduce((width, character) => width + (fullWidth.test(character) ? 1 : 0.5), 0);

/** A listed name (the firm's katakana name, its Latin legal name) or a gloss up to this wide, in full-width
    characters, is kept whole: a phone's running line holds 20. Wider ones stay breakable. */
export const longestKeptName = 18;
/** A listed Latin name of up to this many words (Kizuna Bridge Advisory Pte. Ltd.) is whole in running text. */
export const longestLatinName = 5;
export const longestKeptGloss = 18;

/** Escapes a term for use inside a regular expression. */
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A katakana letter or the prolonged sound mark: what a katakana word is made of. */
const katakanaLetter = "[\\p{Script=Katakana}\u30fc]";
/** The administrative word after a place (province, city, prefecture, state, ward, district): one unit with it. */
const placeSuffix = /[\u7701\u5e02\u770c\u5dde\u533a\u90e1]$/u;
/** A direction before a place (minami-ajia, toonan-ajia): one unit with it (stop 78). */
export const placePrefix =
  "(?:\u6771\u5357|\u5357\u6771|\u5317\u6771|\u5317\u897f|\u5357\u897f|[\u6771\u897f\u5357\u5317])";
/** The direction at the start of a place run (`keptPattern`), before the place's katakana name. */
const directionBefore = new RegExp(`^${placePrefix}(?=${katakanaLetter})`, "u");

/** A listed place up to this many characters, its direction and administrative word included, is whole at every width
    (stop 78): the designer read shinga | pooru and minami-a | jia as words split, which print never does. A longer one
    breaks as a long word of a name does (`nameWord`). */
export const longestWholePlace = 10;

/** A quotation in corner brackets up to this wide inside them, in full-width characters, is kept whole: with its
    brackets, half a phone's line at most (a longer one, a sentence quoted, breaks as running text). */
export const longestQuote = 8;

/**
 * The pattern of every kept run: the given terms (names, titles) first, then numbers, katakana names joined by dots,
 * the given place names (content/names.json: each a katakana word, found only as a whole word, so doba-i is never
 * found inside adobaizarii), then dotted compounds.
 */
export function keptPattern(terms: readonly string[] = [], places: readonly string[] = []): RegExp {
  const sorted = (list: readonly string[]) =>
    [...new Set(list.map((term) => term.trim()).filter((term) => term.length > 1))]
      .sort((a, b) => b.length - a.length)
      .map(escape);
  const listed = sorted(terms);
  const placed = sorted(places);
  const [identifier, number, name, ...rest] = patterns;
  // The terms in a group of their own, so a name joined by a middle dot is told from a dotted compound. A place
  // takes the administrative word after it (chabin-shou, hoochimin-shi): stop 76, chabin | shou broke on a phone.
  return new RegExp(
    [
      ...(listed.length ? [`(?<term>${listed.join("|")})`] : []),
      identifier,
      number,
      name,
      ...(placed.length
        ? [
            `(?<place>${placePrefix}?(?<!${katakanaLetter})(?:${placed.join("|")})(?!${katakanaLetter})${placeSuffix.source.replace("$", "")}?)`,
          ]
        : []),
      ...rest,
    ].join("|"),
    "gu",
  );
}

/**
 * Whether a kept run is a dotted compound (words joined by middle dots; not a name or title, `term`). On a narrow
 * measure (a phone's line of about 20 characters, a card's or a step column's) it breaks as running text does
 * (styles.css, `.keep.long`): kept whole, a compound of five to ten characters that did not fit moved to the next
 * line, and justification spread the line before it by 0.2 to 0.65 em between characters (stop-61 review). On a
 * wide measure (about 38 characters) it stays whole.
 */
export function isLongCompound(run: string, term = false): boolean {
  return !term && compound.test(run);
}

/**
 * A dotted compound longer than this many characters is not kept at all: on a wide measure of 38 characters a
 * kept run of k characters that moves spreads its line by up to (k - 1) / 37 em, and about 0.1 em is what a reader
 * does not see (stop 61; 8-character compounds spread lines by 0.23 em at 1440 px).
 */
export const longestWholeCompound = 5;

const compound = new RegExp(`^${dotted}$`, "u");
/** A katakana name joined by dots up to this long stays whole in short copy: nine characters of the largest
    heading type fit a phone's line. */
export const longestShortName = 9;
const katakanaName = /^[\p{Script=Katakana}\u30fc]+(?:\u30fb[\p{Script=Katakana}\u30fc]+)+$/u;

/**
 * A number run (a number with its unit, a date, a range: 2026 nen 11 gatsu 30 nichi, 500 man to 1 oku US dollars)
 * up to this wide, in full-width characters (a digit counts as half), is kept whole at every width (issue 45: a date
 * of eleven characters was left breakable as longer than `longestKept`; stop 76: a phone no longer breaks a date
 * between its quantities); a range may break after its sign. Wider runs stay breakable, so none overflows a line.
 */
export const longestKeptNumber = 12;

/** Every number run of Japanese text (numbers with units, dates, ranges), as `keptPattern` finds them; a run is
    kept whole when it holds a Japanese character and is at most `longestKeptNumber` wide. */
export const numberRuns = new RegExp(numbers, "gu");

// A quantity of a number run with the range's sign after it (500 man + wave dash), which never starts a line.
const quantityPart = new RegExp(`${quantity}[\u301c\uff5e\\-\u2013\u2014]?`, "gu");
const rangeSign = /[\u301c\uff5e\-\u2013\u2014]/u;

/** Every quantity of a number run (a number with its magnitudes and units: 2026 nen, 1 oku US dollars): a line never
    breaks inside one, at any width; a range may break between its quantities, after its sign. */
export const quantityRuns = new RegExp(quantity, "gu");

/** A run no line may break inside: its [start, end) (UTF-16 offsets), whether it is a listed name or title, and
    whether a narrow measure breaks it as running text (`long`: `.keep.long`). */
type KeptRun = { start: number; end: number; term: boolean; long?: boolean; inner?: number[] };

/** A name, a gloss or a Latin phrase in running text, kept by its width (`longestWholeRun`, `longestWideRun`): a
    wider katakana name is kept word by word, so it breaks only after a dot; anything else wider breaks as print
    does (a Latin word never inside itself, a bracket never away from its word under strict kinsoku). */
function sizedRuns(text: string, start: number, end: number, term = false): KeptRun[] {
  const run = text.slice(start, end);
  const width = widthInCharacters(run);
  // A name that is one katakana word (a place: hoochimin, shingapooru; a word of a listed name: mansuuri) is set as
  // a word of the firm's name (`nameWord`): whole up to five letters, a longer one broken only in its middle. Kept by
  // the width rules below, a word of four to six letters broke anywhere on a phone (hoo|chimin, stop-72 review). A
  // place's administrative word (chabin-shou) goes with its last letters, as a name's dot does.
  const suffix = placeSuffix.exec(run)?.[0] ?? "";
  if (katakanaWordOnly.test(run.slice(0, run.length - suffix.length))) return nameWord(start, end, suffix);
  // A listed name in Latin letters (the firm's legal name, content/site.json) of up to `longestLatinName` words is a
  // name, which DECISIONS never breaks: whole on every measure it fits, as a phone's running line of 19 or 20
  // characters holds one up to `longestKeptName` wide (stop 81: the stop-80 designer read Kizuna Bridge | Advisory
  // Pte. Ltd. as broken). Stop 78 let it break before its last two words, since whole it left the line before it
  // short; that line is set to the start by the fitting (browser/loose-lines.ts), never letter-spaced. A longer one
  // breaks at a space before its last two words (never Pte. | Ltd.), as English breaks a name at its spaces.
  if (term && /^[\x20-\x7e]+$/.test(run) && width <= longestKeptName) {
    const tail = /\S+ \S+$/u.exec(run);
    if (run.trim().split(/ +/u).length <= longestLatinName || !tail) return [{ start, end, term: true }];
    return [{ start: start + tail.index, end, term: true }];
  }
  if (width <= longestWholeRun) return [{ start, end, term: true }];
  // A person's name of four kanji or kana written without its space (watanabe kenji) is whole at every width: a
  // phone broke it inside the family name (wata|nabe, /jp/privacy, stop 71).
  if (
    width <= longestWholeName &&
    /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30fc]+$/u.test(run)
  )
    return [{ start, end, term: true }];
  if (width <= longestWideRun) return [{ start, end, term: true, long: true }];
  if (!katakanaName.test(run)) return [];
  // A name's words (kizuna, burijji, kyapitaru) up to `longestNameWord` are whole at every width: a phone broke the
  // firm's own name inside a word (kizu|na, adobaiza|rii, stop-72 review). A longer katakana word (adobaizarii)
  // keeps `nameWordEdge` letters at each end, so a line may break only in its middle: kept whole, it moved and
  // spread a phone's line before it by 0.36 em (stop 72, Kenji Watanabe's profile).
  const runs: KeptRun[] = [];
  for (const word of run.matchAll(/[^\u30fb]+\u30fb?/gu)) {
    const [from, to] = [start + word.index, start + word.index + word[0].length];
    const letters = word[0].replace(/\u30fb$/u, "");
    if (widthInCharacters(letters) <= longestNameWord || katakanaWordOnly.test(letters))
      runs.push(...nameWord(from, to, word[0].slice(letters.length)));
    else runs.push(...sizedRuns(text, from, to));
  }
  return runs;
}

const katakanaWordOnly = /^[\p{Script=Katakana}\u30fc]+$/u;

/** The kept runs of one word of a name from `start` to `end`, `dot` (a middle dot, or nothing) at its end: the word
    whole up to `longestNameWord` letters, else `nameWordEdge` letters at each end, the dot with the last. */
function nameWord(start: number, end: number, dot: string): KeptRun[] {
  const letters = end - start - dot.length;
  if (letters <= longestNameWord) return [{ start, end, term: true }];
  return [
    { start, end: start + nameWordEdge, term: true },
    { start: start + letters - nameWordEdge, end, term: true },
  ];
}

function keptRuns(text: string, pattern: RegExp, { names = true } = {}): KeptRun[] {
  if (!japanese.test(text)) return [];
  const runs: KeptRun[] = [];
  const scan = new RegExp(pattern.source, pattern.flags);
  for (let match = scan.exec(text); match; match = scan.exec(text)) {
    const length = [...match[0]].length;
    const term = Boolean(match.groups?.term);
    const end = match.index + match[0].length;
    // A law's or a resolution's number is whole at every width, as any number with its unit (stop 76).
    if (match.groups?.identifier !== undefined) {
      if (widthInCharacters(match[0]) <= longestKeptNumber)
        runs.push({ start: match.index, end, term: true });
      continue;
    }
    // A quoted title up to `longestQuote` inside its brackets is whole; a longer quotation is looked into again for
    // the runs inside it.
    if (match.groups?.quote !== undefined) {
      if (widthInCharacters(match[0].slice(1, -1)) <= longestQuote) {
        // On a narrow measure it gives between its words (stop 80): kept whole, the quoted nintei toushika moved to a phone's next
        // line and left the line before it a third short.
        const inner = quotedTitleBreaks(match[0]);
        runs.push({ start: match.index, end, term: true, ...(inner.length > 0 && { inner }) });
      } else scan.lastIndex = match.index + 1;
      continue;
    }
    // Running text (stop 66): a listed name or title, a katakana name, a bare Latin phrase and a bracketed Latin
    // gloss are kept by their width, in a paragraph justified like every other (`sizedRuns`). Until stop 65 a
    // paragraph holding one was set ragged by phrases to keep it whole, and read like verse beside its neighbours.
    // A place up to `longestWholePlace` characters, with its direction and administrative word, is whole.
    if (match.groups?.place !== undefined && length <= longestWholePlace) {
      // On a narrow measure it gives after its direction (stop 80: higashi-minami | ajia), never inside the place's
      // name or away from its administrative word.
      const direction = directionBefore.exec(match[0])?.[0].length;
      runs.push({ start: match.index, end, term: true, ...(direction && { inner: [direction] }) });
      continue;
    }
    if (
      names &&
      (term ||
        match.groups?.place !== undefined ||
        match.groups?.name !== undefined ||
        match.groups?.latin !== undefined ||
        match.groups?.gloss !== undefined)
    ) {
      const sized = sizedRuns(text, match.index, end, term);
      runs.push(...sized);
      // A wider gloss is not kept, but a name inside it may be: look again just after its bracket.
      if (match.groups?.gloss !== undefined && !sized.length) scan.lastIndex = match.index + 1;
      continue;
    }
    // Short copy (`names: false`) breaks a long listed name at its dots (phrases.ts, splitLongName), a Latin one at
    // its spaces but never inside its last two words.
    if (
      term &&
      length > longestKept &&
      widthInCharacters(match[0]) <= longestKeptName &&
      /^(?:[\p{Script=Katakana}\u30fc\u30fb]+|[\x20-\x7e]+)$/u.test(match[0])
    ) {
      if (/^[\x20-\x7e]+$/.test(match[0])) {
        const tail = /\S+ \S+$/u.exec(match[0]);
        if (tail) runs.push({ start: match.index + tail.index, end, term });
      }
      continue;
    }
    // In short copy a katakana name of three words or more (`katakanaNames`) up to `longestShortName` stays whole.
    if (match.groups?.name !== undefined) {
      if (length <= longestShortName) runs.push({ start: match.index, end, term: true });
      continue;
    }
    if (match.groups?.latin !== undefined) continue;
    if (match.groups?.gloss !== undefined) {
      if (widthInCharacters(match[0]) <= longestKeptGloss) runs.push({ start: match.index, end, term: true });
      else scan.lastIndex = match.index + 1;
      continue;
    }
    // A longer Latin name in Japanese text breaks at its spaces, as English does, never inside its last two words.
    if (term && length > longestKept && /^[\x20-\x7e]+$/.test(match[0])) {
      const tail = /\S+ \S+$/u.exec(match[0]);
      if (tail && tail[0].length <= longestKept)
        runs.push({ start: match.index + tail.index, end: match.index + match[0].length, term });
      continue;
    }
    // Latin letters, digits and signs alone never break inside in any browser: no span needed.
    if (/^[\x21-\x7e]+$/.test(match[0])) continue;
    if (match.groups?.number !== undefined) {
      if (length < 2 || widthInCharacters(match[0]) > longestKeptNumber) continue;
      // A range wider than three characters may break after its sign at every width, each quantity kept: kept
      // whole, 500 man + wave dash + 1 oku US dollars moved and spread the wide line before it by 0.29 em (stop 66).
      if (rangeSign.test(match[0]) && widthInCharacters(match[0]) > longestWholeRun) {
        for (const part of match[0].matchAll(quantityPart))
          if (part[0].length >= 2)
            runs.push({
              start: match.index + part.index,
              end: match.index + part.index + part[0].length,
              term,
            });
        continue;
      }
      runs.push({ start: match.index, end: match.index + match[0].length, term });
      continue;
    }
    // A lone digit or letter needs no keeping; a run longer than a phone's line must stay breakable.
    if (length < 2 || length > longestKept) continue;
    // A dotted compound longer than a wide measure can move without spreading its line breaks as running text. In
    // short copy (a heading) a foreign name of katakana words joined by dots that fits a phone's heading line stays
    // whole: a heading broke makara- | kyapitaru after its dot, which a keep-all box allows (stop-63 review, 1440 px).
    if (
      !term &&
      length > longestWholeCompound &&
      compound.test(match[0]) &&
      (names || length > longestShortName || !katakanaName.test(match[0]))
    )
      continue;
    runs.push({ start: match.index, end: match.index + match[0].length, term });
  }
  if (!names) return runs;
  // Two rules of running text over the words as ICU reads them (stop 76), each a run unless a longer one holds it:
  const segments = [...words.segment(text)];
  segments.forEach(({ segment, index }, at) => {
    const ends: [number, number][] = [];
    // No line starts or ends with one kanji of a word of three or more (me|ron-misho): such a word keeps `kanjiEdge`
    // characters at each end, so one of three is whole and a longer one breaks only inside. Moving one character
    // more spreads a phone's line by 0.05 em at most.
    if (segment.length > kanjiEdge && kanjiWord.test(segment))
      ends.push(
        ...((segment.length < 2 * kanjiEdge
          ? [[index, index + segment.length]]
          : [
              [index, index + kanjiEdge],
              [index + segment.length - kanjiEdge, index + segment.length],
            ]) as [number, number][]),
      );
    // The honorific o or go never ends a line away from its noun (o | kyakusama): it keeps the noun's first
    // `honorificNoun` characters, whether ICU reads it as a word of its own (go | irai, o | toiawase) or with the
    // noun (o-kyakusama, o-okuri, go-ran).
    if (/^[\u304a\u3054]/u.test(segment)) {
      const next = segments[at + 1]?.segment ?? "";
      if (segment.length === 1 && /^\p{Script=Han}/u.test(next))
        ends.push([index, index + 1 + Math.min(next.length, honorificNoun)]);
      else if (/^.\p{Script=Han}/u.test(segment))
        ends.push([index, index + Math.min(segment.length, 1 + honorificNoun)]);
    }
    for (const [start, end] of ends)
      if (!runs.some((run) => run.start < end && start < run.end)) runs.push({ start, end, term: true });
  });
  return runs.sort((a, b) => a.start - b.start);
}

/** Characters of a noun in kanji that stay with the honorific o or go before it (go-irai, o-kyaku-sama). */
export const honorificNoun = 2;

/** Characters of a word of kanji that stay together at each of its ends in running text (`keptRuns`). */
export const kanjiEdge = 2;

/** [start, end) ranges of `text` (UTF-16 offsets) no line may break inside, in order and apart. */
export function keptRanges(text: string, pattern: RegExp): [number, number][] {
  return keptRuns(text, pattern, { names: false }).map(({ start, end }) => [start, end]);
}

/** What never starts a line and so does not count as a character of the ending: white space, punctuation and
    closing brackets. */
export const uncounted =
  /[\s\u3001\u3002\uff0c\uff0e\u30fb\uff1a\uff1b\uff01\uff1f\uff09\u300d\u300f\u3011\u3009\u300b,.:;!?)\]]/u;

/** Characters besides punctuation that end a Japanese paragraph together on its last line, with the punctuation
    after them (stop 76: a last line of masu and its full stop, counted as three until then, reads as two). */
export const keptEnding = 3;

/**
 * Where the end of a Japanese paragraph's text that stays on one line starts: its last three characters that are not
 * punctuation, with the punctuation and closing brackets after them (kimasu + full stop, kudasai + full stop), so the
 * last line never holds fewer than three; where those would start inside a word of kanji, the whole word (minasama ni
 * + full stop, not sama ni + full stop). Until stop 76 the full stop counted as one of the three, and a reader saw
 * masu + full stop as a last line of two (81 blocks, the stop-76 review). Moving it whole leaves a line two characters
 * short at most (kinsoku already moves the character before a full stop), which justification spreads by 0.1 em on a
 * phone; more, and the line is set to the start (browser/loose-lines.ts). -1 for text without Japanese, or too
 * short to have anything before its end.
 */
export function keptEndingStart(text: string, { ragged = false } = {}): number {
  const trimmed = text.trimEnd();
  if (!japanese.test(trimmed)) return -1;
  const characters = [...trimmed];
  let counted = 0;
  let index = characters.length;
  while (index > 0 && counted < keptEnding) if (!uncounted.test(characters[--index]!)) counted++;
  if (index <= 0) return -1;
  let start = characters.slice(0, index).join("").length;
  // Never inside a Latin word or a number: from its first letter (MAS of (MAS) desu + full stop).
  while (start > 0 && /[A-Za-z0-9]/.test(trimmed[start - 1]!) && /[A-Za-z0-9]/.test(trimmed[start]!)) start--;
  const word = kanjiWordAround(trimmed, start);
  if (word >= 0 && [...trimmed.slice(word)].length <= longestPulledEnding) return word;
  return katakanaEdgeBefore(trimmed, start, ragged);
}

/** Where an ending that would start inside a katakana word starts instead: with at least `katakanaEdge` letters of
    the word, and none left alone before it (saabi|su ichiran took bisu ichiran; a line never starts with one letter
    of a loanword, stop 75). */
function katakanaEdgeBefore(text: string, at: number, ragged = false): number {
  const letter = /[\p{Script=Katakana}\u30fc]/u;
  if (at <= 0 || !letter.test(text[at - 1]!) || !letter.test(text[at]!)) return at;
  let wordStart = at;
  while (wordStart > 0 && letter.test(text[wordStart - 1]!)) wordStart--;
  let wordEnd = at;
  while (wordEnd < text.length && letter.test(text[wordEnd]!)) wordEnd++;
  // Copy set ragged keeps a katakana word of up to `longestKeptKatakana` letters whole (stop 81: a card's ending took
  // ri-i desu. of adobaizarii and the ragged line broke the word there).
  if (ragged && wordEnd - wordStart <= longestKeptKatakana) return wordStart;
  const start = Math.min(at, wordEnd - katakanaEdge);
  return start - wordStart < katakanaEdge ? wordStart : start;
}

/** An ending that would start inside a word of kanji takes the whole word, up to this many characters: the
    ending pulls a word down rather than break it (mina|sama ni, ho|kokushimasu, stop-62 review). */
export const longestPulledEnding = 6;

// ICU's Japanese dictionary (in Node and in every browser): where the words of a text begin and end.
const words = new Intl.Segmenter("ja", { granularity: "word" });
const kanjiWord = /^[\p{Script=Han}\u3005]+$/u;

/** The start (UTF-16 offset) of the word with a kanji that `at` falls inside (kanji, or kanji and the kana of its
    ending: sada-me, azuke-ire), or -1 when `at` is between two words or the word there is of kana or other letters
    (a kana word may break, as in print). */
function kanjiWordAround(text: string, at: number): number {
  for (const { segment, index } of words.segment(text))
    if (index < at && index + segment.length > at) return wordWithKanji.test(segment) ? index : -1;
  return -1;
}
const wordWithKanji = /^[\p{Script=Han}\u3005][\p{Script=Han}\u3005\p{Script=Hiragana}]*$/u;

/** Japanese words in corner brackets and nothing else: a quoted title a narrow measure may break between its words
    (a name with Latin letters or digits in it, the quoted bijon 2030, stays whole). */
const japaneseOnly =
  /^\u300c[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30fc\u30fb]+\u300d$/u;

/** Where a narrow measure may break a quoted title (a quotation in corner brackets, brackets included) between its
    words (`wordBreaks`), as offsets into it: none for one with Latin letters or digits in it, which stays whole. The
    end-to-end tests read the same offsets (tests/e2e/word-breaks.ts, `quotedTitleBreaksOf`). */
export const quotedTitleBreaks = (quote: string): number[] =>
  japaneseOnly.test(quote) ? wordBreaks(quote) : [];

/** Characters that do not count toward a word's length at a break: punctuation and brackets. */
const unweighed = /[\s\p{P}]/u;

/**
 * Where a run of Japanese words may break between its words, as offsets into it (stop 80): at the start of a word as
 * ICU's Japanese dictionary reads it (in Node and every browser), where the text before and after holds two
 * characters or more besides punctuation, and never before a word of one character, of one or two hiragana (a
 * particle or an ending: no, wo, shi), of punctuation or of Latin letters and digits, which stay with the word before
 * them; a longer word of hiragana (ni tsuite, kudasai) may start a line, as print's phrases do.
 * A line broken there ends between two words, as a heading's does between two phrases: kikan | toushika, never
 * kikan-tou | shika. `last`: the characters besides punctuation after the last break at least (a paragraph's end
 * keeps `keptEnding`).
 */
export function wordBreaks(text: string, { last = 2 } = {}): number[] {
  const count = (part: string) => [...part].filter((character) => !unweighed.test(character)).length;
  const breaks: number[] = [];
  let from = 0;
  for (const { segment, index } of words.segment(text)) {
    if (
      index === 0 ||
      [...segment].length < 2 ||
      /^[\s\p{P}A-Za-z0-9]+$/u.test(segment) ||
      (/^\p{Script=Hiragana}+$/u.test(segment) && [...segment].length < 3)
    )
      continue;
    if (count(text.slice(from, index)) >= 2 && count(text.slice(index)) >= last) {
      breaks.push(index);
      from = index;
    }
  }
  return breaks;
}

/** A part of a kept segment that a narrow measure may break before (a compound in a paragraph's kept ending). */
export type Part = { text: string; long?: true };

/**
 * A piece of text, whether it is set on one line, and whether a narrow measure lets it break (`long`: a dotted
 * compound, `isLongCompound`, breaks as running text does; a kept ending that holds one has `parts`; a date or a
 * range wider than three characters has its quantities as `parts`, each kept whole).
 */
export type Segment = { text: string; kept: boolean; long?: true; parts?: Part[] };

/**
 * How a kept run may break on a narrow measure (a phone's line of about 20 characters, a card's or a step column's):
 * not at all (undefined), or as running text (a dotted compound). Stop 76: a date is whole at every width, as
 * DECISIONS asks; from stop 66 a phone broke it between its quantities (2025 nen 7 gatsu | 1 nichi), since kept whole
 * it spread the line before it by up to 0.47 em, and such a line is now set to the start instead
 * (browser/loose-lines.ts). A range still breaks after its sign at every width (`keptRuns`).
 */
function narrowParts(run: string, term: boolean): Part[] | undefined {
  if (term) return undefined;
  if (isLongCompound(run)) return [{ text: run, long: true }];
  return undefined;
}

/**
 * The text cut into the runs that stay on one line and the rest: every kept run of `pattern`, and with
 * `ending` the paragraph's last characters (`keptEndingStart`), which join a kept run they meet. Joined again,
 * the segments are the text exactly.
 */
export function segmentText(
  text: string,
  pattern: RegExp,
  { ending = false, ragged = false } = {},
): Segment[] {
  const runs = keptRuns(text, pattern);
  const kept: { start: number; end: number; parts?: Part[] }[] = runs.map(
    ({ start, end, term, long, inner }) => {
      const parts: Part[] | undefined = long
        ? [{ text: text.slice(start, end), long: true }]
        : inner
          ? // A run that gives between its words on a narrow measure (a quoted title, a place after its direction):
            // each word a kept part (stop 80).
            [0, ...inner].map((from, at) => ({
              text: text.slice(start + from, start + (inner[at] ?? end - start)),
            }))
          : narrowParts(text.slice(start, end), term);
      return { start, end, ...(parts && { parts }) };
    },
  );
  // A Japanese text of three characters or fewer (a table cell: hacchuusha) is kept whole.
  const short = [...text].filter((character) => !uncounted.test(character)).length <= 3;
  const endingStart = !ending
    ? -1
    : (keptEndingStart(text) < 0 || short) && japanese.test(text)
      ? text.search(/\S/u)
      : keptEndingStart(text, { ragged });
  if (endingStart >= 0 && text.trim()) {
    const end = text.trimEnd().length;
    // The ending swallows every kept run it overlaps, and starts where the first of them starts. A run a narrow
    // measure lets break keeps doing so inside the ending (its parts, then the rest of the ending as one part), so
    // a phone can still break before the last characters; a wide measure keeps the whole ending on one line.
    let start = endingStart;
    const swallowed: typeof kept = [];
    while (kept.length && kept.at(-1)!.end > start) {
      const run = kept.pop()!;
      swallowed.unshift(run);
      start = Math.min(start, run.start);
    }
    const parts: Part[] = [];
    let at = start;
    for (const run of swallowed) {
      if (!run.parts) continue;
      if (run.start > at) parts.push({ text: text.slice(at, run.start) });
      // A run that breaks as running text and that the ending starts inside (bai-seru of bai-seru joukou + full
      // stop) breaks only up to the ending: past it, the ending is whole (stop 76: joukou + full stop alone on a
      // phone's last line).
      if (run.end > endingStart && run.parts.length === 1 && run.parts[0]!.long) {
        const before = text.slice(run.start, Math.max(run.start, endingStart));
        // An opening bracket alone before the ending goes with it, as kinsoku would take it.
        if (/^[\s\uff08\u300c\u300e\u3010\u3014\u3008\u300a(]*$/u.test(before)) at = run.start;
        else {
          parts.push({ text: before, long: true });
          at = endingStart;
        }
        continue;
      }
      parts.push(...run.parts);
      at = run.end;
    }
    if (parts.length && at < end) {
      // The ending's own characters after the last run it swallowed stay with that run's last part when they are
      // fewer than the ending: never two characters and a full stop alone on a phone's last line.
      const rest = text.slice(at, end);
      const last = parts.at(-1)!;
      if ([...rest].filter((character) => !uncounted.test(character)).length < keptEnding && !last.long)
        parts[parts.length - 1] = { text: last.text + rest };
      else parts.push({ text: rest });
    }
    kept.push({ start, end, ...(parts.length > 0 && { parts }) });
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const { start, end, parts } of kept) {
    if (start > at) segments.push({ text: text.slice(at, start), kept: false });
    segments.push({
      text: text.slice(start, end),
      kept: true,
      ...(parts && { long: true as const }),
      // A single part that breaks anywhere (a compound) needs no parts of its own.
      ...(parts && !(parts.length === 1 && parts[0]!.long) && { parts }),
    });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kept: false });
  return segments;
}

/** A katakana word (a loanword, a name the copy does not list): letters of katakana and the prolonged sound mark. */
export const katakanaWords = /[\p{Script=Katakana}\u30fc]+/gu;

/** A word with a kanji up to this many characters stays whole in a card's narrow column (KeptEnding.tsx, `.kanji`):
    moving one leaves the card's line at most two short; one of four (azuke-ire) left a line at 1440 px 3.1
    characters short (stop 75). */
export const longestNarrowWord = 3;

/** Letters of a katakana word that stay together at each of its ends (`katakanaWordParts`). */
export const katakanaEdge = 2;
/** A katakana word wider than this keeps only its ends in every setting, so none is wider than a narrow column. */
export const longestKeptKatakana = 10;

/**
 * The words of a katakana run: one word up to `longestKeptKatakana` letters; a longer run is most often a compound
 * of loanwords (puraibeeto|ekuiti, purojekuto|fainansu), split where ICU's Japanese dictionary reads its words (in
 * Node, where the build runs), each of two letters or more. Its renderers put a <wbr> between them, the compound's
 * natural break: ragged copy keeps each word whole, where it broke the run anywhere (stop 79: puraibeeto ekui|ti in
 * a card at 390 px). A run ICU reads as one word, or with a word of one letter, stays one.
 */
export function katakanaCompound(run: string): string[] {
  if ([...run].length <= longestKeptKatakana) return [run];
  const parts = [...words.segment(run)].map(({ segment }) => segment);
  return parts.length > 1 && parts.every((part) => [...part].length >= 2) ? parts : [run];
}

/**
 * How a katakana word of two letters or more is marked up, for every renderer of Japanese text (KeptEnding.tsx,
 * the MDX step): `word` are the classes of a span around the whole word (none for a word over
 * `longestKeptKatakana`), and each of `parts` is a run of its letters, in a `.kana` span of its own where `end`.
 * A word of up to three letters is one part; a longer one has its first and last `katakanaEdge` letters as
 * `end` parts. The stylesheet decides per setting (styles.css): copy set ragged keeps the whole word on one line,
 * a card's narrow column keeps a word of up to four letters whole (`long` marks the longer ones), and justified
 * running text keeps only the ends, so a line never starts or ends with one letter of a loanword (puro|jekuto
 * may break, purojeku|to never: stop-72 review, 63 such lines at 390 px).
 */
export function katakanaWordParts(word: string): {
  word?: string[];
  parts: { text: string; end?: true }[];
} {
  const letters = [...word];
  // Strict kinsoku holds a small kana and the prolonged sound mark to the letter before them: a word of four letters
  // or more that could break only beside its ends (sukiimu, sutteppu, mojuuru) is `loose`, which justified text
  // breaks as print does. Held whole, such words moved to the next line and spread ten more phone lines before them
  // past 0.15 em (stop 75, docs/design.md). A word of three letters or fewer is whole: moving it costs two at most.
  const middle = letters.slice(katakanaEdge, letters.length - katakanaEdge + 1);
  const loose =
    letters.length > katakanaEdge + 1 && !middle.some((letter) => !heldToLetterBefore.test(letter))
      ? ["loose"]
      : [];
  if (letters.length <= katakanaEdge + 1) return { word: ["kana", ...loose], parts: [{ text: word }] };
  const parts = [
    { text: letters.slice(0, katakanaEdge).join(""), end: true as const },
    { text: letters.slice(katakanaEdge, -katakanaEdge).join("") },
    { text: letters.slice(-katakanaEdge).join(""), end: true as const },
  ].filter((part) => part.text);
  if (letters.length > longestKeptKatakana) return { parts };
  return { word: ["kana", ...(letters.length > 4 ? ["long"] : []), ...loose], parts };
}

/** Letters no line starts with under strict kinsoku: small kana and the prolonged sound mark. */
const heldToLetterBefore =
  /[\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\u30ee\u30f5\u30f6\u30fc\u31f0-\u31ff]/u;
