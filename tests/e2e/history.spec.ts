// Back after a client-side navigation puts the visitor where they were on the list they left.
import { expect, languages, localizePath, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const list of ["/insights", "/"]) {
    test(`Back to ${localizePath(list, locale)} restores the scroll position`, async ({ page }) => {
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
    });
  }
}
