// Build and render time (Node): one function over a text gives the markup of Japanese typesetting for
// every renderer (the MDX bodies' rehype step, the components' <Typeset>): runs kept on one line, and for
// short copy BudouX's phrase boundaries as <wbr>. docs/languages-and-urls.md, "Japanese text".
import fs from "node:fs";
import path from "node:path";
import {
  katakanaNames,
  keptRanges,
  longestKeptName,
  longestShortName,
  segmentText,
  widthInCharacters,
  type Segment,
} from "../../lib/typography/keep-together.ts";
import { normalizeText, readContentText } from "../content/content-files.ts";
import { readFrontmatterFields } from "../content/frontmatter.ts";
import { clausesOf, splitPhrases } from "./phrases.ts";

/** A piece of typeset text: text (kept on one line or not), or a line-break opportunity; one inside a clause of a
    text of several clauses carries the clause's width in full-width characters (`clause`), so that a heading wide
    enough for the whole clause drops it (styles.css: a break of the weaker rank). */
export type Piece = (Segment & { name?: number }) | { wbr: true; clause?: number };

/** The clauses' [start, end) of a text set in `phrases`, where it has two or more. */
function clauseRanges(phrases: readonly string[]): [number, number][] {
  const clauses = clausesOf(phrases);
  if (clauses.length < 2) return [];
  let start = 0;
  return clauses.map((clause) => {
    const range: [number, number] = [start, start + clause.join("").length];
    start = range[1];
    return range;
  });
}

/** Running text (paragraphs, list items, bios): kept runs, and where the text ends a block (`ending`, the
    default) its last three characters held together. A law's number is one kept run (stop 76: until then a line
    could break after each of its slashes). */
export function typesetRunning(text: string, pattern: RegExp, { ending = true } = {}): Piece[] {
  return segmentText(text, pattern, { ending });
}

/** Short copy (headings, leads, buttons, card titles): BudouX's phrases with a <wbr> between two, never inside a
    kept run, and each kept run in a no-wrap span: in a `keep-all` box a line may still break after the middle
    dot of two words joined by one (kensetsu / infura), which no phrase boundary controls. A kept run is at most
    `longestKept` (10) characters, narrower than a phone's 36 px title line unless all ten are full-width
    ideographs; the sweep of every page at 390 px (tests/e2e/gates.spec.ts) finds one that is not. */
export function typesetShort(text: string, pattern: RegExp): Piece[] {
  const ranges = keptRanges(text, pattern);
  const breaks: number[] = [];
  const phrases = splitPhrases(text);
  const clauses = clauseRanges(phrases);
  // The width of the clause a break falls inside (not at its end), if the text has several clauses.
  const clauseAround = (offset: number) => {
    const clause = clauses.find(([start, end]) => offset > start && offset < end);
    return clause && Math.ceil(widthInCharacters(text.slice(...clause)));
  };
  let at = 0;
  for (const phrase of phrases.slice(0, -1)) {
    at += phrase.length;
    if (!ranges.some(([start, end]) => at > start && at < end)) breaks.push(at);
  }
  // A katakana name of three words or more (kizuna-burijji-adobaizarii) too long to keep in every heading: no <wbr>
  // inside it, and it becomes a `.name.cN` span, N the width of the name and the rest of its phrase less one (its dots
  // and small kana are narrow in a heading's palt), which a heading at least that wide keeps on one line (a container
  // query, styles.css); a narrower one breaks it at its dots rather than overflow (kizuna-burijji- | adobaizarii wa in
  // an FAQ question at 390 px, stop-64 review).
  const names = [...text.matchAll(katakanaNames)]
    .filter(([name]) => name.length > longestShortName && name.length <= longestKeptName)
    .map(({ index, 0: name }) => [index, index + name.length] as const);
  for (const [start, end] of names)
    for (let index = breaks.length - 1; index >= 0; index--)
      if (breaks[index]! > start && breaks[index]! < end) breaks.splice(index, 1);
  const nameWidth = ([start, end]: readonly [number, number]) =>
    Math.ceil(widthInCharacters(text.slice(start, breaks.find((cut) => cut >= end) ?? text.length))) - 1;
  const pieces: Piece[] = [];
  let from = 0;
  const plain = (to: number) => {
    if (to > from) pieces.push({ text: text.slice(from, to), kept: false });
    from = Math.max(from, to);
  };
  for (const cut of [...new Set([...breaks, ...ranges.flat()])].sort((a, b) => a - b)) {
    const range = ranges.find(([start]) => start === from);
    if (range && cut === range[1]) (pieces.push({ text: text.slice(from, cut), kept: true }), (from = cut));
    else plain(cut);
    if (breaks.includes(cut)) {
      const clause = clauseAround(cut);
      pieces.push(clause ? { wbr: true, clause } : { wbr: true });
    }
  }
  plain(text.length);
  if (!names.length) return pieces;
  // Each name out of the plain text around it, as its own piece.
  const named: Piece[] = [];
  let offset = 0;
  for (const piece of pieces) {
    if ("wbr" in piece) {
      named.push(piece);
      continue;
    }
    const start = offset;
    offset += piece.text.length;
    const inside = names.filter(([from, to]) => !piece.kept && from >= start && to <= offset);
    let from = 0;
    for (const range of inside) {
      if (range[0] - start > from)
        named.push({ text: piece.text.slice(from, range[0] - start), kept: false });
      named.push({ text: text.slice(...range), kept: false, name: nameWidth(range) });
      from = range[1] - start;
    }
    if (from < piece.text.length) named.push(from ? { text: piece.text.slice(from), kept: false } : piece);
  }
  return named;
}

