// The brand's heading face: Hanken Grotesk SemiBold (SIL Open Font License 1.1, no reserved font name;
// from @expo-google-fonts/hanken-grotesk, Latin and Vietnamese), for English h1–h3 only. Japanese pages
// keep the system's Japanese faces and load no font (docs/design.md, "The heading face").
//
// The page's head (renderer/+Head.tsx) writes the @font-face rule and the preload with `placeholder` as the
// file's address; the build then cuts the font down to the letters the English headings use and puts the
// cut file's content-hashed address in its place (scripts/lib/heading-font.ts). The size is what the
// Lighthouse floor allows: a page may cost 10 KB more than the same page without scripts and fonts.

/** The family name the stylesheet asks for (our own, so a copy installed on the visitor's machine is never used instead). */
export const headingFamily = "Kizuna Heading";
export const headingWeight = 600;
/** The address written at render time, replaced by the build with the subset's. */
export const headingFontPlaceholder = "/assets/kizuna-heading.woff2";

/**
 * How the face loads (docs/performance.md, "A heading face"): `swap` draws the headings at once in the
 * fallback, whose metrics are matched (renderer/styles.css), and swaps when the file arrives.
 */
export const headingFontDisplay = "swap";
/** Whether the head asks for the file at once, beside the stylesheet, rather than when the first heading is laid out. */
export const preloadHeadingFont = true;

export function headingFontFace(url: string, format: "woff2" | "truetype" = "woff2"): string {
  return `@font-face{font-family:"${headingFamily}";src:url(${url}) format("${format}");font-weight:${headingWeight};font-style:normal;font-display:${headingFontDisplay}}`;
}
