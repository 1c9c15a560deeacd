// The site search (docs/search.md): where the build writes Pagefind's index and script, the mark of a page's
// indexable region, and the reading of an excerpt Pagefind returns. Universal: the build, the gates and the search
// island share these facts.

/** The folder of dist/client the build writes the index into, and the script the search imports from it. */
export const searchFolder = "pagefind";
export const searchBundle = `/${searchFolder}/pagefind.js`;

/** The attribute that marks a page's indexable region (<main>); the build indexes only pages that carry it. */
export const searchBodyAttribute = "data-pagefind-body";

/** The attribute that leaves an element inside that region out of the index (a step's number, the investment notice
 * every investing page repeats). */
export const searchIgnoreAttribute = "data-pagefind-ignore";

/** The search page's address parameter that holds a query (`/search?q=...`): a link with it opens the page with its
 * results, and the field keeps its value there. */
export const searchQueryParameter = "q";

/** How many results the search shows: a first screen of answers, the rest of the list is rarely read. */
export const searchResultLimit = 8;

/** What Pagefind puts where it cut its excerpt out of a longer text (its `excerptEllipsis` option): a private-use
 * character, so an excerpt tells a cut from the page's own text and is cut again where a reader's eye can (below). */
export const excerptCut = "\ue002";

/** What the page shows where an excerpt was cut. */
export const shownCut = "\u2026";

export type ExcerptPart = { text: string; marked: boolean };

/** A result's excerpt as the page shows it: the heading the words were found under, when they were found in one
 * (the result's sub-location), and the sentences around them. */
export type Excerpt = { section: ExcerptPart[]; parts: ExcerptPart[] };

// Pagefind escapes only "<" and ">" in an excerpt (pagefind.js 1.6: raw_content is the page's text with those two
// replaced), so those two are all there is to decode: any other "&…;" is the page's own text, shown as written. A
// decoder of every reference read a page's "&#x110000;" (a title, code) as a character and threw (probe C08).
const decode = (text: string) => text.replace(/&(lt|gt);/g, (_, name: string) => (name === "lt" ? "<" : ">"));

// Pagefind's Japanese index is segmented into words with zero-width spaces, which its excerpts keep: a visitor who
// copies a result would copy them.
const zeroWidth = /[\u200b\u2060]/gu;
const japaneseCharacter =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;

// Where one element's text ends without a stop (a heading, a label, a tag), Pagefind joins the next element's with
// ". ". In Japanese that joint can only be Pagefind's (Japanese stops are 。！？), and in English it is Pagefind's
// after a heading the page names (its anchors). Such a joint is held as one private-use character while the excerpt
// is read, so a heading is known as one; one left in the text is shown as an ideographic space in Japanese (a Latin
// stop reads wrong there) and as the ". " it was in English.
const japaneseJoint = "\ue000";
const latinJoint = "\ue001";
const joints = /[\ue000\ue001]/u;
const shownJoint = (text: string) => text.replaceAll(japaneseJoint, "\u3000").replaceAll(latinJoint, ". ");

// Where a sentence or a heading ends: a Japanese stop, a Latin one before a space, or a joint.
const sentenceEnd = /[\u3002\uff01\uff1f]\s*|[.!?]\s+|[\ue000\ue001]\s*/gu;
const fullStop = /[\u3002\uff01\uff1f]|[.!?](?:\s|$)/u;

/** The runs of an excerpt's text between boundaries: [start, end, whether it is a heading (ends at a joint)]. */
function runsOf(whole: string): [number, number, boolean][] {
  const runs: [number, number, boolean][] = [];
  let at = 0;
  for (const stop of whole.matchAll(sentenceEnd)) {
    const end = stop.index + stop[0].length;
    runs.push([at, end, joints.test(stop[0])]);
    at = end;
  }
  if (at < whole.length) runs.push([at, whole.length, false]);
  return runs;
}

