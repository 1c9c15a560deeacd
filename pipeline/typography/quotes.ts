// English quotation marks and apostrophes as a typesetter sets them (India’s, “new”), from the straight ones a
// keyboard and the content editor type (India's, "new"): writers keep typing what their keyboard gives, and every
// English page, feed and card shows the typographic marks. SmartyPants decides which mark a straight one becomes
// (retext-smartypants, and remark-smartypants for a body, as Astro does); quotes only: dashes and dots stay as
// written. Japanese text is left alone (its quotation marks are the corner brackets a writer types).
import type { Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import remarkSmartypants from "remark-smartypants";
import { retext } from "retext";
import smartypants from "retext-smartypants";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";

const quotesOnly = { quotes: true, ellipses: false, dashes: false, backticks: false } as const;
const processor = retext().use(smartypants, quotesOnly);

/** A string with its straight quotation marks and apostrophes set as typographic ones. */
export function typographicQuotes(text: string): string {
  return /['"]/.test(text) ? String(processor.processSync(text)) : text;
}

/** The attributes of the site's MDX components that a visitor reads (a callout's title, a figure's caption). */
const readAttributes = new Set(["title", "label", "caption", "alt", "value"]);

/** An English body's quotation marks and apostrophes, in its text and in the attributes a visitor reads; a
 * Japanese body (or one whose file is not named) is left as written. */
export function remarkEnglishQuotes() {
  const quotes = unified().use(remarkSmartypants, quotesOnly);
  return (tree: Root, file: VFile) => {
    if (!/\.en\.mdx$/.test(file.path ?? "")) return;
    quotes.runSync(tree, file);
    visit(tree, ["mdxJsxFlowElement", "mdxJsxTextElement"], (node) => {
      for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes)
        if (
          attribute.type === "mdxJsxAttribute" &&
          readAttributes.has(attribute.name) &&
          typeof attribute.value === "string"
        )
          attribute.value = typographicQuotes(attribute.value);
    });
  };
}

/** Whether a string is an address (`/insights`, `#fees`, `https:`, `mailto:`), whose marks are part of what it
 * points to. */
export const isAddress = (text: string) => /^(\/|#|[a-z][a-z\d+.-]*:)/i.test(text);

/** An English entry's frontmatter with the quotation marks of every string a visitor reads set as typographic ones
 * (titles, excerpts, cards, captions); addresses are left as written. */
export function withTypographicQuotes<T>(data: T): T {
  if (typeof data === "string") return (isAddress(data) ? data : typographicQuotes(data)) as T;
  if (Array.isArray(data)) return data.map(withTypographicQuotes) as T;
  if (data && typeof data === "object" && Object.getPrototypeOf(data) === Object.prototype)
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withTypographicQuotes(value)]),
    ) as T;
  return data;
}
