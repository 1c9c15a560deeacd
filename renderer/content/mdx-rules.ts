// The rules for MDX bodies: a body is content, not code. Parses a content file and reports code,
// unknown tags and broken syntax with their lines, and collects its links, images and heading ids
// for the link and twin checks.
import GithubSlugger from "github-slugger";
import type { Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { allowedMdxComponents } from "./allowed-components.ts";
import { reservedIds } from "../page-ids.ts";
import type { Problem } from "./problems.ts";

/**
 * Plain HTML tags a writer may use in a body, for what Markdown cannot say:
 * a forced line break, superscript and subscript (m², CO₂), abbreviations, keys and small print.
 */
export const allowedHtmlTags = ["br", "sup", "sub", "abbr", "kbd", "small"] as const;
/** Attributes allowed on those tags (abbr needs its expansion). */
const allowedHtmlAttributes = ["title"];
const forbiddenTags = ["script", "iframe", "style"];

export type BodyLink = { url: string; line: number };
export type BodyImage = { src: string; alt: string; line: number };
export type BodyFacts = {
  problems: Problem[];
  links: BodyLink[];
  images: BodyImage[];
  headingIds: Set<string>;
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter);

const componentList = allowedMdxComponents.map((name) => `<${name}>`).join(", ");
const htmlList = allowedHtmlTags.map((name) => `<${name}>`).join(", ");

type Attributes = (MdxJsxAttribute | MdxJsxExpressionAttribute)[];

/** Parses one content file (frontmatter included, so lines are the file's lines) and checks its body. */
export function checkBody(file: string, source: string): BodyFacts {
  const facts: BodyFacts = { problems: [], links: [], images: [], headingIds: new Set() };
  const report = (line: number | undefined, message: string) => facts.problems.push({ file, line, message });

  let tree: Root;
  try {
    tree = parser.parse(source) as Root;
  } catch (error) {
    const place = error as { line?: number; reason?: string; message?: string };
    const reason = (place.reason ?? place.message ?? String(error)).split(" (note:")[0]!.replace(/\.$/, "");
    // A tag left open is found at the end of the file, without a place; its reason names where it opened.
    const opened = /\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(reason);
    const plain = plainSyntaxError(reason.replace(/ \(\d+:\d+(?:-\d+:\d+)?\)$/, ""));
    // The tip to escape "<" and "{" helps only where one of them started the mistake.
    const tip = /is opened but never closed/.test(plain)
      ? ""
      : '. To show a "<" or "{" as text, write "\\<" or "\\{"';
    report(
      place.line ?? (opened ? Number(opened[1]) : undefined),
      `the text cannot be read here: ${plain}${tip}`,
    );
    return facts;
  }

  const slugger = new GithubSlugger();
  const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

  visit(tree, (node) => {
    const line = lineOf(node);
    switch (node.type) {
      case "mdxjsEsm":
        report(line, "import and export are code, not content: remove this line");
        break;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        // {/* … */} is a comment: a note for translators that the compile drops.
        if (
          /^\s*\/\*[\s\S]*?\*\/\s*$/.test(node.value) &&
          !node.value.includes("*/", node.value.indexOf("*/") + 2)
        )
          break;
        report(
          line,
          'text in curly braces {…} is code, not content: remove it, or write "\\{" to show a brace',
        );
        break;
      case "heading": {
        const id = slugger.slug(toString(node));
        if (!id)
          report(
            line,
            "this heading has no letters or digits to name its anchor (emoji or punctuation only): add a word to it",
          );
        else if (reservedIds.includes(id))
          report(
            line,
            `this heading's anchor would be "#${id}", which every page already uses for itself: reword the heading`,
          );
        facts.headingIds.add(id);
        break;
      }
      case "link":
      case "definition":
        facts.links.push({ url: node.url, line });
        break;
      case "image":
        facts.images.push({ src: node.url, alt: node.alt ?? "", line });
        break;
      case "imageReference":
        facts.images.push({ src: "", alt: node.alt ?? "", line });
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        checkElement(node.name, node.attributes, line, report, facts);
        break;
    }
  });
  return facts;
}

/** The parser's wording, in a writer's words for the mistakes writers make. */
function plainSyntaxError(reason: string): string {
  if (/character `!`.*before name/.test(reason)) return "HTML comments <!-- … --> are not allowed";
  if (/before name/.test(reason)) return 'a "<" must start a tag, such as <sup>';
  const unclosed = /closing tag for `<([^>]+)>`/.exec(reason);
  if (unclosed) return `<${unclosed[1]}> is opened but never closed: add </${unclosed[1]}>`;
  if (/closing brace/.test(reason)) return 'a "{" is never closed';
  return reason;
}

function checkElement(
  name: string | null,
  attributes: Attributes,
  line: number,
  report: (line: number, message: string) => void,
  facts: BodyFacts,
) {
  if (!name) {
    report(line, "<> … </> is code, not content: remove it");
    return;
  }
  const isComponent = /^[A-Z]/.test(name);
  if (forbiddenTags.includes(name.toLowerCase())) {
    report(line, `<${name}> is not allowed in content: remove it`);
    return;
  }
  if (isComponent && !(allowedMdxComponents as readonly string[]).includes(name)) {
    report(line, `<${name}> is not a component the site provides: use one of ${componentList}`);
    return;
  }
  if (!isComponent && !(allowedHtmlTags as readonly string[]).includes(name)) {
    report(line, `the HTML tag <${name}> is not allowed: use Markdown, or one of ${htmlList}`);
    return;
  }
  const values: Record<string, string> = {};
  for (const attribute of attributes) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      report(line, `{…} inside <${name}> is code, not content: remove it`);
      continue;
    }
    if (/^on/i.test(attribute.name)) {
      report(line, `${attribute.name}= on <${name}> runs code, which content may not do: remove it`);
      continue;
    }
    if (attribute.value && typeof attribute.value === "object") {
      report(
        line,
        `${attribute.name}={…} on <${name}> is code, not content: write the value in quotes, ${attribute.name}="…"`,
      );
      continue;
    }
    if (!isComponent && !allowedHtmlAttributes.includes(attribute.name)) {
      report(line, `${attribute.name}= is not allowed on <${name}>: remove it`);
      continue;
    }
    values[attribute.name] = attribute.value ?? "";
  }
  if (name === "Figure") facts.images.push({ src: values.src ?? "", alt: values.alt ?? "", line });
}
