import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { allowedHtmlTags, voidHtmlTags } from "./mdx-elements";
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

// Probe 47 (third), F5: the check names a heading as the page does, from the same MDX compile and rehype-slug.
it("names a heading's anchor as the page does: a comment left out, a footnote's number counted", () => {
  const ids = (body: string) => [...checkBody(file, `${frontmatter}${body}`).headingIds];
  expect(ids("## {/* translators: keep */}Overview\n")).toEqual(["overview"]);
  expect(ids("## Results[^1]\n\n[^1]: A note.\n")).toEqual(["results1"]);
  expect(ids("## **強調**の見出し\n")).toEqual(["強調の見出し"]);
  const comment = checkBody(file, `${frontmatter}## {/* translators: keep */}main\n`).problems;
  expect(comment.map((problem) => problem.message)).toEqual([
    `this heading's anchor would be "#main", which every page already uses for itself: reword the heading`,
  ]);
  // The page's id is "main1", which nothing else uses.
  expect(checkBody(file, `${frontmatter}## main[^1]\n\n[^1]: A note.\n`).problems).toEqual([]);
});

it("refuses <br> holding text, with its line, as React would at the build", () => {
  expect(checkBody(file, `${frontmatter}A line<br>x</br> ends here.\n`).problems).toEqual([
    {
      file,
      line: 5,
      message: "<br> stands alone and holds nothing: write <br /> and put the text after it, not <br>…</br>",
    },
  ]);
  expect(checkBody(file, `${frontmatter}A line<br />x ends here.\n`).problems).toEqual([]);
});

it("knows which allowed HTML tags stand alone: React refuses children in exactly those", () => {
  for (const tag of allowedHtmlTags) {
    const render = () => renderToStaticMarkup(createElement(tag, null, "x"));
    if (voidHtmlTags.includes(tag)) expect(render).toThrow();
    else expect(render).not.toThrow();
  }
});

// Probe 47 (third), F7: a block component inside a line of text would put a <p> in a <p>, an <aside> in an <h2>.
it("refuses a block component inside a paragraph, a link, a heading or <sup>, with its line", () => {
  const messages = (body: string) =>
    checkBody(file, `${frontmatter}${body}`).problems.map((problem) => `${problem.line} ${problem.message}`);
  const inLine = (name: string) =>
    `5 <${name}> is a block of its own and cannot sit inside a line of text, a link or a heading: put it on a line of its own, with an empty line before and after it`;
  expect(messages(`Text <Stat value="1" label="two" /> more.\n`)).toEqual([inLine("Stat")]);
  expect(messages(`Before <Figure src="a.svg" alt="a picture" /> after.\n`)).toEqual([inLine("Figure")]);
  expect(messages(`## <Callout title="t">x</Callout> Heading\n`)).toEqual([inLine("Callout")]);
  expect(messages(`[<Stat value="1" label="two" />](/services)\n`)).toEqual([inLine("Stat")]);
  expect(messages(`<sup>\n\n<Stat value="1" label="two" />\n\n</sup>\n`)).toEqual([
    `7 <Stat> is a block of its own and cannot sit inside <sup>: put it on a line of its own, with an empty line before and after it`,
  ]);
  // On a line of its own (even with its text on that line), or in a Callout, it is a block between blocks.
  expect(messages(`<Callout title="Note">Careful.</Callout>\n`)).toEqual([]);
  expect(messages(`<Stat value="1" label="two" /> <Stat value="3" label="four" />\n`)).toEqual([]);
  expect(messages(`Text.\n\n<Stat value="1" label="two" />\n\nMore.\n`)).toEqual([]);
  expect(messages(`<Callout title="t">\n\n<Stat value="1" label="two" />\n\n</Callout>\n`)).toEqual([]);
});

// Stop 77, M1: a component with its text on its own line is a paragraph the compile unravels, so it stands where the
// paragraph stood: inside <abbr> on lines of its own, a <div> inside an <abbr>, which the site check refused.
it("refuses a block component with its text on one line inside <abbr>, <small> and the like", () => {
  const messages = (body: string) =>
    checkBody(file, `${frontmatter}${body}`).problems.map((problem) => `${problem.line} ${problem.message}`);
  for (const tag of ["abbr", "small", "kbd"])
    expect(
      messages(
        `<${tag}${tag === "abbr" ? ' title="A note"' : ""}>\n\n<Callout title="Note">A short note.</Callout>\n\n</${tag}>\n`,
      ),
    ).toEqual([
      `7 <Callout> is a block of its own and cannot sit inside <${tag}>: put it on a line of its own, with an empty line before and after it`,
    ]);
  expect(
    messages(`<sup>\n\n<Stat value="1" label="two" /> <Stat value="3" label="four" />\n\n</sup>\n`),
  ).toHaveLength(2);
  expect(messages(`<Callout title="t">\n\n<Callout title="Inner">Text.</Callout>\n\n</Callout>\n`)).toEqual(
    [],
  );
});

