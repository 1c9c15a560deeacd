// Build and render time (Node): one function over a text gives the markup of Japanese typesetting for
// every renderer (the MDX bodies' rehype step, the components' <Typeset>): runs kept on one line, and for
// short copy BudouX's phrase boundaries as <wbr>. docs/languages-and-urls.md, "Japanese text".
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { keptRanges, segmentText, type Segment } from "../../lib/typography/keep-together.ts";
import { splitPhrases } from "./phrases.ts";

/** A piece of typeset text: text (kept on one line or not), or a line-break opportunity. */
export type Piece = Segment | { wbr: true };

/** Running text (paragraphs, list items, bios): kept runs, and where the text ends a block (`ending`, the
    default) its last three characters held together. */
export function typesetRunning(text: string, pattern: RegExp, { ending = true } = {}): Segment[] {
  return segmentText(text, pattern, { ending });
}

/** Short copy (headings, leads, buttons, card titles): BudouX's phrases with a <wbr> between two, never inside
    a kept run, and the kept runs. */
export function typesetShort(text: string, pattern: RegExp): Piece[] {
  const phrases = splitPhrases(text);
  const ranges = keptRanges(text, pattern);
  const boundaries = new Set<number>();
  let at = 0;
  for (const phrase of phrases.slice(0, -1)) {
    at += phrase.length;
    if (!ranges.some(([start, end]) => at > start && at < end)) boundaries.add(at);
  }
  const pieces: Piece[] = [];
  let offset = 0;
  for (const segment of segmentText(text, pattern)) {
    const end = offset + segment.text.length;
    // A kept run has no boundary inside; plain text is cut at each boundary it holds.
    const cuts = [...boundaries].filter((boundary) => boundary > offset && boundary < end);
    let from = offset;
    for (const cut of cuts) {
      pieces.push({ text: text.slice(from, cut), kept: false }, { wbr: true });
      from = cut;
    }
    pieces.push({ text: text.slice(from, end), kept: segment.kept });
    if (boundaries.has(end) && end < text.length) pieces.push({ wbr: true });
    offset = end;
  }
  return pieces;
}

/** A person's name, each part of it (family and given name, or the parts of a name joined by a middle dot) and a
    job title: the terms no line breaks inside. */
export function keptTermsOf(people: { name: string; title: string }[]): string[] {
  return people.flatMap(({ name, title }) => [name, ...name.split(/[\s\u30fb]+/u), title]);
}

/** The Japanese team members' names and positions and the Chairman's name and role, read from content/
    files (for the MDX step, which runs before the content is loaded as a module). */
export function readKeptTerms(root = process.cwd()): string[] {
  const team = path.join(root, "content/team");
  const read = (file: string) => matter(fs.readFileSync(file, "utf8")).data as Record<string, unknown>;
  const people = fs
    .readdirSync(team)
    .filter((file) => file.endsWith(".jp.mdx"))
    .map((file) => read(path.join(team, file)))
    .map((data) => ({ name: String(data.name ?? ""), title: String(data.position ?? "") }));
  const chairman = path.join(root, "content/pages/from-our-chairman.jp.mdx");
  if (fs.existsSync(chairman)) {
    const data = read(chairman);
    people.push({ name: String(data.name ?? ""), title: String(data.role ?? "") });
  }
  return keptTermsOf(people);
}
