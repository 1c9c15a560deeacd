// Every widget works from the HTML alone (docs/architecture.md, "HTML first"): with JavaScript off, with every
// script from the network held back until the test lets it through (the page's inline script still runs), and once
// enhanced; in both languages,
// at both widths (the projects of playwright.config.ts). With scripts held back, each widget must answer before
// any script has arrived: a tap never waits for the network.
import type { Page } from "@playwright/test";
import { linesSet } from "./justified-spread";
import { routes } from "@/lib/routes";
import { headingFontStorageKey } from "@/lib/typography/heading-font";
import {
  expect,
  holdScripts,
  languages,
  localizePath,
  pageCopy,
  reachForIsland,
  t,
  test,
  oneWidthFor,
} from "./fixtures";

const modes = ["no script", "scripts held back", "enhanced"] as const;
type Mode = (typeof modes)[number];

/** Counts the scripts that reached the page from the network. */
function countScripts(page: Page) {
  let arrived = 0;
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") arrived += 1;
  });
  return () => arrived;
}

for (const { locale, lang } of languages) {
  const url = (path: string) => localizePath(path, locale);
  for (const mode of modes) {
    test.describe(`widgets, ${mode} (${lang})`, oneWidthFor(locale), () => {
      test.use({ javaScriptEnabled: mode !== "no script" });
      let scriptsArrived: () => number = () => 0;
      let releaseScripts = () => {};
      test.beforeEach(async ({ page }) => {
        scriptsArrived = countScripts(page);
        if (mode === "scripts held back") releaseScripts = await holdScripts(page);
      });
      /** Opens a page; once enhanced, waits for the enhancements (they mark the page with the class `js`). */
      const open = async (page: Page, path: string) => {
        await page.goto(url(path));
        if (mode === "enhanced") await page.locator("html.js").waitFor({ state: "attached" });
      };
      /** After a widget answered: with scripts held back, it did so before any of them arrived. */
      const answeredWithoutNetwork = (current: Mode) => {
        if (current === "scripts held back") expect(scriptsArrived()).toBe(0);
      };

      test("the menu opens, keeps one submenu open, closes with Escape and gives focus back", async ({
        page,
      }) => {
        await open(page, "/partners");
        const menuButton = page.getByRole("button", { name: t(locale, "nav.open") });
        await menuButton.click();
        const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
        await expect(panel).toBeVisible();
        const about = panel.locator("summary", { hasText: t(locale, "nav.about") });
        const services = panel.locator("summary", { hasText: t(locale, "nav.services") });
        await about.click();
        await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeVisible();
        // A submenu's first link is the section's own page, under a name of its own, never the section's again.
        const aboutLinks = panel
          .locator("details", { has: page.locator("summary", { hasText: t(locale, "nav.about") }) })
          .getByRole("link");
        await expect(aboutLinks.first()).toHaveText(t(locale, "nav.about.overview"));
        await expect(aboutLinks.first()).toHaveAttribute("href", url(routes.about));
        for (const details of await panel.locator("details").all()) {
          const plain = (text: string) => text.replace(/[\u200b\u2060]/g, "").trim();
          const name = plain(await details.locator("summary").innerText());
          expect((await details.getByRole("link").allTextContents()).map(plain)).not.toContain(name);
        }
        await services.click();
        await expect(panel.getByRole("link", { name: t(locale, "nav.services.all") })).toBeVisible();
        await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeHidden();
        answeredWithoutNetwork(mode);
        // The page behind the menu is inert: Tab never reaches it. With the page's enhancements it goes round inside
        // the menu; before they arrive, after the menu's last control it leaves for the browser's own controls.
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press("Tab");
          const place = await panel.evaluate((element) =>
            element.contains(document.activeElement)
              ? "menu"
              : document.activeElement === document.body
                ? "browser"
                : "page",
          );
          expect(place).toBe(mode !== "enhanced" && place === "browser" ? "browser" : "menu");
        }
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(menuButton).toBeFocused();
      });

      test("the contact dialog opens from the footer with its form, and closes with Escape", async ({
        page,
      }) => {
        await open(page, "/partners");
        const opener = page.locator("footer").getByRole("link", { name: t(locale, "footer.contactButton") });
        // Without a script the footer's link leads to the contact page and its form (docs/contact.md).
        if (mode === "no script") {
          await opener.click();
          await expect(page).toHaveURL(url("/contact"));
          await expect(page.getByRole("form", { name: t(locale, "contact.form") })).toBeVisible();
          return;
        }
        await opener.click();
        const dialog = page.getByRole("dialog", { name: t(locale, "contact.title") });
        await expect(dialog).toBeVisible();
        const form = dialog.getByRole("form", { name: t(locale, "contact.form") });
        await expect(form.getByLabel(t(locale, "contact.fullName"))).toBeVisible();
        await expect(form).toHaveAttribute("method", "post");
        answeredWithoutNetwork(mode);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      });

      test("the language toggle opens the same page in the other language", async ({ page }) => {
        await open(page, "/about/our-team");
        await page.getByTestId("language-toggle").click();
        const other = locale === "en" ? "jp" : "en";
        await expect(page).toHaveURL(localizePath("/about/our-team", other));
        await expect(page.locator("html")).toHaveAttribute("lang", other === "jp" ? "ja" : "en");
      });

      test("'coming soon' shows its notice at the first tap", async ({ page }) => {
        await open(page, "/partners");
        const notice = page.getByText(t(locale, "toast.comingSoon.description"));
        await expect(notice).toBeHidden();
        await page.getByRole("button", { name: t(locale, "footer.linkedinLabel") }).click();
        await expect(notice).toBeVisible();
        answeredWithoutNetwork(mode);
      });

      test("an accordion keeps one item open", async ({ page }) => {
        const copy = pageCopy("investment-portfolios", locale);
        await open(page, "/investment/portfolios");
        const faq = page.getByRole("region", { name: copy.faq.title, exact: true });
        await faq.locator("summary").nth(1).click();
        await expect(faq.getByText(copy.faq.items[1]!.a)).toBeVisible();
        await faq.locator("summary").nth(2).click();
        await expect(faq.getByText(copy.faq.items[2]!.a)).toBeVisible();
        await expect(faq.getByText(copy.faq.items[1]!.a)).toBeHidden();
        await expect(faq.locator("details[open]")).toHaveCount(1);
        answeredWithoutNetwork(mode);
      });

      test("the header turns solid once the page has scrolled", async ({ page }) => {
        await open(page, "/partners");
        const header = page.locator("header.site-header");
        const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
        // Painted on a canvas and read back: its alpha, whatever colour space the stylesheet writes it in.
        const alpha = () =>
          header.evaluate((element) => {
            const context = document.createElement("canvas").getContext("2d")!;
            context.fillStyle = getComputedStyle(element).backgroundColor;
            context.fillRect(0, 0, 1, 1);
            return context.getImageData(0, 0, 1, 1).data[3];
          });
        expect(await background()).toBe("rgba(0, 0, 0, 0)");
        await page.mouse.wheel(0, 400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
        // Solid: glass at 90 % let the text under it show through (stop-75 review).
        await expect.poll(alpha).toBe(255);
        // The home page's header starts over the artwork, light on dark: scrolled past it, it still gets a
        // background to read its light logo and buttons on (navy without the script).
        await open(page, "/");
        expect(await background()).toBe("rgba(0, 0, 0, 0)");
        await page.mouse.wheel(0, 900);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
        await expect.poll(alpha).toBe(255);
      });

      test("the home page's lists show the details of the row a visitor points at", async ({
        page,
        isMobile,
      }) => {
        const copy = pageCopy("home", locale);
        await open(page, "/");
        const list = page.getByTestId("investor-list");
        const rows = list.getByRole("listitem");
        const details = (index: number) => rows.nth(index).getByText(copy.investors.items[index]!.text);
        await rows.nth(1).scrollIntoViewIfNeeded();
        if (isMobile) {
          // On a phone every row shows its details under it.
          await expect(details(0)).toBeVisible();
          await expect(details(1)).toBeVisible();
          return;
        }
        await rows.nth(1).getByRole("heading").hover();
        await expect(details(1)).toBeVisible();
        await expect(details(0)).toBeHidden();
        if (mode === "scripts held back") {
          // The scripts arrive after the pointer came to rest: the row under it stays the one shown.
          releaseScripts();
          await page.locator("html.js").waitFor({ state: "attached" });
          await expect(rows.nth(1)).toHaveAttribute("data-active", "true");
          await expect(details(1)).toBeVisible();
          await expect(details(0)).toBeHidden();
        }
      });
    });
  }

  test.describe(`islands once reached for (${lang})`, oneWidthFor(locale), () => {
    test("the toast island shows the notice as a toast, and none of its code loaded before", async ({
      page,
    }) => {
      // The page's enhancements load with the page, and the language's chunk they fetch (the line fitting on a Japanese
      // page, stop 76; the faces' swap on a visitor's first English page, stop 78); the island runtime, React and the
      // toast only when reached for.
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(url("/partners"));
      await page.locator("html.js").waitFor({ state: "attached" });
      if (locale === "jp") await linesSet(page);
      else await page.waitForFunction((key) => localStorage[key] === "1", headingFontStorageKey);
      const tag = page.locator("script[data-enhance]");
      expect(scripts).toEqual([
        await tag.getAttribute("data-enhance"),
        await tag.getAttribute(locale === "jp" ? "data-typeset" : "data-faces"),
      ]);
      const button = page.getByRole("button", { name: t(locale, "footer.linkedinLabel") });
      await reachForIsland(page, button, "toast-island");
      await button.click();
      await expect(page.getByTestId("toast")).toContainText(t(locale, "toast.comingSoon.description"));
      await expect(page.getByTestId("coming-soon")).toBeHidden();
    });

    test("the contact form island hydrates with the server's ids and no warning", async ({ page }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (["error", "warning"].includes(message.type())) messages.push(message.text());
      });
      await page.goto(url("/contact"));
      const form = page.getByRole("form", { name: t(locale, "contact.form") });
      const ids = await form.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
      await reachForIsland(page, form.getByLabel(t(locale, "contact.fullName")), "contact-form-island");
      expect(
        await form.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id)),
      ).toEqual(ids);
      expect(messages).toEqual([]);
    });
  });
}
