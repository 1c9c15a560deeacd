// Loading order: the prerendered page is on screen before its JavaScript is fetched (the build moves vike's
// script tags into a list that a small loader fetches once the browser reports the first contentful
// paint), and the page then hydrates.
import { contentCheck, expect, languages, t, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(
      `${url}: scripts are fetched after the first contentful paint, then the page hydrates`,
      contentCheck,
      async ({ page }) => {
        await page.goto(url);
        // The loader may still be fetching when the load event fires: wait until every listed script was requested.
        await page.waitForFunction(() => {
          const requested = new Set(
            performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
          );
          const listed = JSON.parse(
            document.querySelector("script[data-page-scripts]")!.textContent!,
          ) as string[];
          return listed.every((path) => requested.has(path));
        });
        const { firstPaintAt, scripts, listed } = await page.evaluate(() => ({
          firstPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
          listed: JSON.parse(document.querySelector("script[data-page-scripts]")!.textContent!) as string[],
        }));
        expect(firstPaintAt).toBeGreaterThan(0);
        // Every script the page lists was fetched, none before the page was on screen.
        expect(scripts.map((script) => script.path)).toEqual(expect.arrayContaining(listed));
        for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThan(firstPaintAt);
        // Hydrated: the menu button opens the menu.
        await page.getByRole("button", { name: t(locale, "nav.open") }).click();
        await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
      },
    );
  }
}

for (const { locale, prefix } of languages) {
  test(`${prefix}/about: a heading whose id is the one the script list once had leaves the scripts working`, async ({
    page,
  }) => {
    // The id a body heading "## Page scripts" gets, first in the document, as if a writer had added it.
    await page.route(`**${prefix}/about`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "<body>",
        '<body>\n    <h2 id="page-scripts">Page scripts</h2>',
      );
      const headers = { ...response.headers() };
      delete headers["content-length"];
      delete headers["content-encoding"];
      await route.fulfill({ response, headers, body });
    });
    await page.goto(`${prefix}/about`);
    await page.getByRole("button", { name: t(locale, "nav.open") }).click();
    await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
  });
}
