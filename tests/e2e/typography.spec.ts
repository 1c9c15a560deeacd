import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { routes } from "@/lib/routes";
import { splitPhrases } from "@/pipeline/typography/phrases";
import { invisibleCharacters } from "@/scripts/gates/invisible-check";
import type { CollectionName } from "@/content/schema";
import { bodyHeadings, itemWith } from "@/tests/content-items";
import { listBuiltPages } from "@/pipeline/output/built-pages";
import {
  katakanaNames,
  katakanaCompound,
  keptEndingStart,
  longestKeptKatakana,
  longestNarrowWord,
  longestNameWord,
  longestWholeRun,
  longestWideRun,
  nameWordEdge,
} from "@/lib/typography/keep-together";
import { content, expect, localizePath, ownWidth, reachForIsland, site, t, test } from "./fixtures";
import { test as formServiceTest } from "./form-service";
import { katakanaSplits, nameSplits, placeSplits, raggedWordSplits, unitSplits } from "./word-breaks";
import { readPlaceNames } from "@/pipeline/typography/typeset";
import { headingFontClass, headingFontStorageKey } from "@/lib/typography/heading-font";
import { justifiedSpread, linesSet } from "./justified-spread";
import { loosest } from "@/browser/loose-lines";
import { isShortCardCopy } from "@/components/typography/card-copy";
import { linesOf, paragraphEnds, shortLines, strandedEnds, type ShortLine } from "./line-ends";

// The service whose Japanese title has the most phrases: its heading is the one most likely to wrap.
const longestService = [...content.collections.services.jp].sort(
  (a, b) => splitPhrases(b.data.title).length - splitPhrases(a.data.title).length,
)[0]!;
const japanesePages = [
  "/jp",
  "/jp/services",
  localizePath(routes.item("services", longestService.slug), "jp"),
  "/jp/investment/approach",
  "/jp/about/our-mission",
  localizePath(routes.item("insights", content.collections.insights.jp[0]!.slug), "jp"),
];
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** The fonts Chromium really drew an element's text with (not just the CSS list). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Opens a page and returns the paths of the font files it requested once its fonts are ready. */
async function openCountingFonts(page: Page, url: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

test("a Japanese page is drawn in the system's Japanese face, Latin included, and downloads no font", async ({
  page,
}) => {
  const fonts = await openCountingFonts(
    page,
    localizePath(routes.item("services", longestService.slug), "jp"),
  );
  const family = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toMatch(/^"Noto Sans CJK JP".*"Hiragino Sans".*"Yu Gothic"/);
  const systemJapanese = /Hiragino|Yu ?Gothic|Meiryo|Noto Sans CJK JP|Noto Sans JP/;
  expect((await renderedFonts(page, "h1")).some((name) => systemJapanese.test(name))).toBe(true);
  // Latin on the same page (the EN toggle) uses the same face: nothing to fetch, nothing re-flows.
  const toggle = await renderedFonts(page, '[data-testid="language-toggle"]');
  expect(toggle.length).toBeGreaterThan(0);
  expect(toggle.every((name) => systemJapanese.test(name))).toBe(true);
  expect(fonts).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
});

// The English pages whose headings hold the most kinds of letters: the home page, every project whose title
// has a letter outside ASCII (a Vietnamese place name such as Bến Tre; none, nothing more to check), an article
// with headings in its body, a service with its tagline.
const headingPages = [
  "/",
  ...content.collections.projects.en
    .filter((project) => /[^\x00-\x7f]/.test(project.data.title))
    .map((project) => routes.item("projects", project.slug)),
  routes.item("insights", content.collections.insights.en[0]!.slug),
  // A service's tagline over its artwork is display text in the face.
  routes.item("services", content.collections.services.en[0]!.slug),
];

/** The faces Chromium drew the letters of every English heading in (Japanese parts and icons aside). */
async function headingFaces(page: Page): Promise<{ faces: string[]; nodes: number; bodyFaces: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector:
      ":is(h1, h2, h3, [data-heading-face]):not([lang=ja]), :is(h1, h2, h3, [data-heading-face]) :not([lang=ja], [lang=ja] *, svg, svg *)",
  });
  const faces = new Set<string>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) {
      // The face's own name ("Hanken Grotesk SemiBold"); another face is named with the text it drew.
      if (/^Hanken Grotesk/.test(font.familyName)) faces.add("Hanken Grotesk");
      else {
        const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
        faces.add(`${font.familyName} (${font.glyphCount} glyphs in ${outerHTML.slice(0, 160)})`);
      }
    }
  }
  // Running text: every paragraph, list item and quote of the main column, Japanese parts aside.
  const { nodeIds: paragraphs } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "main :is(p, li, blockquote):not([lang=ja], [lang=ja] *)",
  });
  const bodyFaces = new Set<string>();
  for (const nodeId of paragraphs) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) {
      if (/^Hanken Grotesk/.test(font.familyName)) bodyFaces.add("Hanken Grotesk");
      else {
        const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
        bodyFaces.add(`${font.familyName} (${font.glyphCount} glyphs in ${outerHTML.slice(0, 160)})`);
      }
    }
  }
  await cdp.detach();
  return { faces: [...faces], nodes: nodeIds.length, bodyFaces: [...bodyFaces] };
}

for (const url of headingPages) {
  test(`an English page draws every heading letter in the brand's face, fetched after the page has loaded (${url})`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    // The enhancements fetch the faces once the first screen is painted and leave a note for the next pages.
    await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
    expect(fonts.toSorted()).toEqual([
      expect.stringMatching(/^\/assets\/kizuna-heading-[0-9a-f]{8}\.woff2$/),
      expect.stringMatching(/^\/assets\/kizuna-text-[0-9a-f]{8}\.woff2$/),
    ]);
    for (const font of fonts) {
      const [fontStart, loaded] = await page.evaluate((path) => {
        const entry = performance
          .getEntriesByType("resource")
          .find((resource) => resource.name.endsWith(path))!;
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return [entry.startTime, navigation.loadEventEnd];
      }, font);
      expect(fontStart).toBeGreaterThan(loaded);
    }
    // This page may have kept its fallbacks, where the swap would have moved what was on screen (the test below);
    // read again, it uses the faces from its first paint.
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bheading-font\b/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(
      /^"Kizuna Heading", "Kizuna Heading Fallback", "Liberation Sans", system-ui/,
    );
    expect(
      await page
        .locator("main p")
        .first()
        .evaluate((p) => getComputedStyle(p).fontFamily),
    ).toMatch(/^"Kizuna Text", "Kizuna Text Fallback", "Liberation Sans", system-ui/);
    // Chromium's own account of the faces it drew: the subsets have every letter the page uses, so none
    // falls back to another face, in the headings or in the running text.
    const { faces, nodes, bodyFaces } = await headingFaces(page);
    expect(nodes).toBeGreaterThan(3);
    expect(faces).toEqual(["Hanken Grotesk"]);
    expect(bodyFaces).toEqual(["Hanken Grotesk"]);
  });
}

