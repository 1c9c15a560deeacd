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

// Fields that are titles or labels, not sentences: they are what the rule checks, so they cannot vouch for a word.
const titleField =
  /^(?:title|heading|menuTitle|shortTitle|heroTitle|label|buttonLabel|linkLabel|motto|tagline|capabilities|tags|\w+Title)$/;

/** The strings of a frontmatter value that are sentences (not titles), at any depth. */
function sentencesOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return titleField.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => sentencesOf(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([field, item]) => sentencesOf(item, field));
  return [];
}

/** The names of the firm's service lines: proper names, capitalised wherever they appear ("our Technical Services &
    Coordination team"), in headings too. */
const serviceNames = () =>
  content.collections.services.en.flatMap((service) => [service.data.title, service.data.shortTitle]);

/** Every English text of the content that is running prose: bodies and the non-title fields. */
function englishProse(): string[] {
  const entries: { body: string; data: unknown }[] = [
    ...Object.values(content.collections).flatMap(
      (collection) => collection.en as readonly { body: string; data: unknown }[],
    ),
    ...Object.values(content.pages).map((page) => page.en as { body: string; data: unknown }),
  ];
  // A page or item named in a sentence carries its title's capitals: the title is the rule's to check, not a noun.
  const titles = entries
    .map((entry) => title(entry.data))
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => b.length - a.length);
  return entries
    .flatMap((entry) => [entry.body, ...sentencesOf(entry.data)])
    .map((text) => titles.reduce((rest, name) => rest.split(name).join("\u0001"), text));
}

const title = (data: unknown) =>
  typeof data === "object" && data && "title" in data && typeof data.title === "string"
    ? data.title
    : undefined;

// A word's letters (possessive and closing punctuation dropped), split at hyphens.
const wordParts = (word: string) =>
  word
    .replace(/[\u2019']s$/u, "")
    .split("-")
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
const capitalised = (part: string) => /^\p{Lu}/u.test(part);
// An acronym (EPC, JV, PPP) or a word with a digit keeps its capitals.
const acronym = (part: string) => /^\p{Lu}{2,}s?$/u.test(part) || /\d/.test(part);

/** Words the content writes with a capital in the middle of a sentence: its proper nouns. */
function properNouns(): Set<string> {
  const nouns = new Set<string>();
  for (const text of englishProse())
    // A sentence ends at a stop, a colon or a line (a heading, a list item, a table cell begins a new one).
    for (const sentence of text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").split(/(?<=[.!?:])\s+|\n|\|/u)) {
      const words = sentence.replace(/^[\s#>*-]+/u, "").split(/\s+/u);
      for (const word of words.slice(1))
        for (const part of wordParts(word)) if (capitalised(part) && !acronym(part)) nouns.add(part);
    }
  return nouns;
}

/** The words of `text` that break sentence case, with the allowed proper nouns and names. */
function outOfStyle(text: string, nouns: Set<string>, names: string[] = []): string[] {
  const wrong: string[] = [];
  let start = true;
  // A name is one capitalised word here, and a sentence goes on after it.
  const named = names.reduce((rest, name) => rest.split(name).join("\u0001"), text);
  for (const word of named.split(" ")) {
    if (word.startsWith("\u0001")) {
      start = false;
      continue;
    }
    const parts = wordParts(word);
    parts.forEach((part, index) => {
      if ((start && index === 0) || !capitalised(part) || acronym(part) || nouns.has(part)) return;
      wrong.push(part);
    });
    // A step's number ("02 If you decide to invest") comes before the sentence: its first word still starts it.
    if (parts.length && !parts.every((part) => /^\d+$/.test(part)))
      start = /[.!?]["\u201d\u2019)]?$/u.test(word);
  }
  return wrong;
}

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

/** Whether `label` is `name`, or its beginning cut where a word or a compound ends. */
const isNameOrShortForm = (label: string, name: string) =>
  label === name ||
  (label.length > 0 &&
    name.startsWith(label) &&
    /^[\s\u30fb\uff08(:\uff1a,\u3001&]/u.test(name.slice(label.length)) &&
    !/[\s&,:]$/u.test(label));

test.describe("English headings and labels", contentCheck, () => {
  test("every English h1-h3, menu label, capability, topic and hero line is in sentence case, proper nouns kept", async () => {
    const nouns = properNouns();
    const names = serviceNames().sort((a, b) => b.length - a.length);
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

  test("the rule finds Title Case and passes sentence case", () => {
    const nouns = new Set(["Singapore", "Japanese"]);
    expect(outOfStyle("Connect with Us", nouns)).toEqual(["Us"]);
    expect(outOfStyle("Cross-Border Procurement in Singapore", nouns)).toEqual(["Border", "Procurement"]);
    expect(outOfStyle("Built for execution. Clear at every step.", nouns)).toEqual([]);
    expect(outOfStyle("Japanese EPC firms: what Singapore's rules mean", nouns)).toEqual([]);
    expect(outOfStyle("Yen and rupee: Foreign loans", nouns)).toEqual(["Foreign"]);
    expect(outOfStyle("Our Technical Services work", nouns, ["Technical Services"])).toEqual([]);
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
          if (!targets.some((name) => isNameOrShortForm(label, name)))
            problems.push(`${page.url}: "${label}" links to ${href}, named "${targets.join('" / "')}"`);
        }
      }
      expect(checked.size).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  });
}
