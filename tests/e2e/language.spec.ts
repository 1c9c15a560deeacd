import type { Page } from "@playwright/test";
import { otherLocale } from "@/lib/locale";
import { routes } from "@/lib/routes";
import { content, expect, test, languages, localizePath, pageCopy, site, t, oneWidthFor } from "./fixtures";
import { settle } from "./gates";

const key = site.languageStorageKey;
const htmlLang = (locale: string) => (locale === "jp" ? "ja" : "en");

/** Follows the footer's link to a page, as a visitor does: a link on one of our own pages. */
const followFooterLink = (page: Page, href: string) =>
  page.locator(`footer a[href="${href}"]`).first().click();

test("a first-time visitor following a /jp link sees Japanese, without a redirect", async ({ page }) => {
  await page.goto("/jp/partners");
  await expect(page).toHaveURL(/\/jp\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", "jp").heading);
});

test("the toggle switches to the same page in Japanese and stores the choice", async ({ page, context }) => {
  await page.goto("/partners");
  const toggle = page.getByTestId("language-toggle");
  await expect(toggle).toHaveText("JP");
  await expect(toggle).toHaveAttribute("href", "/jp/partners");
  await toggle.click();
  await expect(page).toHaveURL(/\/jp\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", "jp").heading);
  await expect(page.getByTestId("language-toggle")).toHaveText("EN");
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe("jp");
  expect((await context.cookies()).find((c) => c.name === key)?.value).toBe("jp");

  // An English address from elsewhere is shown as addressed; a link followed from it now opens Japanese, replaced
  // before the page paints.
  await page.goto("/partners");
  await expect(page).toHaveURL(/\/partners$/);
  expect(new URL(page.url()).pathname).toBe("/partners");
  await followFooterLink(page, routes.home);
  await expect(page).toHaveURL(/\/jp$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

test("a link from our own page to a /jp address, after choosing English, opens English with its query and hash", async ({
  page,
}) => {
  await page.goto("/jp/partners");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // No page of ours links to the other language but the toggle; a link such as a writer could add stands for one.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), {
      href: "/jp/partners?ref=x#top",
      textContent: "x",
    });
    document.body.prepend(link);
    link.click();
  });
  await expect(page).toHaveURL(/\/partners\?ref=x#top$/);
  expect(new URL(page.url()).pathname).toBe("/partners");
});

for (const { locale, lang } of languages) {
  const other = otherLocale(locale);
  test(
    `an address from elsewhere shows its own language after choosing the other; our links then follow the choice (${lang})`,
    oneWidthFor(locale),
    async ({ page }) => {
      // The visitor chooses the other language with the toggle.
      await page.goto(localizePath(routes.about, locale));
      await page.getByTestId("language-toggle").click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(routes.about, other)}$`));
      // A colleague's link, a bookmark, a search result, a typed address: shown as addressed, reload included.
      const addressed = localizePath(routes.about, locale);
      await page.goto(addressed);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(locale));
      expect(new URL(page.url()).pathname).toBe(addressed);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("about", locale).title);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(locale));
      expect(new URL(page.url()).pathname).toBe(addressed);
      // A link followed from that page opens the chosen language.
      await page
        .locator(`main a[href="${localizePath(routes.ourTeam, locale)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(routes.ourTeam, other)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(other));
      // Back and Forward never redirect: Back is the addressed page in its language again.
      await page.goBack();
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(locale));
      expect(new URL(page.url()).pathname).toBe(addressed);
      await page.goForward();
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(other));
      expect(new URL(page.url()).pathname).toBe(localizePath(routes.ourTeam, other));
    },
  );

  test(
    `the toggle keeps the reader's place: the same section at the top of the screen (${lang})`,
    oneWidthFor(locale),
    async ({ page }) => {
      await page.goto(localizePath(routes.about, locale));
      // 1,200 px down, or as far as a shorter page goes at this width.
      await page.evaluate(() => scrollTo(0, 1200));
      await page.waitForFunction(
        () => scrollY === Math.min(1200, document.documentElement.scrollHeight - innerHeight),
      );
      // The sections' fade-in moves their headings 24 px while it runs: the place is read, by the test and by the
      // toggle, once they have arrived (at the foot of a short page a heading can sit that close to the top).
      await settle(page);
      /** The ordinal of the section at the top of the screen: the last of the page's headings at or above it. */
      const sectionAtTop = () =>
        page.evaluate(() => {
          const headings = [...document.querySelectorAll("main :is(h1, h2, h3)")].filter(
            (heading) => heading.getClientRects().length,
          );
          return {
            index: headings.findLastIndex((heading) => heading.getBoundingClientRect().top <= 1),
            count: headings.length,
            scrolled: scrollY,
          };
        });
      const before = await sectionAtTop();
      expect(before.index).toBeGreaterThanOrEqual(0);
      await page.getByTestId("language-toggle").click();
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang(other));
      await expect.poll(sectionAtTop).toMatchObject({ index: before.index, count: before.count });
      expect((await sectionAtTop()).scrolled).toBeGreaterThan(0);
    },
  );
}

