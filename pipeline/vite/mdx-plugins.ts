// The remark and rehype plugins every MDX body is compiled with (vite.config.ts), in one place so that what
// reads a body as a visitor sees it (pipeline/content/body-text.ts) uses the same ones.
import rehypeSlug from "rehype-slug";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkJoinCjkLines from "../typography/remarkJoinCjkLines.ts";
import { rehypeTypeset } from "./typography-plugin.ts";
import { rehypeTableLabels } from "../typography/rehypeTableLabels.ts";
import { rehypeKeepNumbers } from "../typography/rehypeKeepNumbers.ts";
import { remarkEnglishQuotes } from "../typography/quotes.ts";

// Markdown for Japanese: emphasis beside Japanese punctuation, no stray space at line breaks; English quotation
// marks and apostrophes set as typographic ones (pipeline/typography/quotes.ts).
export const remarkPlugins = [
  remarkFrontmatter,
  remarkGfm,
  remarkCjkFriendly,
  remarkJoinCjkLines,
  remarkEnglishQuotes,
];
// Japanese typesetting; English numbers, dates and amounts kept on one line; table cells named after their
// column, for the stacked cards on a phone (styles.css).
export const rehypePlugins = [rehypeSlug, rehypeTypeset(), rehypeKeepNumbers, rehypeTableLabels];
