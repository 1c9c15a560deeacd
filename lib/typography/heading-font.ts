// The brand's faces, English pages only: Hanken Grotesk (SIL Open Font License 1.1, no reserved font name;
// from @expo-google-fonts/hanken-grotesk, Latin and Vietnamese), SemiBold for h1–h4 and display text (the heading
// face) and Regular for everything else (the text face, docs/design.md, "An English text face"). Japanese pages
// keep the system's Japanese faces and load no font (docs/design.md, "The heading face").
//
// The page's head (pages/+Head.tsx) writes the @font-face rules with the placeholders as the files' addresses;
// the build then cuts both faces down to the letters the English pages use and puts the cut files'
// content-hashed addresses in their place (pipeline/output/subset-fonts.ts). What they may cost: an English page
// may load 20 KB more than the same page without scripts and fonts (scripts/measure/lighthouse-report.ts).
//
// When they load (docs/performance-log.md, "A heading face against the floor"): never before the first paint of a
// visitor's first page. Text is drawn in the fallbacks (Arial at Hanken's size, pages/styles.css) until the class
// below is on <html>: on a visitor's first page the faces' chunk (browser/faces.ts, fetched by the enhancements) loads
// both files after the page has loaded, sets the class where that moves nothing on screen (else it tries again as
// the visitor scrolls) and remembers it; on the next pages the head's script sets the class before the first paint
// and the files come from the browser's cache.
// Without JavaScript the page asks for the faces at once (a <noscript> rule).
//
// The one definition of these names: the head (pages/+Head.tsx), the page's script (browser/enhance.ts, which hands
// them to browser/faces.ts) and the build (pipeline/output/subset-fonts.ts) all import them from here. It imports
// nothing, which is what lets the page's script import it (docs/architecture.md, the rule
// `browser-code-stands-alone`).

/** The family name the stylesheet asks for (our own, so a copy installed on the visitor's machine is never used instead). */
export const headingFamily = "Kizuna Heading";
export const headingWeight = 600;
/** The text face's family: its Regular, with the heading face's file as its bold (one cut, one download). */
export const textFamily = "Kizuna Text";
export const textWeight = 400;
/** Set on <html> once the faces may be used: headings and text then ask for them. */
export const headingFontClass = "heading-font";
/** Local storage: this browser has the file (set by the enhancements, read by the head's script). */
export const headingFontStorageKey = "kizuna-heading-font";

/** The address written at render time, replaced by the build with the subset's. */
export const headingFontPlaceholder = "/assets/kizuna-heading.woff2";
export const textFontPlaceholder = "/assets/kizuna-text.woff2";

/**
 * `swap`: a heading is drawn at once in the fallback, whose metrics are matched, and the face replaces it
 * when the file arrives (from the cache, on the pages after the first, within a frame or two).
 */
export const headingFontDisplay = "swap";

/**
 * The head's inline script (English pages): the face is cached, so the headings use it from the first paint. A
 * function, so that the bundle of the page's script, which imports this module too, leaves it out.
 */
export function getHeadingFontScript(): string {
  return `try{localStorage[${JSON.stringify(headingFontStorageKey)}]&&document.documentElement.classList.add(${JSON.stringify(headingFontClass)})}catch{}`;
}

/**
 * The faces' rules: the heading face; the text face, whose weights up to 500 are the Regular and from 600 the
 * SemiBold (the heading face's file), so bold running text is never a bolder Regular made up by the browser.
 */
export function headingFontFace(
  url: string,
  textUrl: string,
  format: "woff2" | "truetype" = "woff2",
): string {
  const face = (family: string, file: string, weight: string) =>
    `@font-face{font-family:"${family}";src:url(${file}) format("${format}");font-weight:${weight};font-display:${headingFontDisplay}}`;
  return (
    face(headingFamily, url, String(headingWeight)) +
    face(textFamily, textUrl, "100 500") +
    face(textFamily, url, "600 900")
  );
}