test("the next English page uses the heading face from its first paint, from the cache", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
  await page.goto("/services", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  // Set by the head's script, before the body was parsed.
  expect(await page.evaluate(() => document.documentElement.classList.contains("heading-font"))).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect((await headingFaces(page)).faces).toEqual(["Hanken Grotesk"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("English headings ask for the face at once and draw in it", async ({ page }) => {
    await page.goto("/about", { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const { faces, bodyFaces } = await headingFaces(page);
    expect(faces).toEqual(["Hanken Grotesk"]);
    expect(bodyFaces).toEqual(["Hanken Grotesk"]);
  });
});

// Chromium's layout-shift entries from the page's start, summed when asked.
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
const layoutShiftTotal = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((total, shift) => total + shift, 0),
  );

for (const width of [390, 1440])
  test(`swapping in the faces on a first visit moves no more than a CLS of 0.01 (${width} px) ${ownWidth(width)}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await recordLayoutShifts(page);
    await page.goto(routes.item("insights", content.collections.insights.en[0]!.slug));
    await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
    await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

// Any title can hold a word more per line in the fallback than in the face, and a heading that gains a line pushes
// what is under it. Here the page's heading grows by a line's height once the faces are on: the page keeps its
// fallbacks instead, and the next page uses the faces from its first paint.
test("a swap that would move what is on screen waits for the next page", async ({ page }) => {
  await recordLayoutShifts(page);
  await page.addInitScript((name) => {
    // Through the style sheet's own interface: the page's policy refuses a <style> it has no hash for.
    addEventListener("DOMContentLoaded", () => {
      const sheet = document.styleSheets[0]!;
      sheet.insertRule(`.${name} h1{padding-top:1.2em}`, sheet.cssRules.length);
    });
  }, headingFontClass);
  await page.goto("/about");
  await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.evaluate(() => document.documentElement.classList.contains("heading-font"))).toBe(false);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  await page.goto("/services", { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
  expect(await page.evaluate(() => document.documentElement.classList.contains("heading-font"))).toBe(true);
});

// A first page that kept its fallbacks tries the faces again whenever what is on screen changes (browser/faces.ts):
// here the page's heading would move down three lines once the faces are on, so the swap waits; once the visitor has
// scrolled it out of sight, the faces come in, and Chromium's own layout-shift entries record no move over a
// thousandth for it. A page whose every screen would move (here the whole main content) keeps its fallbacks to the end.
const moveOnSwap = (page: Page, selector: string) =>
  page.addInitScript(
    ([name, selector]) => {
      // Through the style sheet's own interface: the page's policy refuses a <style> it has no hash for.
      addEventListener("DOMContentLoaded", () => {
        const sheet = document.styleSheets[0]!;
        sheet.insertRule(`.${name} :is(${selector}){position:relative;top:3em}`, sheet.cssRules.length);
      });
      const shifts: [number, number][] = [];
      Object.assign(window, { timedShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push([entry.startTime, entry.value]);
      }).observe({ type: "layout-shift", buffered: true });
    },
    [headingFontClass, selector],
  );
const facesOn = (page: Page) =>
  page.evaluate((name) => document.documentElement.classList.contains(name), headingFontClass);
/** Scrolls to the end of the page as a visitor does, a wheel step of most of a screen at a time. */
async function scrollToEnd(page: Page) {
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  while (!(await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 2))) {
    await page.mouse.wheel(0, Math.round(height * 0.8));
    await page.waitForTimeout(300);
  }
}
/** The largest layout shift Chromium recorded since `since` (performance.now()). */
const largestShiftSince = (page: Page, since: number) =>
  page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(window as unknown as { timedShifts: [number, number][] }).timedShifts
          .filter(([time]) => time >= since)
          .map(([, value]) => value),
      ),
    since,
  );

test("a first page that kept its fallbacks takes the faces once a scroll has moved what would shift", async ({
  page,
}) => {
  await moveOnSwap(page, "h1");
  await page.goto("/services");
  await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await facesOn(page)).toBe(false);
  const scrolledAt = await page.evaluate(() => performance.now());
  await scrollToEnd(page);
  await expect.poll(() => facesOn(page)).toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  expect(await largestShiftSince(page, scrolledAt)).toBeLessThanOrEqual(0.001);
});

test("a first page whose every screen would move keeps its fallbacks, and nothing shifts", async ({
  page,
}) => {
  await moveOnSwap(page, "main");
  await page.goto("/services");
  await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
  const loadedAt = await page.evaluate(() => performance.now());
  await scrollToEnd(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
  expect(await facesOn(page)).toBe(false);
  expect(await largestShiftSince(page, loadedAt)).toBeLessThanOrEqual(0.001);
});

test("an article's pull quote is set upright in the text face, not slanted by the browser", async ({
  page,
}) => {
  const article = content.collections.insights.en.find((entry) => /^>/m.test(entry.body))!;
  await page.goto(routes.item("insights", article.slug));
  // A first visit may keep its fallbacks until a scroll (browser/faces.ts); read again, the page has the faces from
  // its first paint.
  await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bheading-font\b/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const quote = page.locator("main blockquote").first();
  expect(await quote.evaluate((element) => getComputedStyle(element).fontStyle)).toBe("normal");
  expect((await headingFaces(page)).bodyFaces).toEqual(["Hanken Grotesk"]);
});

test("a long Japanese heading is set in phrases: <wbr> between them, the text as written", async ({
  page,
}) => {
  await page.goto(localizePath(routes.item("services", longestService.slug), "jp"));
  const h1 = page.locator("h1");
  expect(await h1.evaluate((element) => element.textContent)).toBe(longestService.data.title);
  expect(await h1.locator("wbr").count()).toBeGreaterThan(0);
  expect(await h1.locator(".phrases").evaluate((element) => getComputedStyle(element).wordBreak)).toBe(
    "keep-all",
  );
});

for (const url of japanesePages) {
  test(`no line break falls inside a phrase, and nothing overflows (${url})`, async ({ page }) => {
    await page.goto(url);
    const report = await page.evaluate(() => {
      const allowedBefore = /[\s、。，．・：；！？）」』】〉》,.:;!?)\]\-–—/]/u;
      // A line may begin with an opening bracket, as in print.
      const openingBracket = /[「『（【〈《(\[]/u;
      const headings = [...document.querySelectorAll<HTMLElement>("main .phrases")];
      const split: string[] = [];
      let withBreaks = 0;
      let looseStyle = 0;
      for (const heading of headings) {
        if (!heading.getClientRects().length) continue;
        // Phrases are the runs of text between two break opportunities (<wbr>).
        const phrases: { node: Text; start: number; end: number }[][] = [[]];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.nodeType !== Node.TEXT_NODE) {
            if (node.nodeName === "WBR") phrases.push([]);
            continue;
          }
          const text = node as Text;
          if (text.data.length) phrases.at(-1)!.push({ node: text, start: 0, end: text.data.length });
        }
        if (phrases.length > 1) withBreaks++;
        const style = getComputedStyle(heading);
        if (style.wordBreak !== "keep-all") looseStyle++;
        const fontSize = parseFloat(style.fontSize);
        const width = heading.parentElement!.getBoundingClientRect().width;
        for (const phrase of phrases) {
          let previous: { top: number; character: string } | undefined;
          let phraseWidth = 0;
          let brokenInside = false;
          for (const { node, start, end } of phrase) {
            for (let index = start; index < end; index++) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const rect = range.getBoundingClientRect();
              phraseWidth += rect.width;
              // A space the line break took has no width: it still comes before the next line.
              if (!rect.width) {
                if (previous && /\s/u.test(node.data[index]!)) previous.character = node.data[index]!;
                continue;
              }
              // A new line inside a phrase is fine only after punctuation or a space, or before an opening bracket (as in print).
              if (
                previous &&
                Math.abs(rect.top - previous.top) > fontSize / 2 &&
                !allowedBefore.test(previous.character) &&
                !openingBracket.test(node.data[index]!)
              )
                brokenInside = true;
              previous = { top: rect.top, character: node.data[index]! };
            }
          }
          // Only a phrase wider than its box may break anywhere (overflow-wrap: anywhere).
          if (brokenInside && phraseWidth < width - 1) {
            split.push(phrase.map(({ node, start, end }) => node.data.slice(start, end)).join(""));
          }
        }
      }
      return {
        split,
        withBreaks,
        looseStyle,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(report.withBreaks).toBeGreaterThan(0);
    expect(report.looseStyle).toBe(0);
    expect(report.split).toEqual([]);
    expect(report.scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
}

// Every Japanese page with headings or card titles: none of them ends on a line of one or two characters.
const shortCopyPages = [
  ...japanesePages,
  "/jp/about/our-team",
  "/jp/partners",
  "/jp/insights",
  "/jp/projects",
  "/jp/investment/portfolios",
  "/jp/investment/different",
  "/jp/investment/process",
  "/jp/investment/right-investor",
  ...content.collections.services.jp.map((service) =>
    localizePath(routes.item("services", service.slug), "jp"),
  ),
];

test("at 390 px no Japanese heading, card title or other short copy ends on a line of one or two characters @phone-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stranded: string[] = [];
  for (const url of shortCopyPages) {
    await page.goto(url);
    const found = await page.evaluate(() => {
      // Punctuation and closing brackets do not count: a line of 「す。」 has one character.
      const notCounted = /[\s、。，．・：；！？）」』】〉》,.:;!?)\]]/u;
      const result: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(
        // Buttons and chips carry .phrase (components/ui/button.ts); links inside running text are not short copy,
        // nor is a lead set as running text (.running: its ending is checked as running text's, gates.spec.ts).
        ":is(main, footer) :is(h1, h2, h3, h4, .phrase:not(:has(> .running)), li h2, li h3)",
      )) {
        if (
          !element.getClientRects().length ||
          !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(element.textContent ?? "")
        )
          continue;
        const fontSize = parseFloat(getComputedStyle(element).fontSize);
        // Each visible character with the bottom of its line box (baseline-aligned numerals share it).
        const characters: { character: string; bottom: number }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width) characters.push({ character: node.data[index]!, bottom: rect.bottom });
          }
        }
        const last = Math.max(...characters.map(({ bottom }) => bottom));
        const first = Math.min(...characters.map(({ bottom }) => bottom));
        if (last - first < fontSize / 2) continue; // one line
        const lastLine = characters
          .filter(({ bottom }) => last - bottom < fontSize / 2)
          .map(({ character }) => character)
          .join("");
        if ([...lastLine].filter((character) => !notCounted.test(character)).length <= 2)
          result.push(`${element.tagName}: ${element.textContent} → last line "${lastLine}"`);
      }
      return result;
    });
    stranded.push(...found.map((line) => `${url} ${line}`));
  }
  expect(stranded).toEqual([]);
});

test("a Japanese article's running text keeps a measure of about 35 to 40 characters on a wide screen @desktop-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Not simply the newest article: a writer's new one may be a few paragraphs long.
  const article = itemWith(
    content,
    "insights",
    "jp",
    "article of three paragraphs or more",
    (item) => item.body.split(/\n\s*\n/).filter((block) => /^[^\s#*|<>!\-\d]/u.test(block.trim())).length > 2,
  );
  await page.goto(localizePath(routes.item("insights", article.slug), "jp"));
  const measures = await page
    .locator("main .prose-body > p")
    .evaluateAll((paragraphs) =>
      paragraphs.map((p) => p.getBoundingClientRect().width / parseFloat(getComputedStyle(p).fontSize)),
    );
  expect(measures.length).toBeGreaterThan(2);
  for (const measure of measures) {
    expect(measure).toBeGreaterThanOrEqual(34);
    expect(measure).toBeLessThanOrEqual(40.5);
  }
});

/** A paragraph written into the page's body, its dotted compound (in the markup the build gives a long one) set
    to straddle the end of the first line: on which lines its characters fall, and how far short of the column's
    end the first line stops. Crafted, not read from the content, so it holds whatever the content says. */
async function straddlingCompound(page: Page, compound: string, className: string) {
  return page
    .locator("main .prose-body")
    .first()
    .evaluate(
      (body, { compound, className }) => {
        const paragraph = document.createElement("p");
        body.append(paragraph);
        const fontSize = parseFloat(getComputedStyle(paragraph).fontSize);
        const columns = Math.floor(paragraph.getBoundingClientRect().width / fontSize);
        const keep = document.createElement("span");
        keep.className = className;
        keep.textContent = compound;
        paragraph.append("あ".repeat(columns - 4), keep, "について定めます。");
        const bottoms = [...compound].map((_, index) => {
          const range = document.createRange();
          range.setStart(keep.firstChild!, index);
          range.setEnd(keep.firstChild!, index + 1);
          return Math.round(range.getBoundingClientRect().bottom);
        });
        paragraph.style.textAlign = "start";
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const firstLine = Math.min(...rects.map((rect) => rect.bottom));
        const firstLineEnd = Math.max(
          ...rects
            .filter((rect) => Math.abs(rect.bottom - firstLine) < fontSize / 2)
            .map((rect) => rect.right),
        );
        const shortfall = (paragraph.getBoundingClientRect().right - firstLineEnd) / fontSize;
        paragraph.remove();
        return { lines: new Set(bottoms).size, firstLineShort: shortfall };
      },
      { compound, className },
    );
}

test("a long dotted compound breaks as running text on a phone and stays whole on a wide screen", async ({
  page,
}) => {
  await page.goto("/jp/privacy");
  const phone = page.viewportSize()!.width < 640;
  const long = await straddlingCompound(page, "ドラッグ・アロング", "keep long");
  const short = await straddlingCompound(page, "建設・インフラ", "keep");
  // A short compound always moves whole; a long one splits on a phone, leaving the line before it full but for
  // the column's fraction of a character and a character that kinsoku takes along (no line starts with ッ).
  expect(short.lines).toBe(1);
  expect(long.lines).toBe(phone ? 2 : 1);
  if (phone) expect(long.firstLineShort).toBeLessThan(2);
});

test("a katakana word in ragged copy stays on one line, in a narrow column too; in justified text it may break", async ({
  page,
}) => {
  // The investor page's cards name investors by loanwords (family office, developer); the footer's notes, set
  // ragged, have loanwords too (scheme, project). A narrow column (cards, steps) breaks as print does since stop 66,
  // a katakana word of up to four letters whole and a longer one never within two letters of its ends (kept whole,
  // maruisutoon left a card's line five characters short; split anywhere, de|beroppaa read as a mistake).
  await page.goto(localizePath(routes.investmentRightInvestor, "jp"));
  const words = await page
    .locator("main .kana:not(.kana .kana), footer .kana:not(.kana .kana)")
    .evaluateAll((spans) =>
      spans.map((span) => {
        const block = span.closest("p, li, dd, blockquote, figcaption")!;
        const linesOf = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const style = (element: Element) => getComputedStyle(element);
        return {
          word: span.textContent,
          loose: span.classList.contains("loose"),
          justified: style(block).textAlign === "justify",
          narrow: span.closest('[data-column="narrow"]') !== null,
          lines: linesOf(span),
          // Its two-letter ends (a longer word's inner .kana spans), each on one line and kept so.
          ends: [...span.querySelectorAll(".kana")].map((end) => ({
            lines: linesOf(end),
            kept: style(end).whiteSpace === "nowrap",
          })),
          // Kept whole: on one line (nowrap), or in a lead set by phrases, which breaks only between them
          // (keep-all; overflow-wrap is the net for a phrase wider than the column).
          wraps: style(span).whiteSpace !== "nowrap" && style(span).wordBreak !== "keep-all",
        };
      }),
    );
  const ragged = words.filter((word) => !word.justified);
  const narrow = ragged.filter((word) => word.narrow);
  expect(narrow.length).toBeGreaterThan(0);
  expect(ragged.filter((word) => !word.narrow).length).toBeGreaterThan(0);
  // Ragged, every word is whole, in a narrow column too (stop 79: a card split famirii ofisu and deberoppaa).
  expect(ragged.filter((word) => !word.narrow && (word.lines > 1 || word.wraps))).toEqual([]);
  expect(narrow.filter((word) => word.word!.length >= 5).length).toBeGreaterThan(0);
  expect(narrow.filter((word) => word.lines > 1 || word.wraps)).toEqual([]);
  // In justified text (stop 75) a word of four letters or more breaks only between its kept ends, a word of two or three
  // stays whole, and one kinsoku would hold whole (`.loose`) breaks as print does.
  const justified = words.filter((word) => word.justified);
  expect(justified.filter((word) => word.ends.length === 2 && !word.loose).length).toBeGreaterThan(0);
  expect(justified.filter((word) => word.wraps !== (word.ends.length === 2 || word.loose))).toEqual([]);
  expect(
    justified.filter((word) => !word.loose && word.ends.some((end) => end.lines > 1 || !end.kept)),
  ).toEqual([]);
});

// Stop 75 (the stop-72 review's finding 2): a katakana word split across two lines of justified text never leaves one
// letter alone on either (purojeku | to, | to at a line's start), on any Japanese page, at a phone's width and a wide
// screen's; a word strict kinsoku would hold whole otherwise (`.loose`: su | kiimu) breaks as print does.
test("no justified Japanese line starts or ends with one letter of a katakana word", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  const single: string[] = [];
  let splits = 0;
  for (const url of builtJapanesePages) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const split of await katakanaSplits(page)) {
      splits++;
      if (!split.allowed) single.push(`${url} ${split.at}`);
    }
  }
  // Words still break, between their kept ends: justification needs the room (stop 71).
  expect(splits).toBeGreaterThan(isMobile ? 100 : 40);
  expect(single).toEqual([]);
});

// Stop 75 (the stop-72 review's finding 1) and stop 78: a place the copy writes in katakana (content/names.json) is
// whole up to ten characters with a direction before it and its administrative word after it (hoochimin, shingapooru,
// minami-ajia: the stop-78 designer read shinga | pooru and minami-a | jia as words split), a longer one broken only in
// its middle, at both widths.
test("a listed place of up to ten characters, with its direction, is never split", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  expect(places.length).toBeGreaterThan(0);
  const withPlaces = builtJapanesePages.filter((url) => {
    const file = path.join("dist/client", url === "/jp" ? "jp.html" : `${url.slice(1)}.html`);
    const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    return places.some((place) => html.includes(place));
  });
  expect(withPlaces.length).toBeGreaterThan(3);
  let found = 0;
  const broken: string[] = [];
  for (const url of withPlaces) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const result = await placeSplits(page, places);
    found += result.found;
    broken.push(...result.splits.map((split) => `${url} ${split}`));
  }
  expect(found).toBeGreaterThan(50);
  expect(broken).toEqual([]);
});

test("Japanese text on an English page is marked lang=ja", async ({ page }) => {
  await page.goto("/about");
  const unmarked = await page.evaluate((pattern) => {
    const japaneseText = new RegExp(pattern, "u");
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "");
      const attributes = ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? "");
      if ([...own, ...attributes].some((text) => japaneseText.test(text))) {
        if (element.closest("[lang]")?.getAttribute("lang") !== "ja")
          found.push(element.outerHTML.slice(0, 120));
      }
    }
    return found;
  }, japanese.source);
  expect(unmarked).toEqual([]);
  await expect(page.getByTestId("language-toggle")).toHaveAttribute("lang", "ja");
});

test("no invisible character in any page's text, attributes or title, in the built files or the live document", async ({
  page,
}) => {
  const files = fs.readdirSync("dist/client", { recursive: true, encoding: "utf8" });
  const html = files.filter((file) => file.endsWith(".html") && !file.startsWith("admin"));
  expect(html.filter((file) => file.startsWith("jp")).length).toBeGreaterThan(30);
  expect(
    html.filter((file) => invisibleCharacters.test(fs.readFileSync(path.join("dist/client", file), "utf8"))),
  ).toEqual([]);
  for (const url of ["/jp/projects", "/jp/investment/different", "/jp/about/our-team"]) {
    await page.goto(url);
    const live = await page.evaluate(
      (source) =>
        [...document.querySelectorAll("*")].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => new RegExp(source, "u").test(attribute.value))
            .map((attribute) => `${attribute.name}="${attribute.value}"`),
        ),
      invisibleCharacters.source,
    );
    expect(live).toEqual([]);
    expect(await page.title()).not.toMatch(invisibleCharacters);
  }
});

// English headlines with a hyphenated compound, at a phone's width: "Cross-/Border" and "Mixed-/Use" read as
// two words, so no heading line ends on a hyphen between letters. The home and right-investor pages, and every
// item whose title, hero title, name or body heading has such a compound (none, nothing more to check).
const hyphenatedCompound = /[A-Za-z]-[A-Za-z]/;
const hyphenatedHeadingPages = [
  "/",
  routes.investmentRightInvestor,
  ...(Object.keys(content.collections) as CollectionName[]).flatMap((name) =>
    content.collections[name].en
      .filter((item) =>
        [
          ...Object.entries(item.data)
            .filter(([field]) => ["title", "heroTitle", "name"].includes(field))
            .map(([, value]) => String(value)),
          ...bodyHeadings(item.body),
        ].some((heading) => hyphenatedCompound.test(heading)),
      )
      .map((item) => routes.item(name, item.slug)),
  ),
];

test("at 390 px no English heading breaks after the hyphen of a compound @phone-only", async ({ page }) => {
  // One page per item with such a heading: as many as the content has.
  test.setTimeout(15_000 * hyphenatedHeadingPages.length);
  await page.setViewportSize({ width: 390, height: 844 });
  const broken: string[] = [];
  for (const url of hyphenatedHeadingPages) {
    await page.goto(url);
    const found = await page.evaluate(() => {
      const result: string[] = [];
      let hyphens = 0;
      for (const heading of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3)")) {
        const text = heading.textContent ?? "";
        if (!heading.getClientRects().length || !/[A-Za-z]-[A-Za-z]/.test(text)) continue;
        const fontSize = parseFloat(getComputedStyle(heading).fontSize);
        // Each character with the bottom of its box (no helper functions in here, see line-ends.ts).
        const characters: { character: string; bottom: number }[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            characters.push({ character: node.data[index]!, bottom: range.getBoundingClientRect().bottom });
          }
        for (let i = 1; i < characters.length - 1; i++) {
          if (characters[i]!.character !== "-") continue;
          hyphens++;
          if (characters[i + 1]!.bottom - characters[i]!.bottom > fontSize / 2)
            result.push(`${heading.tagName}: ${text}`);
        }
      }
      return { result, hyphens };
    });
    expect(found.hyphens, `${url} has a hyphenated heading to check`).toBeGreaterThan(0);
    broken.push(...found.result.map((line) => `${url} ${line}`));
  }
  expect(broken).toEqual([]);
});

// Tables in writers' bodies: on a phone a row is a card and each cell sits under its column's name, so no
// column is squeezed to a character a line (場/面, 出/口); from a tablet's width up, a table.
const articleWithTable = itemWith(content, "insights", "jp", "article with a table in its body", (article) =>
  /^\|/m.test(article.body),
);

test("a body table is stacked as cards on a phone, each cell under its column's name @phone-only", async ({
  page,
}) => {
  for (const locale of ["en", "jp"] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizePath(routes.item("insights", articleWithTable.slug), locale));
    const table = page.locator("main .prose-body table").first();
    const header = await table.locator("th").allTextContents();
    const cells = table.locator("tbody tr").first().locator("td");
    await expect(cells.first()).toHaveAttribute("data-label", header[0]!);
    const [first, second] = [(await cells.nth(0).boundingBox())!, (await cells.nth(1).boundingBox())!];
    expect(second.x).toBe(first.x);
    expect(second.y).toBeGreaterThan(first.y);
    expect(first.width).toBeGreaterThan(300);
    await page.setViewportSize({ width: 1280, height: 800 });
    const [wideFirst, wideSecond] = [
      (await cells.nth(0).boundingBox())!,
      (await cells.nth(1).boundingBox())!,
    ];
    expect(wideSecond.x).toBeGreaterThan(wideFirst.x);
  }
});

// Justified Japanese lines are solid (stop 76, measured by width: justified-spread.ts): justification adds at most
// `loosest` (0.12 em) beside any character of any justified line of any Japanese page, at 390 px (the phone project),
// and at 1280 and 1440 px (the desktop project), with no line excused. Until stop 76 the test allowed 0.16 em and
// excused a line before a Latin word, a number, a name's word, a kept katakana unit or a block's last characters, and
// the stop-76 designer found such lines letter-spaced at 390 px: "bi su - ra i se n su ( capital markets" (0.39 em) on
// Important Information, the privacy notice's first lines (0.27 and 0.35 em), the Ben Tre page (0.19), the Vietnam
// article's bullets (0.20 and 0.125) and the home page's services (0.127). Such a line now ends in a forced break and is
// set to the start (browser/loose-lines.ts); the test also holds that no line is so that justified would not be
// letter-spaced. Each check fails without the script (justified, the lines above stay spread).
/** The places the Japanese copy writes in katakana (content/names.json). */
const places = readPlaceNames();
const builtJapanesePages = listBuiltPages("dist/client")
  .map((built) => built.url)
  .filter((url) => url.startsWith("/jp") && !url.endsWith("/404"));
test("no justified Japanese line is letter-spaced, and a line is set to the start only where justified it would be", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(480_000);
  expect(builtJapanesePages.length).toBeGreaterThan(30);
  const loose: string[] = [];
  const needless: string[] = [];
  // Justification waits for the fitting (stop 78), which moves characters along their lines: a shift Chromium counts.
  await recordLayoutShifts(page);
  const shifted: string[] = [];
  for (const width of isMobile ? [390] : [1280, 1440]) {
    if (!isMobile) await page.setViewportSize({ width, height: 900 });
    let measured = 0;
    for (const url of builtJapanesePages) {
      await page.goto(url);
      await linesSet(page);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shift = await layoutShiftTotal(page);
      if (shift >= 0.01) shifted.push(`${shift.toFixed(4)} ${width} px ${url}`);
      const lines = await justifiedSpread(page);
      measured += lines.length;
      for (const { block, line, next, spread, wouldSpread, end } of lines) {
        if (end === "wrap" && spread > loosest)
          loose.push(`${spread.toFixed(3)} em ${width} px ${url} [${block}] ${line} | ${next}`);
        if (end === "loose-break" && wouldSpread <= loosest)
          needless.push(`${wouldSpread.toFixed(3)} em ${width} px ${url} [${block}] ${line} | ${next}`);
      }
    }
    expect(measured).toBeGreaterThan(isMobile ? 1500 : 900);
  }
  expect.soft(loose, "letter-spaced lines").toEqual([]);
  expect.soft(needless, "lines set to the start that justified would be solid").toEqual([]);
  expect.soft(shifted, "pages whose fitting moved a CLS of 0.01 or more").toEqual([]);
});

// Stop 80 (the stop-78 designer's MUST-FIX 1): justified Japanese running text has no hole but where a unit DECISIONS
// keeps whole does not fit. A line ends more than 10 % of the measure short where what starts the next line did not
// fit and justification would letter-space it, so the fitting set it to the start (browser/loose-lines.ts): before
// stop 80, 214 lines at 390 px, among them a quoted title (nihongo no peeji de 'kikan toushika' | 'nintei
// toushika', 29 % short), a place after its direction (toonan-ajia, | minami-ajia), a linked title held to its phrases
// (purojekuto suikou shien・| konsutorakushon manejimento, 45 % short) and 60 lines two characters short of a
// 20-character line, which justified read as solid. Each such unit now gives between its words on a phone, and a line
// two characters short is justified. What is left is named: before a date, a number with its unit or a law's number
// (`number`), a name or a place (`name`), a Latin word (`latin`), a paragraph's kept last characters (`ending`), or
// anything else (`other`: a kept word of kanji, a katakana word kept by its ends, an honorific with its noun). Each
// kind may leave at most a share of the lines measured, a little above what was measured on 2026-12-03 (docs/design.md,
// stop 80: at 390 px 17 number, 41 name, 2 Latin, 54 ending and 43 other holes in about 2,880 lines), and no line of a
// justified block may end more than half short. Shares, not counts: a writer's new paragraph with a name in it must
// not fail CI, while a change that brings holes back across the site does. Fails on main before stop 80 (214 holes in
// 2,879 lines at 390 px, 7.4 %; 「...」 lines 57 % full).
const mostHoles = {
  390: { number: 0.01, name: 0.02, latin: 0.0025, ending: 0.025, other: 0.02, all: 0.06 },
  1440: { number: 0.005, name: 0.005, latin: 0.0025, ending: 0.01, other: 0.01, all: 0.02 },
} as const;
test("justified Japanese running text has holes only where a unit kept whole does not fit", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(480_000);
  const width = isMobile ? 390 : 1440;
  if (!isMobile) await page.setViewportSize({ width, height: 900 });
  const holes: Record<ShortLine["kind"], string[]> = {
    number: [],
    name: [],
    latin: [],
    ending: [],
    other: [],
  };
  const deep: string[] = [];
  let measured = 0;
  for (const url of builtJapanesePages) {
    await page.goto(url);
    await linesSet(page);
    const found = await shortLines(page);
    measured += found.measured;
    for (const { share, line, next, kind } of found.short) {
      const said = `${(100 * share).toFixed(0)} % ${url} ${line} | ${next}`;
      holes[kind].push(said);
      if (share < 0.5) deep.push(said);
    }
  }
  expect(measured).toBeGreaterThan(isMobile ? 2500 : 1200);
  const share = (count: number) => count / measured;
  for (const kind of Object.keys(holes) as ShortLine["kind"][])
    expect
      .soft(share(holes[kind].length), `holes before ${kind}: ${holes[kind].join("\n")}`)
      .toBeLessThanOrEqual(mostHoles[width][kind]);
  const all = Object.values(holes).flat();
  expect
    .soft(share(all.length), `all holes: ${all.length} of ${measured} lines`)
    .toBeLessThanOrEqual(mostHoles[width].all);
  expect.soft(deep, "lines less than half full").toEqual([]);
});

// Stop 79 (the stop-78 designer's MUST-FIX 2): ragged Japanese keeps its words whole. A service page's audience cards,
// set ragged, split famirii | ofisu, ekui | ti and debe | roppaa at 1440 px: every ragged block of every Japanese page,
// at both widths, breaks no katakana word.
test("no ragged Japanese block splits a katakana word", async ({ page, isMobile }) => {
  test.setTimeout(480_000);
  const katakana = /[\p{Script=Katakana}\u30fc]\|[\p{Script=Katakana}\u30fc]/u;
  const splits: string[] = [];
  let blocks = 0;
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  for (const url of builtJapanesePages) {
    await page.goto(url);
    await linesSet(page);
    const found = await raggedWordSplits(page, "main :is(p, li, dd, blockquote, figcaption)");
    blocks += found.blocks;
    for (const { block, at } of found.splits) if (katakana.test(at)) splits.push(`${url} [${block}] ${at}`);
  }
  expect(blocks).toBeGreaterThan(100);
  expect(splits).toEqual([]);
});

// Stop 79 (the stop-78 designer's MUST-FIX 3): one rule for proportional metrics (palt): the page's and a section's
// titles (h1, h2), and nothing else: not a card's or a panel's title, a list, a lead or body text. The home page set
// a service's name full width in its list and in palt in the panel beside it; its lead squeezed 、 and 。.
test("Japanese display titles alone are set in proportional metrics", async ({ page }) => {
  const offenders: string[] = [];
  let titles = 0;
  for (const url of [
    "/jp",
    localizePath(routes.item("services", longestService.slug), "jp"),
    "/jp/investment/approach",
  ]) {
    await page.goto(url);
    const found = await page.evaluate(() => {
      const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
      const wrong: string[] = [];
      let titles = 0;
      for (const element of document.querySelectorAll<HTMLElement>("main *, header *")) {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && japanese.test(node.textContent ?? ""),
        );
        const generated = japanese.test(element.dataset.displayText ?? "");
        if ((!own && !generated) || !element.closest('[lang="ja"]')) continue;
        const palt = getComputedStyle(element).fontFeatureSettings.includes("palt");
        const title = element.closest("h1, h2") !== null && !element.closest(".nakaguro");
        if (title) titles++;
        if (palt !== title)
          wrong.push(
            `${element.localName}.${element.className.toString().slice(0, 20)} ${palt ? "palt" : "solid"}: ${(element.textContent ?? "").slice(0, 16)}`,
          );
      }
      return { wrong, titles };
    });
    titles += found.titles;
    offenders.push(...found.wrong.map((line) => `${url} ${line}`));
  }
  expect(titles).toBeGreaterThan(5);
  expect(offenders).toEqual([]);
});

// Stop 78: justification waits for the fitting, so a visitor without script (or before the chunk arrives) sees no
// letter-spaced line either: 203 lines at 390 px and 17 at 1440 were spread over `loosest` on 2026-12-03's main with
// script off. Each block is set to the start until fitted (styles.css, `text-justify: none`).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("no Japanese line is drawn letter-spaced", async ({ page, isMobile }) => {
    test.setTimeout(240_000);
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
    const loose: string[] = [];
    let measured = 0;
    for (const url of builtJapanesePages) {
      await page.goto(url);
      const lines = await justifiedSpread(page);
      measured += lines.length;
      for (const { block, line, next, spread, end } of lines)
        if (end === "wrap" && spread > loosest)
          loose.push(`${spread.toFixed(3)} em ${url} [${block}] ${line} | ${next}`);
    }
    expect(measured).toBeGreaterThan(isMobile ? 1500 : 700);
    expect(loose).toEqual([]);
  });
});

// The lines are fitted again when the width changes (a phone turned, a window resized): the breaks of the old width
// go at once, which no longer fall at a line's end, and the new lines are measured; and in an accordion's answer as it
// opens, which was not drawn when the page was measured (browser/loose-lines.ts).
test("Japanese lines are fitted again when the width changes and when an accordion opens @phone-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath(routes.importantInformation, "jp"));
  await linesSet(page);
  expect(Number(await page.evaluate(() => document.documentElement.dataset.looseLines))).toBeGreaterThan(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await linesSet(page);
    const lines = await justifiedSpread(page);
    expect(
      lines.filter(({ end, spread }) => end === "wrap" && spread > loosest),
      `${width} px`,
    ).toEqual([]);
    expect(
      lines.filter(({ end, wouldSpread }) => end === "loose-break" && wouldSpread <= loosest),
      `${width} px`,
    ).toEqual([]);
  }
  // Every answer of the FAQ, opened one at a time (one open at a time: <details name>).
  await page.goto(localizePath(routes.investmentDifferent, "jp"));
  await linesSet(page);
  const items = page.locator("main details:has(> summary)");
  expect(await items.count()).toBeGreaterThan(2);
  let opened = 0;
  for (let index = 0; index < (await items.count()); index++) {
    const item = items.nth(index);
    if (!(await item.evaluate((details) => (details as HTMLDetailsElement).open))) {
      // The script leaves its count again once the answer's lines are fitted.
      await page.evaluate(() => delete document.documentElement.dataset.looseLines);
      await item.locator("summary").click();
      await linesSet(page);
    }
    const lines = await justifiedSpread(page);
    expect(lines.filter(({ end, spread }) => end === "wrap" && spread > loosest)).toEqual([]);
    opened++;
  }
  expect(opened).toBeGreaterThan(2);
});

// Running text is solid (stop 76): every kana and kanji, and a comma or full stop between them, one em wide. The
// body's font-feature-settings "kern" (for English) reached Japanese text: Firefox ESR set every 、 and 。 half width
// and kerned kana down to 0.69 em (checked there by `npm run test:engines`), and Chromium, which kerns by default,
// drew ma, su and te 0.03 to 0.1 em narrow, so no line was a whole number of characters.
test("Japanese running text is solid: each kana, kanji, comma and full stop one em wide", async ({
  page,
}) => {
  const narrow: string[] = [];
  for (const url of [
    "/jp/about",
    jpItemUrl("insights", itemWith(content, "insights", "jp", "article").slug),
  ]) {
    await page.goto(url);
    narrow.push(
      ...(await page.locator("main :is(p, li)").evaluateAll((blocks) => {
        const found: string[] = [];
        const solid = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3001\u3002]/u;
        const letter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
        for (const block of blocks) {
          if (getComputedStyle(block).textAlign !== "justify" || !block.closest('[lang="ja"]')) continue;
          block.style.textAlign = "start";
          const text = block.textContent ?? "";
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          let offset = 0;
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            const style = getComputedStyle(node.parentElement!);
            const size = parseFloat(style.fontSize);
            // Bold text (a name in a list item) is drawn a little wider where the face has no bold to draw it in.
            const bold = parseInt(style.fontWeight, 10) >= 600;
            for (let index = 0; index < node.data.length; index++, offset++) {
              if (bold) continue;
              const character = node.data[index]!;
              // Punctuation beside punctuation or at a line's edge may be trimmed (text-spacing-trim): only a
              // comma or a full stop between two letters is measured.
              if (!solid.test(character)) continue;
              if (
                !letter.test(character) &&
                !(letter.test(text[offset - 1] ?? "") && letter.test(text[offset + 1] ?? ""))
              )
                continue;
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const { width } = range.getBoundingClientRect();
              if (width && Math.abs(width / size - 1) > 0.01)
                found.push(
                  `${text.slice(Math.max(0, offset - 3), offset + 3)}: ${character} ${(width / size).toFixed(2)} em`,
                );
            }
          }
          block.style.textAlign = "";
        }
        return found;
      })),
    );
  }
  expect(narrow).toEqual([]);
});

// A line the characters fill exactly holds them all (stop 76): at 16 px Chromium fitted one kanji fewer on such a line
// when its text was in several pieces (a kept run, a katakana word and a word of kanji are each a span), the pieces'
// widths, rounded, adding up to a hair more than the measure; justification then spread the line by a character's
// width, 0.055 em a gap (the home page's service texts at 390 px; 551 of 1,729 measured phone lines were one character
// short). The running text's letter-spacing of -0.002 em gives the hair back. 17 px, the articles' size, was not hit.
test("a justified Japanese line that its characters fill exactly holds them all, its text in spans or not", async ({
  page,
}) => {
  await page.goto(jpItemUrl("insights", itemWith(content, "insights", "jp", "article").slug));
  const lines = await page
    .locator("main .prose-body > p")
    .first()
    .evaluate((block) => {
      block.style.fontSize = "16px";
      const perLine = Math.round(block.getBoundingClientRect().width / 16);
      const kanji = "\u56fd\u969b\u5efa\u8a2d\u7ba1\u7406\u8a08\u753b";
      const text = Array.from({ length: perLine * 3 }, (_, index) => kanji[index % kanji.length]).join("");
      const counts: number[][] = [];
      // One piece, and in spans of three, as the build marks words.
      for (const piece of [text.length, 3]) {
        block.replaceChildren(
          ...Array.from({ length: text.length / piece }, (_, index) => {
            const span = document.createElement("span");
            span.textContent = text.slice(index * piece, (index + 1) * piece);
            return span;
          }),
        );
        const bottoms = new Map<number, number>();
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const bottom = Math.round(range.getBoundingClientRect().bottom);
            bottoms.set(bottom, (bottoms.get(bottom) ?? 0) + 1);
          }
        counts.push([...bottoms.values()]);
      }
      return { perLine, counts };
    });
  expect(lines.perLine).toBeGreaterThan(15);
  const full = [lines.perLine, lines.perLine, lines.perLine];
  expect(lines.counts).toEqual([full, full]);
});

// A middle dot is full width in a heading as in the text under it (stop 76): with the headings' proportional metrics
// (palt) it was about a third of an em, and a service's name read differently in its title and in its text.
test("a middle dot in a Japanese heading is as wide as in running text", async ({ page }) => {
  await page.goto("/jp/services");
  const widths = await page.evaluate(() => {
    const found: { heading: boolean; width: number; text: string }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p)")) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
        for (let index = 0; index < node.data.length; index++) {
          if (node.data[index] !== "\u30fb") continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const style = getComputedStyle(node.parentElement!);
          found.push({
            heading: /^H/.test(element.tagName),
            // Less the letter-spacing a heading adds to every character.
            width:
              (range.getBoundingClientRect().width - (parseFloat(style.letterSpacing) || 0)) /
              parseFloat(style.fontSize),
            text: (element.textContent ?? "").slice(0, 20),
          });
        }
    }
    return found;
  });
  expect(widths.filter(({ heading }) => heading).length).toBeGreaterThan(2);
  expect(widths.filter(({ heading }) => !heading).length).toBeGreaterThan(0);
  for (const { width, text } of widths) expect(width, text).toBeGreaterThan(0.98);
});

// Stop 76 (the designer's MUST-FIX 2 and 3): on every Japanese page, at 390 px and at 1280 and 1440 px, no line breaks
// inside a law's number (ketsugi dai 202/ | 2025/QH15 gou on the Ben Tre page at both widths), the firm's legal name
// (Kizuna Bridge Advisory Pte. | Ltd. at 1440 px, ( Kizuna | Bridge at 390 px), a place with its province (chabin |
// shou), a quoted title ("juuyou ji | kou", "ri | eki souhan no kaiji" at 1440 px), the honorific o or go and its noun
// (o | kyakusama) or a word of kanji at one of its ends (me | ron-misho); and no block ends on a last line of fewer than
// three characters besides punctuation (81 blocks ended on masu or shita and a full stop). Each rule is derived from
// the text (keep-together.ts); the test finds the units by patterns of its own (word-breaks.ts, `unitSplits`).
test("no law's number, legal name, place with its province, quoted title, honorific or word of kanji is split, and no block ends on fewer than three characters", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(480_000);
  const found: Record<string, number> = {};
  const splits: string[] = [];
  const stranded: string[] = [];
  for (const width of isMobile ? [390] : [1280, 1440]) {
    if (!isMobile) await page.setViewportSize({ width, height: 900 });
    for (const url of builtJapanesePages) {
      await page.goto(url);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const units = await unitSplits(page, { legalName: site.legalName, places });
      for (const [kind, count] of Object.entries(units.found)) found[kind] = (found[kind] ?? 0) + count;
      splits.push(...units.splits.map((split) => `${width} px ${url} ${split}`));
      for (const { text, lastLine } of strandedEnds(await paragraphEnds(page)))
        stranded.push(`${width} px ${url} ${text} → "${lastLine}"`);
    }
  }
  for (const kind of ["law's number", "legal name", "place", "quoted title", "honorific", "word of kanji"])
    expect(found[kind] ?? 0, kind).toBeGreaterThan(0);
  expect.soft(splits, "units split across lines").toEqual([]);
  expect.soft(stranded, "blocks ending on a line of fewer than three characters").toEqual([]);
});

// A lead or statement of more than three lines is running text (issue 45, stop 62: the right-investor hero, the home
// page's For Investors lead and the mission's closing statement, set by phrases, read like verse); phrase breaks and
// balance stay for titles and leads of up to three lines.
const leadPages = [
  "/jp",
  localizePath(routes.ourMission, "jp"),
  localizePath(routes.investmentRightInvestor, "jp"),
  localizePath(routes.investmentPortfolios, "jp"),
  localizePath(routes.search, "jp"),
  // The About introduction, a lead set large (display type).
  localizePath(routes.about, "jp"),
  // A centred message whose box asks for balanced lines (text-balance).
  localizePath(routes.contactThanks, "jp"),
];
test("a Japanese lead of more than three lines is set as running text, or by phrases where set large; short copy takes three lines at most", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  let running = 0;
  let display = 0;
  for (const url of leadPages) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const block of await page
      .locator(":is(main, footer) :is(p, li, dd, figcaption):has(> :is(.phrases, .running))")
      .all()) {
      if (!(await block.isVisible())) continue;
      const lines = await linesOf(block);
      const style = await block.evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          running: Boolean(element.querySelector(":scope > .running")),
          // Display copy: a lead set large in the heading face, and every lead (`.lead`, an investor hero's
          // `data-hero-lead`), which are set by phrases since 2026-11-30 (docs/design.md).
          // One rule at every width (stop 81): a lead past six lines on a phone too, where it was justified.
          display:
            Boolean(element.querySelector(":scope > .running")) &&
            element.matches("[data-heading-face], .lead, [data-hero-lead]"),
          textAlign: computed.textAlign,
          wordBreak: computed.wordBreak,
          features: computed.fontFeatureSettings,
          // Balanced (or "pretty") lines are evened out, and justification then spreads every one of them.
          wrapStyle: computed.textWrapStyle,
        };
      });
      const name = `${url} "${lines.join("").slice(0, 16)}…"`;
      if (style.display) {
        display++;
        // Display type: ragged at BudouX's phrases, never justified, no line ending inside a word, and no last line
        // of three characters or fewer (ma su.).
        if (style.textAlign === "justify") problems.push(`${name}: a display lead justified`);
        if (lines.length > 1 && [...lines.at(-1)!].length <= 3)
          problems.push(`${name}: last line "${lines.at(-1)}"`);
        const offBreaks = await block.evaluate((element) => {
          // Offsets of the text where a <wbr> stands, and where each line after the first begins.
          const breaks = new Set<number>([0]);
          const starts: number[] = [];
          let offset = 0;
          let bottom: number | undefined;
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.nodeName === "WBR") breaks.add(offset);
            if (node.nodeType !== Node.TEXT_NODE) continue;
            const text = node as Text;
            for (let index = 0; index < text.data.length; index++, offset++) {
              const range = document.createRange();
              range.setStart(text, index);
              range.setEnd(text, index + 1);
              const rect = range.getBoundingClientRect();
              if (!rect.width) continue;
              if (bottom !== undefined && rect.bottom - bottom > rect.height / 2) starts.push(offset);
              bottom = rect.bottom;
            }
          }
          const text = element.textContent ?? "";
          return starts
            .filter((start) => !breaks.has(start))
            .map((start) => `${text.slice(start - 4, start)}|${text.slice(start, start + 4)}`);
        });
        for (const split of offBreaks) problems.push(`${name}: a line break inside a phrase, ${split}`);
        continue;
      }
      if (!style.running) {
        if (lines.length > 3) problems.push(`${name}: short copy in ${lines.length} lines`);
        continue;
      }
      running++;
      // Justified, solid (no palt, no kerning: stop 76), breaking as print does, and its last line holds three
      // characters or more.
      if (
        style.textAlign !== "justify" ||
        style.wordBreak !== "normal" ||
        style.features !== '"kern" 0' ||
        style.wrapStyle !== "auto"
      )
        problems.push(`${name}: ${JSON.stringify(style)}`);
      if (lines.length > 1 && [...lines.at(-1)!].length < 3)
        problems.push(`${name}: last line "${lines.at(-1)}"`);
    }
  }
  // Home's leads are display copy since stop 65 (`.lead`); the mission's, portfolios' and search's running ones remain.
  expect(running).toBeGreaterThanOrEqual(1);
  expect(display).toBeGreaterThanOrEqual(4);
  expect(problems).toEqual([]);
});

// Interface strings end like any block: the search count at 390 px read 「…18件ありま｜す。」 (stop 61).
test("the Japanese search count never ends on a line of one or two characters @phone-only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath(routes.search, "jp"));
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  const main = page.getByRole("main");
  const field = main.getByRole("searchbox");
  const status = main.getByRole("status");
  // Queries of many lengths, so that the count's line breaks at every place near its end.
  const queries = [
    "\u6295\u8cc7",
    "\u30a4\u30f3\u30d5\u30e9",
    "\u5efa\u8a2d\u30d7\u30ed\u30b8\u30a7\u30af\u30c8",
    "\u30b7\u30f3\u30ac\u30dd\u30fc\u30eb",
    "\u30d7\u30ed\u30b8\u30a7\u30af\u30c8",
    "\u6295\u8cc7\u5bb6",
    "\u30ea\u30b9\u30af",
    "\u30d9\u30c8\u30ca\u30e0",
    "\u5408\u5f01\u4e8b\u696d",
    "\u30a8\u30b9\u30af\u30ed\u30fc",
    "\u30a4\u30f3\u30d5\u30e9\u6295\u8cc7",
    "\u30b8\u30e7\u30a4\u30f3\u30c8\u30d9\u30f3\u30c1\u30e3\u30fc",
  ];
  const short: string[] = [];
  let counted = 0;
  for (const query of queries) {
    await field.fill(query);
    await expect(status).toContainText(query);
    const text = (await status.textContent()) ?? "";
    if (text === t("jp", "search.none", { query })) continue;
    counted++;
    const lines = await linesOf(status);
    if (lines.length > 1 && [...lines.at(-1)!].length <= 2) short.push(`${lines.join("|")}`);
  }
  expect(counted).toBeGreaterThan(6);
  expect(short).toEqual([]);
});

// The ways to invest: when one card's title takes two lines, the red taglines under the titles still line up.
for (const locale of ["en", "jp"] as const)
  test(`the ways to invest line up their taglines across the row at 1440 px (${locale}) @desktop-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localizePath(routes.investmentPortfolios, locale));
    const cards = page.locator("#options ul > li");
    await expect(cards).toHaveCount(3);
    const taglines = await cards
      .locator(":scope > h3 + p")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    const titles = await cards
      .locator(":scope > h3")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    expect(taglines).toHaveLength(3);
    expect(Math.max(...titles) - Math.min(...titles)).toBeLessThan(1);
    expect(Math.max(...taglines) - Math.min(...taglines)).toBeLessThan(1);
  });

// Cards and step columns (`data-column="narrow"`, 12 to 18 characters a line) are set to the start with normal
// Japanese line breaking (stop-62 review, must-fix 1: justified, a moving word spread their lines by up to 0.6 em).
// Broken by phrases at stop 65, their lines ended up to 7 characters short (stop-65 review, MUST-FIX 2); since stop
// 66 they break as print does, a katakana word of up to ten letters and a word of two kanji kept whole, so every
// line but the last ends within two characters of the column. Every service page (audience cards and workflow
// steps), the investor pages' cards and About, at 390 px and 1440 px.
const narrowPages = [
  ...content.collections.services.jp.map((service) =>
    localizePath(routes.item("services", service.slug), "jp"),
  ),
  localizePath(routes.investmentPortfolios, "jp"),
  localizePath(routes.investmentRightInvestor, "jp"),
  localizePath(routes.investmentApproach, "jp"),
  localizePath(routes.about, "jp"),
];
/** A word a card keeps whole (KeptEnding.tsx, `.kanji`): a kanji first (after the honorific o- or go-), then kanji and
    kana. */
const narrowWord = /^[\u304a\u3054]?[\p{Script=Han}\u3005][\p{Script=Han}\u3005\p{Script=Hiragana}]*$/u;
/** ICU's words (Node's, as the build's): whether two lines' meeting point falls inside a word of kanji. */
const words = new Intl.Segmenter("ja", { granularity: "word" });
const splitsKanjiWord = (before: string, after: string) => {
  const joint = before.slice(-4).length;
  let at = 0;
  for (const { segment } of words.segment(before.slice(-4) + after.slice(0, 4))) {
    if (at < joint && at + segment.length > joint) return /^[\p{Script=Han}\u3005]+$/u.test(segment);
    at += segment.length;
  }
  return false;
};
/** Whether two lines meet inside a word with a kanji or a katakana letter (toriatsuka|i; not a compound particle
    such as ni tsuite, which ICU gives as one word). */
const splitsAnyWord = (before: string, after: string) => {
  const joint = before.slice(-4).length;
  let at = 0;
  for (const { segment } of words.segment(before.slice(-4) + after.slice(0, 4))) {
    if (at < joint && at + segment.length > joint)
      return /[\p{Script=Han}\p{Script=Katakana}]/u.test(segment);
    at += segment.length;
  }
  return false;
};
test("a card's or a step column's Japanese copy is set to the start and filled: no line but the last ends over two characters short", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  // Lines but the last, and those more than two characters short (a katakana word of three or four letters with the
  // comma after it, or a kept ending, may take three).
  let lines = 0;
  const short: string[] = [];
  let wholeWord = 0;
  let measured = 0;
  for (const url of narrowPages) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const end of await paragraphEnds(page)) {
      if (!end.narrow || end.shortCopy) continue;
      measured++;
      const name = `${url} [${end.text}]`;
      if (end.textAlign === "justify") problems.push(`${name} is justified`);
      // In whole characters: the column's fraction of a character stays empty at every line's end.
      const fraction = end.columnInCharacters % 1;
      end.lineShortfalls.slice(0, -1).forEach((shortfall, index) => {
        lines++;
        // The line before a kept ending (DECISIONS: no block ends on one or two characters; mina-sama ni. pulls four)
        // may give it three.
        // Since stop 81 an ending that pulls a whole word with a kanji (4tsu no | mokuhyou desu., an About row set as
        // card copy) may take its own width: it is the paragraph's kept ending (`keptEndingStart`) and nothing else.
        const lastLine = end.lineTexts.at(-1)!;
        const allText = end.lineTexts.join("");
        const pulled = keptEndingStart(allText) === allText.length - lastLine.length;
        const beforeEnding = index === end.lines - 2 && ([...lastLine].length <= 4 || pulled);
        // The line before a quoted title, which moves whole (stop 76: "juuyou ji | kou" at 1440 px), may be short by
        // the title's width; since stop 80 a title of Japanese words may break between them, and the line before the
        // rest of it may be short by that rest's width.
        const title =
          /^[\uff08(]?\u300c[^\u300c\u300d]{1,8}\u300d/u.exec(end.lineTexts[index + 1]!)?.[0] ??
          (/\u300c[^\u300d]*$/u.test(end.lineTexts[index]!)
            ? /^[^\u300c\u300d]{1,8}\u300d/u.exec(end.lineTexts[index + 1]!)?.[0]
            : undefined);
        // The line before a katakana word, which moves whole (stop 79, the stop-78 designer's MUST-FIX 2: a card split
        // famirii | ofisu), may be short by the word's width and a mark kinsoku holds to it.
        const kana = /^[\p{Script=Katakana}\u30fc]{2,10}[\u3001\u3002\uff09\u300d]?/u.exec(
          end.lineTexts[index + 1]!,
        )?.[0];
        const moved = Math.max(title ? [...title].length : 0, kana ? [...kana].length + 0.05 : 0);
        // The share of short lines counts neither: a word of five letters or more, which stop 79 no longer breaks, is
        // counted apart (`wholeWord`).
        if (shortfall - fraction > 2.05) {
          if (kana && [...kana].length >= 5 && shortfall - fraction <= moved) wholeWord++;
          else short.push(`${name} line ${index + 1}: ${end.lineTexts[index]}`);
        }
        if (
          shortfall - fraction >
          Math.max(beforeEnding ? Math.max(3.55, [...lastLine].length + 0.55) : 3.05, moved)
        )
          problems.push(
            `${name} line ${index + 1} ends ${shortfall.toFixed(1)} short: ${end.lineTexts[index]}`,
          );
      });
      end.lineTexts.slice(1).forEach((line, index) => {
        const before = end.lineTexts[index]!;
        // A katakana word of up to ten letters never split (stop 79; a longer compound only between its words, as ICU
        // reads them: `katakanaCompound`).
        const joint = /[\p{Script=Katakana}\u30fc]+$/u.exec(before)?.[0];
        const start = /^[\p{Script=Katakana}\u30fc]+/u.exec(line)?.[0];
        if (
          joint &&
          start &&
          (joint.length + start.length <= longestKeptKatakana ||
            katakanaCompound(joint + start).join("|") !== `${joint}|${start}`)
        )
          problems.push(`${name} splits a katakana word: ${before}\uff5c${line}`);
      });
      // A word with a kanji as ICU reads it (gijutsu, shoyuusha), up to three characters, never split (stop 75: a run
      // of exactly two kanji until then; gi|jutsusha read as a mistake in a ragged card).
      const whole = end.lineTexts.join("");
      const breaks = end.lineTexts
        .slice(0, -1)
        .map((_, index) => end.lineTexts.slice(0, index + 1).join("").length);
      for (const { segment, index } of words.segment(whole))
        if (segment.length >= 2 && segment.length <= longestNarrowWord && narrowWord.test(segment))
          for (const at of breaks.filter((at) => at > index && at < index + segment.length))
            problems.push(
              `${name} splits a word: ${whole.slice(index, at)}\uff5c${whole.slice(at, index + segment.length)}`,
            );
      // The kept ending (its last line when that is short) never starts inside a word of kanji (mina|sama ni.).
      const [before, last] = end.lineTexts.slice(-2) as [string, string];
      if ([...last].length <= 4 && splitsKanjiWord(before, last))
        problems.push(`${name} splits a word: ${before}\uff5c${last}`);
    }
  }
  expect(measured).toBeGreaterThan(20);
  expect(problems).toEqual([]);
  // Measured at stop 66 on the investor pages: 2 of 61 lines at 390 px, 0 of 38 at 1440 px (37 and 22 by phrases).
  // At stop 67 the services' steps left the pool (rows at a reading measure, no longer narrow columns) and with
  // them about a hundred filled lines: 8 of 155 at 390 px (the same audience and investor cards' lines as before),
  // 5.2 %; the limit is 6 %.
  // Stop 79: cards keep a katakana word of up to ten letters whole (the stop-78 designer's MUST-FIX 2): 4 of 141 lines
  // at 390 px and 0 of 95 at 1440 px short for other reasons; 8 and 6 before a whole word of five letters or more.
  expect(wholeWord).toBeLessThanOrEqual(Math.floor(lines * 0.1));
  expect(short.length, `${short.length} of ${lines} lines:\n${short.join("\n")}`).toBeLessThanOrEqual(
    Math.floor(lines * 0.06),
  );
});

