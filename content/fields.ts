// Building blocks shared by the schemas in schema.ts and investment.schema.ts.
import { z } from "zod";

/**
 * Characters a reader cannot see but that reorder, split, hide or end the text around them: controls (but tab and
 * line ends), formatting characters (direction marks and overrides, zero-width spaces, soft hyphens, tag
 * characters), line and paragraph separators, and whatever Unicode says a renderer may show as nothing (fillers,
 * variation selectors). Unicode's own classes, so a character added in a later version is covered too. With them the
 * private-use characters (\p{Co}, U+E000-U+F8FF and the two private planes): visible, but with no agreed meaning,
 * so a reader's font draws a blank box or an icon of its own for them; they have a message of their own. And the
 * code points Unicode has not assigned (\p{Cn}, as the Unicode of this Node knows it): no font has them, so every
 * reader sees a box, and a later Unicode may give them a meaning. One exception: the text and emoji variation
 * selectors (U+FE0E, U+FE0F) right after a character that has both forms (\p{Emoji}: a heart pasted from a phone
 * is U+2764 U+FE0F) choose how it is drawn, so they are part of what a reader sees; anywhere else they are refused.
 * And one by name: the braille blank (U+2800), a pattern of no dots that draws nothing, which no Unicode class of
 * invisible characters holds (a link whose only text it was passed as a link with text: twelfth probe, H7).
 */
export const hiddenCharacters =
  /(?![\t\n\r])(?!(?<=\p{Emoji})[\uFE0E\uFE0F])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\p{Cs}\p{Noncharacter_Code_Point}\p{Co}\p{Cn}\u2800]/u;

/** What a writer reads for a text with such a character: which one, by its code point, and what to do. */
export function hiddenCharacterMessage(text: string): string | undefined {
  const found = hiddenCharacters.exec(text)?.[0];
  if (found === undefined) return undefined;
  const code = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  // Half of a character pair, or a code point Unicode reserves as not a character (U+FFFE, U+FFFF): no font
  // draws it, and it makes the feeds unreadable XML.
  if (/[\p{Cs}\p{Noncharacter_Code_Point}]/u.test(found))
    return `contains a broken character (U+${code}: half of a character pair, or a code point that is not a character, usually from an escape such as "\\u${code}"): delete it or retype the text`;
  // Unassigned: nothing in any font; usually a mistyped escape or reference (U+0378, &#x50000;).
  if (/\p{Cn}/u.test(found))
    return `contains a code point Unicode has not assigned to any character (U+${code}), which no font can draw: every reader sees an empty box in its place (it usually comes from a mistyped escape or character reference): delete it, or write the character you meant`;
  // Private use: an icon font's symbol or a character pasted from a document that had its own font.
  if (/\p{Co}/u.test(found))
    return `contains a private-use character (U+${code}), which has no agreed meaning: most readers see a blank box or an unknown symbol in its place (it usually comes from an icon font or a document with a font of its own): delete it, or write the word or symbol it stood for`;
  return `contains an invisible character (U+${code}: a zero-width space, a direction override or a control, usually pasted in with the text): delete it or retype the text`;
}

/**
 * The combining marks (accents, vowel signs, tone marks) one letter may carry in a row. Real writing needs few:
 * Japanese one (a dakuten), Vietnamese two (an e with a dot below and a circumflex), Arabic with its vowel points and
 * Thai two or three, Tibetan three, and a Hindi conjunct, which Unicode 15.1 counts as one letter, has its marks
 * between its consonants. A letter with thousands (a "zalgo" text) draws a column of ink over the lines and the
 * header above it, while its line stays one line high, so no layout rule sees it.
 */
export const combiningMarksPerLetter = 5;
const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
const markRun = new RegExp(`\\p{M}{${combiningMarksPerLetter + 1},}`, "u");