/**
 * Where an excerpt should begin, and whether that is where a reader can start reading. Pagefind opens its window a
 * fixed number of words before the first match, so an excerpt often begins inside a sentence, or with the end of the
 * page's title, which the result shows just above it (a Japanese excerpt read "...shudan toshite no gouben jigyou"
 * under the title that ends so). It begins instead after the title, then at the first sentence or heading that
 * starts before the first match; where neither is in the window and Pagefind cut it (`cut`), it begins inside a
 * sentence, and is cut again where a reader's eye can (`cutPoints`) and shown with an ellipsis.
 */
function excerptStart(whole: string, firstMark: number, title: string, cut: boolean): [number, boolean] {
  let start = 0;
  let clean = !cut;
  const heading = title.trim();
  for (let at = 0; at <= heading.length - 4; at++) {
    const end = heading.slice(at);
    const atWord = at === 0 || /\s/u.test(heading[at - 1]!) || japaneseCharacter.test(end[0]!);
    if (atWord && whole.startsWith(end)) {
      start = end.length + (/^[\s.:\u3000\ue000\ue001]*/u.exec(whole.slice(end.length))?.[0].length ?? 0);
      clean = true;
      break;
    }
  }
  if (firstMark > start)
    for (const stop of whole.slice(start, firstMark).matchAll(sentenceEnd)) {
      const next = start + stop.index + stop[0].length;
      if (next <= firstMark) return [next, true];
    }
  return start < whole.length ? [start, clean] : [0, !cut];
}

// Where an excerpt may be cut: between words in English (at a space), and between phrases in Japanese, never inside
// a word: at a word boundary (Intl.Segmenter's, the browser's own dictionary) after punctuation or a space, or where
// kana (a particle, an ending) gives way to a word of kanji, katakana or Latin letters (sannyuu shudan toshite no |
// gouben jigyou). A word boundary alone would start an excerpt inside a phrase (shudan toshite no, whose phrase
// begins at sannyuu).
const afterPhrase = /[\s\u3001\u3002\uff0c\uff01\uff1f\u300d\u300f\uff09\u3011\ue000\ue001]/u;
const hiragana = /\p{Script=Hiragana}/u;
const opensPhrase = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Latin}\p{Nd}\u300c\u300e\uff08\u3010]/u;
let words: Intl.Segmenter | undefined;
function cutPoints(text: string): number[] {
  words ??= new Intl.Segmenter("ja", { granularity: "word" });
  const points: number[] = [];
  for (const { index } of words.segment(text)) {
    const before = text[index - 1] ?? "";
    const after = text[index] ?? "";
    if (!before || /\s/u.test(after)) continue;
    if (afterPhrase.test(before) || (hiragana.test(before) && opensPhrase.test(after))) points.push(index);
  }
  return points;
}

// A step's or a list's number (01, 04) that opens a heading is its decoration, not where a reader starts.
const leadingNumber = /^\s*0\d[.)]?\s+/u;
const hasLetter = /\p{L}/u;

/** The parts that fall in [from, to) of the text they make up, as shown: joints as the page shows them, and no space
 * at either end. */
function slice(parts: ExcerptPart[], from: number, to: number): ExcerptPart[] {
  let offset = 0;
  const cut = parts.flatMap((part) => {
    const start = offset;
    offset += part.text.length;
    const text = shownJoint(part.text.slice(Math.max(0, from - start), Math.max(0, to - start)));
    return text ? [{ ...part, text }] : [];
  });
  if (cut[0]) cut[0].text = cut[0].text.trimStart();
  if (cut.at(-1)) cut.at(-1)!.text = cut.at(-1)!.text.trimEnd();
  return cut.filter((part) => part.text);
}