it("refuses a link with no text, or only spaces (an ideographic one too), and keeps one whose image has alt text", () => {
  const source = `${frontmatter}See [](/about) and [\u3000](/about).\n\n[![The firm's logo](logo.svg)](/about) and [\`npm\`](/about).\n`;
  const problems = checkBody(file, source).problems.filter((problem) =>
    problem.message.includes("has no text"),
  );
  expect(problems.map(({ line }) => line)).toEqual([5, 5]);
});

// Probe 47, tenth round, F6: structure with nothing in it, or text the page would lose or print as written.
it("refuses a level-1 heading, a blank paragraph, an empty Callout, an uncited note and a link with no definition", () => {
  const messages = (body: string) =>
    checkBody(file, `${frontmatter}${body}`).problems.map((problem) => `${problem.line} ${problem.message}`);
  expect(messages("# Another page title\n\nText.\n")).toEqual([
    "5 this heading is level 1 (#), which the page's title already is: a page has one title, and a screen reader would read two; write ## here",
  ]);
  const blank =
    "this paragraph has no text, only spaces or &nbsp;: the page would show an empty gap here; delete the line, or write the text";
  expect(messages("Text.\n\n&nbsp;\n\n&nbsp; &#160;\u3000\n")).toEqual([`7 ${blank}`, `9 ${blank}`]);
  expect(
    messages('<Callout title="Note" />\n\n<Callout title="Note">\n  {/* later */}\n</Callout>\n'),
  ).toEqual([
    '5 <Callout> holds no text, so the page would show an empty box: write the note between <Callout title="…"> and </Callout>, or delete it',
    '7 <Callout> holds no text, so the page would show an empty box: write the note between <Callout title="…"> and </Callout>, or delete it',
  ]);
  expect(messages("Text.[^1]\n\n[^1]: Cited.\n\n[^gone]: Never cited.\n")).toEqual([
    "9 the note [^gone] is never cited, so the page leaves its text out: cite it in the text with [^gone] where it belongs, or delete it",
  ]);
  expect(messages("Read [the terms][terms-2026] first.\n")).toEqual([
    "5 the link [the terms][terms-2026] has no definition [terms-2026]: …, so the page prints it as it is, brackets and all: add a line [terms-2026]: /page (or https://…) below the paragraph, or write the link as [the terms](/page)",
  ]);
  // What the page shows as meant: a defined reference, escaped brackets, a Callout with a note, code.
  expect(
    messages(
      'Read [the terms][t] and \\[a\\]\\[b\\] and `[x][y]`.\n\n[t]: /about\n\n<Callout title="Note">A note.</Callout>\n',
    ),
  ).toEqual([]);
});

it("knows whether a body shows any words", () => {
  const hasText = (body: string) => checkBody(file, `${frontmatter}${body}`).hasText;
  expect(hasText("")).toBe(false);
  expect(hasText("{/* a note for translators */}\n")).toBe(false);
  expect(hasText("&nbsp;\n")).toBe(false);
  expect(hasText("A sentence.\n")).toBe(true);
  expect(hasText('<Stat value="1" label="two" />\n')).toBe(true);
});

