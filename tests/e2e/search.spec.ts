// The site search (docs/search.md), in both languages at both widths: nothing of it loads with a page; reaching for
// it opens it over the page; it finds pages of the page's language only, by title, by a word inside a longer Japanese
// word, by katakana and by a place name typed without its diacritics; the keyboard path; axe; and without
// JavaScript, a link to the search page, which says so and lists the main sections.
import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { getServiceMenu } from "@/pipeline/content/menu";
import { getMainMenu, routes } from "@/lib/routes";
import { shellIds } from "@/lib/page-ids";
import type { Locale } from "@/lib/locale";
import type { SearchPages } from "@/lib/search";
import { itemWith } from "../content-items";
import { content, expect, languages, localizePath, pageCopy, t, test } from "./fixtures";
import { axeViolations, watchPage } from "./gates";

/** A query and the page it must find, both read from the content of one language. */
type Case = { what: string; query: string; finds: string };

const kanjiRun = /[\u4e00-\u9fff]{4,}/;
const katakanaRun = /[\u30a1-\u30fa\u30fc]{4,}/;
// Marks a Vietnamese name carries that a visitor may leave out (đ has no decomposition of its own).
const withoutMarks = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");

/** The word matching `pattern` in the fewest pages of the collections (their text fields and body), and the first page
    that has it: a query whose results are few, so that page is among them. Fails, naming what it looked for, when
    no page has such a word. */
function rarestWord(
  locale: Locale,
  pattern: RegExp,
  wanted: string,
  keep: (word: string) => boolean = () => true,
) {
  const pages = new Map<string, string[]>();
  for (const name of ["insights", "projects", "services", "team"] as const)
    for (const item of content.collections[name][locale]) {
      const fields = Object.values(item.data).filter((value) => typeof value === "string");
      const text = [...fields, item.body].join(" ");
      const address = localizePath(routes.item(name, item.slug), locale);
      for (const word of new Set([...text.matchAll(new RegExp(pattern.source, "gu"))].map((m) => m[0])))
        if (keep(word)) pages.set(word, [...(pages.get(word) ?? []), address]);
    }
  const rarest = [...pages].sort((a, b) => a[1].length - b[1].length)[0];
  if (!rarest) throw new Error(`content/ (${locale}) has no ${wanted} in any page, which this test needs`);
  return { word: rarest[0], item: rarest[1][0]! };
}

/** The Latin word of six letters or more in the fewest pages' running text (links' targets and tags left out), and
    the first page that has it. */
function rarestLatinWord(locale: Locale) {
  const pages = new Map<string, string[]>();
  for (const name of ["insights", "projects", "services", "team"] as const)
    for (const item of content.collections[name][locale]) {
      const text = item.body.replace(/\]\([^)]*\)/g, "]").replace(/<[^>]*>/g, " ");
      const address = localizePath(routes.item(name, item.slug), locale);
      for (const word of new Set(text.match(/\b[A-Za-z]{6,}\b/g) ?? []))
        pages.set(word.toLowerCase(), [...(pages.get(word.toLowerCase()) ?? []), address]);
    }
  const rarest = [...pages].sort((a, b) => a[1].length - b[1].length)[0];
  if (!rarest)
    throw new Error(
      `content/ (${locale}) has no Latin word of six letters in any page, which this test needs`,
    );
  return { word: rarest[0], item: rarest[1][0]! };
}

