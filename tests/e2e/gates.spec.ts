// Every built page in both languages, as a visitor's browser meets it under the host's real headers (CSP
// included): no console error or warning, no failed request, no axe violation,
// nothing wider than the screen (long Japanese words, tables, cards).
import { listBuiltPages } from "@/scripts/lib/built-pages";
import { expect, test } from "./fixtures";
import { axeViolations, settle, watchPage } from "./gates";

// Each test runs axe over a whole page (twice here in the open-state test); allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const routes = listBuiltPages("dist/client").map((page) => page.url);

test("the sweep covers every built page in both languages", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/jp");
  expect(routes.filter((url) => url.startsWith("/jp")).length * 2).toBe(routes.length);
});

for (const route of routes) {
  test(`${route}: clean console and network, no sideways scroll, no axe violations`, async ({
    page,
  }, testInfo) => {
    const problems = watchPage(page);
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
    // Scrolling to the end runs every in-view effect; the static link check proves every image file exists.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "page width").toBeLessThanOrEqual(page.viewportSize()!.width);
    // axe scans every page once, at the desktop width: the markup is the same at both widths, and it
    // is the slowest step of the sweep. The phone-only states (the open menu and dialog) have their
    // own axe scans at the phone width in a11y.spec.ts.
    if (testInfo.project.name === "desktop") expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
