import { expect, test, languages, localizePath, pageCopy, t, oneWidthFor } from "./fixtures";

for (const { locale, lang, prefix } of languages) {
  test.describe(`not-found (${lang})`, oneWidthFor(locale), () => {
    test("an unknown path answers 404 with the not-found page of its language", async ({ page }) => {
      const response = await page.goto(`${prefix}/this/page/does-not-exist`);
      expect(response?.status()).toBe(404);
      const copy = pageCopy("not-found", locale);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(page.getByText(copy.description)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      // Somewhere to go: the site's sections, and the contact dialog.
      const sections = page.getByRole("navigation", { name: t(locale, "notFound.sections") });
      await expect(sections.getByRole("link", { name: t(locale, "nav.services") })).toHaveAttribute(
        "href",
        localizePath("/services", locale),
      );
      await expect(sections.getByRole("link")).toHaveCount(6);
      await expect(
        page.getByRole("main").getByRole("link", { name: t(locale, "nav.connect") }),
      ).toBeVisible();
      await page.getByRole("link", { name: copy.buttonLabel }).click();
      await expect(page).toHaveURL(localizePath("/", locale));
    });

    test("/404 exists as a page", async ({ page }) => {
      const response = await page.goto(`${prefix}/404`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
      await expect(page).toHaveTitle(new RegExp(`^${pageCopy("not-found", locale).title} \\| `));
    });

    test("following a broken link inside the site shows the not-found page", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement("a"), { href, textContent: "broken" });
        document.body.append(link);
      }, `${prefix}/no-such-page`);
      await page.getByRole("link", { name: "broken" }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/no-such-page$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
      await expect(page.getByRole("button", { name: t(locale, "nav.open") })).toBeVisible();
    });
  });
}

test("the server compresses pages and caches hashed assets for a year", async ({ request, page }) => {
  const response = await request.get("/partners", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
  await page.goto("/partners");
  // A hashed asset every page names: its enhancements (the stylesheet is inline).
  const src = (await page.locator("script[data-enhance]").getAttribute("data-enhance"))!;
  const asset = await request.get(src);
  expect(asset.headers()["cache-control"]).toContain("immutable");
  expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
});