it("probe 8: names a NUL in a body once, as an invisible character, not also as a character reference", () => {
  const invisible =
    "this line contains an invisible character (U+0000: a zero-width space, a direction override or a control, usually pasted in with the text): delete it or retype the text";
  expect(checkBody(file, `${frontmatter}A line with a \u0000 in it.\n`).problems).toEqual([
    { file, line: 5, message: invisible },
  ]);
  // A reference to no character beside it is still named as one.
  expect(checkBody(file, `${frontmatter}A \u0000 and &#0; here.\n`).problems.map((p) => p.message)).toEqual([
    invisible,
    expect.stringMatching(/^this line has the character reference &#0;, which stands for no character/),
  ]);
});

it("refuses a Japanese paragraph of over 2,000 characters, which the style check would read for minutes (fourteenth probe, K1, K2)", () => {
  // The style check reads each paragraph in a time that grows faster than its length: 48 lines of 1,600 characters in
  // one paragraph held `npm run check` past 15 minutes, with or without a 、 every 29 characters or a 。 every 990.
  const japanese = "content/insights/a.jp.mdx";
  const phrase = "建設プロジェクトの資金調達と現地の許認可について確認する、";
  const run = (length: number) => phrase.repeat(Math.ceil(length / phrase.length)).slice(0, length);
  const lines = [run(700), run(700), run(700)].join("\n");
  expect(checkBody(japanese, `${frontmatter}前文です。\n\n${lines}\n`).problems).toEqual([
    {
      file: japanese,
      line: 7,
      message: expect.stringMatching(
        /^this paragraph is 2102 characters long, more than the 2000 the Japanese style check can read/,
      ),
    },
  ]);
  // In a heading, a list item or a table cell too, each of which the style check reads as one text; sentences that
  // end in 。 are no shorter a paragraph.
  const sentences = Array.from({ length: 3 }, () => `${run(700)}。`).join("");
  for (const body of [
    `## ${run(2001)}`,
    `- ${run(2001)}`,
    `| 見出し |\n| --- |\n| ${run(2001)} |`,
    sentences,
  ])
    expect(checkBody(japanese, `${frontmatter}${body}\n`).problems, body.slice(0, 12)).toHaveLength(1);
  // Paragraphs under the limit pass however many a file has; so does an English file's long paragraph.
  const paragraphs = Array.from({ length: 40 }, () => `${run(1000)}。`).join("\n\n");
  expect(checkBody(japanese, `${frontmatter}${paragraphs}\n`).problems).toEqual([]);
  expect(checkBody(japanese, `${frontmatter}${run(2000)}\n`).problems).toEqual([]);
  expect(checkBody(file, `${frontmatter}${"An English sentence. ".repeat(200)}\n`).problems).toEqual([]);
});

// Seventy-sixth probe, B1: the Markdown reader (GFM's web addresses written as text) looks back over everything read
// since a "[" still open at every word, so a link's text or an image's description that runs on is read in a time
// that grows with its square: 240 KB of an image's description held the check 2 min 41 s for that file alone.
it("refuses a paragraph that runs on past 10,000 characters after a bracket, at the bracket's line, before reading it", () => {
  const words = (count: number) => "alt ".repeat(count).trim();
  const lines = (count: number) => Array.from({ length: count }, () => words(990)).join("\n");
  const started = performance.now();
  for (const opening of ["![A picture of ", "See [the page ", "A note[^"]) {
    const problems = checkBody(file, `${frontmatter}Intro.\n\n${opening}${lines(3)}](a.svg)\n`).problems;
    expect(problems, opening).toEqual([
      {
        file,
        line: 7,
        message: expect.stringMatching(
          /^this paragraph goes on for more than 10000 characters after the "\[" on this line, .* write "\\\[" for a bracket shown as text, or split the paragraph/,
        ),
      },
    ]);
  }
  // Refused before it is read: the three take milliseconds, where reading one took seconds.
  expect(performance.now() - started).toBeLessThan(2000);
  // A bracket in a later line of the paragraph counts from there; one closed early still counts (its paragraph
  // runs on); an escaped "\[" is text, and an empty line ends what a bracket can reach.
  expect(checkBody(file, `${frontmatter}${lines(2)}\n[a](/about) ${lines(3)}\n`).problems).toHaveLength(1);
  expect(checkBody(file, `${frontmatter}\\[sic\\] ${lines(3)}\n`).problems).toEqual([]);
  expect(checkBody(file, `${frontmatter}[a](/about) ${lines(2)}\n\n${lines(3)}\n`).problems).toEqual([]);
  // A line of spaces is an empty line; one of no-break spaces is not, to Markdown or to this rule.
  expect(checkBody(file, `${frontmatter}[a](/about) ${lines(2)}\n  \t\n${lines(3)}\n`).problems).toEqual([]);
  expect(
    checkBody(file, `${frontmatter}[a](/about) ${lines(2)}\n\u00a0\n${lines(3)}\n`).problems.map(
      (p) => p.message,
    ),
  ).toContainEqual(expect.stringMatching(/^this paragraph goes on for more than 10000 characters/));
});
