// The build's heading face: the text of every English page's h1–h4, the brand face cut down to those letters
// (a few KB, where the whole face is 200), written under a content-hashed name, and that name put in place of
// the placeholder the pages' heads were rendered with (lib/typography/heading-font.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Parser } from "htmlparser2";
import subsetFont from "subset-font";
import { headingFontPlaceholder } from "../../lib/typography/heading-font";
import { listBuiltPages } from "./built-pages";

const require = createRequire(import.meta.url);
/** Hanken Grotesk SemiBold, the whole face (Latin, Latin Extended, Vietnamese). */
export const headingFontSource =
  require.resolve("@expo-google-fonts/hanken-grotesk/600SemiBold/HankenGrotesk_600SemiBold.ttf");

const headings = new Set(["h1", "h2", "h3", "h4"]);
/** Display text that is not a heading (a hero's tagline, a large figure) asks for the face with this attribute. */
const displayAttribute = "data-heading-face";
/**
 * A decorative numeral drawn as generated content (`content: attr(data-display-text)`, neither read out nor
 * contrast-checked) has its text in this attribute, not in the element.
 */
const generatedTextAttribute = "data-display-text";

/**
 * The characters the page draws in the heading face: the text of its h1–h4 and of display text marked
 * `data-heading-face` (with the generated text in `data-display-text`), less any part marked lang="ja" (drawn in
 * the Japanese face) and icons.
 */
export function headingText(html: string): string {
  let text = "";
  // For each open element: whether it is inside a heading, and whether it leaves the heading face.
  const stack: { heading: boolean; other: boolean }[] = [];
  const voids = new Set([
    "br",
    "img",
    "wbr",
    "hr",
    "input",
    "meta",
    "link",
    "source",
    "path",
    "circle",
    "rect",
  ]);
  new Parser(
    {
      onopentag: (name, attributes) => {
        const parent = stack.at(-1) ?? { heading: false, other: false };
        const entry = {
          heading: parent.heading || headings.has(name) || displayAttribute in attributes,
          other: parent.other || attributes.lang === "ja" || name === "svg",
        };
        if (entry.heading && !entry.other) text += attributes[generatedTextAttribute] ?? "";
        if (!voids.has(name)) stack.push(entry);
      },
      ontext: (data) => {
        const top = stack.at(-1);
        if (top?.heading && !top.other) text += data;
      },
      onclosetag: (name) => {
        if (!voids.has(name)) stack.pop();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  ).end(html);
  return text;
}

/**
 * The distinct characters of a text, sorted, without line breaks, tabs, spaces and invisible breaks (a no-break
 * space stays), each letter in both cases: a heading set in capitals by the stylesheet (an eyebrow) draws the
 * capitals of letters written in lower case.
 */
export function characterSet(text: string): string {
  const characters = [...text.replace(/[ \t\n\r\f\u200b\u00ad]/gu, "")];
  const cased = characters.flatMap((character) => [
    character,
    ...character.toUpperCase(),
    ...character.toLowerCase(),
  ]);
  return [...new Set(cased)].sort().join("");
}

/** The face's licence, served beside the cut file as the SIL Open Font License asks of every copy. */
export const headingFontLicense = require.resolve("@expo-google-fonts/hanken-grotesk/LICENSE_FONT");

/**
 * The face cut down to `characters` (and the space), kerning kept, hinting and other features dropped; its
 * copyright notice and names (name ids 0–6) stay in the file, the licence's text beside it.
 */
export function subsetHeadingFont(characters: string): Promise<Buffer> {
  return subsetFont(fs.readFileSync(headingFontSource), ` ${characters}`, {
    targetFormat: "woff2",
    keepFeatures: ["kern"],
    noHinting: true,
  });
}

/**
 * Writes the subset of the heading face for the built site in `clientDir` and points its English pages at it.
 * Returns a line for the build's summary.
 */
export async function writeHeadingFont(clientDir: string): Promise<string> {
  const pages = listBuiltPages(clientDir).filter((page) => page.html.includes(headingFontPlaceholder));
  if (!pages.length) return "no page uses it";
  const characters = characterSet(pages.map((page) => headingText(page.html)).join(""));
  const font = await subsetHeadingFont(characters);
  const hash = createHash("sha256").update(font).digest("hex").slice(0, 8);
  const url = headingFontPlaceholder.replace(/\.woff2$/, `-${hash}.woff2`);
  fs.writeFileSync(path.join(clientDir, url), font);
  fs.copyFileSync(
    headingFontLicense,
    path.join(clientDir, headingFontPlaceholder.replace(/\.woff2$/, ".LICENSE.txt")),
  );
  for (const page of pages)
    fs.writeFileSync(path.join(clientDir, page.file), page.html.replaceAll(headingFontPlaceholder, url));
  return `${[...characters].length} characters, ${(font.length / 1024).toFixed(1)} KB, ${pages.length} pages`;
}
