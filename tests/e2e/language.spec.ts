import { routes } from "@/lib/routes";
import { expect, test, languages, pageCopy, site, t } from "./fixtures";

const key = site.languageStorageKey;

test("a first-time visitor following a /jp link sees Japanese, without a redirect", async ({ page }) => {
  await page.goto("/jp/partners");
  await expect(page).toHaveURL(/\/jp\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", "jp").heading);
});

test("the toggle switches to the same page in Japanese and stores the choice", async ({ page, context }) => {
  await page.goto("/partners");
  const toggle = page.getByTestId("language-toggle");
  await expect(toggle).toHaveText("JP");
  await expect(toggle).toHaveAttribute("href", "/jp/partners");
  await toggle.click();
  await expect(page).toHaveURL(/\/jp\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", "jp").heading);
  await expect(page.getByTestId("language-toggle")).toHaveText("EN");
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe("jp");
  expect((await context.cookies()).find((c) => c.name === key)?.value).toBe("jp");

  // The stored choice now wins over an English link: replaced before the page paints.
  await page.goto("/partners");
  await expect(page).toHaveURL(/\/jp\/partners$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", "jp").heading);
  await page.goto("/");
  await expect(page).toHaveURL(/\/jp$/);
});

test("choosing English on a Japanese page sends later /jp links to English", async ({ page }) => {
  await page.goto("/jp/partners");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/jp/partners?ref=x#top");
  await expect(page).toHaveURL(/\/partners\?ref=x#top$/);
  expect(new URL(page.url()).pathname).toBe("/partners");
});

test("Back after the toggle returns to the page and language the visitor was on, and Forward to the other", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(new URL(page.url()).pathname).toBe("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("about", "en").title);
  await page.goForward();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  // A new visit (not the history) still follows the stored choice.
  await page.goto("/about");
  await expect(page).toHaveURL(/\/jp\/about$/);
});

test("going Back from the toggle chooses that page's language again: the next link keeps it", async ({
  page,
  context,
}) => {
  // No script file arrives: the page's inline scripts do it all.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/about");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const stored = async () => [
    await page.evaluate((k) => localStorage.getItem(k), key),
    (await context.cookies()).find((c) => c.name === key)?.value,
  ];
  expect(await stored()).toEqual(["en", "en"]);
  // Forward to the Japanese page chooses Japanese again, as the toggle did; Back, English.
  await page.goForward();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  expect(await stored()).toEqual(["jp", "jp"]);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await stored()).toEqual(["en", "en"]);
  // A link followed now stays English.
  await page.locator(`main a[href="${routes.ourTeam}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${routes.ourTeam}$`));
  expect(new URL(page.url()).pathname).toBe(routes.ourTeam);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a page restored from the back/forward cache stores its language too, and only over a stored choice", async ({
  page,
  context,
}) => {
  // Chromium under Playwright may or may not restore from the cache: the restore's pageshow is sent here.
  const restore = () =>
    page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  const stored = () => page.evaluate((k) => localStorage.getItem(k), key);
  await page.goto("/about");
  await restore();
  expect(await stored()).toBeNull();
  expect((await context.cookies()).find((c) => c.name === key)).toBeUndefined();
  await page.evaluate((k) => localStorage.setItem(k, "jp"), key);
  await restore();
  expect(await stored()).toBe("en");
  expect((await context.cookies()).find((c) => c.name === key)?.value).toBe("en");
});

test("a choice kept only in the cookie is honoured too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: key, value: "jp", url: baseURL! }]);
  await page.goto("/partners");
  await expect(page).toHaveURL(/\/jp\/partners$/);
});

for (const { locale, lang } of languages) {
  test(`the toggle's accessible name begins with what it shows and says where it goes (${lang})`, async ({
    page,
  }) => {
    await page.goto(locale === "en" ? "/partners" : "/jp/partners");
    const toggle = page.getByTestId("language-toggle");
    const shown = t(locale, locale === "en" ? "lang.jp" : "lang.en");
    await expect(toggle).toHaveText(shown);
    // WCAG 2.5.3: a speech user says what they see.
    await expect(toggle).toHaveAccessibleName(t(locale, "lang.toggleLabel"));
    expect(t(locale, "lang.toggleLabel").startsWith(shown)).toBe(true);
  });
}
