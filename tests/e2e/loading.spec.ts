// Loading order (docs/architecture.md, "HTML first"): a page loads no script from the network until it has loaded;
// its only script is inline, nothing the first paint waits for is a script, and the widgets answer at once. After
// the load event the inline script fetches the page's enhancements, and nothing else.
import { contentCheck, expect, languages, t, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(
      `${url}: no script from the network before the page has loaded, nothing blocks rendering, and the menu works`,
      contentCheck,
      async ({ page }) => {
        const requested: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") requested.push(request.url());
        });
        await page.goto(url);
        await page.waitForLoadState("load");
        expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
        // The enhancements arrive (they mark the page with the class `js`), requested after the load event.
        await page.locator("html.js").waitFor({ state: "attached" });
        const enhancements = await page.locator("script[data-enhance]").getAttribute("data-enhance");
        expect(requested.map((request) => new URL(request).pathname)).toEqual([enhancements]);
        const [loadEnd, requestedAt] = await page.evaluate((file) => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const entry = performance
            .getEntriesByType("resource")
            .find((resource) => resource.name.endsWith(file));
          return [navigation.loadEventStart, entry?.startTime ?? -1];
        }, enhancements!);
        expect(requestedAt).toBeGreaterThanOrEqual(loadEnd);
        // The browser's own record: nothing the first paint had to wait for was a script.
        const blocking = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            // renderBlockingStatus: Chromium 107+, not yet in TypeScript's DOM types.
            .filter(
              (entry) =>
                (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
                  .renderBlockingStatus === "blocking",
            )
            .map((entry) => new URL(entry.name).pathname),
        );
        expect(blocking.filter((file) => file.endsWith(".js"))).toEqual([]);
        await page.getByRole("button", { name: t(locale, "nav.open") }).click();
        await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
      },
    );
  }
}
