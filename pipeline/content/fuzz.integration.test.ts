// Never a stack trace: whatever a writer's file holds (a half-saved file, stray bytes, YAML aliases,
// broken escapes), the loader and the check turn it into problems and never throw.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkContent } from "./check";
import { loadContent, readRecord, type Problem } from "./loader";

const article = "content/insights";
const realFile = fs
  .readdirSync(article)
  .filter((name) => name.endsWith(".en.mdx"))
  .sort()[0]!;
const realSource = fs.readFileSync(path.join(article, realFile), "utf8");

// Pieces writers (or their editors) really produce, and some that attack the parsers.
const tricky = [
  "{",
  "}",
  "<",
  "<!-- note -->",
  "---",
  "\n---\n",
  ": ",
  "&a [1, 2]\nb: *a\n",
  "a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n",
  "[x](/services#%zz)",
  "[x](https://localhost:3000/)",
  "![](missing.png)",
  '<Figure src="../x.svg" alt="" />',
  "\u202e",
  "\u200b",
  "\uFEFF",
  "\r\n",
  "\t",
  "#",
  "## \u{1F600}",
  "`",
  "```",
  "|a|\n|-|\n",
  "\\",
  "'",
  '"',
];

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ unit: "binary" }) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.constantFrom(...tricky) }),
  fc.record({
    kind: fc.constant("replace" as const),
    at: fc.nat(),
    length: fc.nat({ max: 40 }),
    text: fc.string({ unit: "grapheme" }),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(source: string, changes: Mutation[]): string {
  let text = source;
  for (const change of changes) {
    const at = change.at % (text.length + 1);
    if (change.kind === "truncate") text = text.slice(0, at);
    else if (change.kind === "insert") text = text.slice(0, at) + change.text + text.slice(at);
    else text = text.slice(0, at) + change.text + text.slice(at + change.length);
  }
  return text;
}

// A bound against a hang, not a measure of speed: 400 parses take 10-40 s on two shared cores.
it("reads any file into a record with problems, never an exception", { timeout: 120_000 }, () => {
  fc.assert(
    fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (changes) => {
      const problems: Problem[] = [];
      const record = readRecord(`${article}/${realFile}`, "en", mutate(realSource, changes), problems);
      expect(record.file).toBe(`${article}/${realFile}`);
      for (const problem of problems) expect(problem.message).not.toMatch(/\n\s+at /);
    }),
    { numRuns: 400 },
  );
});

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "fuzz-"));
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Each run checks the whole site again (1.5-2 s idle, 5 s and more with other jobs on the two cores): the bound is
// against a hang, and leaves room for a loaded machine (it ran out at 120 s with 25 runs at a load average of 10).
it("checks a whole site with one broken file without throwing", { timeout: 300_000 }, async () => {
  const file = path.join(root, article, realFile);
  await fc.assert(
    fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 3 }), async (changes) => {
      fs.writeFileSync(file, mutate(realSource, changes));
      const loaded = loadContent(root);
      const problems = await checkContent(root, { loaded, style: false });
      for (const problem of problems) expect(problem.file).toMatch(/^content\//);
    }),
    { numRuns: 20 },
  );
});