test("a page opened part-way down has the header's glass from its first frame: after the toggle and after Back", async ({
  page,
}) => {
  // Every frame from each page's first: how far down it is and how opaque the header's background is.
  await page.addInitScript(() => {
    const frames: { path: string; scrolled: number; alpha: number }[] = [];
    Object.assign(window, { headerFrames: frames });
    const alphaOf = (color: string) =>
      color.startsWith("rgb(") ? 1 : Number(/[,/]\s*([\d.]+)\s*\)$/.exec(color)?.[1] ?? 1);
    // What each frame paints: read after its layout, by a size observer made in the frame (one made afterwards runs
    // after the page's own), not in an animation frame, whose own read of scrollY can make the browser restore the
    // place before the page has heard of it.
    const sample = (_: unknown, observer: ResizeObserver) => {
      observer.disconnect();
      const header = document.querySelector("header[data-tone]");
      if (header)
        frames.push({
          path: location.pathname,
          scrolled: scrollY,
          alpha: alphaOf(getComputedStyle(header).backgroundColor),
        });
    };
    const record = () => {
      new ResizeObserver(sample).observe(document.documentElement);
      if (frames.length < 240) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  const framesOverText = async () => {
    await page.waitForFunction(
      () => (window as unknown as { headerFrames: unknown[] }).headerFrames.length >= 90,
    );
    return page.evaluate(() =>
      (window as unknown as { headerFrames: { scrolled: number; alpha: number }[] }).headerFrames.filter(
        (frame) => frame.scrolled > 10,
      ),
    );
  };
  // A service page: long at every width.
  const service = routes.item("services", content.collections.services.en[0]!.slug);
  await page.goto(service);
  await page.evaluate(() => scrollTo(0, Math.min(1400, document.documentElement.scrollHeight - innerHeight)));
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(400);
  await settle(page);
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/jp\/services\//);
  const afterToggle = await framesOverText();
  expect(afterToggle.length).toBeGreaterThan(0);
  expect(afterToggle.filter((frame) => frame.alpha < 0.5)).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${service}$`));
  const afterBack = await framesOverText();
  expect(afterBack.length).toBeGreaterThan(0);
  expect(afterBack.filter((frame) => frame.alpha < 0.5)).toEqual([]);
});

test("Back after the toggle returns to the page and language the visitor was on, and Forward to the other", async ({
  page,
}) => {
  await page.goto("/about");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(new URL(page.url()).pathname).toBe("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("about", "en").title);
  await page.goForward();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  // A link followed from one of our pages (not the history) still follows the stored choice.
  await page.goto("/partners");
  await followFooterLink(page, routes.about);
  await expect(page).toHaveURL(/\/jp\/about$/);
});

test("going Back from the toggle chooses that page's language again: the next link keeps it", async ({
  page,
  context,
}) => {
  // No script file arrives: the page's inline scripts do it all.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/about");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/jp\/about$/);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const stored = async () => [
    await page.evaluate((k) => localStorage.getItem(k), key),
    (await context.cookies()).find((c) => c.name === key)?.value,
  ];
  expect(await stored()).toEqual(["en", "en"]);
  // Forward to the Japanese page chooses Japanese again, as the toggle did; Back, English.
  await page.goForward();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  expect(await stored()).toEqual(["jp", "jp"]);
  await page.goBack();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await stored()).toEqual(["en", "en"]);
  // A link followed now stays English.
  await page.locator(`main a[href="${routes.ourTeam}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${routes.ourTeam}$`));
  expect(new URL(page.url()).pathname).toBe(routes.ourTeam);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a page restored from the back/forward cache stores its language too, and only over a stored choice", async ({
  page,
  context,
}) => {
  // Chromium under Playwright may or may not restore from the cache: the restore's pageshow is sent here.
  const restore = () =>
    page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  const stored = () => page.evaluate((k) => localStorage.getItem(k), key);
  await page.goto("/about");
  await restore();
  expect(await stored()).toBeNull();
  expect((await context.cookies()).find((c) => c.name === key)).toBeUndefined();
  await page.evaluate((k) => localStorage.setItem(k, "jp"), key);
  await restore();
  expect(await stored()).toBe("en");
  expect((await context.cookies()).find((c) => c.name === key)?.value).toBe("en");
});

test("a choice kept only in the cookie is honoured too", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: key, value: "jp", url: baseURL! }]);
  await page.goto("/about");
  await followFooterLink(page, routes.partners);
  await expect(page).toHaveURL(/\/jp\/partners$/);
});

for (const { locale, lang } of languages) {
  test(
    `the toggle's accessible name begins with what it shows and says where it goes (${lang})`,
    oneWidthFor(locale),
    async ({ page }) => {
      await page.goto(locale === "en" ? "/partners" : "/jp/partners");
      const toggle = page.getByTestId("language-toggle");
      const shown = t(locale, locale === "en" ? "lang.jp" : "lang.en");
      await expect(toggle).toHaveText(shown);
      // WCAG 2.5.3: a speech user says what they see.
      await expect(toggle).toHaveAccessibleName(t(locale, "lang.toggleLabel"));
      expect(t(locale, "lang.toggleLabel").startsWith(shown)).toBe(true);
    },
  );
}
