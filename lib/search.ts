// The site search (docs/search.md): where the build writes Pagefind's index and script, the mark of a page's
// indexable region, and the reading of an excerpt Pagefind returns. Universal: the build, the gates and the search
// island share these facts.

/** The folder of dist/client the build writes the index into, and the script the search imports from it. */
export const searchFolder = "pagefind";
export const searchBundle = `/${searchFolder}/pagefind.js`;

/** The attribute that marks a page's indexable region (<main>); the build indexes only pages that carry it. */
export const searchBodyAttribute = "data-pagefind-body";

/** The search page's address parameter that holds a query (`/search?q=...`): a link with it opens the page with its
 * results, and the field keeps its value there. */
export const searchQueryParameter = "q";

/** How many results the search shows: a first screen of answers, the rest of the list is rarely read. */
export const searchResultLimit = 8;

export type ExcerptPart = { text: string; marked: boolean };

/** A result's excerpt as the page shows it: the heading the words were found under, when they were found in one
 * (the result's sub-location), and the sentences around them. */
export type Excerpt = { section: ExcerptPart[]; parts: ExcerptPart[] };

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
      start = end.length + (/^[\s.:\u3000\ue000\ue001]*/u.exec(whole.slice(end.length))?.[0].length ?? 0);
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
 * An excerpt as Pagefind gives it (escaped text with the matched words in <mark>) as plain text runs, so the page
 * renders it as text and never as HTML; with no invisible characters, beginning where a reader can start reading
 * (after the page's title, when it is given, and at a sentence), and never running a heading into a sentence: where
 * the first match is in a heading (or a label) the heading is the excerpt's section and the text begins at the
 * sentence after it; the text ends before the next heading. `headings` are the page's own headings (Pagefind's
 * anchors), which is how an English heading is told from a sentence.
 */
export function excerptParts(excerpt: string, title = "", headings: readonly string[] = []): Excerpt {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>([\s\S]*?)<\/mark>/).forEach((piece, index) => {
    const text = decode(piece.replace(/<[^>]*>/g, "")).replace(zeroWidth, "");
    if (text) parts.push({ text, marked: index % 2 === 1 });
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
  const firstMark = parts.findIndex((part) => part.marked);
  const markAt =
    firstMark < 0
      ? joined.length
      : parts.slice(0, firstMark).reduce((sum, part) => sum + part.text.length, 0);
  const start = excerptStart(joined, markAt, title);
  const runs = runsOf(joined).filter(([, end]) => end > start);
  if (runs[0]) runs[0][0] = start;
  if (!runs.length) return { section: [], parts: [] };
  const isHeading = (index: number) =>
    runs[index]![2] && !fullStop.test(joined.slice(runs[index]![0], runs[index]![1]));
  const withMark = Math.max(
    0,
    runs.findIndex(([, end]) => markAt < end),
  );
  const nextHeading = (after: number) => {
    for (let index = after + 1; index < runs.length; index++) if (isHeading(index)) return runs[index]![0];
    return joined.length;
  };
  // The first match in a heading: that heading is the section, and the text is the sentences after it.
  if (isHeading(withMark)) {
    const [from, to] = runs[withMark]!;
    const section = slice(parts, from, to - /[\ue000\ue001]\s*$/u.exec(joined.slice(from, to))![0].length);
    let first = withMark + 1;
    while (first < runs.length && isHeading(first)) first++;
    return { section, parts: first < runs.length ? slice(parts, runs[first]![0], nextHeading(first)) : [] };
  }
  // Otherwise the sentences with the first match, after any heading before them and up to the next.
  let first = withMark;
  while (first > 0 && !isHeading(first - 1)) first--;
  return { section: [], parts: slice(parts, runs[first]![0], nextHeading(withMark)) };
}
