import { expect, it } from "vitest";
import { checkBody } from "./mdx-rules";

const file = "content/insights/a.en.mdx";
const frontmatter = "---\ntitle: A title\n---\n\n";

it("gives an unclosed component the line it opens on, without the tip about < and {", () => {
  const source = `${frontmatter}Intro.\n\n<Callout title="Note">\n  Some text.\n\nMore text.\n`;
  expect(checkBody(file, source).problems).toEqual([
    {
      file,
      line: 7,
      message: "the text cannot be read here: <Callout> is opened but never closed: add </Callout>",
    },
  ]);
});

it("gives an unclosed tag inside a paragraph its line too", () => {
  const source = `${frontmatter}Intro with m<sup>2 left open.\n`;
  expect(checkBody(file, source).problems).toEqual([
    { file, line: 5, message: "the text cannot be read here: <sup> is opened but never closed: add </sup>" },
  ]);
});

it("keeps the tip where a stray < started the mistake", () => {
  const source = `${frontmatter}Costs fell by <5% last year.\n`;
  expect(checkBody(file, source).problems[0]?.message).toBe(
    'the text cannot be read here: a "<" must start a tag, such as <sup>. To show a "<" or "{" as text, write "\\<" or "\\{"',
  );
});

it("names a heading's anchor as the build will, an image's alt text left out", () => {
  const source = `${frontmatter}## ![a picture](a.svg)main\n`;
  expect(checkBody(file, source).problems).toEqual([
    {
      file,
      line: 5,
      message: `this heading's anchor would be "#main", which every page already uses for itself: reword the heading`,
    },
  ]);
});
