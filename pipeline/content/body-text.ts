// What a visitor reads of a Markdown body: the body parsed by the same remark pipeline the site compiles it
// with (pipeline/vite/mdx-plugins.ts: GFM, CJK-friendly emphasis, Japanese lines joined), then each block a visitor sees
// as one run of text — a paragraph, a heading, a list item's paragraph, a table cell, a component's title,
// value, label or caption — as plain text, and every picture by its description.
// Comments for translators ({/* … */}) are not shown and are left out. body-text.test.tsx proves it against
// the body rendered with the site's own MDX components.
import type { Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { remarkPlugins } from "../vite/mdx-plugins.ts";
import { checkShape } from "./mdx-shape.ts";

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins);

export type BodyText = {
  /** Each block's text, whitespace collapsed as the browser shows it, in the order of the body. */
  texts: string[];
  /** The description of every picture in the body (Markdown images and <Figure>s). */
  images: string[];
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  const found = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name,
  );
  return typeof found?.value === "string" ? found.value : undefined;
}

/** The visible text of inline content: an inline comment and a picture's description are not text on the page. */
function inlineText(node: RootContent | Root): string {
  if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression" || node.type === "image")
    return "";
  if ("children" in node) return (node.children as RootContent[]).map(inlineText).join("");
  return toString(node);
}

/** A body (or a whole file: the frontmatter is read as such) parsed with the syntax the site compiles it with, before
 * the plugins change its text, so every node keeps its place in the file: what reads a body's text with its lines
 * (the wording rules, pipeline/content/compliance.ts) reads the same tree the page is built from. */
export function parseBody(source: string): Root {
  // The parser's time grows faster than the text on some shapes (a line of 40,000 "[a](" took a minute): a body
  // the shape rule refuses (mdx-shape.ts, reported by the loader with its line) is never parsed, here as there.
  if (!checkShape(source, () => {}))
    throw new Error("the body's shape is refused (mdx-shape.ts): it is not parsed");
  return processor.parse(source) as Root;
}

/** The text blocks and pictures of a body (frontmatter already removed), as the site renders them; `file` is the
 * body's file, whose language decides what the typesetting does (an English body's quotation marks). */
export function bodyText(body: string, file?: string): BodyText {
  const tree = processor.runSync(processor.parse(body), new VFile({ path: file })) as Root;
  const result: BodyText = { texts: [], images: [] };
  const add = (text: string | undefined) => {
    const collapsed = collapse(text ?? "");
    if (collapsed) result.texts.push(collapsed);
  };
  const images = (node: RootContent) => {
    if (node.type === "image") result.images.push(node.alt ?? "");
    else if ("children" in node) (node.children as RootContent[]).forEach(images);
  };

  const block = (node: RootContent): void => {
    switch (node.type) {
      case "paragraph":
      case "heading":
      case "tableCell":
        add(inlineText(node));
        images(node);
        return;
      case "code":
        add(node.value);
        return;
      case "mdxJsxFlowElement":
        if (node.name === "Callout") add(attribute(node, "title"));
        if (node.name === "Stat") {
          add(attribute(node, "value"));
          add(attribute(node, "label"));
        }
        if (node.name === "Figure") {
          result.images.push(attribute(node, "alt") ?? "");
          add(attribute(node, "caption"));
        }
        node.children.forEach(block);
        return;
      case "mdxFlowExpression":
      case "thematicBreak":
      case "definition":
        return;
      default:
        if ("children" in node) (node.children as RootContent[]).forEach(block);
    }
  };
  tree.children.forEach(block);
  return result;
}
