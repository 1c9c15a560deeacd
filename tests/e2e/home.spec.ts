// The home page below the hero: intro and advantages, the two lists whose active item follows the
// mouse, keyboard focus and taps, and the latest insights.
import type { Locator } from "@playwright/test";
import { content, expect, languages, localizePath, pageCopy, revealAll, t, test } from "./fixtures";

const investmentPaths = [
  "/investment/approach",
  "/investment/portfolios",
  "/investment/different",
  "/investment/process",
  "/investment/right-investor",
];

/** Makes `item` the active one the way this device would: a tap on phones, the mouse on desktops. */
async function point(item: Locator, isMobile: boolean) {
  // On phones, tap the description: a tap on the title link would leave the page.
  if (isMobile) await item.locator("p").first().tap();
  else await item.hover();
}

for (const { locale, lang } of languages) {
  const url = (path: string) => localizePath(path, locale);
  const services = content.collections.services[locale];
  const copy = pageCopy("home", locale);

  test.describe(`home page (${lang})`, () => {
    test("intro, four advantage cards and the three latest insights with a link to all", async ({ page }) => {
      await page.goto(url("/"));
      await revealAll(page);
      const intro = page.locator("#intro");
      await expect(intro.getByRole("heading", { level: 2 })).toHaveText(copy.intro.title);
      await expect(intro.getByRole("heading", { level: 3 })).toHaveText(copy.advantages.map((a) => a.title));

      const latest = page.getByRole("region", { name: copy.insights.title });
      const articles = content.collections.insights[locale].slice(0, 3);
      expect(articles.map((a) => a.data.date)).toEqual(
        content.collections.insights[locale]
          .map((a) => a.data.date)
          .sort()
          .reverse()
          .slice(0, 3),
      );
      await expect(latest.getByRole("heading", { level: 3 })).toHaveText(articles.map((a) => a.data.title));
      const all = latest.getByRole("link", { name: copy.insights.linkLabel });
      await expect(all).toHaveAttribute("href", url("/insights"));
      await all.click();
      await expect(page).toHaveURL(url("/insights"));
    });

    test("core expertise: numbered from 01, each linking its service; the active item shows its description and link", async ({
      page,
      isMobile,
    }) => {
      await page.goto(url("/"));
      const items = page.getByTestId("expertise-list").getByRole("listitem");
      await expect(items).toHaveCount(services.length);
      for (const [index, service] of services.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(String(index + 1).padStart(2, "0"));
        await expect(item.getByRole("link", { name: service.data.title })).toHaveAttribute(
          "href",
          url(`/services/${service.slug}`),
        );
      }
      const serviceLink = (index: number) => items.nth(index).getByText(t(locale, "home.serviceLink"));
      const description = (index: number) => items.nth(index).getByText(services[index]!.data.description);
      await expect(serviceLink(0)).toBeVisible();
      await expect(serviceLink(2)).toBeHidden();

      // Mouse (desktop) or tap (phone).
      await items.nth(2).scrollIntoViewIfNeeded();
      await point(items.nth(2), isMobile);
      await expect(serviceLink(2)).toBeVisible();
      await expect(serviceLink(0)).toBeHidden();
      await expect(description(2)).toBeVisible();
      // Desktops show only the active description; phones show them all.
      if (isMobile) await expect(description(0)).toBeVisible();
      else await expect(description(0)).toBeHidden();

      // Keyboard: Tab moves from one title to the next, and the focused item becomes the active one.
      await items.nth(2).getByRole("link", { name: services[2]!.data.title }).focus();
      await page.keyboard.press("Tab");
      await expect(items.nth(3).getByRole("link", { name: services[3]!.data.title })).toBeFocused();
      await expect(serviceLink(3)).toBeVisible();
      await expect(serviceLink(2)).toBeHidden();

      await serviceLink(3).click();
      await expect(page).toHaveURL(url(`/services/${services[3]!.slug}`));
    });

    test("'For Investors' (#investors): five items that switch on mouse, focus and tap and open the five investment pages", async ({
      page,
      isMobile,
    }) => {
      await page.goto(url("/#investors"));
      const section = page.locator("#investors");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(copy.investors.title);
      const items = page.getByTestId("investor-list").getByRole("listitem");
      await expect(items).toHaveCount(5);
      for (const [index, item] of copy.investors.items.entries()) {
        expect(item.link).toBe(investmentPaths[index]);
        await expect(items.nth(index).getByRole("link", { name: item.title })).toHaveAttribute(
          "href",
          url(item.link),
        );
        await expect(items.nth(index).getByText(item.text)).toBeVisible();
      }
      const more = (index: number) => items.nth(index).getByText(t(locale, "home.investorLink"));
      await expect(more(0)).toBeVisible();

      await items.nth(3).scrollIntoViewIfNeeded();
      await point(items.nth(3), isMobile);
      await expect(more(3)).toBeVisible();
      await expect(more(0)).toBeHidden();

      await items.nth(3).getByRole("link", { name: copy.investors.items[3]!.title }).focus();
      await page.keyboard.press("Tab");
      await expect(more(4)).toBeVisible();
      await expect(more(3)).toBeHidden();

      await more(4).click();
      await expect(page).toHaveURL(url("/investment/right-investor"));
    });

    test("without JavaScript both lists hold every title and link", async ({ browser, viewport }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(url("/"));
      const expertise = page.getByTestId("expertise-list");
      for (const service of services) {
        await expect(expertise.getByRole("link", { name: service.data.title })).toHaveAttribute(
          "href",
          url(`/services/${service.slug}`),
        );
      }
      const investors = page.getByTestId("investor-list");
      for (const item of copy.investors.items) {
        await expect(investors.getByRole("link", { name: item.title })).toHaveAttribute(
          "href",
          url(item.link),
        );
      }
      await investors.getByRole("link", { name: copy.investors.items[1]!.title }).click();
      await expect(page).toHaveURL(url("/investment/portfolios"));
      await context.close();
    });
  });
}
