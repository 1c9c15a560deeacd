// Issue 37, item 4: whatever a pull request puts in content/ (random frontmatter and Markdown, in regular files,
// folders, links to elsewhere, dangling or looping links, empty files), the loader and the check report it with
// a file and never throw; and the loader reads the frontmatter block exactly where the MDX compile does.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import remarkFrontmatter from "remark-frontmatter";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkContent } from "./check";
import { loadContent, readRecord, type Problem } from "./loader";

const places = [
  "content/insights/probe.en.mdx",
  "content/insights/probe.jp.mdx",
  "content/pages/about.en.mdx",
  "content/insights/probe.svg",
  "content/brand/logo-en.svg",
  "content/ui/en.json",
  "content/glossary/en.yml",
  "content/glossary/compliance.yml",
  "content/site.json",
  "content/evil.mdx",
  "content/insights/sub/deep.en.mdx",
  "content/stray/notes.mdx",
];
const kinds = ["regular", "empty", "directory", "link-outside", "link-dangling", "link-loop"] as const;

const frontmatter = fc.oneof(
  fc.constantFrom(
    "---\n---\n",
    "---\n# only a comment\n---\n",
    "---\ntitle: x\n---x\n",
    "---\ntitle: x\n",
    "",
  ),
  fc.string({ unit: "grapheme", maxLength: 200 }).map((yaml) => `---\n${yaml}\n---\n`),
  fc.constant("---\ntitle: A title\nexcerpt: An excerpt.\ndate: 2025-08-01\ntags: [A]\n---\n"),
);
// Markdown that writers type, and shapes that once took minutes or overflowed the stack.
const markdown = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc
    .tuple(
      fc.constantFrom("*", "_", "<sup>", "> ", "[", "  - a\n", "\u202e", "{", "<script>"),
      fc.nat({ max: 3000 }),
    )
    .map(([piece, count]) => `${piece.repeat(count)}a`),
  fc.constantFrom(
    "![x][ref]\n\n[ref]: https://elsewhere.test/x.png",
    '<Figure alt="x" />',
    "## Heading\n\nText.",
  ),
);
const entry = fc.record({
  place: fc.constantFrom(...places),
  kind: fc.constantFrom(...kinds),
  text: fc.tuple(frontmatter, markdown).map(([head, body]) => head + body),
});

let outside: string;
beforeAll(() => {
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  fs.writeFileSync(path.join(outside, "secret.txt"), "the build machine's secret\n");
});
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

function lay(root: string, rel: string, kind: (typeof kinds)[number], text: string) {
  const full = path.join(root, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.rmSync(full, { recursive: true, force: true });
  if (kind === "regular") fs.writeFileSync(full, text);
  else if (kind === "empty") fs.writeFileSync(full, "");
  else if (kind === "directory") fs.mkdirSync(full);
  else if (kind === "link-outside") fs.symlinkSync(path.join(outside, "secret.txt"), full);
  else if (kind === "link-dangling") fs.symlinkSync(path.join(outside, "gone"), full);
  else fs.symlinkSync(path.basename(full), full);
}

it(
  "reports every random entry of content/ with a file, never throwing, never publishing a linked file's text",
  { timeout: 600_000 },
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 3 }), async (entries) => {
        const root = fs.mkdtempSync(path.join(os.tmpdir(), "property-"));
        try {
          for (const { place, kind, text } of entries) lay(root, place, kind, text);
          const loaded = loadContent(root);
          const problems: Problem[] = await checkContent(root, { loaded, style: false });
          for (const problem of problems) {
            expect(problem.file).toMatch(/^content(\/|$)/);
            expect(problem.message).not.toMatch(/\n\s+at |the build machine's secret/);
          }
          // The last entry laid at each place is what is there; a folder or link is named, or its folder is.
          const last = new Map(entries.map((item) => [item.place, item]));
          for (const { place, kind } of last.values()) {
            if (kind === "regular" || kind === "empty") continue;
            const named = problems.some(
              (problem) => place === problem.file || place.startsWith(`${problem.file}/`),
            );
            expect(named, `${kind} at ${place}: ${problems.map((p) => p.file).join(", ")}`).toBe(true);
          }
        } finally {
          fs.rmSync(root, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  },
);

// Lines a frontmatter block is made of, the fence look-alikes among them.
const line = fc.constantFrom(
  "---",
  "--- ",
  "---x",
  "----",
  "...",
  "title: x",
  "# note",
  "",
  "Text.",
  "\t---",
  " ---",
);
const parser = unified().use(remarkParse).use(remarkFrontmatter);

it(
  "reads the frontmatter block where the MDX compile reads it, or refuses the file",
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.boolean(), (lines, fenced) => {
        const source = `${fenced ? "---\n" : ""}${lines.join("\n")}\n`;
        const problems: Problem[] = [];
        const record = readRecord("content/insights/x.en.mdx", "en", source, problems);
        const first = parser.parse(source).children[0];
        const compiled = first?.type === "yaml" ? first.position!.end.line + 1 : undefined;
        if (record.parsed) expect(record.parsed.bodyLine).toBe(compiled);
        else expect(problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  },
);
