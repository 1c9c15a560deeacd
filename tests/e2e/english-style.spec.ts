// The site's English in one style, and its menus and cards naming pages as the pages name themselves (issue 45,
// design review stop 64; docs/content-model.md, "Headings in sentence case"). Read from the built HTML of every
// page, as a visitor's browser gets it:
// - every English h1-h3 (and every menu label) is in sentence case: a capital only at the start, after a sentence's
//   end, on an acronym, or on a proper noun, which the content itself declares by writing it with a capital in the
//   middle of a sentence somewhere (a place, a firm, a person, a language);
// - in both languages, every menu link and every card link is named by its page's title or heading, or by a short
//   form that is their beginning.
import { decodeHTML } from "entities";
import { listBuiltPages, parseHtml } from "@/pipeline/output/built-pages";
import { routes } from "@/lib/routes";
import { isTitleOrShortForm } from "@/pipeline/content/menu-titles";
import { outOfStyle, properNouns, titleField } from "@/pipeline/content/sentence-case";
import { content, contentCheck, expect, languages, localizePath, t, test } from "./fixtures";

type HtmlElement = Awaited<ReturnType<typeof parseHtml>>;

const pages = listBuiltPages("dist/client").filter((page) => !page.url.startsWith("/preview"));
const languageOf = (html: string) => /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1];
// What a reader sees of an element's text: the typesetting's invisible break marks dropped, spaces evened out.
const shown = (text: string) =>
  decodeHTML(text)
    .replace(/[\u200b\u2060\u00ad]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The strings of a frontmatter value that are sentences (not titles), at any depth. */
function sentencesOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return titleField.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => sentencesOf(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, item]) => sentencesOf(item, field));
  return [];
}

const englishEntries = (): { body: string; data: unknown }[] => [
  ...Object.values(content.collections).flatMap(
    (collection) => collection.en as readonly { body: string; data: unknown }[],
  ),
  ...Object.values(content.pages).map((page) => page.en as { body: string; data: unknown }),
];

const title = (data: unknown) =>
  typeof data === "object" && data && "title" in data && typeof data.title === "string"
    ? data.title
    : undefined;

/** The proper nouns of the content's English prose (bodies and the non-title fields), as the check finds them. */
const contentNouns = () => {
  const entries = englishEntries();
  return properNouns(
    entries.flatMap((entry) => [entry.body, ...sentencesOf(entry.data)]),
    entries.map((entry) => title(entry.data)).filter((name): name is string => Boolean(name)),
  );
};

/** The names of the firm's service lines: proper names, capitalised wherever they appear. */
const serviceNames = () =>
  content.collections.services.en.flatMap((service) => [service.data.title, service.data.shortTitle]);

/** The name a link has: its aria-labelledby target's text, its aria-label, or its own text. */
function linkName(link: HtmlElement, doc: HtmlElement): string {
  const labelledBy = link.getAttributeValue("aria-labelledby");
  if (labelledBy)
    return shown(
      labelledBy
        .split(/\s+/)
        .map((id) => doc.querySelector(`#${id}`)?.textContent ?? "")
        .join(" "),
    );
  return shown(link.getAttributeValue("aria-label") ?? link.textContent);
}

