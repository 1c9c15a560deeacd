// Loading order: the prerendered page is painted before its JavaScript is fetched (the build moves vike's
// script tags into a list that a small loader fetches after the first frame), and the page then hydrates.
import { contentCheck, expect, languages, t, test } from "./fixtures";

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(
      `${url}: scripts are fetched after the first frame, then the page hydrates`,
      contentCheck,
      async ({ page }) => {
        // Registered before any script of the page: its callback runs in the page's first rendered frame,
        // before the loader's own, which fetches the scripts in a task after that frame.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
          });
        });
        await page.goto(url);
        const { firstFrameAt, scripts, listed } = await page.evaluate(() => ({
          firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
          listed: JSON.parse(document.getElementById("page-scripts")!.textContent!) as string[],
        }));
        expect(firstFrameAt).toBeGreaterThan(0);
        // Every script the page lists was fetched, none before the first frame.
        expect(scripts.map((script) => script.path)).toEqual(expect.arrayContaining(listed));
        for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThan(firstFrameAt);
        // Hydrated: the menu button opens the menu.
        await page.getByRole("button", { name: t(locale, "nav.open") }).click();
        await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
      },
    );
  }
}
