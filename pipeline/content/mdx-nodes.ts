// What a node of a parsed MDX body is, in the words the body rules need: the text it shows, every string it
// carries, what a block is called in a message, whether MDX unwraps a paragraph, the parser's errors in plain words.
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

/** Keys of a node that hold no text of its own: its kind, its place, its children (visited on their own) and data. */
const notText = new Set(["type", "position", "children", "data"]);

/** The text a link shows or a screen reader reads: its words, code and images' alt text, inside any inline tag (a
    component, such as <Stat>, counts as text: its own rules check what it renders). */
export function readableText(node: unknown): string {
  const { type, name, value, alt, children } = node as {
    type?: string;
    name?: unknown;
    value?: unknown;
    alt?: unknown;
    children?: unknown[];
  };
  if ((type === "text" || type === "inlineCode") && typeof value === "string") return value;
  if (type === "image" && typeof alt === "string") return alt;
  if (type?.startsWith("mdxJsx") && typeof name === "string" && /^[A-Z]/.test(name)) return name;
  return (children ?? []).map(readableText).join("");
}

/**
 * Every string a node carries, as the parser decoded it: what the page shows (a text's value, an image's alt, a
 * link's title, an attribute's value) and what it points to (a url). Every string property, not a list of names,
 * so that a property no rule named (a title, once) is read all the same.
 */
export function nodeStrings(node: object): string[] {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object")
      for (const [key, inner] of Object.entries(value)) if (!notText.has(key)) collect(inner);
  };
  collect(node);
  return strings;
}

/** Whether an inline tag shows something: words, an image's alt, a component, or a footnote's number. */
export function hasContent(node: unknown): boolean {
  if (readableText(node).trim()) return true;
  let found = false;
  visit(node as Root, "footnoteReference", () => void (found = true));
  return found;
}

/** What a block is called in a message: "a list", "a heading"… */
export function blockName(node: { type: string }): string {
  const names: Record<string, string> = {
    paragraph: "a paragraph (text on lines of its own)",
    heading: "a heading",
    list: "a list",
    table: "a table",
    blockquote: "a quote",
    code: "a block of code",
    thematicBreak: "a dividing line",
  };
  return names[node.type] ?? "a block";
}

/**
 * Whether MDX compiles a paragraph as the blocks it holds: one of only tags and {…}, spaces aside (a
 * `<Callout>Text.</Callout>` alone on its line is an <aside>, not a <p> holding one), as @mdx-js/mdx's own
 * remark step does before the page is made.
 */
export function unravels(parent: { type: string; children?: unknown[] }): boolean {
  if (parent.type !== "paragraph") return false;
  const children = (parent.children ?? []) as { type: string; value?: string }[];
  return (
    children.some((child) => child.type === "mdxJsxTextElement" || child.type === "mdxTextExpression") &&
    children.every(
      (child) =>
        child.type === "mdxJsxTextElement" ||
        child.type === "mdxTextExpression" ||
        (child.type === "text" && !child.value?.trim()),
    )
  );
}

/** The parser's wording, in a writer's words for the mistakes writers make. */
export function plainSyntaxError(reason: string): string {
  if (/character `!`.*before name/.test(reason)) return "HTML comments <!-- … --> are not allowed";
  if (/before name/.test(reason)) return 'a "<" must start a tag, such as <sup>';
  const unclosed = /closing tag for `<([^>]+)>`/.exec(reason);
  if (unclosed) return `<${unclosed[1]}> is opened but never closed: add </${unclosed[1]}>`;
  if (/closing brace/.test(reason)) return 'a "{" is never closed';
  return reason;
}