test.describe("English headings and labels", contentCheck, () => {
  test("every English h1-h3, menu label, capability, topic and hero line is in sentence case, proper nouns kept", async () => {
    const nouns = contentNouns();
    const names = serviceNames();
    // The proper nouns come from the content: the places and people it names are among them, a common word is not.
    expect(nouns).toContain("Singapore");
    expect(nouns).not.toContain("Investors");
    const problems: string[] = [];
    for (const page of pages.filter((page) => languageOf(page.html) === "en")) {
      const doc = await parseHtml(page.html);
      const texts = [
        ...doc.querySelectorAll("h1, h2, h3").map((heading) => shown(heading.textContent)),
        ...doc.querySelectorAll(`#site-menu a, footer nav a`).map((link) => linkName(link, doc)),
        // Labels set as a list (a service's capabilities, an article's topics) and a hero's display line.
        ...doc
          .querySelectorAll(
            `[data-testid="capability-list"] > li, ul[aria-label="${t("en", "insights.tags")}"] > li, figcaption[data-heading-face]`,
          )
          .map((item) => shown(item.textContent)),
      ];
      for (const text of new Set(texts)) {
        const wrong = outOfStyle(text, nouns, names);
        if (wrong.length) problems.push(`${page.url}: "${text}" (${wrong.join(", ")})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every English page sets its apostrophes and quotation marks as a typesetter does (India\u2019s, \u201cnew\u201d)", async () => {
    const straight: string[] = [];
    for (const page of pages.filter((page) => languageOf(page.html) === "en")) {
      // Code and what is not text on the page keep their marks.
      const doc = await parseHtml(
        page.html.replace(/<(script|style|code|pre|template)\b[\s\S]*?<\/\1>/gi, ""),
      );
      const text = shown(doc.querySelector("body")?.textContent ?? "");
      for (const match of text.matchAll(/.{0,24}['"].{0,24}/g)) straight.push(`${page.url}: "${match[0]}"`);
    }
    expect(straight).toEqual([]);
  });
});

test.describe("English display copy", () => {
  test("headings are balanced; leads and the team's pull-quote are set pretty", async ({ page }) => {
    // Balanced, a three- or four-line lead ends lines early ("...bring that experience to / every project...").
    for (const path of [routes.ourTeam, routes.contactThanks, routes.contact]) {
      await page.goto(path);
      const wraps = await page.evaluate(() => ({
        headings: [...document.querySelectorAll("main :is(h1, h2, h3)")].map(
          (heading) => getComputedStyle(heading).textWrapStyle,
        ),
        leads: [...document.querySelectorAll("main :is(.lead, [data-hero-lead])")].map(
          (lead) => getComputedStyle(lead).textWrapStyle,
        ),
      }));
      expect(new Set(wraps.headings), path).toEqual(new Set(["balance"]));
      expect(wraps.leads.length, path).toBeGreaterThan(0);
      expect(new Set(wraps.leads), path).toEqual(new Set(["pretty"]));
    }
  });
});

for (const { locale } of languages) {
  test.describe(`menu labels and card titles (${locale})`, contentCheck, () => {
    test("name each page by its title or heading, or by their first words", async () => {
      const byUrl = new Map(pages.map((page) => [page.url, page]));
      const home = localizePath(routes.home, locale);
      // A submenu's first entry is its section's own page, named as an overview of the section it opens; and the
      // investors' section, which has no page of its own, is named as a section where it leads to its first page.
      const overviews = new Set([
        t(locale, "nav.about.overview"),
        t(locale, "nav.services.all"),
        t(locale, "nav.investment"),
      ]);
      const names = new Map<string, string[]>();
      const namesOf = async (url: string) => {
        if (!names.has(url)) {
          const doc = await parseHtml(byUrl.get(url)!.html);
          const title = shown(doc.querySelector("title")?.textContent ?? "").replace(/ \| [^|]*$/, "");
          names.set(url, [title, shown(doc.querySelector("h1")?.textContent ?? "")]);
        }
        return names.get(url)!;
      };
      const problems: string[] = [];
      const checked = new Set<string>();
      const own = pages.filter((page) => (languageOf(page.html) === "ja") === (locale === "jp"));
      expect(own.length).toBeGreaterThan(0);
      for (const page of own) {
        const doc = await parseHtml(page.html);
        const links = [
          ...doc.querySelectorAll("#site-menu a[href], footer nav a[href]"),
          // Card links: a card's title stretched over the card, and a list row that is one link (named by its
          // title, described by its text).
          ...doc.querySelectorAll("main a[href][aria-describedby], main a[href][class*='after:inset-0']"),
        ];
        for (const link of links) {
          const href = (link.getAttributeValue("href") ?? "").replace(/[#?].*$/, "");
          // The language switch leads to the other language's page, named as a switch.
          const inLanguage = (href === "/jp" || href.startsWith("/jp/")) === (locale === "jp");
          if (!byUrl.has(href) || href === home || !inLanguage) continue;
          const label = linkName(link, doc);
          if (overviews.has(label) || checked.has(`${href} ${label}`)) continue;
          checked.add(`${href} ${label}`);
          const targets = await namesOf(href);
          if (!targets.some((name) => isTitleOrShortForm(label, name)))
            problems.push(`${page.url}: "${label}" links to ${href}, named "${targets.join('" / "')}"`);
        }
      }
      expect(checked.size).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  });
}
