// The English headings' face as the page's script knows it: the same values as lib/typography/heading-font.ts
// (browser/ imports nothing outside itself; pipeline/output/heading-font.test.ts keeps the two equal).
/** The family name the stylesheet asks for (our own, so a copy installed on the visitor's machine is never used instead). */
export const headingFamily = "Kizuna Heading";
export const headingWeight = 600;
/** Set on <html> once the face may be used: the headings then ask for it. */
export const headingFontClass = "heading-font";
/** Local storage: this browser has the file (set by the enhancements, read by the head's script). */
export const headingFontStorageKey = "kizuna-heading-font";
