import fc from "fast-check";
import { unified } from "unified";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { visit } from "unist-util-visit";
import { describe, expect, test } from "vitest";
import { allowedMdxComponents } from "../pipeline/runtime/allowed-components.ts";
import { checkBody } from "../pipeline/content/mdx-rules.ts";
import { hiddenCharacters } from "../content/fields.ts";
import { editorComponents, type EditorComponent } from "./editor-components.ts";

const component = (id: string) => editorComponents.find((entry) => entry.id === id)!;

/** The attributes and text of the one component in a body, as the site's MDX parser reads them. */
function parsed(markdown: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown);
  const found: { name: string | null; attributes: Record<string, unknown> }[] = [];
  visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
    const element = node as unknown as {
      name: string | null;
      attributes: { name: string; value: unknown }[];
    };
    found.push({
      name: element.name,
      attributes: Object.fromEntries(
        element.attributes.map((attribute) => [attribute.name, attribute.value]),
      ),
    });
  });
  return found;
}

/** What the editor does: write the block, put it in a body, find it again and read it back. */
function roundTrip(definition: EditorComponent, props: Record<string, string>) {
  const block = definition.toBlock(props);
  const body = `---\ntitle: x\n---\n\nA paragraph before.\n${block}\n\nA paragraph after.\n`;
  const match = body.match(definition.pattern);
  return { block, body, read: match ? definition.fromBlock(match) : undefined };
}

// One line of text as a writer types it: any characters, quotes and ampersands included, no line break, and none
// of the invisible characters the check refuses in every text (content/fields.ts; its own tests cover them).
const line = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
  .map((text) => text.replace(/\s+/g, " ").trim())
  .filter((text) => text !== "" && !new RegExp(hiddenCharacters, "u").test(text));
const fileName = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}\.(svg|png|jpg|webp)$/);

describe("editor components", () => {
  test("exist for exactly the components the content check allows", () => {
    expect(editorComponents.map((entry) => entry.label.split(" ")[0])).toEqual([...allowedMdxComponents]);
  });

  test("a Stat is written as the check accepts it and read back unchanged", () => {
    fc.assert(
      fc.property(line, line, (value, label) => {
        const { block, body, read } = roundTrip(component("stat"), { value, label });
        expect(checkBody("x.mdx", body).problems).toEqual([]);
        expect(parsed(block)).toEqual([{ name: "Stat", attributes: { value, label } }]);
        expect(read).toEqual({ value, label });
      }),
    );
  });

  test("a Figure is written as the check accepts it, its image counted, and read back unchanged", () => {
    fc.assert(
      fc.property(fileName, line, fc.option(line, { nil: "" }), (src, alt, caption) => {
        const { block, body, read } = roundTrip(component("figure"), { src, alt, caption });
        const facts = checkBody("x.mdx", body);
        expect(facts.problems).toEqual([]);
        expect(facts.images).toEqual([{ src, alt, line: 6 }]);
        expect(parsed(block)[0]?.attributes).toEqual(caption ? { src, alt, caption } : { src, alt });
        expect(read).toEqual({ src, alt, caption });
      }),
    );
  });

  test("a Callout is written as the check accepts it, its text read as Markdown, and read back unchanged", () => {
    const callout = component("callout");
    for (const props of [
      { title: "Before you bid", body: "Ask for **berth occupancy** and [our services](/services)." },
      {
        title: "入札の前に「確認」&“引用”",
        body: "過去2年間の**バース占有率**を確認してください。\n\n- 一つ目\n- 二つ目",
      },
      { title: "", body: "No title, two paragraphs.\n\nThe second one." },
    ]) {
      const { block, body, read } = roundTrip(callout, props);
      expect(checkBody("x.mdx", body).problems).toEqual([]);
      expect(parsed(block)[0]).toEqual({
        name: "Callout",
        attributes: props.title ? { title: props.title } : {},
      });
      expect(read).toEqual(props);
    }
    // The editor saves a Callout without blank lines around its text; that form is read too.
    const saved = '<Callout title="Before you bid">\nAsk first.\n</Callout>';
    expect(saved.match(callout.pattern) && callout.fromBlock(saved.match(callout.pattern)!)).toEqual({
      title: "Before you bid",
      body: "Ask first.",
    });
  });

  test("a Callout is found in one pass, however many blank lines or unclosed Callouts a body holds (stop 78)", () => {
    // The editor runs each pattern over the whole body (matchAll, "g" added to its flags), at every <Callout>.
    // `\n+([\s\S]*?)\n+</Callout>$` read a run of blank lines two ways on each side: 1,500 of them after a
    // <Callout> that is never closed held the writer's browser for 8 s, 4,000 for over three minutes.
    const callout = component("callout");
    const everywhere = new RegExp(callout.pattern.source, `${callout.pattern.flags}g`);
    const bodies = [
      `<Callout>\n${"\n".repeat(1_500)}x`,
      `<Callout title="t">\nx${"\n".repeat(1_500)}</Callout> x`,
      "<Callout>\ntext\n\n".repeat(4_000),
    ];
    for (const body of bodies) {
      const started = performance.now();
      expect([...body.matchAll(everywhere)]).toEqual([]);
      const took = performance.now() - started;
      expect(took, `${body.slice(0, 20)}…: ${Math.round(took)} ms`).toBeLessThan(1_000);
    }
    // Blank lines around the text are read, and are not part of it; an unclosed Callout does not swallow the next.
    const body = '<Callout>\nOpened only.\n\n<Callout title="Kept">\n\n\nThe text.\n\n</Callout>\n';
    const found = [...body.matchAll(everywhere)].map((match) => callout.fromBlock(match));
    expect(found).toEqual([{ title: "Kept", body: "The text." }]);
  });

  test("a value with a line break is written on one line (an attribute cannot hold one)", () => {
    expect(component("stat").toBlock({ value: "42\nha", label: "land" })).toBe(
      '<Stat value="42 ha" label="land" />',
    );
  });
});
