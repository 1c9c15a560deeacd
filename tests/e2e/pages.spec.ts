import { expect, test, languages, localizePath, pageCopy, contentCheck, site, t } from "./fixtures";

for (const { locale, lang } of languages) {
  test(`partners page (${lang})`, contentCheck, async ({ page }) => {
    await page.goto(localizePath("/partners", locale));
    const copy = pageCopy("partners", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: t(locale, "partners.contact") }).click();
    await expect(page.getByTestId("contact-dialog")).toBeVisible();
  });

  test(`partners page: its return-home button leads to the home page in the page's language (${lang})`, async ({
    page,
  }) => {
    await page.goto(localizePath("/partners", locale));
    await page
      .getByRole("main")
      .getByRole("link", { name: t(locale, "partners.returnHome"), exact: true })
      .click();
    await expect(page).toHaveURL(localizePath("/", locale));
    await expect(page.locator("html")).toHaveAttribute("lang", locale === "jp" ? "ja" : "en");
  });

  test(
    `thank-you page, where the form service sends a visitor without JavaScript (${lang})`,
    contentCheck,
    async ({ page }) => {
      await page.goto(localizePath("/contact/thanks", locale));
      const copy = pageCopy("contact-thanks", locale);
      await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(page.getByText(copy.message)).toBeVisible();
      await page.getByRole("link", { name: copy.buttonLabel }).click();
      await expect(page).toHaveURL(localizePath("/", locale));
    },
  );

  test(`home hero (${lang})`, contentCheck, async ({ page }) => {
    await page.goto(localizePath("/", locale));
    const copy = pageCopy("home", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.motto);
    await expect(page.getByText(copy.hero.subtitle)).toBeVisible();
    const hero = page.locator("main section").first();
    const box = (await hero.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
    await expect(page.getByRole("heading", { level: 2, name: copy.intro.title })).toBeAttached();
  });
}
