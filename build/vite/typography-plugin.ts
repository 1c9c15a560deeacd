// Build-time phrase breaks for the two sources that are not frontmatter data: the Japanese text
// catalogue (imported by client code, so BudouX runs here rather than in the browser) and the
// headings of Japanese MDX bodies.
import type { Element, ElementContent, Root, Text } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { Plugin } from "vite";
import { keptEndingStart } from "../../lib/typography/breaks.ts";
import { joinUnbrokenWords, phraseStep, splitPhrases } from "../typography/phrases.ts";

/** Catalogue keys used in attributes (aria-label, alt, title, data-*) stay plain: these, and every
    key ending in Alt or Label. */
export const catalogueAttributeKeys = new Set([
  "breadcrumb.label",
  "contact.close",
  "contact.form",
  "footer.explore",
  "footer.linkedinLabel",
  "header.homeLink",
  "insights.tags",
  "investment.journey",
  "investment.video.pause",
  "investment.video.play",
  "nav.close",
  "nav.label",
  "nav.open",
  "notFound.code",
  "projects.listLabel",
  "projects.viewDetailsOf",
  "services.listLabel",
  "toast.close",
  "toast.region",
  "toast.regionName",
]);

export function isAttributeKey(key: string): boolean {
  return catalogueAttributeKeys.has(key) || /(Alt|Label|\.label)$/.test(key);
}

/** The catalogue (JSON text) with the phrase step in its Japanese values shown as text, as JSON text. */
export function addCatalogueBreaks(source: string): string {
  const entries = Object.entries(JSON.parse(source) as Record<string, string>).map(([key, value]) =>
    isAttributeKey(key) ? [key, value] : [key, phraseStep(value)],
  );
  return JSON.stringify(Object.fromEntries(entries));
}

const catalogueFile = /\/content\/ui\/jp\.json$/;

export function phraseBreaksPlugin(): Plugin {
  return {
    name: "kizuna:phrase-breaks",
    // Before Vite turns the JSON into a module.
    enforce: "pre",
    transform(code, id) {
      if (!catalogueFile.test(id.split("?")[0]!)) return null;
      return { code: addCatalogueBreaks(code), map: null };
    },
  };
}

const headings = new Set(["h1", "h2", "h3", "h4"]);
const wbr = (): Element => ({ type: "element", tagName: "wbr", properties: {}, children: [] });

/** Blocks of running text whose last line must not be a character or two. */
const paragraphs = new Set(["p", "li", "dd"]);
/** Content that makes a list item or definition a container of blocks rather than one paragraph. */
const blocks = new Set(["p", "ul", "ol", "dl", "div", "table", "blockquote", "pre", "figure"]);

/** The last text of an element that holds words, with the element that holds it (a link or emphasis, if
    the paragraph ends with one). */
function lastText(element: Element): { text: Text; parent: Element } | undefined {
  for (let index = element.children.length - 1; index >= 0; index--) {
    const child = element.children[index]!;
    if (child.type === "text") {
      if (child.value.trim()) return { text: child, parent: element };
    } else if (child.type === "element") {
      return child.tagName === "code" || child.tagName === "br" ? undefined : lastText(child);
    }
  }
  return undefined;
}

/**
 * Rehype, for Japanese MDX files (after rehype-slug, so ids keep): <wbr> between the phrases of h1–h4,
 * the letters of the words the phrase step keeps whole joined everywhere but in code, and the last three characters
 * of every paragraph and list item kept on one line (a span styled in styles.css), so no paragraph ends on a line
 * of a character or two in any browser, while the lines before it break as Japanese body text does, anywhere.
 */
export function rehypePhraseBreaks() {
  return (tree: Root, file: VFile) => {
    if (!file.path?.endsWith(".jp.mdx")) return;
    visit(tree, "element", (element: Element) => {
      if (paragraphs.has(element.tagName)) keepEndingTogether(element);
      if (!headings.has(element.tagName)) return;
      visit(element, "text", (text, index, parent) => {
        if (index === undefined || !parent) return;
        const phrases = splitPhrases(text.value);
        if (phrases.length < 2) return;
        const replacement: ElementContent[] = phrases.flatMap((value, position) =>
          position ? [wbr(), { type: "text" as const, value }] : [{ type: "text" as const, value }],
        );
        parent.children.splice(index, 1, ...replacement);
        return index + replacement.length;
      });
    });
    // Then the words no line may break inside, in every text but code.
    visit(tree, "text", (text, _index, parent) => {
      if (parent?.type === "element" && (parent.tagName === "code" || parent.tagName === "pre")) return;
      text.value = joinUnbrokenWords(text.value);
    });
  };
}

function keepEndingTogether(paragraph: Element) {
  let holdsBlocks = false;
  visit(paragraph, "element", (child: Element) => {
    if (child !== paragraph && blocks.has(child.tagName)) holdsBlocks = true;
  });
  if (holdsBlocks) return;
  const found = lastText(paragraph);
  if (!found) return;
  const { text, parent } = found;
  const start = keptEndingStart(text.value);
  if (start <= 0) return;
  const end = text.value.trimEnd().length;
  const replacement: ElementContent[] = [
    { type: "text", value: text.value.slice(0, start) },
    {
      type: "element",
      tagName: "span",
      properties: { className: ["phrase-end"] },
      children: [{ type: "text", value: text.value.slice(start, end) }],
    },
  ];
  if (end < text.value.length) replacement.push({ type: "text", value: text.value.slice(end) });
  parent.children.splice(parent.children.indexOf(text), 1, ...replacement);
}
