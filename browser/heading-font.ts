// The English headings' face as the page's script knows it: the same values as lib/typography/heading-font.ts
// (browser/ imports nothing outside itself; pipeline/output/heading-font.test.ts keeps the two equal).
/** The family name the stylesheet asks for (our own, so a copy installed on the visitor's machine is never used instead). */
export const headingFamily = "Kizuna Heading";
export const headingWeight = 600;
/** The running text's family and weight. */
export const textFamily = "Kizuna Text";
export const textWeight = 400;
/** Set on <html> once the faces may be used: headings and text then ask for them. */
export const headingFontClass = "heading-font";
/** Local storage: this browser has the file (set by the enhancements, read by the head's script). */
export const headingFontStorageKey = "kizuna-heading-font";
