// The open menu says where the visitor is (the current page and its section), holds the language switch, and opens
// at the first tap in an engine without invoker commands (`commandfor`, WebKit before Safari 26.2) before any script
// file arrives: browser/boot.ts. `npm run test:engines` runs the same first tap in Firefox and WebKit themselves.
import type { Locator, Page } from "@playwright/test";
import { otherLocale } from "@/lib/locale";
import { routes } from "@/lib/routes";
import { content, expect, languages, localizePath, t, test, oneWidthFor } from "./fixtures";

/** The mark a visitor sees on a current entry: its rule (a ::before shown only there) and its colour. */
const markOf = (element: Locator) =>
  element.evaluate((node) => ({
    rule: getComputedStyle(node, "::before").display !== "none",
    color: getComputedStyle(node).color,
  }));

const openMenu = async (page: Page, locale: "en" | "jp") => {
  await page.getByRole("button", { name: t(locale, "nav.open") }).click();
  const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
  await expect(panel).toBeVisible();
  return panel;
};

/**
 * An engine without invoker commands, in Chromium: the properties a script detects them by are gone, and the
 * browser's own command is cancelled, as if it never ran.
 */
const withoutInvokerCommands = (page: Page) =>
  page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    addEventListener("command", (event) => event.preventDefault(), true);
  });

for (const { locale, lang } of languages) {
  const url = (path: string) => localizePath(path, locale);

  test.describe(`the open menu (${lang})`, oneWidthFor(locale), () => {
    test("marks the current page and its section on a service page, the section open", async ({ page }) => {
      const service = content.collections.services[locale][0]!;
      const path = routes.item("services", service.slug);
      await page.goto(url(path));
      const panel = await openMenu(page, locale);
      const current = panel.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", url(path));
      await expect(current).toBeVisible();
      const section = panel.locator("summary", { hasText: t(locale, "nav.services") });
      await expect(section).toHaveAttribute("aria-current", "true");
      const other = panel.locator("summary", { hasText: t(locale, "nav.about") });
      await expect(other).not.toHaveAttribute("aria-current", /./);
      // Seen, not only announced: a rule and a colour that the other entries lack.
      const [mark, plain] = [await markOf(section), await markOf(other)];
      expect(mark.rule).toBe(true);
      expect(plain.rule).toBe(false);
      expect(mark.color).not.toBe(plain.color);
      expect((await markOf(current)).rule).toBe(true);
      // Closed and opened again, the menu shows the current section open.
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await openMenu(page, locale);
      await expect(current).toBeVisible();
    });

    test("marks a top-level page as the current page", async ({ page }) => {
      await page.goto(url(routes.partners));
      const panel = await openMenu(page, locale);
      const current = panel.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", url(routes.partners));
      await expect(current).toHaveText(t(locale, "nav.partners"));
      await expect(panel.locator("summary[aria-current]")).toHaveCount(0);
    });

    test("holds the language switch, which opens the same page in the other language", async ({ page }) => {
      const other = otherLocale(locale);
      await page.goto(url(routes.partners));
      const panel = await openMenu(page, locale);
      const toggle = panel.getByTestId("menu-language-toggle");
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName(t(locale, "lang.toggleLabel"));
      await expect(toggle).toHaveText(t(locale, "lang.toggleLabel"));
      await toggle.click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(routes.partners, other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", other === "jp" ? "ja" : "en");
    });

    test("opens and closes at the first tap without invoker commands, before any script file arrives", async ({
      page,
    }) => {
      await withoutInvokerCommands(page);
      // No script file ever arrives: only the page's inline scripts run.
      await page.route(/\.js(\?.*)?$/, (route) => route.abort());
      await page.goto(url(routes.partners));
      const panel = await openMenu(page, locale);
      await panel.getByRole("button", { name: t(locale, "nav.close") }).click();
      await expect(panel).toBeHidden();
      // The contact dialog opens from the menu, in the menu's place, and closes.
      await openMenu(page, locale);
      await panel.getByRole("link", { name: t(locale, "nav.connect") }).click();
      const dialog = page.getByRole("dialog", { name: t(locale, "contact.title") });
      await expect(dialog).toBeVisible();
      await expect(panel).toBeHidden();
      await dialog.getByRole("button", { name: t(locale, "contact.close") }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

// The panel slides in over the right of the screen; from xl the header holds the main sections too, and the panel's
// 24rem cut the last of them in half ("Partners", and its Japanese, at 1440 px, stop-76 review). While the menu is open,
// no part of the header's sections shows beside or under it: they step aside, and come back when it closes. At the
// project's width and at 1440 px (the phone's header has no sections: nothing to cut).
for (const { locale, lang } of languages)
  test(`the open menu cuts none of the header's sections (${lang})`, async ({ page, isMobile }) => {
    const sizes = isMobile ? [page.viewportSize()!] : [page.viewportSize()!, { width: 1440, height: 900 }];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(localizePath(routes.partners, locale));
      const sections = page.getByRole("navigation", { name: t(locale, "nav.sectionsLabel") });
      const links = sections.getByRole("link");
      const wide = size.width >= 1280;
      if (wide) await expect(links.last()).toBeVisible();
      const panel = await openMenu(page, locale);
      await expect(panel).toHaveCSS("transform", "none");
      const box = (await panel.boundingBox())!;
      for (const link of await links.all()) {
        if (!(await link.isVisible())) continue;
        const at = (await link.boundingBox())!;
        expect(at.x + at.width, `${await link.innerText()} at ${size.width} px`).toBeLessThanOrEqual(box.x);
      }
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      if (wide) await expect(links.last()).toBeVisible();
    }
  });
