// Loading order (docs/architecture.md, "HTML first"): a page loads no script from the network until it has loaded;
// its only script is inline, the first paint waits for no request, and the widgets answer at once. After
// the load event (or the first move, if sooner) the inline script fetches the page's enhancements, and nothing else
// but the language's chunk they fetch: on a Japanese page the line fitting (browser/loose-lines.ts, stop 76), on a
// visitor's first English page the faces' swap (browser/faces.ts, stop 78).
import type { Page } from "@playwright/test";
import { headingFontStorageKey } from "@/lib/typography/heading-font";
import { contentCheck, expect, languages, t, test } from "./fixtures";
import { linesSet } from "./justified-spread";

/** The paths of the scripts a page requests from now on. */
function scriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname);
  });
  return requested;
}
/** The faces' first swap has been tried (browser/faces.ts leaves its note then). */
const facesTried = (page: Page) =>
  page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);

for (const { locale, prefix } of languages) {
  for (const path of ["/", "/investment/portfolios"]) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(
      `${url}: no script from the network before the page has loaded, nothing blocks rendering, and the menu works`,
      contentCheck,
      async ({ page }) => {
        const requested = scriptRequests(page);
        // The enhancements load after the load event, or at a visitor's first move if that comes sooner
        // (browser/boot.ts). Chromium sends a pointerover to whatever is under its idle pointer as the page first
        // paints, a move no visitor made, and sometimes before the load event: the first such event is noted.
        await page.addInitScript(() => {
          const moves = "pointerdown pointerover keydown touchstart focusin scroll".split(" ");
          for (const type of moves)
            addEventListener(
              type,
              () => ((window as { firstMove?: number }).firstMove ??= performance.now()),
              { capture: true, passive: true, once: true },
            );
        });
        await page.goto(url);
        await page.waitForLoadState("load");
        expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
        // The enhancements arrive (they mark the page with the class `js`), requested after the load event.
        await page.locator("html.js").waitFor({ state: "attached" });
        if (locale === "jp") await linesSet(page);
        else await facesTried(page);
        const tag = page.locator("script[data-enhance]");
        const enhancements = await tag.getAttribute("data-enhance");
        const languageChunk = await tag.getAttribute(locale === "jp" ? "data-typeset" : "data-faces");
        expect(requested).toEqual([enhancements, languageChunk]);
        const [loadEnd, firstMove, requestedAt] = await page.evaluate((file) => {
          const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
          const entry = performance
            .getEntriesByType("resource")
            .find((resource) => new URL(resource.name).pathname === file);
          const move = (window as { firstMove?: number }).firstMove ?? Infinity;
          return [navigation.loadEventStart, move, entry?.startTime ?? -1];
        }, enhancements!);
        expect(requestedAt).toBeGreaterThanOrEqual(Math.min(loadEnd, firstMove));
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
        // Nor anything else: the stylesheet is inline (docs/performance.md, "The first paint from the first response").
        expect(blocking).toEqual([]);
        await page.getByRole("button", { name: t(locale, "nav.open") }).click();
        await expect(page.getByRole("dialog", { name: t(locale, "nav.label") })).toBeVisible();
      },
    );
  }
}

// The faces' swap is fetched by a visitor's first English page only: the next pages use the faces from their first
// paint, and no Japanese page names the chunk.
test("a later English page and a Japanese page fetch no faces' swap", contentCheck, async ({ page }) => {
  await page.goto("/about");
  await facesTried(page);
  const faces = await page.locator("script[data-faces]").getAttribute("data-faces");
  expect(faces).toMatch(/\.(js|ts)$/);
  for (const url of ["/services", "/jp/services"]) {
    const requested = scriptRequests(page);
    await page.goto(url);
    await page.locator("html.js").waitFor({ state: "attached" });
    if (url.startsWith("/jp")) await linesSet(page);
    else await page.waitForLoadState("networkidle");
    const tag = page.locator("script[data-enhance]");
    expect(await tag.getAttribute("data-faces")).toBe(url.startsWith("/jp") ? null : faces);
    expect(requested).toContain(await tag.getAttribute("data-enhance"));
    expect(requested).not.toContain(faces);
    page.removeAllListeners("request");
  }
});