/**
 * An excerpt as Pagefind gives it (escaped text with the matched words in <mark>, and `excerptCut` where it cut the
 * page's text) as plain text runs, so the page renders it as text and never as HTML; with no invisible characters,
 * beginning where a reader can start reading (after the page's title, when it is given, and at a sentence), and
 * never running a heading into a sentence: where the first match is in a heading (or a label) the heading is the
 * excerpt's section and the text begins at the sentence after it; the text ends before the next heading. Where
 * Pagefind cut a sentence, the excerpt ends at the last whole sentence from the first match on, or else is cut
 * between words (English) or phrases (Japanese) and ends with an ellipsis; one that begins inside a sentence begins
 * at such a point, with an ellipsis. A step's number never opens it. `headings` are the page's own headings
 * (Pagefind's anchors), which is how an English heading is told from a sentence.
 */
export function excerptParts(excerpt: string, title = "", headings: readonly string[] = []): Excerpt {
  const trimmed = excerpt.trim();
  const cutBefore = trimmed.startsWith(excerptCut);
  const cutAfter = trimmed.endsWith(excerptCut);
  const parts: ExcerptPart[] = [];
  trimmed
    .replace(new RegExp(`^${excerptCut}\\s?|\\s?${excerptCut}$`, "gu"), "")
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .forEach((piece, index) => {
      const text = decode(piece.replace(/<[^>]*>/g, "")).replace(zeroWidth, "");
      if (!text) return;
      const add = (text: string, marked: boolean) => {
        const last = parts.at(-1);
        if (!text) return;
        if (last?.marked === marked) last.text += text;
        else parts.push({ text, marked });
      };
      if (index % 2 === 0) return add(text, false);
      // Pagefind marks a word with the punctuation around it ("escrow,"): the mark holds the word alone.
      const [, before = "", word = "", after = ""] = /^(\p{P}*)([\s\S]*?)(\p{P}*)$/u.exec(text) ?? [];
      add(before, false);
      add(word, true);
      add(after, false);
    });
  // The characters on each side of a joint, and a heading before it, may lie in the parts before and after.
  const whole = parts.map((part) => part.text).join("");
  const headingEnds = new Set<number>();
  for (const heading of headings.map((text) => text.trim()).filter((text) => text.length > 1))
    for (let at = whole.indexOf(`${heading}. `); at >= 0; at = whole.indexOf(`${heading}. `, at + 1))
      headingEnds.add(at + heading.length);
  let offset = 0;
  for (const part of parts) {
    const start = offset;
    offset += part.text.length;
    part.text = part.text.replace(/\. /g, (joint, at: number) => {
      const before = whole[start + at - 1] ?? "";
      const after = whole[start + at + 2] ?? "";
      if (japaneseCharacter.test(before) || japaneseCharacter.test(after)) return japaneseJoint;
      return headingEnds.has(start + at) ? latinJoint : joint;
    });
  }
  const joined = parts.map((part) => part.text).join("");
  // Where each match is in the text.
  const marks: [number, number][] = [];
  offset = 0;
  for (const part of parts) {
    if (part.marked) marks.push([offset, offset + part.text.length]);
    offset += part.text.length;
  }
  const markAt = marks[0]?.[0] ?? joined.length;
  const [start, clean] = excerptStart(joined, markAt, title, cutBefore);
  const runs = runsOf(joined).filter(([, end]) => end > start);
  if (runs[0]) runs[0][0] = start;
  if (!runs.length) return { section: [], parts: [] };
  const textOf = (index: number) => joined.slice(runs[index]![0], runs[index]![1]);
  const isHeading = (index: number) => runs[index]![2] && !fullStop.test(textOf(index));
  const withMark = Math.max(
    0,
    runs.findIndex(([, end]) => markAt < end),
  );
  const nextHeading = (after: number) => {
    for (let index = after + 1; index < runs.length; index++) if (isHeading(index)) return runs[index]![0];
    return joined.length;
  };
  /** The parts of [from, to), cut again where Pagefind cut them: `lead` when `from` is inside a sentence. */
  const shown = (from: number, to: number, lead: boolean): ExcerptPart[] => {
    from += leadingNumber.exec(joined.slice(from, to))?.[0].length ?? 0;
    const inRange = marks.filter(([at, end]) => at >= from && end <= to);
    let tail = cutAfter && to === joined.length;
    if (tail) {
      // The last whole sentence from the first match on, where there is one and it holds most of the text.
      const firstEnd = inRange[0]?.[1] ?? from;
      const complete = runs
        .filter(([at, end]) => at >= from && end >= firstEnd && end < joined.length)
        .at(-1);
      // Where that is most of the text: a short heading-like sentence alone (a card's "Bank Escrow.") said less
      // than the sentence after it, cut.
      if (complete && complete[1] - from >= (to - from) / 2) [to, tail] = [complete[1], false];
    }
    const points = lead || tail ? cutPoints(joined) : [];
    // Pagefind cuts between its words: in English that is between words already, in Japanese it may be inside a
    // phrase (or, at its start, inside a word of its segmenter's that the dictionary would keep whole).
    if (lead && japaneseCharacter.test(joined[from] ?? "")) {
      const before = inRange[0]?.[0] ?? to;
      from = points.find((point) => point >= from && point <= before) ?? from;
    }
    if (tail && japaneseCharacter.test(joined[to - 1] ?? "")) {
      const after = inRange.filter(([, end]) => end <= to).at(-1)?.[1] ?? from;
      to = points.findLast((point) => point >= after && point <= to) ?? to;
    }
    const cut = slice(parts, from, to);
    if (tail && cut.at(-1)) {
      const last = cut.at(-1)!;
      last.text = last.text.replace(/[\s,;:\u3001\uff0c]+$/u, "");
      cut.push({ text: shownCut, marked: false });
    }
    if (lead && cut.length) cut.unshift({ text: shownCut, marked: false });
    return cut.filter((part) => part.text);
  };
  // The first match in a heading: that heading is the section, and the text is the sentences after it.
  if (isHeading(withMark)) {
    const [from, to] = runs[withMark]!;
    const section = shown(
      from,
      to - /[\ue000\ue001]\s*$/u.exec(textOf(withMark))![0].length,
      from === start && !clean,
    );
    let first = withMark + 1;
    while (first < runs.length && (isHeading(first) || !hasLetter.test(textOf(first)))) first++;
    return { section, parts: first < runs.length ? shown(runs[first]![0], nextHeading(first), false) : [] };
  }
  // Otherwise the sentences with the first match, after any heading before them and up to the next.
  let first = withMark;
  while (first > 0 && !isHeading(first - 1)) first--;
  while (first < withMark && !hasLetter.test(textOf(first))) first++;
  return {
    section: [],
    parts: shown(runs[first]![0], nextHeading(withMark), runs[first]![0] === start && !clean),
  };
}

