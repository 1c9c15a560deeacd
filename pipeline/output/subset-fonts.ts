// The build's brand faces: the text of every English page, the text face (Regular) cut down to its letters and the
// heading face (SemiBold) to those drawn bold (a few KB each, where a whole face is 65–200), written under content-hashed names,
// and those names put in place of the placeholders the pages' heads were rendered with
// (lib/typography/heading-font.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Parser } from "htmlparser2";
import subsetFont from "subset-font";
import { headingFontPlaceholder, textFontPlaceholder } from "../../lib/typography/heading-font";
import { listBuiltPages } from "./built-pages";

const require = createRequire(import.meta.url);
/** Hanken Grotesk SemiBold, the whole face (Latin, Latin Extended, Vietnamese). */
export const headingFontSource =
  require.resolve("@expo-google-fonts/hanken-grotesk/600SemiBold/HankenGrotesk_600SemiBold.ttf");
/** Hanken Grotesk Regular, the whole face: English running text (no italic: the pull quote is upright). */
export const textFontSource =
  require.resolve("@expo-google-fonts/hanken-grotesk/400Regular/HankenGrotesk_400Regular.ttf");

/** A numeral drawn as generated content (`content: attr(data-display-text)`) has its text in this attribute. */
const generatedTextAttribute = "data-display-text";
/** Attributes whose text a form control draws: a field's hint, a button's label. */
const drawnAttributes = ["placeholder", "value", generatedTextAttribute];
/** Elements whose text is never drawn in the page's faces: code, styles, icons, the document's title. */
const undrawn = new Set(["script", "style", "template", "title", "svg"]);
/** Drawn by the stylesheet or the browser wherever English text goes (list bullets, numbered steps, quotes). */
const generatedCharacters = "0123456789.\u2022\u2013\u2014\u2018\u2019\u201c\u201d";

/** Elements drawn bold, in the SemiBold: headings, display text, and bold text by element or by class. */
const boldElements = new Set(["h1", "h2", "h3", "h4", "strong", "b", "th"]);
const boldClass = /(^|\s)([\w-]+:)*font-(semibold|bold|extrabold|black)(\s|$)/;
export function isBold(name: string, attributes: Record<string, string>): boolean {
  return (
    boldElements.has(name) || "data-heading-face" in attributes || boldClass.test(attributes.class ?? "")
  );
}

/**
 * The characters an English page draws in its own faces: the text of its body (headings, running text, the
 * menu, buttons, form hints and labels, display text and numerals drawn from `data-display-text`), less any
 * part marked lang="ja" (drawn in the Japanese face), scripts, styles and icons; with `only`, just the text
 * inside elements it picks (and their descendants).
 */
export function englishText(
  html: string,
  only: (name: string, attributes: Record<string, string>) => boolean = () => true,
): string {
  let text = "";
  // For each open element: whether its text is drawn in the brand's faces, and whether it was picked.
  const stack: { drawn: boolean; picked: boolean }[] = [];
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
        const parent = stack.at(-1) ?? { drawn: true, picked: false };
        const entry = {
          drawn: parent.drawn && attributes.lang !== "ja" && !undrawn.has(name),
          picked: parent.picked || only(name, attributes),
        };
        if (entry.drawn && entry.picked)
          for (const attribute of drawnAttributes) text += attributes[attribute] ?? "";
        if (!voids.has(name)) stack.push(entry);
      },
      ontext: (data) => {
        const top = stack.at(-1);
        if (top?.drawn && top.picked) text += data;
      },
      onclosetag: (name) => {
        if (!voids.has(name)) stack.pop();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  ).end(html.slice(Math.max(0, html.search(/<body[\s>]/i))));
  return text + generatedCharacters;
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
 * A face (the heading face unless another file is given) cut down to `characters` (and the space), kerning kept,
 * hinting and other features dropped; its copyright notice and names (name ids 0–6) stay in the file, the
 * licence's text beside it.
 */
export function subsetHeadingFont(characters: string, source = headingFontSource): Promise<Buffer> {
  return subsetFont(fs.readFileSync(source), ` ${characters}`, {
    targetFormat: "woff2",
    keepFeatures: ["kern"],
    noHinting: true,
  });
}

/** Writes `font` beside the pages under `placeholder`'s name with its content's hash; returns its address. */
function writeHashed(clientDir: string, placeholder: string, font: Buffer): string {
  const hash = createHash("sha256").update(font).digest("hex").slice(0, 8);
  const url = placeholder.replace(/\.woff2$/, `-${hash}.woff2`);
  fs.writeFileSync(path.join(clientDir, url), font);
  return url;
}

/**
 * Writes the heading and text faces for the built site in `clientDir`, each cut to the letters of its English
 * pages, and points those pages at them. Returns a line for the build's summary.
 */
export async function writeFontSubsets(clientDir: string): Promise<string> {
  const pages = listBuiltPages(clientDir).filter((page) => page.html.includes(headingFontPlaceholder));
  if (!pages.length) return "no page uses it";
  const characters = characterSet(pages.map((page) => englishText(page.html)).join(""));
  // The SemiBold only needs the letters drawn bold: cutting it to every letter cost 1.8 KB, which took an
  // English page 0.2 KB over its 20 KB against the floor.
  const boldCharacters = characterSet(pages.map((page) => englishText(page.html, isBold)).join(""));
  const [heading, text] = await Promise.all([
    subsetHeadingFont(boldCharacters),
    subsetHeadingFont(characters, textFontSource),
  ]);
  const headingUrl = writeHashed(clientDir, headingFontPlaceholder, heading);
  const textUrl = writeHashed(clientDir, textFontPlaceholder, text);
  // One licence covers both faces (the family's).
  fs.copyFileSync(
    headingFontLicense,
    path.join(clientDir, headingFontPlaceholder.replace(/\.woff2$/, ".LICENSE.txt")),
  );
  for (const page of pages)
    fs.writeFileSync(
      path.join(clientDir, page.file),
      page.html.replaceAll(headingFontPlaceholder, headingUrl).replaceAll(textFontPlaceholder, textUrl),
    );
  const kb = (font: Buffer) => `${(font.length / 1024).toFixed(1)} KB`;
  return `${[...characters].length} characters (${[...boldCharacters].length} bold), headings ${kb(heading)}, text ${kb(text)}, ${pages.length} pages`;
}
