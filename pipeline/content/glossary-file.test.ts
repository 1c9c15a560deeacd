import { expect, it } from "vitest";
import { checkGlossaryFile } from "./glossary-file";
import { formatProblemLine } from "./problems";

const file = "content/glossary/en.yml";
const glossary = (pattern: string) =>
  `version: 1\nrules:\n  - expected: Bến Tre\n    pattern: '${pattern}'\n    prh: Vietnamese province names keep their diacritics\n`;

it("refuses a pattern with a flag prh does not take, which it would read as plain text and never find (stop 78)", () => {
  // prh reads "/…/flags" as a regular expression only with g, i, m and y: `/\bBen Tre\b/u` was the text
  // "/\bBen Tre\b/u", slashes and all, and a rule without specs said nothing of it.
  expect(checkGlossaryFile(file, glossary(String.raw`/\bBen Tre\b/u`)).map(formatProblemLine)).toEqual([
    `${file}:3: the pattern /\\bBen Tre\\b/u has the flag "u", which the glossary's reader (prh) does not take: it would read the whole pattern as plain text, slashes and all, and never find it. Remove it: prh matches in Unicode already; use only i (any case), g, m or y`,
  ]);
  expect(checkGlossaryFile(file, glossary(String.raw`/\bBen Tre\b/sd`))[0]?.message).toContain(
    'has the flags "s", "d"',
  );
  for (const flags of ["", "i", "gimy"])
    expect(checkGlossaryFile(file, glossary(String.raw`/\bBen Tre\b/${flags}`)), flags).toEqual([]);
});
