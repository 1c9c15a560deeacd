import type { Page } from "@playwright/test";
import { cutExcerpt, getReadingMinutes } from "@/pipeline/runtime/text";
import { routes } from "@/lib/routes";
import {
  content,
  contentCheck,
  expect,
  expectBodyShown,
  languages,
  localizePath,
  pageCopy,
  site,
  t,
  test,
  oneWidthFor,
  shownName,
} from "./fixtures";

/** Articles of a language, newest first, ordered here from their publish dates. */
const articlesOf = (locale: "en" | "jp") =>
  [...content.collections.insights[locale]].sort((a, b) => b.data.date.localeCompare(a.data.date));

const readJsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));

const absolute = (path: string) => `${site.url}${path}`;

for (const { locale, lang, prefix } of languages) {
  const articles = articlesOf(locale);

  test.describe(`insights overview (${lang})`, oneWidthFor(locale), () => {
    test("lists every article once, newest first: the three latest in the strip, the earlier ones in the grid, with date and reading time", async ({
      page,
    }) => {
      await page.goto(localizePath(routes.insights, locale));
      const copy = pageCopy("insights", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(
        page.getByRole("heading", { level: 2, name: t(locale, "insights.earlier") }),
      ).toBeVisible();
      const grid = page.getByTestId("article-grid");
      // No article twice: the strip's then the grid's titles are every article once, newest first.
      await expect(
        page.locator('[data-testid="recent-activity"] h3, [data-testid="article-grid"] h3'),
      ).toHaveText(articles.map((a) => a.data.title));
      const earlier = articles.slice(3);
      await expect(grid.getByRole("listitem")).toHaveCount(earlier.length);
      expect(
        await grid.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime"))),
      ).toEqual(earlier.map((a) => a.data.date));
      const readingTime = new RegExp(
        t(locale, "insights.readingTime", { minutes: 999 }).replace("999", "\\d+"),
      );
      // Japanese short copy carries invisible phrase breaks (U+200B) between its phrases.
      const items = await grid.getByRole("listitem").allTextContents();
      expect(items.filter((item) => readingTime.test(item))).toHaveLength(earlier.length);

      const first = earlier[0]!;
      await grid.getByRole("link", { name: shownName(first.data.title) }).click();
      await expect(page).toHaveURL(localizePath(routes.item("insights", first.slug), locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.data.title);
    });

    test("the recent activity strip shows the three latest with excerpts of at most 80 characters", async ({
      page,
    }) => {
      await page.goto(localizePath(routes.insights, locale));
      const copy = pageCopy("insights", locale);
      const strip = page.getByTestId("recent-activity");
      await expect(page.getByRole("heading", { level: 2, name: copy.recentTitle })).toBeVisible();
      const latest = articles.slice(0, 3);
      await expect(strip.getByRole("listitem")).toHaveCount(latest.length);
      await expect(strip.getByRole("heading", { level: 3 })).toHaveText(latest.map((a) => a.data.title));

      for (const [index, article] of latest.entries()) {
        const shown = (await strip.getByRole("listitem").nth(index).locator("p").last().textContent())!;
        const original = article.data.excerpt;
        expect(shown).toBe(cutExcerpt(original));
        if (Array.from(original).length <= 80) continue;
        // Whole sentences that fit, with no ellipsis, or a cut marked with one.
        const kept = shown.endsWith("…") ? shown.slice(0, -1) : shown;
        if (kept === shown) expect(shown).toMatch(/[。.!?！？]$/);
        expect(Array.from(kept).length).toBeLessThanOrEqual(80);
        expect(original.startsWith(kept)).toBe(true);
        // Never half a surrogate pair, never half an English word.
        expect(/[\uD800-\uDBFF]$/.test(kept)).toBe(false);
        const next = original.slice(kept.length);
        expect(/[A-Za-z0-9]$/.test(kept) && /^[A-Za-z0-9]/.test(next)).toBe(false);
      }
    });

    test("the follow-on-LinkedIn button shows the Coming Soon notice", async ({ page }) => {
      await page.goto(localizePath(routes.insights, locale));
      await page
        .getByRole("main")
        .getByRole("button", { name: t(locale, "insights.followLinkedIn") })
        .click();
      // The browser's popover at the first tap (the toast island takes over once loaded: toast.spec.ts).
      const notice = page.getByRole("status").filter({ hasText: t(locale, "toast.comingSoon.title") });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(t(locale, "toast.comingSoon.description"));
    });
  });

  test.describe(`an article's investment notice (${lang})`, () => {
    test("one quiet line under the byline that opens to the whole notice, with or without the page's script", async ({
      browser,
      viewport,
      isMobile,
    }) => {
      const marked = articles.filter((article) => article.data.investmentNotice === true);
      expect(marked.length).toBeGreaterThan(0);
      // One article is enough for the layout; every marked article carries the notice (disclosures.spec.ts).
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch: isMobile,
          javaScriptEnabled,
        });
        const page = await context.newPage();
        await page.goto(localizePath(routes.item("insights", marked[0]!.slug), locale));
        const notice = page.getByRole("complementary", { name: t(locale, "investment.notice.label") });
        const summary = notice.getByText(t(locale, "investment.notice.summary"), { exact: true });
        const text = notice.getByText(t(locale, "investment.notice.text").slice(0, 12));
        // Closed, one line: the whole notice (six lines at 1440 px, a phone's screen at 390) stood between the
        // lead and the article (stop-76 review).
        await expect(summary).toBeVisible();
        await expect(text).toBeHidden();
        const closed = (await notice.boundingBox())!;
        expect(closed.height, `closed notice, script ${javaScriptEnabled}`).toBeLessThan(48);
        // One tap away: the words are counsel's, whole, with both links.
        await summary.click();
        await expect(text).toBeVisible();
        await expect(notice).toContainText(t(locale, "investment.notice.text"));
        await expect(notice.getByRole("link")).toHaveText([
          t(locale, "investment.notice.link"),
          t(locale, "investment.notice.markets"),
        ]);
        const [meta, box, picture, body] = await Promise.all([
          page.getByTestId("article-meta").boundingBox(),
          notice.boundingBox(),
          page.locator("article header picture img").boundingBox(),
          page.locator("article .prose-body").boundingBox(),
        ]);
        // After the byline and before the picture, read before the article starts…
        expect(box!.y).toBeGreaterThanOrEqual(meta!.y + meta!.height);
        expect(box!.y + box!.height).toBeLessThanOrEqual(picture!.y);
        // …within the column of the title and the picture, not a band across the window…
        expect(box!.x).toBeGreaterThanOrEqual(picture!.x - 1);
        expect(box!.x + box!.width).toBeLessThanOrEqual(picture!.x + picture!.width + 1);
        // …and the picture leads straight into the text.
        expect(body!.y - (picture!.y + picture!.height)).toBeLessThan(80);
        await context.close();
      }
    });
  });

  test.describe(`insight articles (${lang})`, oneWidthFor(locale), () => {
    for (const article of articles) {
      test(
        `${article.slug}: hero, title, date, reading time, body, back link and Article JSON-LD`,
        contentCheck,
        async ({ page }) => {
          const url = localizePath(routes.item("insights", article.slug), locale);
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          const { data } = article;
          // The head holds the title as written, without the word joiners the page shows (fixtures.ts).
          await expect(page).toHaveTitle(`${data.title} | ${site.name[locale]}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title);
          await expect(page.getByRole("img", { name: data.image.alt, exact: true })).toBeVisible();
          const meta = page.getByTestId("article-meta");
          await expect(meta.locator("time")).toHaveAttribute("datetime", data.date);

          // Reading time: words in English, characters in Japanese, from the text a visitor reads.
          const body = page.locator("article .prose-body");
          const text = await body.innerText();
          const minutes = getReadingMinutes(text, locale);
          await expect(meta).toContainText(t(locale, "insights.readingTime", { minutes }));
          if (locale === "jp")
            expect(minutes).toBeGreaterThanOrEqual(Math.ceil(text.replace(/\s/g, "").length / 500));
          // Every section heading the writer wrote is on the page.
          await expect(body.locator("h2")).toHaveCount(article.body.match(/^## /gm)?.length ?? 0);
          // And every block of it reads as the writer wrote it.
          await expectBodyShown(body, article);

          const jsonLd = await readJsonLd(page);
          const articleLd = jsonLd.filter((j) => j["@type"] === "Article");
          expect(articleLd).toHaveLength(1);
          expect(articleLd[0]).toMatchObject({
            headline: data.title,
            datePublished: data.date,
            inLanguage: lang,
            author: { "@type": "Organization", name: site.name[locale] },
            mainEntityOfPage: absolute(url),
          });
          // A raster fallback of the article image (search engines do not take SVG for Article images).
          expect(articleLd[0].image[0]).toMatch(/^https:\/\/.+\.(jpg|png)$/);
          await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

          await page
            .getByRole("link", { name: t(locale, "insights.back") })
            .first()
            .click();
          await expect(page).toHaveURL(localizePath(routes.insights, locale));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            pageCopy("insights", locale).title,
          );
        },
      );
    }

    test("an unknown article answers 404 with the not-found page", async ({ page }) => {
      const response = await page.goto(`${prefix}/insights/no-such-article`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
    });
  });
}

test.describe("Markdown for Japanese", () => {
  const wide =
    "[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303f\\u30fc\\uff01-\\uff60]";

  for (const article of articlesOf("jp")) {
    test(
      `${article.slug}: emphasis renders and Japanese text has no stray spaces`,
      contentCheck,
      async ({ page }) => {
        await page.goto(localizePath(routes.item("insights", article.slug), "jp"));
        const body = page.locator("article .prose-body");
        const boldInSource = (article.body.match(/\*\*[^*\n]+\*\*/g) ?? []).length;
        await expect(body.locator("strong")).toHaveCount(boldInSource);
        await expect(body).not.toContainText("**");
        // Text of each paragraph, list item and table cell, as a visitor reads it.
        const blocks = await body
          .locator("p, td, th, li:not(:has(p, ul, ol))")
          .evaluateAll((elements) => elements.map((element) => element.textContent ?? ""));
        const stray = new RegExp(`${wide}\\s+${wide}`, "u");
        const offenders = blocks.filter((block) => stray.test(block.replace(/\s+$/, "")));
        expect(offenders).toEqual([]);
      },
    );
  }
});