// Short card copy (stop 81, the stop-80 designer's POLISH): the sentence under a card's or a row's own title in a set
// (a list item that holds a heading), up to three lines of the wide measure (`longestCardCopy`), is set as the
// service pages' audience cards are, to the start with its words whole: justified, two or three lines broke
// sen|mon (About rows), shou|gyou and sei|bi (project cards). Found on every Japanese page from the markup.
test("a card's or a row's short Japanese copy is set to the start, no word with a kanji split", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  let found = 0;
  for (const url of builtJapanesePages) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const blocks = await page.evaluate(() => {
      const result: { text: string; copy: string; align: string; lines: string[] }[] = [];
      for (const item of document.querySelectorAll<HTMLElement>("main li")) {
        if (!item.closest('[lang="ja"]') || item.querySelector("li")) continue;
        if (!item.querySelector("h2, h3, h4")) continue;
        // The card's copy, its longest paragraph: what the component judges short or not (`cardColumn`), for the
        // whole card, its date line too.
        const copy = [...item.querySelectorAll("p")]
          .map((paragraph) => paragraph.textContent ?? "")
          .reduce((longest, text) => (text.length > longest.length ? text : longest), "");
        for (const block of item.querySelectorAll<HTMLElement>("p")) {
          if (!block.getClientRects().length || block.matches(".phrase, [data-heading-face], [aria-hidden]"))
            continue;
          if (block.querySelector(".phrases, .running, .phrase")) continue;
          if (!/[\p{Script=Han}\p{Script=Hiragana}]/u.test(block.textContent ?? "")) continue;
          const lines: { bottom: number; text: string }[] = [];
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
            for (let index = 0; index < node.data.length; index++) {
              const range = document.createRange();
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const rect = range.getBoundingClientRect();
              if (!rect.width) continue;
              const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < rect.height / 2);
              if (line) line.text += node.data[index];
              else lines.push({ bottom: rect.bottom, text: node.data[index]! });
            }
          result.push({
            text: block.textContent ?? "",
            copy,
            align: getComputedStyle(block).textAlign,
            lines: lines.sort((a, b) => a.bottom - b.bottom).map(({ text }) => text),
          });
        }
      }
      return result;
    });
    for (const { text, copy, align, lines } of blocks) {
      // A card whose copy is long is running text, justified as print sets it, its short lines with it.
      if (!isShortCardCopy(text) || !isShortCardCopy(copy)) continue;
      found++;
      const name = `${url} "${text.slice(0, 16)}…"`;
      if (align === "justify") problems.push(`${name}: justified`);
      const whole = lines.join("");
      const breaks = lines.slice(0, -1).map((_, index) => lines.slice(0, index + 1).join("").length);
      for (const { segment, index } of words.segment(whole))
        if (segment.length >= 2 && segment.length <= longestNarrowWord && narrowWord.test(segment))
          for (const at of breaks.filter((at) => at > index && at < index + segment.length))
            problems.push(
              `${name}: ${whole.slice(index, at)}\uff5c${whole.slice(at, index + segment.length)}`,
            );
    }
  }
  // At stop 81: 114 such blocks on the Japanese pages (About and services rows, project and article cards, steps).
  expect(found).toBeGreaterThan(40);
  expect(problems).toEqual([]);
});

