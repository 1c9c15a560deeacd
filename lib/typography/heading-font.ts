// The brand's heading face: Hanken Grotesk SemiBold (SIL Open Font License 1.1, no reserved font name;
// from @expo-google-fonts/hanken-grotesk, Latin and Vietnamese), for English h1–h4 only. Japanese pages
// keep the system's Japanese faces and load no font (docs/design.md, "The heading face").
//
// The page's head (pages/+Head.tsx) writes the @font-face rule with `placeholder` as the file's address;
// the build then cuts the font down to the letters the English headings use and puts the cut file's
// content-hashed address in its place (pipeline/output/heading-font.ts). The size is what the Lighthouse floor
// allows: a page may cost 10 KB more than the same page without scripts and fonts.
//
// When it loads (docs/performance-log.md, "A heading face against the floor"): never before the first paint of a
// visitor's first page. Headings are drawn in the fallback (Arial Bold at Hanken's size, pages/styles.css)
// until the class below is on <html>: the enhancements (browser/enhance.ts) load the file after the
// page has loaded, set the class and remember it; on the next pages the head's script sets the class before
// the first paint and the file comes from the browser's cache. Without JavaScript the headings ask for the
// face at once (a <noscript> rule).

/** The family name the stylesheet asks for (our own, so a copy installed on the visitor's machine is never used instead). */
export const headingFamily = "Kizuna Heading";
export const headingWeight = 600;
/** Set on <html> once the face may be used (browser/heading-font.ts holds the same, for the page's script). */
export const headingFontClass = "heading-font";
/** Local storage: this browser has the file (set by the enhancements, read by the head's script). */
export const headingFontStorageKey = "kizuna-heading-font";

/** The address written at render time, replaced by the build with the subset's. */
export const headingFontPlaceholder = "/assets/kizuna-heading.woff2";

/**
 * `swap`: a heading is drawn at once in the fallback, whose metrics are matched, and the face replaces it
 * when the file arrives (from the cache, on the pages after the first, within a frame or two).
 */
export const headingFontDisplay = "swap";

/** The head's inline script (English pages): the face is cached, so the headings use it from the first paint. */
export const headingFontScript = `try{localStorage[${JSON.stringify(headingFontStorageKey)}]&&document.documentElement.classList.add(${JSON.stringify(headingFontClass)})}catch{}`;

export function headingFontFace(url: string, format: "woff2" | "truetype" = "woff2"): string {
  return `@font-face{font-family:"${headingFamily}";src:url(${url}) format("${format}");font-weight:${headingWeight};font-display:${headingFontDisplay}}`;
}