/**
 * The code points one letter as a reader sees it (a grapheme cluster, which no line break may split) may be built
 * of. Real writing stays well under it: a Hindi or Sanskrit conjunct of four consonants with its vowel sign is about
 * 10, a Tibetan stack 7, an old Hangul syllable of conjoining letters at most 9, and the longest emoji sequence (a
 * couple with skin tones) 10. Marks are one way to build a longer one (above); letters that join are another: a
 * Hangul consonant with 3,000 conjoining vowels (U+1161, a letter, not a mark) made one 47,000 px unbreakable
 * line that ran every page it was on off the screen.
 */
export const codePointsPerLetter = 16;

/**
 * Letters that never join a letter before them, nor let the next one join them, unless it is a mark: Latin, kanji,
 * kana, ASCII and the punctuation of Japanese text. A letter can hold at most one of them, so a text whose other
 * characters come in short runs has no letter built past the limit, and is not segmented: segmenting every Japanese
 * text letter by letter took a sixth of loading the content.
 */
const joiningRun =
  /(?:[^\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\x20-\x7e\u3001\u3002\u300c-\u300f\u30fb\u30fc\uff01-\uff5e]|\p{M})+/gu;
function mayJoinPastLimit(text: string): boolean {
  let previousEnd = -Infinity;
  let previousLength = 0;
  for (const match of text.matchAll(joiningRun)) {
    const length = [...match[0]].length;
    // One plain letter may sit inside a letter, between a run before it (after a prefix mark) and a run after it.
    const between = match.index - previousEnd;
    const oneLetter = between === 1 || (between === 2 && text.codePointAt(previousEnd)! > 0xffff);
    if ((oneLetter ? previousLength : 0) + 1 + length > codePointsPerLetter) return true;
    previousEnd = match.index + match[0].length;
    previousLength = length;
  }
  return false;
}

/**
 * What a writer reads for a text with a letter carrying more marks than any language needs, or built of more code
 * points than any script needs, or undefined.
 */
export function overBuiltLetterMessage(text: string): string | undefined {
  // A run of marks always belongs to one letter; most texts have none and skip the segmenter, as does plain ASCII
  // text, whose only cluster of two is a CR LF.
  if (markRun.test(text))
    for (const { segment } of graphemes.segment(text)) {
      const run = markRun.exec(segment)?.[0];
      if (run === undefined) continue;
      const base = String.fromCodePoint(segment.codePointAt(0)!);
      return `has a letter ("${base}") carrying ${[...run].length} accents or other combining marks, more than the ${combiningMarksPerLetter} any language needs: they draw over the lines above it; delete the extra marks or retype the word`;
    }
  if (/^[\0-\x7f]*$/.test(text) || !mayJoinPastLimit(text)) return undefined;
  for (const { segment } of graphemes.segment(text)) {
    // Most letters are one or two UTF-16 units: only a longer one is counted in code points.
    if (segment.length <= codePointsPerLetter) continue;
    const count = [...segment].length;
    if (count <= codePointsPerLetter) continue;
    const base = String.fromCodePoint(segment.codePointAt(0)!);
    return `has a letter ("${base}") joined with ${count - 1} more code points into one character, more than the ${codePointsPerLetter} any script needs in all: a line cannot break inside it, so it runs off the side of the page; delete the extra characters or retype the word`;
  }
  return undefined;
}

/** Any text: not empty, and at most 1,000 characters (a paragraph). Invisible characters are refused in every field (pipeline/content/parse.ts). */
export const text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(1000, "must be at most 1000 characters: longer text belongs in the body");

/** Limits that keep a layout whole: a title on a card, a tag in a chip, a name on a portrait. */
export const title = text
  .max(120, "must be at most 120 characters (titles show on cards and in search results)")
  .meta({ description: "At most 120 characters: titles show on cards and in search results." });
/** A person's or a thing's name: one line (a "\n" escape in its YAML made two, and only the layout rule said so). */
export const name = text
  .max(80, "must be at most 80 characters")
  .regex(/^[^\n\r\u2028\u2029]*$/, "must be written on one line: a name holds no line break");
/** A name or a place, shown on one line (the footer, structured data): a line break is a mistake. */
export const oneLine = text.regex(/^[^\n]*$/, "must be written on one line");
export const tag = text
  .max(40, "must be at most 40 characters (a tag is one short label)")
  .meta({ description: "One short label, at most 40 characters." });