// The privacy link's text in the contact form never breaks (kojin jouhou no toriatsuka|i ni tsuite, the contact
// dialog at 390 px, stop-62 review; broken between phrases, tsuite alone under it, stop-66 review): where it does not
// fit after the note's last words it starts a line of its own. The note is narrowed to where the link only just fits.
test("the Japanese contact form's privacy link stays on one line, on a line of its own if need be", async ({
  page,
}) => {
  await page.goto(localizePath(routes.contact, "jp"));
  const link = page.getByRole("link", { name: t("jp", "contact.privacyLink") }).first();
  await expect(link).toBeVisible();
  const characters = [...t("jp", "contact.privacyLink")].length;
  for (const width of [characters, characters + 3, characters + 7]) {
    await link.evaluate((element, ems) => {
      (element.parentElement as HTMLElement).style.maxWidth = `${ems}em`;
    }, width);
    expect(await linesOf(link), `${width} em`).toHaveLength(1);
  }
});

// The licence sentence of Important Information names the licences in English in brackets (the compliance editor's
// wish). Set to the start since stop 62, it read like verse beside its justified neighbours (stop-65 review, MUST-FIX
// 1); since stop 66 it is justified like them, its long gloss breaking at its spaces, and no line with English words
// in it is letter-spaced.
test("a Japanese paragraph with an English gloss of several words is justified, its lines not spread", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(localizePath(routes.importantInformation, "jp"));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const licences = (await paragraphEnds(page)).filter(({ text }) =>
    /\uff08[A-Za-z]+ [A-Za-z]+ [A-Za-z]/u.test(text),
  );
  expect(licences.length).toBeGreaterThan(0);
  for (const { text, textAlign } of licences) expect(textAlign, text).toBe("justify");
  await linesSet(page);
  const loose = (await justifiedSpread(page)).filter(
    ({ line, spread }) => /[A-Za-z]+ [A-Za-z]/.test(line) && spread > loosest,
  );
  expect(loose).toEqual([]);
});

