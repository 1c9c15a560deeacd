// The site search (docs/search.md): where the build writes Pagefind's index and script, the mark of a page's
// indexable region, and the reading of an excerpt Pagefind returns. Universal: the build, the gates and the search
// island share these facts.

/** The folder of dist/client the build writes the index into, and the script the search imports from it. */
export const searchFolder = "pagefind";
export const searchBundle = `/${searchFolder}/pagefind.js`;

/** The attribute that marks a page's indexable region (<main>); the build indexes only pages that carry it. */
export const searchBodyAttribute = "data-pagefind-body";

/** How many results the search shows: a first screen of answers, the rest of the list is rarely read. */
export const searchResultLimit = 8;

export type ExcerptPart = { text: string; marked: boolean };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });

/**
 * An excerpt as Pagefind gives it (escaped text with the matched words in <mark>) as plain text runs, so the page
 * renders it as text and never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>([\s\S]*?)<\/mark>/).forEach((piece, index) => {
    const text = decode(piece.replace(/<[^>]*>/g, ""));
    if (text) parts.push({ text, marked: index % 2 === 1 });
  });
  return parts;
}