// YAML turns 2025-07-01 into a Date; writers may also quote it. Both become "YYYY-MM-DD".
/** The earliest year a date of the site may have (see isoDate). */
const earliestYear = 1900;

// A number (`date: 20260811`, or a date typed without its dashes) is neither: said in words, not zod's "Invalid
// input" (stop 78).
export const isoDate = z
  .union([z.date(), z.string()], { error: "must be a date written as YYYY-MM-DD" })
  .transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || (typeof value === "string" && !/^\d{4}-\d{2}-\d{2}$/.test(value))) {
      ctx.addIssue({ code: "custom", message: "must be a date written as YYYY-MM-DD" });
      return z.NEVER;
    }
    // Year 0000 was shown as "January 1, 1" (Intl drops the era) and sorted last for ever; 9999 first. Every date of
    // the site (an article, a project, a translation check) falls between 1900 and the end of next year.
    const latest = new Date().getUTCFullYear() + 1;
    const year = date.getUTCFullYear();
    if (year < earliestYear || year > latest) {
      ctx.addIssue({
        code: "custom",
        message: `is in the year ${String(year).padStart(4, "0")}: write a date from ${earliestYear} to ${latest}, as YYYY-MM-DD`,
      });
      return z.NEVER;
    }
    const written = date.toISOString().slice(0, 10);
    // JavaScript rolls 2026-02-30 over to 2026-03-02: a day the month does not have is a mistake, not a date.
    if (typeof value === "string" && written !== value) {
      ctx.addIssue({
        code: "custom",
        message: `is not a real date: ${value.slice(0, 7)} has no day ${value.slice(8)}`,
      });
      return z.NEVER;
    }
    return written;
  });
/** A year the site shows (the copyright line's first year): from 1900 to next year, as every date of the site. */
export const year = (() => {
  // Bounds as numbers, so the content editor offers them too (cms/config.ts reads a number's min and max).
  const latest = new Date().getUTCFullYear() + 1;
  const range = `write a year from ${earliestYear} to ${latest}`;
  return z
    .number("must be a year written as a number, such as 2025")
    .int("must be a year written as a number, such as 2025")
    .min(earliestYear, { error: (issue) => `is the year ${String(issue.input)}: ${range}` })
    .max(latest, { error: (issue) => `is the year ${String(issue.input)}: ${range}` });
})();

// Shown to writers by the content editor as a YYYY-MM-DD text field (cms/config.ts), with this hint.
z.globalRegistry.add(isoDate, { format: "date", description: "A date, written as YYYY-MM-DD." });

/** The field of a Japanese file that says its text was checked against the English (translation status). */
export const translationCheckField = "translationChecked";

/**
 * Every item and page may carry it: set in the Japanese file, it marks the pair as translated as of that save,
 * so an English change that needs no translation (a typo, a link) stops showing as one to translate.
 */
export const translationCheck = {
  [translationCheckField]: isoDate.optional().meta({
    title: "Translation checked on",
    description:
      "On the Japanese side: set today's date when the English changed in a way the Japanese need not follow (a typo, a link), or after checking the Japanese against it. The translation status then shows this pair as up to date.",
  }),
};

/** A year or a month, written YYYY or YYYY-MM ("2025", "2026-01"): when a project starts or ends. */
export const yearMonth = z
  .string('must be a year or a month in quotes, such as "2025" or "2026-01"')
  .regex(
    /^(19|20)\d\d(-(0[1-9]|1[0-2]))?$/,
    'must be a year or a month written as YYYY or YYYY-MM, such as "2025" or "2026-01"',
  );
// Named by its format, so `npm run new` can write one (next year) where the schema asks for it.
z.globalRegistry.add(yearMonth, { format: "year-month" });

/**
 * A web address the site writes into pages, host files and robots.txt: https, a host, no user name or password,
 * nothing a line-based file could read as a second line, and written exactly as a browser reads it (no
 * backslash, capital host or missing "//" that the browser would silently rewrite). `origin`: the site's own
 * address or a sign-in service, which pages append paths to: no ?query, #fragment or trailing /. `root`: the site's
 * own address, which is a host alone.
 */
