// A title the social card cannot draw: the card has one font (card-font.ts), and a letter it lacks (Korean, an
// emoji, a rare kanji) is drawn as nothing there, while the page itself shows it. Refused here, with the line of
// the field, before any build.
import { collections, type CollectionName } from "../../content/schema.ts";
import { composeItemPageTitle, type TemplateFacts } from "../../lib/text-template.ts";
import { locales, type Locale } from "../../lib/locale.ts";
import { missingGlyphs, pagesWithoutCard } from "./card-font.ts";
import { hiddenCharacters } from "../../content/fields.ts";
import { normalizeText, readContentText } from "./content-files.ts";
import type { Problem } from "./problems.ts";
import type { Content, ContentRecord } from "./types.ts";

const codePoints = (text: string) =>
  [...text].map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);

/**
 * The interface text being checked; a file that cannot be read is the catalogue check's to report. Read as the walk
 * of content/ reads it (readContentText), never through a link: `content/ui/en.json` linked to a pipe held the check
 * for ever, and one linked to /dev/zero filled the memory (probe 75, L1).
 */
function readCatalogue(root: string, locale: Locale): Record<string, unknown> {
  try {
    const catalogue: unknown = JSON.parse(readContentText(root, `content/ui/${locale}.json`, []) ?? "");
    // Valid JSON that is no group of texts (`null`, a list, a number) is the catalogue check's to report, with its
    // line: `null` stopped this rule ("Cannot read properties of null"), which named no file (stop 78).
    return catalogue && typeof catalogue === "object" && !Array.isArray(catalogue)
      ? (catalogue as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The site facts being checked (content/site.json), read here rather than imported: a file a writer broke is the
 * data-file rule's to report with its line, and an import would throw before it could.
 */
function readFacts(root: string): TemplateFacts {
  try {
    const text = normalizeText(readContentText(root, "content/site.json", []) ?? "");
    const facts = JSON.parse(text) as Partial<TemplateFacts>;
    return {
      name: { en: String(facts.name?.en ?? ""), jp: String(facts.name?.jp ?? "") },
      legalName: String(facts.legalName ?? ""),
      copyrightYear: Number(facts.copyrightYear ?? 0),
    };
  } catch {
    return { name: { en: "", jp: "" }, legalName: "", copyrightYear: 0 };
  }
}

/** Every card's title the content gives, with the file it comes from, checked against the card's font. */
export async function checkCardGlyphs(
  content: Content,
  records: ContentRecord[],
  root = process.cwd(),
): Promise<Problem[]> {
  const byFile = new Map(records.map((record) => [record.file, record]));
  const titles: { file: string; field: string; title: string; locale: (typeof locales)[number] }[] = [];
  const facts = readFacts(root);
  for (const locale of locales) {
    const catalogue = readCatalogue(root, locale);
    for (const [name, byLocale] of Object.entries(content.pages)) {
      // A page whose frontmatter did not load has that problem reported by the loader, with its line.
      const page = (byLocale as Partial<typeof byLocale>)[locale];
      if (pagesWithoutCard.has(name) || !page) continue;
      titles.push({ file: page.file, field: "title", title: page.data.title, locale });
    }
    for (const name of Object.keys(collections) as CollectionName[])
      for (const entry of content.collections[name][locale])
        titles.push({
          file: entry.file,
          field: collections[name].title,
          // The title as the card's page composes it, from the catalogue being checked.
          title: composeItemPageTitle(name, locale, entry.data, catalogue, facts),
          locale,
        });
  }
  const problems: Problem[] = [];
  for (const { file, field, title, locale } of titles) {
    // Plain ASCII letters, digits and punctuation are in the font: most titles need no drawing to know it.
    if (/^[\x20-\x7e]*$/.test(title)) continue;
    // An invisible or broken character has its own problem, with its line (hiddenCharacterMessage): not a second.
    const missing = [
      ...new Set((await missingGlyphs(title, locale)).flatMap((piece) => [...piece.trim()])),
    ].filter((letter) => !hiddenCharacters.test(letter));
    if (!missing.length) continue;
    // The field that holds the letters (a team member's card reads "name, position").
    const strings = byFile.get(file)?.strings.filter((s) => !s.field.includes(".")) ?? [];
    const holder =
      strings.find((s) => missing.some((letter) => s.value.includes(letter))) ??
      strings.find((s) => s.field === field);
    problems.push({
      file,
      line: holder?.line,
      field: holder?.field ?? field,
      message: `has ${missing.length === 1 ? "a letter" : "letters"} the page's social card cannot draw (its font, Noto Sans JP, lacks ${missing.length === 1 ? "it" : "them"}, and the card would show nothing in ${missing.length === 1 ? "its" : "their"} place): ${missing.map((letter) => `"${letter}" (${codePoints(letter)[0]})`).join(", ")}: write the title without ${missing.length === 1 ? "it" : "them"}, in Latin letters, kana or common kanji`,
    });
  }
  return problems;
}
