// No invisible characters in what the site publishes: breaks and keep-togethers are markup or CSS
// (docs/languages-and-urls.md, "Japanese text"), so the text a visitor copies or finds, the feeds and what search
// engines read hold none. The content editor (admin/) is a third-party bundle and is left out.
import fs from "node:fs";
import path from "node:path";
import { hiddenCharacters } from "../../content/fields";
import type { SiteProblem } from "../../pipeline/output/built-pages";

/**
 * The characters the content check refuses in every field and body (content/fields.ts): zero-width and direction
 * characters, controls, tag characters, separators, broken and private-use characters. One definition, so a
 * character the check refuses is also one the built site may not hold, however it got there (a character reference
 * in a link's title reached the page while this gate kept a list of its own).
 */
export const invisibleCharacters = hiddenCharacters;

/** Files of text the site serves: pages, feeds, sitemap, head data, styles. */
const textFile = /\.(html|xml|json|txt|css|svg|webmanifest|rss|atom)$/;
/** In a script (an island's copy, the catalogue) one between two letters: a library's own tables of characters
    (an HTML entity map's soft hyphen) are code, not text. */
const inWord = new RegExp(`(?<=\\p{L})${invisibleCharacters.source}(?=\\p{L})`, "u");

/** Each served text file that holds an invisible character, with the first one's line and its neighbours. */
export function checkInvisibleCharacters(clientDir: string): SiteProblem[] {
  const files = fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(js|mjs)$/.test(file) || textFile.test(file))
    .filter((file) => !file.split(path.sep).includes("admin"));
  const problems: SiteProblem[] = [];
  for (const file of files.sort()) {
    const text = fs.readFileSync(path.join(clientDir, file), "utf8");
    const found = (/\.m?js$/.test(file) ? inWord : invisibleCharacters).exec(text);
    if (!found) continue;
    const line = text.slice(0, found.index).split("\n").length;
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    const around = text
      .slice(Math.max(0, found.index - 12), found.index + 12)
      .replace(new RegExp(invisibleCharacters, "gu"), "|");
    problems.push({
      page: `/${file.split(path.sep).join("/")}`,
      message: `line ${line}: holds U+${code}, an invisible, direction or control character ("${around}", at the |): the content check refuses these in every text; line breaks and words kept whole are markup or CSS, never characters in the text`,
    });
  }
  return problems;
}