export const webAddress = ({ origin = false, root = false }: { origin?: boolean; root?: boolean } = {}) =>
  z.string().superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (/[\s\p{C}]/u.test(value))
      return fail("must be one web address, with no spaces, line breaks or invisible characters");
    const address = URL.parse(value);
    if (!address) return fail("must be a web address such as https://www.example.com");
    if (address.protocol !== "https:") return fail("must be an address that starts with https://");
    if (address.username || address.password) return fail("must not hold a user name or password");
    // A host name is letters, digits and hyphens between dots (an international one in its xn-- form, which the last
    // rule below asks for). The URL parser also takes ; , * ' " ( ) and more in a host, and these hosts are written
    // into the Content-Security-Policy: "https://forms.example;sandbox/f" gave every page a directive of its own, and
    // "https://*.example" a wildcard (stop 76, S1).
    const odd = [...address.hostname].find((character) => !/[a-z0-9.-]/.test(character));
    if (odd)
      return fail(
        `must have a host name of letters, digits, "-" and "." only, such as www.example.com: ${address.hostname} has "${odd}"`,
      );
    // A number or a name of the visitor's own computer or network is no host of the site's: a form service at
    // https://127.0.0.1 sent every inquiry to the visitor's own computer, where it was lost, and the policy let the
    // pages post there (stop 81, A3). The site's placeholders (`.example`) have a dot and pass.
    if (/^[\d.]+$/.test(address.hostname))
      return fail(
        `must have a host name such as www.example.com, not the number ${address.hostname}: a visitor's browser would send to that address on their own network`,
      );
    if (address.hostname === "localhost" || address.hostname.endsWith(".localhost"))
      return fail(
        `must have a public host name such as www.example.com: ${address.hostname} is each visitor's own computer`,
      );
    if (!address.hostname.includes("."))
      return fail(
        `must have a public host name such as www.example.com: ${address.hostname} is a name only a private network knows`,
      );
    // `www.example.com.` is the same host to DNS, and another to a browser: canonical addresses would name it.
    if (address.hostname.endsWith("."))
      return fail(`must not end its host name with a dot: ${address.hostname.replace(/\.+$/, "")}`);
    if (address.hash || value.includes("#")) return fail("must not have a #fragment");
    if (origin && (address.search || value.includes("?"))) return fail("must not have a ?query");
    if (origin && value.endsWith("/")) return fail("must not end with /");
    // Pages write their addresses from the host alone: with a path, robots.txt and the canonicals disagreed and every
    // page failed the site's checks.
    if (root && address.pathname !== "/")
      return fail(`must be the site's address alone, with no path: ${address.origin}`);
    if (address.href !== value && address.href !== `${value}/`)
      return fail(
        `must be written as a browser reads it: ${address.href.replace(origin ? /\/$/ : /$^/, "")}`,
      );
  });

/** LinkedIn's own hosts: the footer's LinkedIn link names LinkedIn, and a look-alike host (`www.xn--lnkedin-…`, an
    "ı" for the "i") or another site is not it. */
const linkedInHosts = new Set(["linkedin.com", "www.linkedin.com"]);
/** A company's or a person's page, nothing else of LinkedIn's: its redirector (`/redir/redirect?url=…`) sends a
    visitor anywhere (fourteenth probe). */
const linkedInPage = /^\/(?:company|in)\/[A-Za-z0-9_-]+\/?$/;
export const linkedInAddress = webAddress().superRefine((value, ctx) => {
  const address = URL.parse(value);
  const host = address?.hostname;
  if (host && !linkedInHosts.has(host))
    ctx.addIssue({
      code: "custom",
      message: `must be a page on LinkedIn itself, an address on www.linkedin.com such as https://www.linkedin.com/company/example: this one is on ${host}`,
    });
  else if (address && (!linkedInPage.test(address.pathname) || address.search || address.hash))
    ctx.addIssue({
      code: "custom",
      message: `must be the address of a company's or a person's page, such as https://www.linkedin.com/company/example, with nothing after its name: ${address.pathname}${address.search} is another kind of LinkedIn address`,
    });
});

