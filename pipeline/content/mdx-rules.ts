// The rules for MDX bodies: a body is content, not code. Parses a content file and reports code,
// unknown tags and broken syntax with their lines, and collects its links, images and heading ids
// for the link and twin checks.
import { createProcessor } from "@mdx-js/mdx";
import type { Element, Root as HastRoot } from "hast";
import type { Root } from "mdast";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import { hiddenCharacterMessage, hiddenCharacters, overBuiltLetterMessage } from "../../content/fields.ts";
import {
  allowedMdxComponents,
  blockMdxComponents,
  requiredAttributes,
  textMdxComponents,
  type AllowedMdxComponent,
} from "../runtime/allowed-components.ts";
import { rehypePlugins, remarkPlugins } from "../vite/mdx-plugins.ts";
import rehypeSlug from "rehype-slug";
import { footnoteIds, reservedIds } from "../../lib/page-ids.ts";
import type { Problem } from "./problems.ts";
import { misleadingLinkText } from "./link-text.ts";
import { allowedHtmlTags, checkElement, voidHtmlTags, type BodyImage } from "./mdx-elements.ts";
import { blockName, hasContent, nodeStrings, plainSyntaxError, readableText, unravels } from "./mdx-nodes.ts";
import { bodyLimits, checkShape, deepestNode, longestText } from "./mdx-shape.ts";

const hiddenEverywhere = new RegExp(hiddenCharacters.source, "gu");

/** A numeric character reference the parser reads as no character: zero, half of a character pair, a control
    or a number past U+10FFFF. Each is decoded as the page's parser decodes it, so no list of numbers is kept here. */
function brokenReferenceMessage(written: string): string {
  const broken = brokenReference(written);
  return `this line has ${broken ? `the character reference ${broken}, which` : "a character reference that"} stands for no character (zero, half of a character pair, a control, or a number past U+10FFFF): the page would show a replacement box "\uFFFD" in its place; delete it, or write the character you meant`;
}
/** The first numeric character reference of `text` that stands for no character (`&#x110000;`), if any. */
export const brokenReference = (text: string) =>
  text.includes("&#") ? text.match(/&#(?:[xX][0-9a-fA-F]{1,6}|[0-9]{1,7});/g)?.find(decodedAsBox) : undefined;
const decodedAsBox = (reference: string) => {
  const text = (parser.parse(reference) as Root).children[0];
  return (
    !!text &&
    "children" in text &&
    text.children.some((child) => "value" in child && child.value === "\uFFFD")
  );
};

export type { BodyImage };
export type BodyLink = { url: string; line: number };
export type BodyFacts = {
  problems: Problem[];
  links: BodyLink[];
  images: BodyImage[];
  headingIds: Set<string>;
  /** Each heading's id, level, words and line, for the rules that depend on the page (pipeline/content/check.ts)
      and the English headings' sentence case (pipeline/content/sentence-case.ts). */
  headings: { id: string; depth: number; text: string; line: number }[];
  /** Whether the body shows any words (spaces, &nbsp; and comments are none): a collection's item needs some. */
  hasText: boolean;
};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkFrontmatter);

/**
 * The id of each heading, by the offset where it starts, as the page gives it: the body compiled by MDX with the
 * site's own plugins (pipeline/vite/mdx-plugins.ts) up to rehype-slug, which names headings from their text on the
 * page (a footnote's number counts, a {/* comment *\/} does not). Nothing after it is run: the tree is dropped.
 */
let capturedIds = new Map<number, string>();
const upToSlug = rehypePlugins.slice(0, rehypePlugins.indexOf(rehypeSlug) + 1);
const headingIdProcessor = createProcessor({
  remarkPlugins,
  rehypePlugins: [
    ...upToSlug,
    () => (tree: HastRoot) => {
      visit(tree, "element", (node: Element) => {
        const offset = node.position?.start.offset;
        if (/^h[1-6]$/.test(node.tagName) && offset !== undefined && typeof node.properties.id === "string")
          capturedIds.set(offset, node.properties.id);
      });
      return { type: "root", children: [] } satisfies HastRoot;
    },
  ],
});
function pageHeadingIds(source: string): Map<number, string> {
  capturedIds = new Map();
  // MDX types its processor from source to program; run takes the parsed (mdast) tree all the same.
  headingIdProcessor.runSync(headingIdProcessor.parse(source) as never);
  return capturedIds;
}

