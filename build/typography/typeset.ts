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

/** Short copy (headings, leads, buttons, card titles): BudouX's phrases with a <wbr> between two, never inside a
    kept run. No span: in its `keep-all` box a kept run has no break opportunity, yet may still break rather
    than overflow where it is wider than a phone's line (a long dotted name in a 30 px title). */
export function typesetShort(text: string, pattern: RegExp): Piece[] {
  const ranges = keptRanges(text, pattern);
  const pieces: Piece[] = [];
  let from = 0;
  let at = 0;
  for (const phrase of splitPhrases(text).slice(0, -1)) {
    at += phrase.length;
    if (ranges.some(([start, end]) => at > start && at < end)) continue;
    pieces.push({ text: text.slice(from, at), kept: false }, { wbr: true });
    from = at;
  }
  pieces.push({ text: text.slice(from), kept: false });
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
