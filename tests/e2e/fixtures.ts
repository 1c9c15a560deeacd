// Shared helpers for end-to-end specs: both languages, expected copy read from content/, and a
// `test` whose page.goto waits until React has hydrated (so clicks reach their handlers).
import { test as base, type Page } from "@playwright/test";
import { loadContent } from "@/renderer/content/loader";
import { translate, type UiKey } from "@/renderer/i18n";
import { localizePath, type Locale } from "@/renderer/locale";
import { site } from "@/renderer/site";
import { joinCjkLines } from "@/renderer/typography/remarkJoinCjkLines";

export const { content } = loadContent();
export { site, localizePath };

export const languages: { locale: Locale; lang: string; prefix: string }[] = [
  { locale: "en", lang: "en", prefix: "" },
  { locale: "jp", lang: "ja", prefix: "/jp" },
];

export const t = (locale: Locale, key: UiKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);

/** A body's paragraphs as a visitor reads them: lines of a Japanese paragraph join without a space, as the site joins them. */
export const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => joinCjkLines(p.trim()))
    .filter(Boolean);

export const pageCopy = <P extends keyof typeof content.pages>(name: P, locale: Locale) =>
  content.pages[name][locale].data;

/** Opens the side menu and, from its 'Connect with Us' link, the contact dialog; returns the dialog. */
export async function openContactFromMenu(page: Page, locale: Locale) {
  await page.getByRole("button", { name: t(locale, "nav.open") }).click();
  await page
    .getByRole("dialog", { name: t(locale, "nav.label") })
    .getByRole("link", { name: t(locale, "nav.connect") })
    .click();
  return page.getByRole("dialog", { name: t(locale, "contact.title") });
}

/**
 * Marks a check of copy and markup that does not depend on the viewport: it runs once, at the phone
 * width (playwright.config.ts), while layout, interaction and the every-route sweep run at both widths.
 */
/** Everything that fades in on scroll, shown, as a visitor sees it after scrolling (gates.ts' settle does the same inside its own steps). */
export async function revealAll(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((el) => (el.dataset.reveal = "shown")),
  );
}

export const contentCheck = { tag: "@content" };

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: the page is ready once it has loaded.
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
});
export { expect } from "@playwright/test";
