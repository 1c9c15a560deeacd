// Open states the per-page sweep (gates.spec.ts) does not reach: the side menu and the contact dialog, under the
// real CSP, plus the honeypot that only bots fill.
import { expect, languages, localizePath, openContactFromMenu, t, test } from "./fixtures";
import { axeViolations, settle, watchPage } from "./gates";

// Each test runs axe over a whole page (twice here in the open-state test); allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const { locale, lang } of languages) {
  test(`no axe violations or console problems with the menu and the contact dialog open (${lang})`, async ({
    page,
  }) => {
    const problems = watchPage(page);
    await page.goto(localizePath("/partners", locale));
    await page.getByRole("button", { name: t(locale, "nav.open") }).click();
    const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
    await panel.getByRole("button", { name: t(locale, "nav.about") }).click();
    await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await panel.getByRole("link", { name: t(locale, "nav.connect") }).click();
    const dialog = page.getByRole("dialog", { name: t(locale, "contact.title") });
    await expect(dialog).toBeVisible();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`the contact form's honeypot is hidden from people, screen readers and the keyboard (${lang})`, async ({
    page,
  }) => {
    await page.goto(localizePath("/partners", locale));
    const dialog = await openContactFromMenu(page, locale);
    const honeypot = dialog.locator('input[name="_gotcha"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).not.toBeInViewport();
    // Not in the accessibility tree: no textbox of that name exists for assistive technology.
    await expect(dialog.getByRole("textbox", { name: t(locale, "contact.honeypot") })).toHaveCount(0);
    await expect(dialog.getByRole("textbox", { name: t(locale, "contact.fullName") })).toHaveCount(1);
    // Tabbing through the whole dialog never lands on it.
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      visited.add(await page.evaluate(() => document.activeElement?.getAttribute("name") ?? ""));
    }
    expect(visited).toContain("message");
    expect(visited).not.toContain("_gotcha");
  });
}