/** What each language's search must find: the queries the issue names, each taken from the content. */
function cases(locale: Locale): Case[] {
  const article = itemWith(content, "insights", locale, "article");
  const found: Case[] = [
    {
      what: "an article by its title",
      query: article.data.title,
      finds: localizePath(routes.item("insights", article.slug), locale),
    },
  ];
  if (locale === "jp") {
    const service = itemWith(
      content,
      "services",
      locale,
      "service titled with a word of four kanji",
      (item) => kanjiRun.test(item.data.title),
    );
    found.push({
      what: "the start of a longer Japanese word",
      query: kanjiRun.exec(service.data.title)![0].slice(0, 2),
      finds: localizePath(routes.item("services", service.slug), locale),
    });
    const { word, item } = rarestWord(locale, katakanaRun, "katakana word of four letters or more");
    found.push({ what: "a word in katakana", query: word, finds: item });
  } else {
    const marked = /\p{L}*[^\p{ASCII}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\p{L}*/gu;
    const { word, item } = rarestWord(
      locale,
      marked,
      "word with diacritics (a Vietnamese place name)",
      (w) => withoutMarks(w) !== w && /^\p{Script=Latin}+$/u.test(w),
    );
    found.push({
      what: "a word with diacritics typed without its marks",
      query: withoutMarks(word),
      finds: item,
    });
  }
  return found;
}

/** Whether an address is a Japanese page's. */
const isJapanese = (path: string) => path === "/jp" || path.startsWith("/jp/");

/** Types a query into the search and waits for its answer; returns the results' addresses, in order. */
async function search(scope: Locator, locale: Locale, query: string): Promise<string[]> {
  await scope.getByRole("searchbox").fill(query);
  // The announcement names the query once its results are on screen.
  await expect(scope.getByRole("status")).toContainText(query);
  return scope
    .locator("[data-search-results] a")
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** The page, enhanced and quiet: everything it loads without a visitor's move has arrived. */
async function loadQuietly(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  await page.waitForLoadState("networkidle");
}

for (const { locale, prefix } of languages) {
  test.describe(`search (${locale})`, () => {
    test("costs nothing until reached for, then finds this language's pages from the keyboard", async ({
      page,
      isMobile,
    }) => {
      // A dozen searches, each answered through Pagefind's worker: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const problems = watchPage(page);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await loadQuietly(page, localizePath(routes.home, locale));
      const loaded = requests.length;
      expect(requests.filter((url) => url.includes("/pagefind/"))).toEqual([]);

      // Reaching for it: a tap on the header's search link, or "/" from the keyboard.
      const link = page.getByRole("banner").getByRole("link", { name: t(locale, "search.open") });
      if (isMobile) await link.tap();
      else await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: t(locale, "search.open") });
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole("searchbox", { name: t(locale, "search.label") });
      // The field takes focus on every screen (a visitor opens search to type); the hint about keys shows only
      // where there are keys.
      await expect(field).toBeFocused();
      await expect(dialog.getByText(t(locale, "search.hint"))).toBeVisible({ visible: !isMobile });
      await page.locator(`#${shellIds.searchDialogForm}[data-island-state="hydrated"]`).waitFor();

      for (const { what, query, finds } of cases(locale)) {
        const results = await search(dialog, locale, query);
        expect(results, `${what}: "${query}"`).toContain(finds);
        // Only pages of this language.
        for (const url of results) expect(isJapanese(url), url).toBe(locale === "jp");
      }
      // A title ranks its page first.
      const [byTitle] = cases(locale);
      expect((await search(dialog, locale, byTitle!.query))[0]).toBe(byTitle!.finds);
      await expect(dialog.locator("[data-search-results] mark").first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Everything the search fetched came after the reach: its script, Pagefind's, the index and the excerpts.
      const before = new Set(requests.slice(0, loaded));
      const after = requests.slice(loaded);
      expect(after.some((url) => url.endsWith(`/pagefind/pagefind.js`))).toBe(true);
      expect(after.some((url) => url.endsWith(".pf_fragment"))).toBe(true);
      expect(after.filter((url) => before.has(url))).toEqual([]);
      // Pagefind's WebAssembly and worker ran under the page's policy without a complaint.
      expect(problems).toEqual([]);

      // The keyboard path: arrows between the field and the results, Escape closes, Enter follows the first.
      const results = dialog.locator("[data-search-results] a");
      await field.focus();
      await page.keyboard.press("ArrowDown");
      await expect(results.first()).toBeFocused();
      await page.keyboard.press("End");
      await expect(results.last()).toBeFocused();
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowUp");
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      await page.keyboard.press("/");
      await expect(dialog).toBeVisible();
      await search(dialog, locale, byTitle!.query);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${byTitle!.finds}$`));
    });

    test("shows the pages whose titles hold the words at once, then Pagefind's, never replacing a list under the pointer", async ({
      page,
    }) => {
      const language = locale === "jp" ? "ja" : "en";
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      // Pagefind's excerpts, and the index chunks it has not preloaded, wait until the test lets them through: the
      // list shows what it can without them.
      let letThrough!: () => void;
      const held = new Promise<void>((resolve) => (letThrough = resolve));
      await page.route(
        locale === "en" ? /\/pagefind\/fragment\// : /\/pagefind\/(fragment|index)\//,
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await loadQuietly(page, localizePath(routes.search, locale));
      expect(requests.filter((url) => url.startsWith("/pagefind/"))).toEqual([]);
      const main = page.getByRole("main");
      await main.getByRole("searchbox").focus();
      await main.locator('[data-island-state="hydrated"]').waitFor();
      // On reach: this language's pages file only; the whole English index (it fits the preload budget), and no
      // Japanese index chunk before a query.
      await expect
        .poll(() => requests.filter((url) => /\/pages\.\w+\.json$/.test(url)))
        .toEqual([`/pagefind/pages.${language}.json`]);
      const chunks = fs
        .readdirSync("dist/client/pagefind/index")
        .filter((file) => file.startsWith(`${language}_`))
        .map((file) => `/pagefind/index/${file}`);
      if (locale === "en")
        await expect
          .poll(() => requests.filter((url) => url.includes("/index/")).sort())
          .toEqual(chunks.sort());
      else {
        await page.waitForLoadState("networkidle");
        expect(requests.filter((url) => url.includes("/index/"))).toEqual([]);
      }

      // A word of an article's title (in Japanese, the start of its longest run of kanji or katakana).
      const article = itemWith(content, "insights", locale, "article");
      const words =
        article.data.title.match(/[\p{Script=Han}\p{Script=Katakana}\u30fc]{3,}|[A-Za-z]{4,}/gu) ?? [];
      const word = words.sort((a, b) => b.length - a.length)[0]!;
      const query = locale === "jp" ? word.slice(0, 3) : word.toLowerCase();
      await main.getByRole("searchbox").fill(query);
      const list = main.locator("[data-search-results]");
      await expect(list).toHaveAttribute("data-search-query", query);
      // English: Pagefind's ranked results by their titles, from the preloaded index, before any excerpt; Japanese:
      // the titles-first list, before the index chunk arrives.
      const stage = locale === "en" ? "ranked" : "titles";
      await expect(list).toHaveAttribute("data-search-results", stage);
      const shown = await list
        .locator("a")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(shown, query).toContain(localizePath(routes.item("insights", article.slug), locale));
      for (const url of shown) expect(isJapanese(url), url).toBe(locale === "jp");
      await expect(list.locator("[data-heading-face] mark").first()).toBeVisible();
      // One live region: how many pages the titles matched, while the pages' text is searched.
      const count = (key: "search.titlesOne" | "search.titlesMany") =>
        t(locale, key, { count: 1 })
          .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
          .replace("1", "\\d+");
      await expect(main.getByRole("status")).toHaveText(
        new RegExp(`^(${count("search.titlesOne")}|${count("search.titlesMany")})$`, "u"),
      );

      // A pointer over the list: Pagefind's answer waits until it leaves.
      const box = (await list.locator("a").first().boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + 10);
      await page.mouse.move(box.x + 20, box.y + 12);
      letThrough();
      await expect(list).toHaveAttribute("data-search-waiting", "done");
      await expect(list).toHaveAttribute("data-search-results", stage);
      await page.mouse.move(1, 1);
      await expect(list).toHaveAttribute("data-search-results", "done");
      await expect(list).not.toHaveAttribute("data-search-waiting");
      await expect(main.getByRole("status")).toContainText(query);
    });

    test("shows the pages whose headings hold a word at once, the heading as where on the page it is", async ({
      page,
    }) => {
      const language = locale === "jp" ? "ja" : "en";
      // A word of a page's headings that no page's title or description holds, in the fewest pages' headings: read
      // from the pages file the build wrote.
      const { pages } = JSON.parse(
        fs.readFileSync(`dist/client/pagefind/pages.${language}.json`, "utf8"),
      ) as SearchPages;
      const known = pages
        .map(([, , title, description]) => `${title} ${description}`.toLowerCase())
        .join(" ");
      const holders = new Map<string, string[]>();
      for (const [, url, , , headings] of pages)
        for (const heading of headings)
          for (const word of heading.match(/[A-Za-z]{6,}|\p{Script=Han}{2}/gu) ?? [])
            if (!known.includes(word.toLowerCase()))
              holders.set(word.toLowerCase(), [
                ...new Set([...(holders.get(word.toLowerCase()) ?? []), url]),
              ]);
      const [query, urls] = [...holders].sort((a, b) => a[1].length - b[1].length)[0] ?? [];
      if (!query)
        throw new Error(`no heading of the ${language} pages holds a word no title or description holds`);
      // Pagefind's index chunks and excerpts wait until the test lets them through.
      let letThrough!: () => void;
      const held = new Promise<void>((resolve) => (letThrough = resolve));
      await page.route(/\/pagefind\/(fragment|index)\//, async (route) => {
        await held;
        await route.continue();
      });
      await loadQuietly(page, localizePath(routes.search, locale));
      const main = page.getByRole("main");
      await main.getByRole("searchbox").focus();
      await main.locator('[data-island-state="hydrated"]').waitFor();
      await main.getByRole("searchbox").fill(query);
      const list = main.locator("[data-search-results]");
      await expect(list).toHaveAttribute("data-search-query", query);
      await expect(list).toHaveAttribute("data-search-results", "titles");
      const shown = await list
        .locator("a")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(shown, query).toContain(urls![0]);
      for (const url of shown) expect(isJapanese(url), url).toBe(locale === "jp");
      // The heading the word is in, with the word marked, as a result's section.
      await expect(list.locator("[data-search-section] mark").first()).toHaveText(new RegExp(query, "iu"));
      letThrough();
      await expect(list).toHaveAttribute("data-search-results", "done");
      await expect(main.getByRole("status")).toContainText(query);
    });

    // Stop 80 (a CI run under load): a word typed before the pages file arrived showed no titles until Pagefind
    // answered, and Pagefind's chunks come later still on a slow network. The titles come with the file.
    test("a word typed before the pages file arrives shows its titles when the file comes, before Pagefind answers", async ({
      page,
    }) => {
      const [byTitle] = cases(locale);
      let letPagesThrough!: () => void;
      const pagesHeld = new Promise<void>((resolve) => (letPagesThrough = resolve));
      await page.route(/\/pagefind\/pages\.\w+\.json$/, async (route) => {
        await pagesHeld;
        await route.continue();
      });
      let letIndexThrough!: () => void;
      const indexHeld = new Promise<void>((resolve) => (letIndexThrough = resolve));
      await page.route(/\/pagefind\/(fragment|index)\//, async (route) => {
        await indexHeld;
        await route.continue();
      });
      await loadQuietly(page, localizePath(routes.search, locale));
      const main = page.getByRole("main");
      await main.getByRole("searchbox").focus();
      await main.locator('[data-island-state="hydrated"]').waitFor();
      await main.getByRole("searchbox").fill(byTitle!.query);
      const list = main.locator("[data-search-results]");
      await expect(main.getByRole("status")).toHaveText(t(locale, "search.loading"));
      await expect(list).toHaveCount(0);
      letPagesThrough();
      await expect(list).toHaveAttribute("data-search-results", "titles");
      const shown = await list
        .locator("a")
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(shown).toContain(byTitle!.finds);
      letIndexThrough();
      await expect(list).toHaveAttribute("data-search-results", "done");
    });

    test("searches in place on the search page", async ({ page }) => {
      await loadQuietly(page, localizePath(routes.search, locale));
      await expect(page.locator("main noscript > p")).toBeHidden();
      await page.keyboard.press("/");
      const main = page.getByRole("main");
      const field = main.getByRole("searchbox");
      await expect(field).toBeFocused();
      // The page's heading names the field; no label under it repeats the heading's words.
      await expect(field).toHaveAccessibleName(await main.getByRole("heading", { level: 1 }).innerText());
      await expect(main.locator("label")).toHaveCount(0);
      const [byTitle] = cases(locale);
      expect(await search(main, locale, byTitle!.query)).toContain(byTitle!.finds);
      // A result's title is a page's title: in the face the page's own title is set in, not the body's.
      const faceOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontFamily);
      const resultTitle = main.locator("[data-search-results] a > span").first();
      expect(await faceOf(resultTitle)).toBe(await faceOf(page.getByRole("heading", { level: 1 })));
      // The other language's title finds, at most, pages of this one.
      const [otherTitle] = cases(locale === "jp" ? "en" : "jp");
      for (const url of await search(main, locale, otherTitle!.query))
        expect(isJapanese(url), url).toBe(locale === "jp");
      // The home page's result is named as the menu names it, never by its motto (its <h1>).
      const home = localizePath(routes.home, locale);
      const motto = pageCopy("home", locale).hero.motto;
      expect(await search(main, locale, motto)).toContain(home);
      const titles = await main
        .locator("[data-search-results] a")
        .evaluateAll((links) =>
          links.map((link) => [
            new URL((link as HTMLAnchorElement).href).pathname,
            link.querySelector(":scope > span")?.textContent ?? "",
          ]),
        );
      expect(titles.find(([path]) => path === home)?.[1]).toBe(t(locale, "nav.home"));
      // A highlight adds no space beside a Japanese word (padding spread the characters apart); English keeps it.
      const padding = await main
        .locator("[data-search-results] mark")
        .first()
        .evaluate((mark) => parseFloat(getComputedStyle(mark).paddingLeft));
      if (locale === "jp") expect(padding).toBe(0);
      else expect(padding).toBeGreaterThan(0);
      const nonsense = "zzqxvw";
      expect(await search(main, locale, nonsense)).toEqual([]);
      await expect(main.getByRole("status")).toHaveText(t(locale, "search.none", { query: nonsense }));
      // A word no page has, which begins with one a page has: Pagefind finds that shorter word's pages, and the
      // announcement says so rather than that pages match what was typed.
      const { word, item } = rarestLatinWord(locale);
      const typo = `${word}zzqx`;
      const found = await search(main, locale, typo);
      expect(found).toContain(item);
      await expect(main.getByRole("status")).toHaveText(
        t(locale, found.length === 1 ? "search.answeredOne" : "search.answeredMany", {
          query: typo,
          answered: word.toLowerCase(),
          count: found.length,
        }),
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe(`search from the address (${locale})`, () => {
    test("a link with a query opens the search page with its results, and the field keeps its query there", async ({
      page,
      isMobile,
    }) => {
      const [byTitle] = cases(locale);
      const query = byTitle!.query;
      const address = `${localizePath(routes.search, locale)}?q=${encodeURIComponent(query)}`;
      await page.goto(address);
      const main = page.getByRole("main");
      const field = main.getByRole("searchbox");
      // No visitor's move: the query in the address is searched as the page loads.
      await expect(field).toHaveValue(query);
      await expect(main.getByRole("status")).toContainText(query);
      const results = main.locator("[data-search-results] a");
      await expect(results.first()).toBeVisible();
      expect(
        await results.evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        ),
      ).toContain(byTitle!.finds);
      // The hint about keys shows where a keyboard is likely, not on a touch screen.
      await expect(main.getByText(t(locale, "search.hint"))).toBeVisible({ visible: !isMobile });

      // Typing keeps the query in the address, in place of the entry: Back leaves the search page at once.
      const entries = await page.evaluate(() => history.length);
      const [, other] = cases(locale);
      await search(main, locale, other!.query);
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === other!.query);
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await field.fill("");
      await expect(page).toHaveURL((url) => !url.searchParams.has("q"));
      await search(main, locale, query);

      // Following a result and coming back shows the same search.
      await field.press("Enter");
      await expect(page).not.toHaveURL((url) => url.pathname === localizePath(routes.search, locale));
      await page.goBack();
      await expect(page).toHaveURL((url) => url.searchParams.get("q") === query);
      await expect(field).toHaveValue(query);
      await expect(main.getByRole("status")).toContainText(query);
      await expect(results.first()).toBeVisible();
    });

    // Japanese only: there every heading's joint with its text is known (in English only the page's anchored
    // headings are, which lib/search.test.ts covers).
    if (locale === "jp")
      test("an excerpt never runs a heading into its text", async ({ page }) => {
        // The placeholder's first example is a word the writers expect to be searched; it matches headings and the
        // sentences under them.
        const query = t(locale, "search.placeholder")
          .split(/[\u3001,\u2026]/u)[0]!
          .trim();
        await loadQuietly(page, localizePath(routes.search, locale));
        const main = page.getByRole("main");
        await search(main, locale, query);
        const shown = await main.locator("[data-search-results] a").evaluateAll((links) =>
          links.map((link) => ({
            section: link.querySelector("[data-search-section]")?.textContent ?? "",
            excerpt: link.lastElementChild!.textContent ?? "",
          })),
        );
        expect(shown.length).toBeGreaterThan(0);
        // A heading found is the result's section line, above the text, which begins at a sentence.
        expect(shown.some((result) => result.section.includes(query))).toBe(true);
        for (const { section, excerpt } of shown) {
          // Pagefind's joint between a Japanese heading and the next element, which the page once showed as a bare
          // ideographic space.
          expect(excerpt, excerpt).not.toContain("\u3000");
          if (section) expect(excerpt.startsWith(section), excerpt).toBe(false);
        }
      });
  });

  test.describe(`search excerpts (${locale})`, () => {
    test("say where they were cut, are cut between words or phrases, and never open with a step's number", async ({
      page,
    }) => {
      test.slow();
      await loadQuietly(page, localizePath(routes.search, locale));
      const main = page.getByRole("main");
      // The placeholder's examples: words the writers expect to be searched, in long sentences on many pages.
      const queries = t(locale, "search.placeholder")
        .split(/[\u3001,\u2026]/u)
        .map((word) => word.trim())
        .filter(Boolean);
      expect(queries.length).toBeGreaterThan(1);
      for (const query of queries) {
        await search(main, locale, query);
        const texts = await main
          .locator("[data-search-results] a > span:last-child")
          .evaluateAll((spans) => spans.map((span) => span.textContent ?? ""));
        expect(texts.length, query).toBeGreaterThan(0);
        // A result whose words were found only in a heading shows that heading and no text.
        for (const text of texts.filter(Boolean)) {
          // Ends at a sentence's stop, or says it was cut (Pagefind's window stopped mid-sentence:
          // "...shikin wa ginkou no escrow kouza").
          expect(text, text).toMatch(/[.!?\u3002\uff01\uff1f)\uff09\u300d\u2026]$/u);
          expect(text, text).not.toMatch(/^\u2026?\s*0\d\s/u);
          // A cut Japanese text begins at a phrase, never at its particle or ending (shudan toshite no...).
          if (locale === "jp" && text.startsWith("\u2026"))
            expect(text[1], text).not.toMatch(/[\p{Script=Hiragana}\u3001\u3002\u30fc]/u);
        }
      }
    });

    // Japanese only: the status line is short copy, breaking between phrases on a phone.
    if (locale === "jp")
      test("the status line never leaves its ending alone on a phone's line", async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 780 });
        await loadQuietly(page, localizePath(routes.search, locale));
        const main = page.getByRole("main");
        // The placeholder's two examples together (pages that have both): a status line of two lines.
        const words = t(locale, "search.placeholder").split(/[\u3001\u2026]/u);
        await search(main, locale, `${words[0]!.trim()} ${words[1]!.trim()}`);
        const lines = await main.getByRole("status").evaluate((status) => {
          // Each line's characters, by the bottom of each one's box.
          const byLine = new Map<number, string>();
          const walker = document.createTreeWalker(status, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          for (let node = walker.nextNode(); node; node = walker.nextNode())
            for (let at = 0; at < node.textContent!.length; at++) {
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              const bottom = Math.round(range.getBoundingClientRect().bottom);
              byLine.set(bottom, (byLine.get(bottom) ?? "") + node.textContent![at]);
            }
          return [...byLine.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
        });
        expect(lines.length, lines.join(" | ")).toBeGreaterThan(1);
        // "...17-ken ari | masu." before, or "...9-ken | arimasu.": the verb split from its ending, or alone on the
        // last line. Between phrases, the last line holds the phrase before it too (peeji ga 9-ken arimasu.).
        const ending = "\u3042\u308a\u307e\u3059\u3002";
        expect(lines.at(-1), lines.join(" | ")).toMatch(new RegExp(`${ending}$`, "u"));
        expect(lines.at(-1)!.length, lines.join(" | ")).toBeGreaterThan(ending.length + 2);
        // The results' titles break between phrases too, never inside a katakana word (paatonaa|shippu).
        const splits = await main.locator("[data-search-results] [data-heading-face]").evaluateAll((titles) =>
          titles.flatMap((title) => {
            // A title's text nodes: the words typed are marked in it.
            const text = title.textContent ?? "";
            const range = document.createRange();
            const bottoms: number[] = [];
            const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (let at = 0; at < node.textContent!.length; at++) {
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                bottoms.push(Math.round(range.getBoundingClientRect().bottom));
              }
            return bottoms.flatMap((bottom, at) =>
              at > 0 &&
              bottom !== bottoms[at - 1] &&
              /[\u30a1-\u30fa\u30fc]/u.test(text[at - 1]!) &&
              /[\u30a1-\u30fa\u30fc]/u.test(text[at]!)
                ? [`${text.slice(0, at)} | ${text.slice(at)}`]
                : [],
            );
          }),
        );
        expect(splits).toEqual([]);
      });
  });

  test.describe(`search without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("is a link to the search page, which says so and lists the main sections", async ({ page }) => {
      await page.goto(localizePath(routes.home, locale));
      await page
        .getByRole("banner")
        .getByRole("link", { name: t(locale, "search.open") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${routes.search}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("search", locale).heading);
      // Playwright's text queries skip <noscript>, so the line is found by its place.
      const notice = page.locator("main noscript > p");
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(t(locale, "search.noScript"));
      const sections = page.getByRole("navigation", { name: t(locale, "search.sections") });
      const expected = getMainMenu(getServiceMenu(content)[locale])
        .filter((entry) => entry.href !== routes.home)
        .map((entry) => t(locale, entry.label));
      await expect(sections.getByRole("link")).toHaveText(expected);
    });
  });
}
