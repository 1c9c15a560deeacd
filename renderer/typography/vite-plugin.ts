// Build-time phrase breaks for the two sources that are not frontmatter data: the Japanese text
// catalogue (imported by client code, so BudouX runs here rather than in the browser) and the
// headings of Japanese MDX bodies.
import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import type { Plugin } from "vite";
import { maxShortCopy, addPhraseBreaks, splitPhrases } from "./phrases.ts";

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

/** The catalogue (JSON text) with phrase breaks in its short Japanese values, as JSON text. */
export function addCatalogueBreaks(source: string): string {
  const entries = Object.entries(JSON.parse(source) as Record<string, string>).map(([key, value]) =>
    isAttributeKey(key) || value.length > maxShortCopy ? [key, value] : [key, addPhraseBreaks(value)],
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

/** Rehype: <wbr> between the phrases of h1–h4 in Japanese MDX files (after rehype-slug, so ids keep). */
export function rehypePhraseBreaks() {
  return (tree: Root, file: VFile) => {
    if (!file.path?.endsWith(".jp.mdx")) return;
    visit(tree, "element", (heading: Element) => {
      if (!headings.has(heading.tagName)) return;
      visit(heading, "text", (text, index, parent) => {
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
  };
}