// Issue 45: the firm's own name (katakana and its Latin legal name) never breaks inside a word in running text
// (stop-63 review: kizu|na and Kizuna|Bridge on Important Information at 390 px, the privacy notice at 390 px). Since
// stop 66 its paragraph is justified and the name breaks, where it must, after a dot or at a space (on a phone also
// inside a katakana word wider than three characters: `sizedRuns`).
for (const url of [routes.importantInformation, routes.privacy])
  test(`the firm's name breaks only where the rule for names allows, in a justified Japanese paragraph (${url})`, async ({
    page,
    isMobile,
  }) => {
    await openWide(page, localizePath(url, "jp"), isMobile);
    const { found, splits } = await nameSplits(
      page,
      isMobile ? longestWholeRun : longestWideRun,
      longestNameWord,
      nameWordEdge,
    );
    expect(found).toBeGreaterThanOrEqual(1);
    expect(splits).toEqual([]);
    const aligns = await page.locator("main :is(p, li)").evaluateAll(
      (blocks, names) =>
        blocks
          .filter((block) => names.some((name) => (block.textContent ?? "").includes(name)))
          .filter((block) => !names.includes((block.textContent ?? "").trim()))
          .map((block) => getComputedStyle(block).textAlign),
      [site.name.jp, site.legalName],
    );
    expect(aligns.length).toBeGreaterThan(0);
    expect(aligns.filter((align) => align !== "justify")).toEqual([]);
  });

