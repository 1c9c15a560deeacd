// Every built page in both languages, visited once at each width, as a visitor's browser meets it under the
// host's real headers (CSP included); every check that holds for every page runs on that one visit (a page load
// costs Chromium about a second on a CI machine, so the sweeps share it):
// - no console error or warning, no failed request, nothing wider than the screen, no axe violation;
// - accessibility beyond axe: names that begin with the visible text, 24 px targets, and focus never under the fixed
//   header (a11y-checks.ts; once per template, below);
// - on a Japanese page, running text set like print: justified, full lines, no kept run split, no block ending on a
//   line of one or two characters, no invisible character (line-ends.ts);
// - in both languages, no number, date or amount split across lines (number-splits.ts).
import { listBuiltPages } from "@/pipeline/output/built-pages";
import { siteMap } from "@/pipeline/content/links";
import { invisibleCharacters } from "@/scripts/gates/invisible-check";
import { collections, type CollectionName } from "@/content/schema";
import { routes as siteRoutes } from "@/lib/routes";
import { content, expect, localizePath, test } from "./fixtures";
import { axeViolations, settle, watchPage } from "./gates";
import { focusedUnderHeader, namesNotStartingWithVisibleText, undersizedTargets } from "./a11y-checks";
import { paragraphEnds, strandedEnds } from "./line-ends";
import { numberSplits } from "./number-splits";
import { linesSet } from "./justified-spread";
import type { Page } from "@playwright/test";

// Each test runs axe and tabs through a whole page; allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const routes = listBuiltPages("dist/client").map((page) => page.url);

// Tabbing through a page, both ways, is the slowest check (a key press and a look per control, seconds a page), and
// whether focus lands under the fixed header depends on the page's template, not on its copy: it runs on every page
// but the second and later items of each collection, whose pages share the first one's template.
const laterItems = new Set(
  (Object.keys(collections) as CollectionName[]).flatMap((name) =>
    content.collections[name].en.slice(1).map((item) => siteRoutes.item(name, item.slug)),
  ),
);
const walksFocus = (route: string) => !laterItems.has(route.replace(/^\/jp(?=\/|$)/, "") || "/");

test("the sweep covers every built page in both languages, and every Japanese page the content makes", () => {
  expect(routes.filter(walksFocus).length).toBeGreaterThan(20);
  expect(routes.length - routes.filter(walksFocus).length).toBe(laterItems.size * 2);
  expect(routes).toContain("/");
  expect(routes).toContain("/jp");
  expect(routes.filter((url) => url.startsWith("/jp")).length * 2).toBe(routes.length);
  const japanesePages = [...siteMap(content).jp.keys()]
    .map((logical) => localizePath(logical, "jp"))
    .filter((url) => !url.endsWith(".xml"));
  expect(japanesePages.length).toBeGreaterThan(30);
  expect(routes).toEqual(expect.arrayContaining(japanesePages));
});

/** Japanese running text set like print (DECISIONS.md, "Japanese typesetting"): the problems found, as lines. */
async function typesettingProblems(page: Page) {
  const ends = await paragraphEnds(page);
  const problems: string[] = [];
  // The sweep measures something on every page (the not-found page has a paragraph of two lines at most).
  if (ends.length + (await page.locator("main p").count()) === 0) problems.push("no paragraph measured");
  for (const { text, lastLine } of strandedEnds(ends)) problems.push(`${text} → last line "${lastLine}"`);
  for (const { inBody, textAlign, text, innerShortfall, shortCopy } of ends) {
    if (shortCopy) continue;
    // A table's cells are set ragged: a column is too narrow to justify without gaps; their lines are still
    // checked for kept runs and endings.
    if (text.startsWith("td:")) continue;
    // A writer's paragraphs are justified, a gloss or a name in them or not (stop 66); every justified paragraph's
    // lines but the last reach the column's end.
    if (inBody && textAlign !== "justify") problems.push(`${text} is not justified`);
    if (textAlign === "justify" && innerShortfall > 1.5)
      problems.push(`${text} falls ${innerShortfall.toFixed(1)} characters short`);
  }
  for (const { text, keptSplits } of ends)
    for (const split of keptSplits) problems.push(`${text} at ${split}`);
  const visible = await page.evaluate(() => document.body.innerText);
  for (const character of visible.match(new RegExp(invisibleCharacters, "gu")) ?? [])
    problems.push(`invisible character U+${character.codePointAt(0)!.toString(16).toUpperCase()}`);
  return problems;
}

for (const route of routes) {
  test(`${route}: clean console and network, no sideways scroll, no axe violations, names, focus and targets, numbers whole${route.startsWith("/jp") ? ", Japanese set like print" : ""}`, async ({
    page,
  }, testInfo) => {
    const desktop = testInfo.project.name === "desktop";
    const problems = watchPage(page);
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
    // Japanese running text is set to the start until the line fitting has run (stop 78): measured once it has.
    if (route.startsWith("/jp")) {
      await linesSet(page);
      expect.soft(await typesettingProblems(page), "typesetting").toEqual([]);
    }
    await settle(page);
    expect.soft(await numberSplits(page), "numbers, dates and amounts split across lines").toEqual([]);
    // The markup is the same at both widths: names are checked once, like axe.
    if (desktop) expect.soft(await namesNotStartingWithVisibleText(page), "names").toEqual([]);
    expect.soft(await undersizedTargets(page), "targets").toEqual([]);
    if (walksFocus(route)) expect.soft(await focusedUnderHeader(page), "focus under the header").toEqual([]);
    // Scrolling to the end runs every in-view effect; the static link check proves every image file exists.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, "page width").toBeLessThanOrEqual(page.viewportSize()!.width);
    // axe scans every page once, at the desktop width: the markup is the same at both widths, and it is the
    // slowest step of the sweep. The phone-only states (the open menu and dialog) have their own axe scans at the
    // phone width in a11y.spec.ts.
    if (desktop) expect.soft(await axeViolations(page), "axe").toEqual([]);
    expect(problems).toEqual([]);
  });
}
