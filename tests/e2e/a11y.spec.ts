import AxeBuilder from "@axe-core/playwright";
import { expect, languages, localizePath, t, test } from "./fixtures";

const paths = ["/", "/partners", "/404"];

for (const { locale, lang } of languages) {
  for (const path of paths) {
    test(`no axe violations on ${localizePath(path, locale)} (${lang})`, async ({ page }) => {
      await page.goto(localizePath(path, locale));
      // What a visitor sees after scrolling: every fade-in finished.
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLElement>("[data-reveal]")
          .forEach((el) => (el.dataset.reveal = "shown")),
      );
      await page.waitForTimeout(1200);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }

  test(`no axe violations with the menu and the contact dialog open (${lang})`, async ({ page }) => {
    await page.goto(localizePath("/partners", locale));
    await page.getByRole("button", { name: t(locale, "nav.open") }).click();
    const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
    await panel.getByRole("button", { name: t(locale, "nav.about") }).click();
    await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeVisible();
    const menu = await new AxeBuilder({ page }).analyze();
    expect(menu.violations.map((v) => v.id)).toEqual([]);
    await panel.getByRole("button", { name: t(locale, "nav.connect") }).click();
    await expect(page.getByRole("dialog", { name: t(locale, "contact.title") })).toBeVisible();
    await page.waitForTimeout(400); // let the opening animation finish so colours are final
    const dialog = await new AxeBuilder({ page }).analyze();
    expect(
      dialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