/** A word as the search compares it: lower case, without diacritics (the index ignores them too). */
const folded = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** How many characters two words share from their start. */
function sharedStart(a: string, b: string) {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/**
 * The query the results answer where it is not the query typed, or undefined where it is. Where no word of the index
 * begins with a typed word, Pagefind searches for the longest word of the index that the typed one begins with
 * (`escrowzzzq` finds the pages with `escrow`), and announcing "16 pages match escrowzzzq" would tell a visitor that
 * our pages say something they do not. A typed Latin word counts as found when a word the results mark begins with
 * it, or shares its start but for an ending of up to three letters (`investments` and `investment`, `companies` and
 * `company`, as Pagefind's stemming finds them); otherwise it is replaced by the marked word it begins with.
 * Japanese words are left alone: the index and the query are segmented alike, so a Japanese query finds its words.
 */
export function answeredQuery(query: string, marked: readonly string[]): string | undefined {
  const words = marked.map((word) => ({ word, folded: folded(word) })).filter(({ folded }) => folded);
  let replaced = false;
  const answered = query
    .trim()
    .split(/\s+/)
    .map((typed) => {
      const term = folded(typed);
      if (!/^[\p{Script=Latin}\d'-]+$/u.test(term)) return typed;
      const needed = Math.max(Math.min(term.length, 4), term.length - 3);
      if (words.length === 0 || words.some(({ folded }) => sharedStart(term, folded) >= needed)) return typed;
      const shorter = words
        .filter(({ folded }) => term.startsWith(folded))
        .sort((a, b) => b.folded.length - a.folded.length)[0];
      if (!shorter) return typed;
      replaced = true;
      return shorter.word.toLowerCase();
    });
  return replaced ? answered.join(" ") : undefined;
}

/** The file the build writes beside a language's index: every page the index holds, by the id Pagefind gives its
 * results, with its address, title, description and the headings of its text (`pages.en.json`). The search fetches
 * it when a visitor reaches for it, and shows from it the pages whose title, description or headings hold the words
 * typed, at once, and then the titles of Pagefind's ranked results before their excerpts arrive (docs/search.md,
 * "Titles first"). */
export const searchPagesFile = (language: string) => `/${searchFolder}/pages.${language}.json`;

/** The most index a language may have for the search to fetch all of it when a visitor reaches for the search, in
 * bytes as sent: then no query waits for an index chunk. English (about 79 KB) fits; Japanese (about 270 KB) does
 * not, and its queries are answered first from the titles (docs/performance.md, "Site search"). */
export const searchPreloadBudget = 100 * 1024;

/** One page of the list: Pagefind's id for it, its address, title and description, and the headings of its indexed
 * text (its <h2>s and <h3>s, in the page's order). */
export type ListedPage = [id: string, url: string, title: string, description: string, headings: string[]];
/** The pages file: the pages, and one word per index chunk whose search fetches that chunk (Pagefind's `preload`),
 * listed only where the language's whole index fits `searchPreloadBudget`. */
export type SearchPages = { pages: ListedPage[]; preload: string[] };

/** A page the titles match: its title and description with the words typed marked, and, where the words are not all
 * in those two, the first of its headings that holds one of them (where on the page they are), marked. */
export type TitleMatch = {
  id: string;
  url: string;
  title: ExcerptPart[];
  description: ExcerptPart[];
  section: ExcerptPart[];
};

// A character as the list compares it: its compatibility form (full-width Latin as Latin), lower case, without the
// marks Latin letters carry (`Ben Tre` finds `Bến Tre`, as the index does), and đ as d. The marks of kana (the voicing
// of ga) are part of the character and kept.
const latinMarks = /[\u0300-\u036f]/gu;
const foldCharacter = (character: string) =>
  character.normalize("NFKC").normalize("NFD").replace(latinMarks, "").toLowerCase().replace(/đ/g, "d");

/** A text folded for comparison, with where each folded character came from in the text. */
function foldedText(text: string): { folded: string; from: number[] } {
  let folded = "";
  const from: number[] = [];
  let at = 0;
  for (const character of text) {
    for (const unit of foldCharacter(character)) {
      for (let index = 0; index < unit.length; index++) from.push(at);
      folded += unit;
    }
    at += character.length;
  }
  from.push(text.length);
  return { folded, from };
}

const wordCharacter = /[\p{L}\p{N}]/u;
const latinWord = /^[\p{Script=Latin}\p{N}'-]+$/u;

/** Where a typed word is found in a folded text: a Latin word at the start of a word of the text (`esc` finds
 * `escrow`, not `rescue`), anything else anywhere in it (Japanese has no spaces: gouben finds gouben jigyou). */
function findWord(text: string, word: string): [number, number][] {
  const found: [number, number][] = [];
  const atWordStart = latinWord.test(word);
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if (!atWordStart || at === 0 || !wordCharacter.test(text[at - 1]!)) found.push([at, at + word.length]);
  return found;
}

/** A text as parts, with the folded ranges marked. */
function markedParts(text: string, fold: { from: number[] }, ranges: [number, number][]): ExcerptPart[] {
  const inText = ranges
    .map(([at, end]) => [fold.from[at]!, fold.from[end]!] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const parts: ExcerptPart[] = [];
  let at = 0;
  for (const [start, end] of inText) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** The words of a query as the list compares them. */
const queryWords = (query: string) => [...new Set(foldedText(query).folded.split(/\s+/u).filter(Boolean))];

type Fold = ReturnType<typeof foldedText>;
// Each page's title, description and headings folded once, not at every keystroke: a phone's CPU is slow enough for
// it to show.
const folds = new WeakMap<ListedPage, [Fold, Fold, Fold[]]>();
function foldsOf(page: ListedPage) {
  let fold = folds.get(page);
  if (!fold)
    folds.set(
      page,
      (fold = [
        foldedText(page[2]),
        foldedText(page[3]),
        (page[4] ?? []).map((heading) => foldedText(heading)),
      ]),
    );
  return fold;
}

/** Folds the pages' titles, descriptions and headings ahead of the first keystroke (when the pages file arrives). */
export function prepareTitles(pages: readonly ListedPage[]) {
  for (const page of pages) foldsOf(page);
}

/** A listed page with the words of a query marked in its title and description (and, where those two do not hold
 * them all, in the first heading that holds one), and whether its title holds every word, whether its title and
 * description do, and whether those and its headings do. */
function markPage(page: ListedPage, words: string[]) {
  const [id, url, title, description, headings = []] = page;
  const [titleFold, descriptionFold, headingFolds] = foldsOf(page);
  const inTitle = words.map((word) => findWord(titleFold.folded, word));
  const inDescription = words.map((word) => findWord(descriptionFold.folded, word));
  const inEither = words.every((_, index) => inTitle[index]!.length > 0 || inDescription[index]!.length > 0);
  let section: ExcerptPart[] = [];
  let inAny = inEither;
  if (!inEither) {
    const inHeadings = headingFolds.map((fold) => words.map((word) => findWord(fold.folded, word)));
    inAny = words.every(
      (_, index) =>
        inTitle[index]!.length > 0 ||
        inDescription[index]!.length > 0 ||
        inHeadings.some((found) => found[index]!.length > 0),
    );
    const first = inHeadings.findIndex((found) => found.some((ranges) => ranges.length > 0));
    if (inAny && first >= 0)
      section = markedParts(headings[first]!, headingFolds[first]!, inHeadings[first]!.flat());
  }
  return {
    match: {
      id,
      url,
      title: markedParts(title, titleFold, inTitle.flat()),
      description: markedParts(description, descriptionFold, inDescription.flat()),
      section,
    } satisfies TitleMatch,
    inTitle: inTitle.every((found) => found.length > 0),
    inEither,
    inAny,
  };
}

/** A listed page with the words of a query marked in its title and description, wherever they are: a ranked
 * result of Pagefind's shown before its excerpt arrives, marked as the titles-first results are. */
export const markedPage = (page: ListedPage, query: string): TitleMatch =>
  markPage(page, queryWords(query)).match;

/**
 * The pages of the list whose title, description and headings hold every word typed, with those words marked: the
 * first results a visitor sees, before Pagefind's (which read the whole page) arrive. Pages whose title holds every
 * word come first, then those whose title and description do, then those that need their headings, each in the
 * list's order (the search shows the first `searchResultLimit`).
 */
export function matchTitles(pages: readonly ListedPage[], query: string): TitleMatch[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const marked = pages.map((page) => markPage(page, words)).filter(({ inAny }) => inAny);
  return [
    ...marked.filter(({ inTitle }) => inTitle),
    ...marked.filter(({ inTitle, inEither }) => !inTitle && inEither),
    ...marked.filter(({ inEither }) => !inEither),
  ].map(({ match }) => match);
}