/** The facts of a body not yet read (or that could not be read): it has that problem, not also "no text". */
export const unreadBodyFacts = (): BodyFacts => ({
  problems: [],
  links: [],
  images: [],
  headingIds: new Set(),
  headings: [],
  hasText: true,
});

/** Parses one content file (frontmatter included, so lines are the file's lines) and checks its body. */
export function checkBody(file: string, source: string): BodyFacts {
  const facts = unreadBodyFacts();
  const report = (line: number | undefined, message: string) => facts.problems.push({ file, line, message });
  if (!checkShape(source, report)) return facts;

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

  // The root, the paragraph or list item, then the nested parts: the limit counts what a writer nested.
  const deepest = deepestNode(tree);
  if (deepest.depth > bodyLimits.depth + 2) {
    report(
      deepest.line,
      `the text here is nested ${deepest.depth - 2} levels deep (quotes, lists, tags or emphasis inside each other), more than the ${bodyLimits.depth} a page can show: flatten it`,
    );
    return facts;
  }

  // The Japanese style check reads each text in a time that grows faster than its length; a file it would take
  // minutes over is not handed to it (a problem of the file keeps it out).
  if (file.endsWith(".jp.mdx")) {
    const longest = longestText(tree);
    if (longest.length > bodyLimits.japaneseText)
      report(
        longest.line,
        `this paragraph is ${longest.length} characters long, more than the ${bodyLimits.japaneseText} the Japanese style check can read in reasonable time (it takes minutes over a paragraph ten times as long): split it into paragraphs with an empty line between them`,
      );
  }

  // Definitions ([name]: url) may come after the references that use them.
  const definitions = new Map<string, string>();
  visit(tree, "definition", (node) => {
    if (!definitions.has(node.identifier.toLowerCase()))
      definitions.set(node.identifier.toLowerCase(), node.url);
  });
  // A definition only images use is an image's file name, not a link.
  const linked = new Set<string>();
  visit(tree, "linkReference", (node) => void linked.add(node.identifier.toLowerCase()));
  const imageOnly = new Set<string>();
  visit(tree, "imageReference", (node) => {
    if (!linked.has(node.identifier.toLowerCase())) imageOnly.add(node.identifier.toLowerCase());
  });

  facts.hasText = tree.children.some((node) => node.type !== "yaml" && readableText(node).trim() !== "");

  // A note nothing cites is left off the page by GFM, without a word: the writer's text would vanish.
  const cited = new Set<string>();
  visit(tree, "footnoteReference", (node) => void cited.add(node.identifier));
  visit(tree, "footnoteDefinition", (node) => {
    if (cited.has(node.identifier)) return;
    const name = node.label ?? node.identifier;
    report(
      node.position?.start.line ?? 1,
      `the note [^${name}] is never cited, so the page leaves its text out: cite it in the text with [^${name}] where it belongs, or delete it`,
    );
  });

  let pageIds = new Map<number, string>();
  // Compiling a body again costs more than reading it: only a body with a heading has heading ids to find.
  let hasHeading = false;
  visit(tree, "heading", () => void (hasHeading = true));
  try {
    if (hasHeading) pageIds = pageHeadingIds(source);
  } catch (error) {
    report(undefined, `the text cannot be read: ${(error as Error).message}`);
    return facts;
  }
  let hasFootnotes = false;
  visit(tree, "footnoteDefinition", () => void (hasFootnotes = true));
  const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
  // A footnote's label becomes its id and its link, percent-encoded ([^\u6CE81] is #user-content-fn-%E6%B3%A81): a label
  // of anything but ASCII letters, digits, "-" and "_" makes an id that check:site, reading the link decoded, does not
  // find. The label is never shown (the page numbers its notes), so a number loses nothing.
  visit(tree, ["footnoteReference", "footnoteDefinition"], (node) => {
    const label =
      (node as { label?: string | null; identifier: string }).label ??
      (node as { identifier: string }).identifier;
    if (!/^[A-Za-z0-9_-]+$/.test(label))
      report(
        lineOf(node),
        `the footnote label [^${label}] has a character other than A-Z, a-z, 0-9, "-" and "_", which the page cannot use in the footnote's address: number the note instead, as in [^1] and its text "[^1]: …" (the page shows its own numbers either way)`,
      );
  });

  // The page keeps the first definition of a name and drops the others without a word: a second note [^1] or a
  // second [name]: /link is a copy someone forgot to renumber or rename. The parser's identifier is the name as
  // references match it (case and spaces aside).
  const firstDefinitions = {
    footnoteDefinition: new Map<string, number>(),
    definition: new Map<string, number>(),
  };
  visit(tree, ["footnoteDefinition", "definition"], (node) => {
    const { type, identifier, label } = node as {
      type: "footnoteDefinition" | "definition";
      identifier: string;
      label?: string | null;
    };
    const first = firstDefinitions[type].get(identifier);
    if (first === undefined) {
      firstDefinitions[type].set(identifier, lineOf(node));
      return;
    }
    const name = label ?? identifier;
    if (type === "footnoteDefinition") {
      let free = 1;
      while (firstDefinitions.footnoteDefinition.has(String(free))) free++;
      report(
        lineOf(node),
        `the footnote [^${name}] is already written at line ${first}, and the page shows only that one: number this note [^${free}], here and where it is referred to`,
      );
    } else
      report(
        lineOf(node),
        `the link name [${name}] is already defined at line ${first}, and every link uses only that one: give this one another name, or delete it`,
      );
  });

  // The page's title is its level 1 heading: the text's headings go down one level at a time from there.
  let previousHeading = { depth: 1, line: 0 };
  // Each node's parent, for a component whose paragraph the compile unravels (below).
  const parents = new Map<unknown, unknown>();
  visit(tree, (node, _index, parent) => void parents.set(node, parent));
  visit(tree, (node, _index, parent) => {
    const line = lineOf(node);
    // As the page shows it: a character reference (&#x202E;) is the character itself. What is written as it is was
    // reported with its own line above.
    const written = source.slice(node.position?.start.offset, node.position?.end.offset);
    for (const value of nodeStrings(node)) {
      const hidden = [...value.matchAll(hiddenEverywhere)].find(([found]) => !written.includes(found))?.[0];
      if (hidden) report(line, `this line ${hiddenCharacterMessage(hidden)}`);
      const overMarked = overBuiltLetterMessage(value);
      if (overMarked && !overBuiltLetterMessage(written)) report(line, `this line ${overMarked}`);
      // The parser shows a reference to no character (&#0;, &#xD800;, &#x110000;) as the replacement box U+FFFD, and a
      // NUL as written too, which the line's own invisible-character problem names: not as a reference as well.
      if (
        value.includes("\uFFFD") &&
        !written.includes("\uFFFD") &&
        (brokenReference(written) || !written.includes("\0"))
      )
        report(line, brokenReferenceMessage(written));
    }
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
        // As the page names it (a heading the compile did not make one of has no id, as on the page).
        const id = pageIds.get(node.position?.start.offset ?? -1) ?? "";
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
        else if (hasFootnotes && (id === footnoteIds.label || id.startsWith(footnoteIds.prefix)))
          report(
            line,
            `this heading's anchor would be "#${id}", which this page's footnotes use: reword the heading`,
          );
        facts.headingIds.add(id);
        facts.headings.push({ id, depth: node.depth, text: toString(node), line });
        if (node.depth === 1)
          report(
            line,
            "this heading is level 1 (#), which the page's title already is: a page has one title, and a screen reader would read two; write ## here",
          );
        else if (node.depth > previousHeading.depth + 1)
          report(line, skippedLevelMessage(node.depth, previousHeading));
        previousHeading = { depth: node.depth, line };
        break;
      }
      case "paragraph":
        // Only spaces, &nbsp; or other blank characters: the page shows an empty paragraph, a gap with nothing in it.
        if (node.children.every((child) => child.type === "text" && !child.value.trim()))
          report(
            line,
            "this paragraph has no text, only spaces or &nbsp;: the page would show an empty gap here; delete the line, or write the text",
          );
        break;
      case "text": {
        // [text][name] with no definition [name]: … is no link: the page prints it with its brackets.
        const reference = /(?<!\\)\[((?:[^[\]\\]|\\.)+)\]\[((?:[^[\]\\]|\\.)*)\]/.exec(written);
        if (reference)
          report(
            line,
            `the link ${reference[0]} has no definition [${reference[2] || reference[1]}]: …, so the page prints it as it is, brackets and all: add a line [${reference[2] || reference[1]}]: /page (or https://…) below the paragraph, or write the link as [${reference[1]}](/page)`,
          );
        break;
      }
      case "listItem": {
        // GFM's task list: "- [x] …" is published as a disabled checkbox with no label.
        if (typeof node.checked !== "boolean") break;
        const mark = /\[[ xX]\]/.exec(
          source.slice(node.position?.start.offset, node.position?.end.offset),
        )?.[0];
        report(
          line,
          `"${mark ?? "[x]"}" at the start of a list item makes a checkbox that no reader can tick and a screen reader announces with no name: write a plain list item, and say in words what is done, as in "- Done: …"`,
        );
        break;
      }
      case "table": {
        const header = node.children[0];
        header?.children.forEach((cell, column) => {
          if (!readableText(cell).trim())
            report(
              lineOf(cell),
              `the table's header cell in column ${column + 1} is empty: a screen reader names each cell of a column by its header, so write what the column holds`,
            );
        });
        break;
      }
      case "link":
        facts.links.push({ url: node.url, line });
        if (!readableText(node).trim())
          report(
            line,
            `the link to ${node.url} has no text: a screen reader would read its address, or nothing; write what it leads to between [ and ]`,
          );
        reportFootnotesInLink(node, report);
        if (node.url.startsWith("tel:")) reportTelText(readableText(node), line, report);
        reportMisleadingText(readableText(node), node.url, line, report, node.title ?? undefined);
        break;
      case "linkReference": {
        reportFootnotesInLink(node, report);
        const definition = definitions.get(node.identifier.toLowerCase());
        if (definition !== undefined) reportMisleadingText(readableText(node), definition, line, report);
        break;
      }
      case "definition":
        if (!imageOnly.has(node.identifier.toLowerCase())) facts.links.push({ url: node.url, line });
        break;
      case "image":
        facts.images.push({ src: node.url, alt: node.alt ?? "", line });
        break;
      case "imageReference": {
        // ![alt][name] shows the image of the definition [name]: …, checked like any other image.
        const definition = definitions.get(node.identifier.toLowerCase());
        if (!definition)
          report(
            line,
            `the image reference [${node.label ?? node.identifier}] has no definition: add [${node.label ?? node.identifier}]: file-name.svg`,
          );
        else facts.images.push({ src: definition, alt: node.alt ?? "", line });
        break;
      }
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        checkElement(node.name, node.attributes, line, report, facts.images);
        if (
          node.name &&
          (allowedHtmlTags as readonly string[]).includes(node.name) &&
          !(voidHtmlTags as readonly string[]).includes(node.name) &&
          !hasContent(node)
        )
          report(
            line,
            `<${node.name}> holds no text, so a screen reader reads nothing there: write the words inside it, as in <${node.name}>word</${node.name}>, or delete the tag`,
          );
        if (
          node.name &&
          (textMdxComponents as readonly string[]).includes(node.name) &&
          !node.children.some(hasContent)
        )
          report(
            line,
            `<${node.name}> holds no text, so the page would show an empty box: write the note between <${node.name}${node.name === "Callout" ? ' title="…"' : ""}> and </${node.name}>, or delete it`,
          );
        if (node.name && (voidHtmlTags as readonly string[]).includes(node.name) && node.children.length)
          report(
            line,
            `<${node.name}> stands alone and holds nothing: write <${node.name} /> and put the text after it, not <${node.name}>…</${node.name}>`,
          );
        // <small>, <sup> and the like hold words, never blocks: on lines of their own they would wrap a <p>, a list,
        // a heading or a table, which HTML does not allow inside them (the site check refuses the page).
        if (node.type === "mdxJsxFlowElement" && node.name && /^[a-z]/.test(node.name)) {
          const block = node.children.find(
            (child) =>
              !(child.type === "paragraph" && unravels(child)) &&
              // A tag or component inside it has its own rules; a {/* comment */} is dropped.
              child.type !== "mdxJsxFlowElement" &&
              child.type !== "mdxFlowExpression",
          );
          if (block)
            report(
              lineOf(block),
              `<${node.name}> holds words inside a line, not ${blockName(block)}: write it within the line of text, such as "text <${node.name}>a few words</${node.name}>", with no empty line or list inside`,
            );
        }
        if (node.name && (blockMdxComponents as readonly string[]).includes(node.name)) {
          // Inside a line of text (a paragraph, a link, a heading, a table cell), or inside <sup> and the like.
          const inline = node.type === "mdxJsxTextElement" && !(parent && unravels(parent));
          // A paragraph of this component alone is unravelled by the compile, so the component stands where the
          // paragraph did: inside <abbr> or <small> when the paragraph was (stop 77, M1: <abbr> on lines of its own
          // around <Callout title="…">text</Callout> put a <div> inside the <abbr>, which the site check refused).
          const host = parent && unravels(parent) ? (parents.get(parent) as typeof parent) : parent;
          const within =
            host && "name" in host && typeof host.name === "string" && /^[a-z]/.test(host.name)
              ? host.name
              : undefined;
          if (inline || within)
            report(
              line,
              `<${node.name}> is a block of its own and cannot sit ${within ? `inside <${within}>` : "inside a line of text, a link or a heading"}: put it on a line of its own, with an empty line before and after it`,
            );
        }
        break;
    }
  });
  return facts;
}

