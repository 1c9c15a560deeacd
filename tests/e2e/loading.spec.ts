// Loading order: the prerendered page renders without waiting for its JavaScript (vike's module scripts run
// once the document is parsed and never block the first paint), and the page then hydrates.
import { contentCheck, expect, languages, t, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(`${url}: no script blocks rendering, and the page hydrates`, contentCheck, async ({ page }) => {
      await page.goto(url);
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll("script[src]")].map((script) => ({
          src: script.getAttribute("src"),
          type: script.getAttribute("type"),
          inBody: document.body.contains(script),
        })),
      );
      expect(scripts.length).toBeGreaterThan(0);
      // Module scripts are deferred by the browser; none sits in the head, where a classic one would block.
      for (const script of scripts)
        expect(script, script.src ?? "").toMatchObject({ type: "module", inBody: true });
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
      // Hydrated: the menu button opens the menu.
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
    });
  }
}