/**
 * ISO 3166-1's exceptionally reserved codes that are in use for something other than a country (the European
 * Union, the United Nations, the Canary Islands...): the platform names them as regions, but no address is in
 * one. Ten codes ISO lists as reserved, not the 249 it assigns, which the platform knows (countryCode).
 */
const reservedRegionCodes = new Set(["AC", "CP", "CQ", "DG", "EA", "EU", "EZ", "IC", "TA", "UN"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/**
 * A country as ISO 3166-1 assigns it (two capitals, such as SG), told by the platform's own data: a code it names
 * (ZZ is "Unknown Region"), that is not an old code it now writes otherwise (BU is MM), outside the ranges ISO
 * leaves to users (AA, QM-QZ, XA-XZ, ZZ) and not one of the reserved codes above.
 */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "must be a two-letter country code in capitals, such as SG")
  .superRefine((code, ctx) => {
    if (!/^[A-Z]{2}$/.test(code)) return; // the rule above says so
    const canonical = Intl.getCanonicalLocales(`und-${code}`)[0]!.slice(4);
    if (canonical !== code)
      return void ctx.addIssue({
        code: "custom",
        message: `${code} is an old code that ISO 3166-1 no longer assigns (now ${canonical}, ${regionNames.of(canonical)}): write ${canonical}`,
      });
    if (
      regionNames.of(code) === code ||
      /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code) ||
      reservedRegionCodes.has(code)
    )
      ctx.addIssue({
        code: "custom",
        message: `${code} is not a country code (ISO 3166-1 assigns no country to it): write the firm's country in two capitals, such as SG for Singapore`,
      });
  });

/** A slug (the file name before .en.mdx / .jp.mdx, and the last part of the page's address). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The image types the site can build into responsive sets (pipeline/runtime/images.ts reads these). */
export const imageTypes = ["svg", "png", "jpg", "jpeg", "webp"] as const;
export const imageFilePattern = new RegExp(`\\.(${imageTypes.join("|")})$`);
export const imageTypesInWords = "SVG, PNG, JPEG or WebP (.svg, .png, .jpg or .webp)";

/** An image stored next to the content file; `src` is relative to that file's folder. */
export const image = z
  .object({
    src: z
      .string()
      .regex(/^[\w./-]+$/, "must be an image file name such as hero.svg")
      .regex(imageFilePattern, `must be an image saved as ${imageTypesInWords}`),
    alt: text.max(300, "must be at most 300 characters: describe the image in a sentence or two").meta({
      title: "Alt text",
      description: "Describe the image for someone who cannot see it, in a sentence or two.",
    }),
  })
  .strict();

/** A link to a page of this site, written without the /jp prefix (the site adds it). */
export const internalPath = z
  .string()
  .regex(/^\/[\w\-/#]*$/, "must be a site path that starts with / (write it without /jp)")
  // "//host" is no path of this site: a browser reads it as an address on another host (`//2130706433` is 127.0.0.1).
  .refine((value) => !value.startsWith("//"), {
    message:
      'must be a site path that starts with a single / (a browser reads "//…" as another host\'s address)',
  });

export const titled = z.object({ title: text, text }).strict();
export const order = z
  .number()
  .int()
  .positive()
  .meta({ description: "Its place in lists and menus: 1 comes first. The same in both languages." });

/** Icons the renderer can draw (components/ui/Icon.tsx). */
export const iconNames = [
  "crane",
  "chart",
  "handshake",
  "blueprint",
  "compass",
  "shield",
  "bank",
  "flag",
  "eye",
  "globe",
  "users",
  "document",
  "check",
  "clock",
  "building",
  "leaf",
] as const;
export const icon = z.enum(iconNames).meta({ description: "The symbol drawn beside it." });

// Every page's head: the <title> is "{title} | {company}", the description is the meta description.
export const page = {
  ...translationCheck,
  title,
  description: text
    .max(200, "must be at most 200 characters (search engines cut longer ones)")
    .meta({ description: "The summary search engines show under the title, at most 200 characters." }),
};