/**
 * The text of a telephone link is the number, which must not break across lines: the site check (html-validate's
 * tel-non-breaking) refuses a space or a hyphen in it, and a line of text longer than a phone's screen would make
 * the page scroll sideways.
 */
export const telTextLimit = 25;

/** A link whose text is one address and which goes to another (link-text.ts). */
function reportMisleadingText(
  text: string,
  url: string,
  line: number,
  report: (line: number, message: string) => void,
  title?: string,
) {
  const message = misleadingLinkText(text, url, title);
  if (message) report(line, message);
}
function reportTelText(text: string, line: number, report: (line: number, message: string) => void) {
  const shown = text.trim();
  if (/[^\S\u00a0]|-/.test(shown))
    report(
      line,
      `the text of the telephone link "${shown}" has a space or a "-", where a phone's screen could break the number in two: write a no-break space &nbsp; for each space and &#8209; for each "-", as in [+65&nbsp;6123&nbsp;4567](tel:+6561234567)`,
    );
  else if (shown.length > telTextLimit)
    report(
      line,
      `the text of the telephone link "${shown}" is ${shown.length} characters long, more than the ${telTextLimit} that fit on a phone's line unbroken: show the number only, such as +65&nbsp;6123&nbsp;4567`,
    );
}

/** A heading more levels below the one before it (or below the page's title) than one. */
function skippedLevelMessage(depth: number, previous: { depth: number; line: number }): string {
  const marks = (level: number) => "#".repeat(level);
  const after = previous.line
    ? `right after a level ${previous.depth} heading (line ${previous.line})`
    : `and the first of the text, under the page's title, which is level 1`;
  return `this heading is level ${depth} (${marks(depth)}) ${after}, which skips a level: a screen reader lists headings by level, and a skipped one reads as a missing section; write ${marks(previous.depth + 1)} here`;
}

/**
 * A footnote reference ([^1]) is a link of its own: inside a link's text the page would have a link inside a link,
 * which HTML does not allow (the site check refuses the page).
 */
function reportFootnotesInLink(
  link: Root["children"][number],
  report: (line: number, message: string) => void,
) {
  visit(link, "footnoteReference", (reference) =>
    report(
      reference.position?.start.line ?? link.position?.start.line ?? 1,
      `the footnote reference [^${reference.label ?? reference.identifier}] is inside a link's text, which would put a link inside a link: put it after the link, as in [text](/page)[^${reference.label ?? reference.identifier}]`,
    ),
  );
}
