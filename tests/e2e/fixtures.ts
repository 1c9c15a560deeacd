// Shared helpers for end-to-end specs: both languages, expected copy read from content/, and the helpers that
// reach for an island (pages are HTML: nothing else needs a script to have run).
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { loadContent } from "@/pipeline/content/loader";
import { translate, type UiKey } from "@/lib/i18n";
import { localizePath, type Locale } from "@/lib/locale";
import { site } from "@/lib/site";
import { bodyText } from "@/pipeline/content/body-text";

export const { content } = loadContent();
export { site, localizePath };

export const languages: { locale: Locale; lang: string; prefix: string }[] = [
  { locale: "en", lang: "en", prefix: "" },
  { locale: "jp", lang: "ja", prefix: "/jp" },
];

export const t = (locale: Locale, key: UiKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);

/**
 * Expects a Markdown body shown in `container` as a visitor reads it: every heading, paragraph, list item, table
 * cell and component text rendered as the site renders it (pipeline/content/body-text.ts), and every picture by its
 * description. Returns the text blocks, for counts.
 */
export async function expectBodyShown(container: Locator, { body, file }: { body: string; file: string }) {
  const { texts, images } = bodyText(body, file);
  for (const text of texts) await expect(container.getByText(text).first()).toBeVisible();
  for (const alt of images)
    await expect(container.getByRole("img", { name: alt, exact: true }).first()).toBeAttached();
  return texts;
}

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

/** Everything that fades in on scroll, shown, as a visitor sees it after scrolling (gates.ts' settle does the same inside its own steps). */
export async function revealAll(page: Page) {
  await page.evaluate(() =>
    document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((el) => (el.dataset.reveal = "shown")),
  );
}

/**
 * Marks a check of copy and markup that does not depend on the viewport: it runs once, at the phone width
 * (playwright.config.ts), or at the one width of its language where `oneWidthFor` places it.
 */
export const contentCheck = { tag: "@content" };

/**
 * Places a behaviour test of one language at one width: English at 1280 px, Japanese at 390 px
 * (playwright.config.ts). A behaviour is the same code in both languages and at both widths, with the language's
 * copy and the width's layout as inputs: running the four combinations twice over the pairs that share nothing
 * still meets each language, each width and each branch a width takes (the phone's taps, the desktop's pointer).
 * The every-page sweep (gates.spec.ts) and the checks of a width's layout run every language at both widths.
 */
export const oneWidthFor = (locale: Locale) => ({ tag: locale === "en" ? "@desktop-only" : "@phone-only" });

/**
 * The title tag that places a test setting the viewport's width itself in the project of that width (390 px and
 * less: the phone's, wider: the desktop's), as "@phone-only" or "@desktop-only" at the end of its title does: in the
 * other project it ran the same pages at the same width a second time (stop 80).
 */
export const ownWidth = (width: number) => (width <= 390 ? "@phone-only" : "@desktop-only");

/**
 * Reaches for an island as a visitor does (the pointer on it, or on a control that loads it), and waits until it
 * is hydrated: its own marker, set once React has committed it (components/islands).
 */
export async function reachForIsland(page: Page, target: Locator, islandId: string) {
  await target.hover();
  await page.locator(`#${islandId}[data-island-state="hydrated"]`).waitFor({ state: "attached" });
}

/**
 * Holds every script the page loads from the network back (inline scripts still run) until the returned `release()`
 * is called, or for 20 s: a fixed delay of a few seconds let scripts arrive halfway through a test on a busy machine.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, 20_000).unref());
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await Promise.race([released, limit]);
    // The page may be gone by then (the test ended): nothing to answer.
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * The step numbers (01, 02…) shown in `container`, in order, whether written as text or drawn as generated content
 * (a ::before or ::after): numbers belong only on real sequences.
 */
export async function shownNumbers(container: Locator) {
  return container.evaluate((root) => {
    const numeral = /^0\d$/;
    const found: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      for (const pseudo of ["::before", "::after"]) {
        const generated = getComputedStyle(element, pseudo).content.replace(/^["']|["']$/g, "");
        if (numeral.test(generated)) found.push(generated);
      }
      for (const node of element.childNodes)
        if (node.nodeType === Node.TEXT_NODE && numeral.test(node.textContent!.trim()))
          found.push(node.textContent!.trim());
    }
    return found;
  });
}

/**
 * A title as an accessible name reads it, for `getByRole(..., { name })`: a break of the weaker rank that a wide
 * Japanese heading hides (a `wbr` with display: none, docs/design.md "clause breaks and display copy") reads as a
 * space to Playwright, as every <wbr> does to Chromium's own tree. The words in order, a space allowed between
 * any two characters; found anywhere in the name, as a string would be.
 */
export const shownName = (text: string) =>
  new RegExp(
    [...text].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s?"),
    "i",
  );

export const test = base;
export { expect } from "@playwright/test";
