// Stop 80 (docs/errors.md, "Stop 80: the eightieth probe"): what a visitor typed, when the page's enhancements
// (browser/enhance.ts) fail to arrive once.
import { routes } from "@/lib/routes";
import { shellIds } from "@/lib/page-ids";
import { expect, languages, localizePath, oneWidthFor, t, test } from "./fixtures";

for (const { locale, lang } of languages) {
  test.describe(`the page's enhancements failing once (${lang})`, oneWidthFor(locale), () => {
    test("are asked for again at the next move, and what the visitor types is kept (stop 80, E1)", async ({
      page,
    }) => {
      test.slow();
      const path = localizePath(routes.contact, locale);
      const html = await (await page.request.get(path)).text();
      const enhancements = /data-enhance="([^"]+)"/.exec(html)![1]!;
      const runtime = /data-islands="([^"]+)"/.exec(html)![1]!;
      // The island's code never comes (a slow network), so only the enhancements and the draft script keep the words.
      await page.route(
        (url) => url.pathname === runtime,
        () => {},
      );
      // The first request of the enhancements fails (a dropped connection answered by a proxy); the next go through.
      const asked: string[] = [];
      await page.route(
        (url) => url.pathname === enhancements,
        async (route) => {
          asked.push(new URL(route.request().url()).search);
          if (asked.length === 1) await route.fulfill({ status: 503, body: "" });
          else await route.continue();
        },
      );
      await page.goto(path);
      await expect.poll(() => asked.length).toBe(1);
      const message = page
        .getByRole("main")
        .getByRole("form", { name: t(locale, "contact.form") })
        .getByLabel(t(locale, "contact.message"));
      const words = "We would like to discuss a logistics park near Hai Phong.";
      await message.click();
      await message.pressSequentially(words);
      await expect(page.locator("html.js")).toHaveCount(1);
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(sessionStorage)
              .filter((key) => key.includes("_contact_draft"))
              .map((key) => JSON.parse(sessionStorage.getItem(key)!) as unknown),
          ),
        )
        .toEqual([{ message: words }]);
      await page.reload();
      await expect(message).toHaveValue(words);
    });
  });
}

for (const { locale, lang } of languages) {
  test.describe(`the island runtime failing once (${lang})`, oneWidthFor(locale), () => {
    test("is asked for again at the next move, and the search answers what the visitor typed (stop 80, E2)", async ({
      page,
      isMobile,
    }) => {
      test.slow();
      const path = localizePath(routes.home, locale);
      const html = await (await page.request.get(path)).text();
      const runtime = /data-islands="([^"]+)"/.exec(html)![1]!;
      const asked: string[] = [];
      await page.route(
        (url) => url.pathname === runtime,
        async (route) => {
          asked.push(new URL(route.request().url()).search);
          if (asked.length === 1) await route.fulfill({ status: 503, body: "" });
          else await route.continue();
        },
      );
      const rejections: string[] = [];
      page.on("pageerror", (error) => rejections.push(error.message));
      await page.goto(path);
      await page.locator("html.js").waitFor({ state: "attached" });
      const link = page.getByRole("banner").getByRole("link", { name: t(locale, "search.open") });
      if (isMobile) await link.tap();
      else await link.click();
      const dialog = page.getByRole("dialog", { name: t(locale, "search.open") });
      const field = dialog.getByRole("searchbox", { name: t(locale, "search.label") });
      await expect(field).toBeFocused();
      await expect.poll(() => asked.length).toBe(1);
      const query = locale === "en" ? "Saudi" : "サウジ";
      await field.pressSequentially(query);
      // The visitor's next move over the field (a tap, the pointer) reaches for the island again.
      if (isMobile) await field.tap();
      else {
        await page.mouse.move(0, 0);
        await field.hover();
      }
      await page.locator(`#${shellIds.searchDialogForm}[data-island-state="hydrated"]`).waitFor();
      await expect(field).toHaveValue(query);
      await expect(dialog.getByRole("status")).toContainText(query);
      expect(await dialog.locator("[data-search-results] a").count()).toBeGreaterThan(0);
      expect(rejections).toEqual([]);
    });
  });
}