/** A person's name, as written and without the space between family and given name (a sentence writes the
    Chairman as one word: the privacy notice broke it between the two, stop-64 review), each part of it (family and
    given name, or the parts of a name joined by a middle dot) and a job title: the terms no line breaks inside. */
export function keptTermsOf(people: { name: string; title: string }[]): string[] {
  return people.flatMap(({ name, title }) => {
    const unspaced = name.replace(/\s+/gu, "");
    return [name, ...(unspaced !== name ? [unspaced] : []), ...name.split(/[\s\u30fb]+/u), title];
  });
}

/** The Japanese team members' names and positions and the Chairman's name and role, read from content/
    files (for the MDX step, which runs before the content is loaded as a module), as YAML alone: a writer's
    `---js` is never run. Each file is read as the walk of content/ reads it (readContentText): never through a link,
    which the check refuses and `npm run dev` still compiled with (a team file linked to /dev/zero filled the dev
    server's memory until the system killed it: probe 75, L1). */
export function readKeptTerms(root = process.cwd()): string[] {
  const read = (rel: string) => {
    const text = readContentText(root, rel, []);
    return text === undefined ? undefined : readFrontmatterFields(text);
  };
  const people = fs
    .readdirSync(path.join(root, "content/team"))
    .filter((file) => file.endsWith(".jp.mdx"))
    .flatMap((file): Record<string, unknown>[] => {
      const data = read(`content/team/${file}`);
      return data ? [data] : [];
    })
    .map((data) => ({ name: String(data.name ?? ""), title: String(data.position ?? "") }));
  const chairman = read("content/pages/from-our-chairman.jp.mdx");
  if (chairman) people.push({ name: String(chairman.name ?? ""), title: String(chairman.role ?? "") });
  // The firm's legal name (Kizuna Bridge Advisory Pte. Ltd.), as content/site.json gives it.
  // and its Japanese name (kizuna-burijji-adobaizarii), each kept whole in running text.
  let site: { legalName?: unknown; name?: { jp?: unknown } } = {};
  try {
    site = JSON.parse(readContentText(root, "content/site.json", []) ?? "{}") as typeof site;
  } catch {
    // Not JSON: the check names the file and its line; the terms are the people's.
  }
  return [
    ...keptTermsOf(people),
    ...[site.legalName, site.name?.jp].filter((term): term is string => typeof term === "string"),
  ];
}

/** The place names the Japanese copy writes in katakana (content/names.json, which `npm run check` holds to its
    schema), read as the walk of content/ reads a file (never through a link): none where it is missing or not
    JSON, which the check names. */
export function readPlaceNames(root = process.cwd()): string[] {
  let names: { places?: unknown } = {};
  try {
    names = JSON.parse(
      normalizeText(readContentText(root, "content/names.json", []) ?? "{}"),
    ) as typeof names;
  } catch {
    // Not JSON: the check names the file and its line.
  }
  const { places } = names;
  return Array.isArray(places) ? places.filter((name): name is string => typeof name === "string") : [];
}