/** Where each line of an element's text breaks (offsets into its text), and where it may: after a <wbr>, after
    clause punctuation or a space. */
async function breaksAndChances(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let text = "";
      const chances = new Set<number>();
      const tops: number[] = [];
      const walk = (node: Node) => {
        if (node.nodeType === Node.TEXT_NODE) {
          const value = node.textContent!;
          for (let i = 0; i < value.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = [...range.getClientRects()].at(-1);
            tops.push(rect ? Math.round(rect.top + rect.height / 2) : (tops.at(-1) ?? 0));
            if (/[\s\u3001\u3002\uff0c\uff1a\uff01\uff1f\uff09\u300d\u30fb]/u.test(value[i]!))
              chances.add(text.length + i + 1);
          }
          text += value;
        } else if (node.nodeName === "WBR") chances.add(text.length);
        else node.childNodes.forEach(walk);
      };
      walk(element);
      const size = parseFloat(getComputedStyle(element).fontSize);
      const breaks: number[] = [];
      for (let i = 1; i < tops.length; i++) if (tops[i]! - tops[i - 1]! > size / 2) breaks.push(i);
      const style = getComputedStyle(element);
      return {
        text,
        breaks,
        // The room a line has, in the element's font size, where its text is all it holds (not a flex row with an
        // icon); otherwise 0.
        room: [...element.children].every((child) => ["SPAN", "WBR"].includes(child.tagName))
          ? (element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / size
          : 0,
        chances: [...chances],
        align: getComputedStyle(element).textAlign,
        features: getComputedStyle(element).fontFeatureSettings,
      };
    }),
  );
}

