// The toast island (Radix): once a visitor has reached for a "coming soon" button, the notice is a toast: one at a
// time, 5 s, paused on hover, Escape, its close button, F8, swipe. Before that, the browser's popover shows it
// (widgets.spec.ts).
import { expect, test, languages, localizePath, reachForIsland, t, oneWidthFor } from "./fixtures";

for (const { locale, lang } of languages) {
  test.describe(`LinkedIn toast (${lang})`, oneWidthFor(locale), () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
      await page.goto(localizePath("/partners", locale));
      await reachForIsland(
        page,
        page.getByRole("button", { name: t(locale, "footer.linkedinLabel") }),
        "toast-island",
      );
      // From here the page's time moves only when a test runs it: the clock, once installed, flows with real time,
      // and on a busy machine Radix's announcement (a status that lives one second) could be gone before it is read.
      // The page's time flows while we ask for it: where the answer came too late to pause a moment ahead, ask again.
      for (let attempt = 1; ; attempt++) {
        const now = await page.evaluate(() => Date.now());
        const paused = await page.clock.pauseAt(now + 250).then(
          () => true,
          (error: Error) => {
            if (attempt === 5 || !/to the past/.test(error.message)) throw error;
            return false;
          },
        );
        if (paused) break;
      }
    });
    const open = async (page: import("@playwright/test").Page) => {
      await page.getByRole("button", { name: t(locale, "footer.linkedinLabel") }).click();
      const toast = page.getByTestId("toast");
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(t(locale, "toast.comingSoon.description"));
      // Let the entry animation finish (the page's clock is ours to run).
      await page.clock.runFor(400);
      // A status to assistive technology (Radix also announces it through a live region of its own).
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: t(locale, "toast.comingSoon.description") })
          .first(),
      ).toBeVisible();
      return toast;
    };

    test("shows one toast at a time and dismisses it after 5 seconds", async ({ page }) => {
      await open(page);
      await open(page);
      await expect(page.getByTestId("toast")).toHaveCount(1);
      await page.mouse.move(0, 0);
      await page.clock.runFor(4000);
      await expect(page.getByTestId("toast")).toBeVisible();
      await page.clock.runFor(1500);
      await expect(page.getByTestId("toast")).toBeHidden();
    });

    test("keeps the notice's words and, in Japanese, its phrase breaks", async ({ page }) => {
      const toast = await open(page);
      const description = toast.locator("[data-toast-description], .phrases").first();
      const popoverBreaks = await page
        .locator("[data-toast-description] wbr")
        .evaluateAll((breaks) => breaks.length);
      // BudouX runs at build time only: the toast copies the server's <wbr>, so 今しばらく is never cut.
      expect(await toast.locator("wbr").count()).toBe(popoverBreaks);
      if (locale === "jp") expect(popoverBreaks).toBeGreaterThan(0);
      await expect(description).toHaveText(t(locale, "toast.comingSoon.description"));
    });

    test("pauses while hovered", async ({ page }) => {
      const toast = await open(page);
      await toast.hover();
      await page.clock.runFor(8000);
      await expect(toast).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.runFor(5500);
      await expect(toast).toBeHidden();
    });

    test("closes with Escape and with its close button; F8 focuses the notifications", async ({ page }) => {
      const toast = await open(page);
      await page.keyboard.press("F8");
      await expect(page.getByRole("region", { name: /F8/ }).getByRole("list")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toast).toBeHidden();
      const again = await open(page);
      await again.getByRole("button", { name: t(locale, "toast.close") }).click();
      await expect(again).toBeHidden();
    });

    test("swiping right by more than 50 px dismisses it", async ({ page }) => {
      const toast = await open(page);
      const box = (await toast.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
      await page.mouse.up();
      await page.clock.runFor(500);
      await expect(toast).toBeHidden();
    });
  });
}
