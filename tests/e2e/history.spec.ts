// Back after a client-side navigation puts the visitor where they were on the list they left.
import { expect, holdScripts, languages, localizePath, pageCopy, t, test, oneWidthFor } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const list of ["/insights", "/"]) {
    test(
      `Back to ${localizePath(list, locale)} restores the scroll position`,
      oneWidthFor(locale),
      async ({ page }) => {
        await page.goto(localizePath(list, locale));
        // The last article on the list: far enough down that "the top" and "where I was" differ.
        const card = page.locator(`main a[href^="${prefix}/insights/"]`).last();
        await card.scrollIntoViewIfNeeded();
        const before = await page.evaluate(() => window.scrollY);
        expect(before).toBeGreaterThan(300);
        // A visitor looks at the card before tapping it; the router records the scroll position at most every
        // 300 ms, so a click in the same instant as the scroll would be remembered at the previous position.
        await page.waitForTimeout(400);
        await card.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/insights/[a-z0-9-]+$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${localizePath(list, locale).replace(/\/$/, "")}/?$`));
        // Where the visitor was: the card they followed is on screen again, far from the top. (Not the exact
        // pixel: the router's throttled record and the browser's scroll anchoring may differ by a few lines.)
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        await expect(card).toBeInViewport();
      },
    );
  }
}

// Back to a page with an accordion opens the item the visitor had open, where they left it.
for (const { locale } of languages) {
  const url = (path: string) => localizePath(path, locale);

  test(
    `Back to ${url("/investment/portfolios")} opens the question that was open, at the same place`,
    oneWidthFor(locale),
    async ({ page }) => {
      const copy = pageCopy("investment-portfolios", locale);
      await page.goto(url("/investment/portfolios"));
      const faq = page.getByRole("region", { name: copy.faq.title, exact: true });
      const question = (index: number) => faq.locator("summary").nth(index);
      const answer = (index: number) => faq.getByText(copy.faq.items[index]!.a);
      await question(1).scrollIntoViewIfNeeded();
      await question(1).click();
      await expect(answer(1)).toBeVisible();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(300);
      // The router records the scroll position at most every 300 ms (see the test above).
      await page.waitForTimeout(400);
      // Away through the fixed header's home link, which is on screen wherever the visitor is.
      await page.getByRole("link", { name: t(locale, "header.homeLink") }).click();
      await expect(page).toHaveURL(url("/"));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(url("/investment/portfolios"));
      await expect(answer(1)).toBeVisible();
      await expect(faq.locator("details[open]")).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expect(question(1)).toBeInViewport();
    },
  );

  for (const early of [false, true])
    test(
      `Back to ${url("/investment/process")} keeps the stages closed when the visitor closed them${early ? " before the page's script arrived" : ""}`,
      oneWidthFor(locale),
      async ({ page }) => {
        const copy = pageCopy("investment-process", locale);
        const releaseScripts = early ? await holdScripts(page) : () => {};
        await page.goto(url("/investment/process"));
        const stages = page.getByRole("region", { name: copy.stages.title, exact: true });
        // The first stage is open on arrival; the visitor closes it.
        await expect(stages.locator("details[open]")).toHaveCount(1);
        await stages.locator("summary").first().click();
        await expect(stages.locator("details[open]")).toHaveCount(0);
        // Closed before any script arrived, the page's script records it once it comes.
        if (early) expect(await page.locator("html.js").count()).toBe(0);
        releaseScripts();
        // The history entry holds what is open (a visitor does not follow a link within the same frame).
        await expect
          .poll(() => page.evaluate(() => JSON.stringify(history.state?.accordions ?? null)))
          .toContain('""');
        await page
          .getByRole("navigation", { name: t(locale, "investment.journey") })
          .getByRole("link", { name: t(locale, "investment.next") })
          .click();
        await expect(page).toHaveURL(url("/investment/right-investor"));
        await page.goBack();
        await expect(page).toHaveURL(url("/investment/process"));
        await expect(stages.locator("summary")).toHaveCount(4);
        await expect(stages.locator("details[open]")).toHaveCount(0);
      },
    );
}