// Display leads (a page's, an article's, the team's, an investor hero's, the thanks message) break only between
// BudouX's phrases, never inside a word (puro|fesshonaru, to na|ru, ikashi|masu.), and are not justified; the
// last line holds a whole phrase.
/** A page at 1440 px on the desktop project (the phone project keeps its own size), once its fonts are in. */
async function openWide(page: Page, url: string, isMobile: boolean) {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
const jpItemUrl = (name: "services" | "insights", slug: string) =>
  localizePath(routes.item(name, slug), "jp");
const displayLeadPages = [
  "/jp/about/who-we-are",
  "/jp/about/our-team",
  jpItemUrl("services", itemWith(content, "services", "jp", "service").slug),
  jpItemUrl("insights", itemWith(content, "insights", "jp", "article").slug),
  "/jp/investment/right-investor",
  "/jp/contact/thanks",
];
for (const url of displayLeadPages)
  test(`a Japanese lead breaks only between phrases, set to its box's alignment (${url})`, async ({
    page,
    isMobile,
  }) => {
    await openWide(page, url, isMobile);
    const leads = await breaksAndChances(page, "main :is(p.lead, p[data-hero-lead])");
    expect(leads.length).toBeGreaterThan(0);
    // Lead-size text keeps its phrases at every width, past six lines on a phone too (stop 81).
    for (const { text, breaks, chances, align } of leads) {
      expect(align, text).not.toBe("justify");
      for (const at of breaks) expect(chances, `${text.slice(0, at)}|${text.slice(at)}`).toContain(at);
      if (breaks.length)
        expect(text.slice(breaks.at(-1)).replace(/[\u3001\u3002]/gu, "").length, text).toBeGreaterThan(2);
    }
  });

// The notice line under an article's lead says whom the investing content is for (compliance reads, stop 65): at
// some 150 characters it is more than short copy (three lines on a phone), so it is running text: justified, solid,
// breaking as print does, never set by phrases into eight ragged lines.
test("the Japanese notice line under a lead is running text, justified and solid", async ({
  page,
  isMobile,
}) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(
    jpItemUrl(
      "insights",
      itemWith(content, "insights", "jp", "article with the investment notice", (article) =>
        Boolean(article.data.investmentNotice),
      ).slug,
    ),
  );
  const notice = page.locator("[data-notice-line] p").first();
  await expect(notice.locator(".running")).toHaveCount(1);
  await expect(notice.locator(".phrases")).toHaveCount(0);
  const set = await notice.locator(".running").evaluate((element) => {
    const style = getComputedStyle(element);
    return { align: style.textAlign, features: style.fontFeatureSettings };
  });
  expect(set.align).toBe("justify");
  expect(set.features).not.toContain("palt");
});

// A heading breaks at its clause's end (after a comma, a colon or a middle dot) rather than inside a clause short
// enough for one line: jigyousei hyouka / jigyou | sukiimu no kentou, ikaseru koto, genchi ni | awaseru beki koto.
// The list pages, whose cards carry every service's and article's title (a body heading whose clause is wider
// than the heading still breaks inside it: docs/design.md, "clause breaks and display copy").
for (const url of ["/jp/services", "/jp/insights"])
  test(`a Japanese heading breaks at a clause's end, never inside a clause that fits its line (${url})`, async ({
    page,
    isMobile,
  }) => {
    await openWide(page, url, isMobile);
    const headings = await breaksAndChances(page, "main :is(h1, h2, h3)");
    const clauseEnd = /[\u3001\uff1a\u30fb]/u;
    let clauses = 0;
    for (const { text, breaks, room } of headings) {
      if (!japanese.test(text)) continue;
      // The heading's clauses, as offsets: a clause ends after a comma, a colon or a middle dot.
      const ends = [...text.matchAll(new RegExp(clauseEnd, "gu"))].map((match) => match.index + 1);
      if (!ends.length) continue;
      const bounds = [0, ...ends.filter((end) => end < text.length), text.length];
      for (let index = 1; index < bounds.length; index++) {
        const [start, end] = [bounds[index - 1]!, bounds[index]!];
        // A clause of nine characters or fewer is one phrase; a longer one has no break inside where the heading
        // has room for it (its weaker breaks dropped by a container query).
        if (end - start > 9 && end - start + 0.5 > room) continue;
        clauses++;
        for (const at of breaks)
          expect(at > start && at < end, `${text.slice(0, at)}|${text.slice(at)}`).toBe(false);
      }
    }
    expect(clauses).toBeGreaterThan(0);
  });

// Stop-64 review: a paragraph with a Latin gloss ran 768 px beside justified siblings of 646 (Important Information);
// a paragraph inside a `.phrase` box inherited text-wrap: pretty and justification spread the line before "masu.";
// the Chairman, written without the space of his team file, broke between family and given name (privacy notice).
// Since stop 66 the glossed paragraphs are justified like the rest: every long paragraph of a column, one width.
test("Japanese paragraphs share one measure, justified ones are never evened out, and a name written whole stays whole", async ({
  page,
  isMobile,
}) => {
  await openWide(page, "/jp/important-information", isMobile);
  const columns = await page.locator("main p").evaluateAll((paragraphs) => {
    const long = paragraphs.filter((p) => p.getClientRects().length && (p.textContent ?? "").length > 60);
    return [...new Set(long.map((p) => p.parentElement))].map((parent) =>
      long.filter((p) => p.parentElement === parent).map((p) => Math.round(p.getBoundingClientRect().width)),
    );
  });
  const shared = columns.filter((widths) => widths.length > 1);
  expect(shared.length).toBeGreaterThan(0);
  for (const widths of shared)
    expect(Math.max(...widths) - Math.min(...widths), String(widths)).toBeLessThanOrEqual(1);
  const prettyJustified: string[] = [];
  for (const url of ["/jp/investment/portfolios", "/jp/investment/right-investor", "/jp/insights"]) {
    await page.goto(url);
    prettyJustified.push(
      ...(await page.locator(":is(main, footer) :is(p, li, dd)").evaluateAll(
        (blocks, where) =>
          blocks
            .filter((block) => {
              const style = getComputedStyle(block);
              return style.textAlign === "justify" && style.textWrapStyle !== "auto";
            })
            .map((block) => `${where} "${(block.textContent ?? "").slice(0, 16)}"`),
        url,
      )),
    );
  }
  expect(prettyJustified).toEqual([]);
  await page.goto("/jp/privacy");
  // The team's names as a sentence writes them, without the space between family and given name.
  const names = content.collections.team.jp.map((member) => member.data.name.replace(/\s+/gu, ""));
  const { found, split } = await page.locator("main").evaluate((main, names) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = "";
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const at = (offset: number) => {
      const entry = nodes.findLast(({ start }) => start <= offset)!;
      return [entry.node, offset - entry.start] as const;
    };
    let found = 0;
    const split: string[] = [];
    for (const name of names)
      for (let index = text.indexOf(name); index >= 0; index = text.indexOf(name, index + 1)) {
        found++;
        const range = document.createRange();
        range.setStart(...at(index));
        range.setEnd(...at(index + name.length - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) split.push(name);
      }
    return { found, split };
  }, names);
  expect(found).toBeGreaterThan(0);
  expect(split).toEqual([]);
});

