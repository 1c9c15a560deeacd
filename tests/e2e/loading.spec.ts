// Loading order (docs/architecture.md, "HTML first"): a page loads no script from the network at all; its only
// script is inline, nothing the first paint waits for is a script, and the widgets answer at once.
import { contentCheck, expect, languages, t, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(
      `${url}: no script from the network, nothing blocks rendering, and the menu works`,
      contentCheck,
      async ({ page }) => {
        const requested: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "script") requested.push(request.url());
        });
        await page.goto(url);
        await page.waitForLoadState("load");
        expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
        expect(requested).toEqual([]);
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