// Stop 65 (the stop-64 review's Japanese polish): everything set ragged breaks between phrases, never inside a word
// (the contact page's notes, the footer's). Justified running text keeps print's breaking and is not looked at here;
// since stop 66 neither are a card's or a step column's copy (print's breaking, its short words whole: "filled"
// above), Important Information's gloss paragraphs or the Chairman's display paragraph, all justified now.
const raggedPages = [
  jpItemUrl(
    "services",
    itemWith(
      content,
      "services",
      "jp",
      "service with audience cards",
      (service) => service.data.audiences.length > 0,
    ).slug,
  ),
  "/jp/important-information",
  localizePath(routes.fromOurChairman, "jp"),
  localizePath(routes.contact, "jp"),
];
for (const url of raggedPages)
  test(`ragged Japanese breaks between phrases, never inside a word (${url})`, async ({ page, isMobile }) => {
    await openWide(page, url, isMobile);
    const { blocks, splits } = await raggedWordSplits(
      page,
      // Not a note around the privacy link, a .phrase of its own (its test: "the Japanese contact form's privacy link").
      ':is(main, footer) :is(p, li, dd, blockquote, figcaption):not(.phrase, :has(.phrases), :has(a.phrase), [data-column="narrow"] *)',
    );
    expect(blocks).toBeGreaterThan(0);
    expect(splits).toEqual([]);
  });

// The failed send's notice (the form island's copy, no BudouX) breaks between phrases too: sono|mama, mo|u ichido
// (stop-64 review, the dialog at 390 px). The contact page's form, the service refusing the message.
formServiceTest(
  "a failed send's Japanese notice breaks between phrases, never inside a word",
  async ({ page, formService, isMobile }) => {
    formService.reply("error");
    await openWide(page, localizePath(routes.contact, "jp"), isMobile);
    const form = page.getByRole("form", { name: t("jp", "contact.form") });
    await reachForIsland(page, form, "contact-form-island");
    await form.getByLabel(t("jp", "contact.fullName")).fill("\u5c71\u7530 \u592a\u90ce");
    await form.getByLabel(t("jp", "contact.email")).fill("taro@example.com");
    await form
      .getByLabel(t("jp", "contact.message"))
      .fill("\u304a\u554f\u3044\u5408\u308f\u305b\u3067\u3059\u3002".repeat(3));
    await form.getByRole("button", { name: t("jp", "contact.send") }).click();
    await expect(form.getByRole("alert")).toContainText(t("jp", "contact.error.server"));
    const { blocks, splits } = await raggedWordSplits(page, "[role=alert] p");
    expect(blocks).toBe(1);
    expect(splits).toEqual([]);
  },
);

// A katakana name of three words or more (the firm's, makara-kyapitaru-paatonaazu) and a bare Latin phrase in Japanese
// text (accredited investor) never break, in body text or a heading: kizuna-burijji- | adobaizarii wa in the FAQ (390
// px), in the Ben Tre project's body and makara- | kyapitaru in the article's (1440 px), accredited | investor on
// Important Information (1440 px). Their paragraphs are set to the start, so the line before one that moves ends short
// and is never spread.
const namePages = [
  localizePath(routes.investmentDifferent, "jp"),
  localizePath(
    routes.item(
      "projects",
      itemWith(content, "projects", "jp", "project naming a katakana name of three words", (project) =>
        new RegExp(katakanaNames.source, "u").test(project.body),
      ).slug,
    ),
    "jp",
  ),
  jpItemUrl(
    "insights",
    itemWith(content, "insights", "jp", "article naming a katakana name of three words", (article) =>
      new RegExp(katakanaNames.source, "u").test(article.body),
    ).slug,
  ),
  "/jp/important-information",
];
// Stop 66 (stop-65 review, MUST-FIX 1 and 3): a paragraph holding a name or gloss is justified like its neighbours,
// not set ragged by phrases; the name or gloss itself is kept whole only while it is short (four full-width characters
// on a phone, six on a wide screen: keep-together.ts, `sizedRuns`), a longer name breaks after a dot, and no line
// before one is spread by more than 0.15 em a gap.
for (const url of namePages)
  test(`a katakana name or a Latin phrase in Japanese text: whole while short, its paragraph justified and not spread (${url})`, async ({
    page,
    isMobile,
  }) => {
    await openWide(page, url, isMobile);
    const { found, splits } = await nameSplits(
      page,
      isMobile ? longestWholeRun : longestWideRun,
      longestNameWord,
      nameWordEdge,
    );
    expect(found).toBeGreaterThan(0);
    expect(splits).toEqual([]);
    const raggedWithName = await page.locator("main :is(p, li, dd)").evaluateAll(
      (blocks, source) =>
        blocks
          .filter((block) => new RegExp(source, "u").test(block.textContent ?? ""))
          .filter((block) => !block.closest('[data-column="narrow"], form, dialog'))
          .filter((block) => !block.querySelector(".phrase, .phrases, h1, h2, h3, h4"))
          .filter((block) => getComputedStyle(block).textAlign !== "justify")
          .map((block) => (block.textContent ?? "").slice(0, 20)),
      `${katakanaNames.source}|\uff08[A-Za-z][^\uff09]* [^\uff09]*\uff09`,
    );
    expect(raggedWithName).toEqual([]);
    // No line before a name or a gloss is letter-spaced: one that would be is set to the start (stop 76).
    await linesSet(page);
    const spread = (await justifiedSpread(page))
      .filter(({ spread }) => spread > loosest)
      .map(({ line, next, spread }) => `${spread.toFixed(2)} em ${line} | ${next}`);
    expect(spread).toEqual([]);
  });

// Every lead, home's included, is display copy with one texture (stop-64 review: home's leads were justified and solid
// at display size, kuni|zakai, teki|setsu, uketorima|su.; the mission's yori|yoi, the 404's ka|nousei, the contact
// page's toushika no|kata to no): ragged or balanced at phrases, no last line of three characters or fewer, and
// solid, as the body text under it (stop-66 review: with palt a lead's brackets and commas read as half-width).
const moreLeadPages = [
  "/jp",
  localizePath(routes.ourMission, "jp"),
  localizePath(routes.contact, "jp"),
  "/jp/404",
];
for (const url of moreLeadPages)
  test(`a Japanese lead breaks between phrases, with the texture of every lead (${url})`, async ({
    page,
    isMobile,
  }) => {
    await openWide(page, url, isMobile);
    const leads = await breaksAndChances(page, "main p.lead");
    expect(leads.length).toBeGreaterThan(0);
    // Lead-size text keeps its phrases at every width, past six lines on a phone too (stop 81).
    for (const { text, breaks, chances, align, features } of leads) {
      expect(features, text).not.toContain("palt");
      expect(align, text).not.toBe("justify");
      for (const at of breaks) expect(chances, `${text.slice(0, at)}|${text.slice(at)}`).toContain(at);
      if (breaks.length)
        expect(text.slice(breaks.at(-1)).replace(/[\u3001\u3002]/gu, "").length, text).toBeGreaterThan(2);
    }
    const { splits } = await raggedWordSplits(page, "main p.lead");
    expect(splits).toEqual([]);
  });

// A heading and the lead under it keep the English rhythm: the space between the heading's last line and the lead's
// first, as drawn (ink), in Japanese within 4 px of the English page's (stop-64 review: about 8 px against 20 on the
// home hero and For Investors).
test("the gap from a heading to its lead is the same in Japanese as in English", async ({
  page,
  isMobile,
}) => {
  const gaps: Record<string, number[]> = {};
  for (const url of ["/", "/jp"]) {
    await openWide(page, url, isMobile);
    gaps[url] = await page.locator("main :is(h1, h2):has(+ p.lead)").evaluateAll((headings) =>
      headings
        // A lead under its heading, not beside it (the Advantages introduction's two columns at 1440 px).
        .filter(
          (heading) =>
            heading.nextElementSibling!.getBoundingClientRect().top >=
            heading.getBoundingClientRect().bottom - 1,
        )
        .map((heading) => {
          // Where the glyphs are drawn: the line's baseline (from the font's ascent in the line's box), and a capital H
          // or a kanji (kuni) as a line of the language reads, measured by a canvas in the element's font.
          const inkOf = (element: Element, edge: "top" | "bottom") => {
            const canvas = document.createElement("canvas").getContext("2d")!;
            const style = getComputedStyle(element);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const range = document.createRange();
            range.selectNodeContents(element);
            const rects = [...range.getClientRects()].filter((rect) => rect.width);
            const line = rects.reduce((best, rect) =>
              (edge === "top" ? rect.top < best.top : rect.bottom > best.bottom) ? rect : best,
            );
            const glyph = canvas.measureText(element.closest('[lang="ja"]') ? "\u56fd" : "H");
            const ascent = glyph.fontBoundingBoxAscent;
            const content = glyph.fontBoundingBoxAscent + glyph.fontBoundingBoxDescent;
            const baseline = line.top + (line.height - content) / 2 + ascent;
            return edge === "top"
              ? baseline - glyph.actualBoundingBoxAscent
              : baseline + glyph.actualBoundingBoxDescent;
          };
          return Math.round(inkOf(heading.nextElementSibling!, "top") - inkOf(heading, "bottom"));
        }),
    );
  }
  expect(gaps["/"]!.length).toBeGreaterThanOrEqual(2);
  expect(gaps["/jp"]!.length).toBe(gaps["/"]!.length);
  gaps["/jp"]!.forEach((gap, index) =>
    expect(Math.abs(gap - gaps["/"]![index]!), `${gap} against ${gaps["/"]![index]}`).toBeLessThanOrEqual(4),
  );
});

// The Chairman's letter (stop-65 review, MUST-FIX 5): its Japanese opening paragraph, set large, was ragged by
// phrases with a quarter-line hole (shishi ya shikin ga alone on a phone's line), under a Western opening mark a
// Japanese message does not use. Since stop 66 it is justified running text, solid, with no mark before it.
test("the Japanese Chairman's letter opens with no Western mark, its large first paragraph justified and solid", async ({
  page,
  isMobile,
}) => {
  await openWide(page, localizePath(routes.fromOurChairman, "jp"), isMobile);
  expect(await page.locator("main article", { hasText: "\u201c" }).count()).toBe(0);
  const first = page.locator("main .lead-first > p").first();
  expect(await first.evaluate((element) => getComputedStyle(element).textAlign)).toBe("justify");
  const size = await first.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const body = await page
    .locator("main .lead-first > p")
    .nth(1)
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThan(body);
  const opening = (await first.textContent())!.slice(0, 12);
  await linesSet(page);
  const loose = (await justifiedSpread(page)).filter(
    ({ block, spread }) => block.includes(opening) && spread > loosest,
  );
  expect(loose).toEqual([]);
  // The English letter keeps its hanging mark.
  await openWide(page, routes.fromOurChairman, isMobile);
  expect(await page.locator("main [aria-hidden='true']", { hasText: "\u201c" }).count()).toBe(1);
});

// Notes at body size set by phrases keep the running text's full-width punctuation: with palt (display type's
// metrics) the footer's contact line and the contact dialog's intro set 、 and 。 at half width (stop-72 review).
test("the footer's notes and the contact dialog's intro set Japanese punctuation full width, as running text", async ({
  page,
}) => {
  await page.goto("/jp");
  const settings = await page.locator("footer p, dialog p").evaluateAll((notes) =>
    notes
      .filter((note) => /[\u3001\u3002]/u.test(note.textContent ?? ""))
      .flatMap((note) => [note, ...note.querySelectorAll("span")])
      .map((element) => getComputedStyle(element).fontFeatureSettings),
  );
  expect(settings.length).toBeGreaterThan(2);
  expect(settings.filter((setting) => setting.includes("palt"))).toEqual([]);
});
