import type { Locator, Page } from "@playwright/test";
import { footerMenu, routes } from "@/lib/routes";
import { palette } from "@/lib/palette";
import {
  content,
  expect,
  languages,
  localizePath,
  openContactFromMenu,
  pageCopy,
  site,
  t,
  test,
  oneWidthFor,
} from "./fixtures";

for (const { locale, lang, prefix } of languages) {
  test.describe(`layout (${lang})`, oneWidthFor(locale), () => {
    test("header shows this language's logo, goes home and scrolls to top", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      const logoLink = page.getByRole("link", { name: t(locale, "header.homeLink") });
      await expect(logoLink.getByTestId(`logo-${locale}`).locator("visible=true")).toBeVisible();
      await logoLink.click();
      await expect(page).toHaveURL(localizePath("/", locale));
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.getByRole("link", { name: t(locale, "header.homeLink") }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("header turns solid after 10 px of scrolling", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      const header = page.locator("header.site-header");
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 8));
      await expect(header).toHaveAttribute("data-scrolled", "false");
      await page.evaluate(() => window.scrollTo(0, 40));
      await expect(header).toHaveAttribute("data-scrolled", "true");
      // Solid, not glass: the text under a 95 % header showed through behind the logo (stop-75 review).
      await expect
        .poll(() =>
          header.evaluate((element) => {
            const context = document.createElement("canvas").getContext("2d")!;
            context.fillStyle = getComputedStyle(element).backgroundColor;
            context.fillRect(0, 0, 1, 1);
            return context.getImageData(0, 0, 1, 1).data[3];
          }),
        )
        .toBe(255);
    });

    test("side panel: links, single-open submenus, scroll lock, focus trap, closes on navigation", async ({
      page,
      isMobile,
    }) => {
      await page.goto(localizePath("/", locale));
      const menuButton = page.getByRole("button", { name: t(locale, "nav.open") });
      await menuButton.click();
      const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.width).toBeCloseTo(isMobile ? 390 : 384, 0);
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .toBe("hidden");

      const section = (key: "nav.about" | "nav.services") =>
        panel.locator("details", { has: page.locator("summary", { hasText: t(locale, key) }) });
      const [about, services] = [section("nav.about"), section("nav.services")];
      await about.locator("summary").click();
      await expect(about).toHaveAttribute("open");
      await expect(panel.getByRole("link", { name: t(locale, "nav.about.ourTeam") })).toBeVisible();
      await services.locator("summary").click();
      await expect(services).toHaveAttribute("open");
      await expect(about).not.toHaveAttribute("open");
      await services.locator("summary").click();
      await expect(services).not.toHaveAttribute("open");

      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await expect(services).not.toHaveAttribute("open");
      await panel.getByRole("link", { name: t(locale, "nav.partners") }).click();
      await expect(page).toHaveURL(localizePath("/partners", locale));
      await expect(panel).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", locale).heading);
    });

    test("'Connect with Us' opens the contact dialog, which closes by button, Escape and backdrop", async ({
      page,
    }) => {
      await page.goto(localizePath("/partners", locale));
      const openFromPanel = () => openContactFromMenu(page, locale);
      const dialog = page.getByRole("dialog", { name: t(locale, "contact.title") });

      await openFromPanel();
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      const viewport = page.viewportSize()!;
      // At most 56rem: from 1024 px the form and the details sit side by side, the page visible around them.
      expect(box.width).toBeLessThanOrEqual(896);
      expect(box.width).toBeLessThan(viewport.width);
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);
      await expect(dialog.getByText(t(locale, "contact.officeLocation"))).toBeVisible();
      await expect(dialog.getByText(t(locale, "contact.companyInformation"))).toBeVisible();
      await dialog.getByRole("button", { name: t(locale, "contact.close") }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: t(locale, "nav.open") })).toBeFocused();

      await openFromPanel();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await openFromPanel();
      await expect(dialog).toBeVisible();
      // A click on the backdrop, beside the dialog.
      await page.mouse.click(3, 3);
      await expect(dialog).toBeHidden();
    });

    test("contact form posts the agreed fields with native validation and a honeypot", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      await page
        .locator("footer")
        .getByRole("link", { name: t(locale, "footer.contactButton") })
        .click();
      const form = page.getByRole("form", { name: t(locale, "contact.form") });
      await expect(form).toHaveAttribute("method", "post");
      await expect(form).toHaveAttribute("action", /^https:\/\//);
      await expect(form.getByLabel(t(locale, "contact.fullName"))).toHaveAttribute("name", "name");
      const email = form.getByLabel(t(locale, "contact.email"));
      await expect(email).toHaveAttribute("name", "_replyto");
      await expect(email).toHaveAttribute("type", "email");
      const inquiry = form.getByLabel(t(locale, "contact.inquiryType"));
      await expect(inquiry.locator("option")).toHaveText([
        t(locale, "contact.inquiry.placeholder"),
        t(locale, "contact.inquiry.general"),
        t(locale, "contact.inquiry.investment"),
        t(locale, "contact.inquiry.partnership"),
        t(locale, "contact.inquiry.proposal"),
        t(locale, "contact.inquiry.other"),
      ]);
      expect(
        await inquiry
          .locator("option")
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
      ).toEqual(["", "general", "investment", "partnership", "proposal", "other"]);
      await expect(form.locator('input[name="_gotcha"]')).toHaveCount(1);
      await expect(form.locator('input[name="_gotcha"]')).not.toBeInViewport();

      // Submitting empty: the browser refuses and nothing leaves the page.
      await form.getByRole("button", { name: t(locale, "contact.send") }).click();
      expect(
        await form
          .getByLabel(t(locale, "contact.fullName"))
          .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
      ).toBe(true);
      await email.fill("not-an-email");
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
      await expect(page).toHaveURL(localizePath("/partners", locale));
    });

    test("footer links stay in this language and the copyright starts at 2025", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      const footer = page.locator("footer").last();
      await expect(footer.getByTestId(`logo-${locale}`)).toBeVisible();
      for (const link of footerMenu) {
        await expect(footer.getByRole("link", { name: t(locale, link.label), exact: true })).toHaveAttribute(
          "href",
          localizePath(link.href, locale),
        );
      }
      await expect(footer.getByText(t(locale, "footer.copyright"))).toBeVisible();
      expect(t(locale, "footer.copyright")).toContain("2025");
    });

    test("a link opens the next page at the top, with its own head, and inner pages padded", async ({
      page,
    }) => {
      await page.goto(localizePath("/", locale));
      await expect(page.locator("main")).toHaveCSS("padding-top", "0px");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .locator("footer")
        .getByRole("link", { name: t(locale, "nav.partners"), exact: true })
        .click();
      await expect(page).toHaveURL(localizePath("/partners", locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("partners", locale).heading);
      await expect(page).toHaveTitle(`${pageCopy("partners", locale).title} | ${site.name[locale]}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const padding = await page
        .locator("main")
        .evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
      expect(padding).toBeGreaterThan(50);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${prefix}/partners$`),
      );
    });

    test("moving to another page plays the browser's view transition (0.3 s out, 0.5 s in); not under reduced motion", async ({
      page,
    }) => {
      // The new page learns from its pagereveal event whether a view transition brought it in.
      await page.addInitScript(() =>
        window.addEventListener("pagereveal", (event) =>
          Object.assign(window, {
            transitioned: Boolean((event as Event & { viewTransition?: unknown }).viewTransition),
          }),
        ),
      );
      const visitPartners = async () => {
        await page.goto(localizePath("/", locale));
        await page
          .locator("footer")
          .getByRole("link", { name: t(locale, "nav.partners"), exact: true })
          .click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          pageCopy("partners", locale).heading,
        );
        // The heading is in the document before the page is first revealed: wait for the event.
        const transitioned = () =>
          page.evaluate(() => (window as unknown as { transitioned?: boolean }).transitioned);
        await expect.poll(transitioned).toBeDefined();
        return transitioned();
      };
      expect(await visitPartners()).toBe(true);
      // The durations the stylesheet gives the two halves.
      const durations = await page.evaluate(() => {
        const found: Record<string, string> = {};
        const visit = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule && rule.selectorText.startsWith("::view-transition-"))
              found[rule.selectorText] = rule.style.animationDuration || rule.style.animation;
            if ("cssRules" in rule && !(rule instanceof CSSStyleRule))
              visit((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of document.styleSheets) visit(sheet.cssRules);
        return found;
      });
      expect(durations["::view-transition-old(root)"]).toContain("0.3s");
      expect(durations["::view-transition-new(root)"]).toContain("0.5s");
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await visitPartners()).toBe(false);
    });

    test("sections below the fold fade in as they scroll into view; those on screen at load never hide", async ({
      page,
    }) => {
      await page.goto(localizePath("/about/our-team", locale));
      const states = () =>
        page.locator("[data-reveal-delay]").evaluateAll((elements) =>
          elements.map((element) => ({
            onScreen: element.getBoundingClientRect().top < window.innerHeight,
            reveal: (element as HTMLElement).dataset.reveal ?? "none",
          })),
        );
      // The browser reports where each one is after its first frame; those below are hidden then.
      await expect
        .poll(async () => (await states()).filter((state) => !state.onScreen).map((state) => state.reveal))
        .toContain("hidden");
      const atLoad = await states();
      expect(atLoad.filter((state) => state.onScreen).map((state) => state.reveal)).not.toContain("hidden");
      // Hiding is instant: no transition runs on what is hidden (dozens of them would run during load).
      const hiding = await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) =>
              (animation.effect as KeyframeEffect | null)?.target?.matches("[data-reveal]"),
            ).length,
      );
      expect(hiding).toBe(0);
      const last = page.locator("[data-reveal-delay]").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveAttribute("data-reveal", "shown");
      await expect(last).toHaveCSS("opacity", "1");
    });

    test("a printout holds every section, the navy bands in their colours, and no header controls", async ({
      page,
    }) => {
      await page.goto(localizePath("/about/our-team", locale));
      // Wait until the page's script has hidden what is below the fold, as a reader who prints at once would find it.
      await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
      await page.emulateMedia({ media: "print" });
      const hidden = await page
        .locator("[data-reveal]")
        .evaluateAll(
          (elements) => elements.filter((element) => getComputedStyle(element).opacity !== "1").length,
        );
      expect(hidden).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.body).printColorAdjust)).toBe("exact");
      const header = page.locator("header.site-header");
      await expect(header).toHaveCSS("position", "absolute");
      await expect(header.getByRole("button", { name: t(locale, "nav.open") })).toBeHidden();
      await expect(page.getByTestId(`logo-${locale}`).first()).toBeAttached();
    });

    test("reduced motion turns animations off", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(localizePath("/", locale));
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
      await expect(panel).toBeVisible();
      const durations = await panel.evaluate((el) =>
        getComputedStyle(el)
          .transitionDuration.split(",")
          .map((value) => parseFloat(value)),
      );
      expect(Math.max(...durations)).toBeLessThan(0.001);
    });

    test("the header turns navy with the light logo over a dark section and while the menu or the dialog is open", async ({
      page,
      isMobile,
    }) => {
      await page.goto(localizePath("/", locale));
      const header = page.locator("header.site-header");
      // Both logos are in the header; the one shown is the tone's.
      const logo = header.getByTestId(`logo-${locale}`).locator("visible=true");
      const expectTone = async (tone: string, logoTone: "light" | "dark") => {
        await expect(header).toHaveAttribute("data-tone", tone);
        if (logoTone === "light") await expect(logo).toHaveAttribute("src", /-light\./);
        else await expect(logo).not.toHaveAttribute("src", /-light\./);
      };
      await expectTone("hero", "light");
      // Solid, whatever colour space the stylesheet writes it in: painted on a canvas, the header's background
      // reads back as the tone's sRGB values with alpha 1. At 95 % (90 % until stop 67) the text scrolling under it
      // showed through as a grey smear behind the logo (stop-75 review).
      const painted = () =>
        header.evaluate((element) => {
          const context = document.createElement("canvas").getContext("2d")!;
          context.fillStyle = getComputedStyle(element).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data];
        });
      // Over the white intro: white, and the dark logo.
      await page.evaluate(() => window.scrollTo(0, document.getElementById("intro")!.offsetTop + 200));
      await expectTone("light", "dark");
      await expect.poll(painted).toEqual([255, 255, 255, 255]);
      // Over the navy "For Investors": the brand's navy and the light logo, not a grey band.
      await page.evaluate(() => window.scrollTo(0, document.getElementById("investors")!.offsetTop + 200));
      await expectTone("dark", "light");
      const ink = [1, 3, 5].map((start) => parseInt(palette.ink.slice(start, start + 2), 16));
      await expect.poll(painted).toEqual([...ink, 255]);

      // With the menu open over a white section the logo stays whole: light, on navy, not under the panel.
      await page.evaluate(() => window.scrollTo(0, document.getElementById("intro")!.offsetTop + 200));
      await expectTone("light", "dark");
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
      await expect(panel).toBeVisible();
      await expectTone("dark", "light");
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        true,
      );
      if (!isMobile) {
        // The panel (384 px at the right) leaves the whole wordmark in view.
        const [logoBox, panelBox] = [(await logo.boundingBox())!, (await panel.boundingBox())!];
        expect(logoBox.x + logoBox.width).toBeLessThan(panelBox.x);
      }
      await page.keyboard.press("Escape");
      await expectTone("light", "dark");
      // And behind the contact dialog, opened from the menu over the same white section.
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      await panel.getByRole("link", { name: t(locale, "nav.connect") }).click();
      await expect(page.getByRole("dialog", { name: t(locale, "contact.title") })).toBeVisible();
      await expectTone("dark", "light");
      await page.keyboard.press("Escape");
      await expectTone("light", "dark");
    });

    test("a submenu link's focus ring lies inside the side panel", async ({ page }) => {
      await page.goto(localizePath("/", locale));
      await page.getByRole("button", { name: t(locale, "nav.open") }).click();
      const panel = page.getByRole("dialog", { name: t(locale, "nav.label") });
      const services = panel.locator("summary", { hasText: t(locale, "nav.services") });
      await services.focus();
      await page.keyboard.press("Enter");
      await expect(panel.locator("details[open]")).toHaveCount(1);
      // Once the submenu has finished opening (its height animates).
      await expect
        .poll(() => panel.evaluate((element) => element.getAnimations({ subtree: true }).length))
        .toBe(0);
      // Keyboard focus on each submenu link in turn: its outline must not be clipped by the panel or the
      // submenu (both clip what overflows them).
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press("Tab");
        const report = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          const style = getComputedStyle(element);
          const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
          const box = element.getBoundingClientRect();
          const ring = {
            left: box.left - grow,
            right: box.right + grow,
            top: box.top - grow,
            bottom: box.bottom + grow,
          };
          const clipped: string[] = [];
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const overflow = getComputedStyle(parent);
            if (overflow.overflowX === "visible" && overflow.overflowY === "visible") continue;
            const clip = parent.getBoundingClientRect();
            if (ring.left < clip.left - 0.5 || ring.right > clip.right + 0.5)
              clipped.push(`${parent.tagName}.${parent.className.slice(0, 40)}`);
            if (parent.tagName === "DIALOG") break;
          }
          return { focusVisible: element.matches(":focus-visible"), text: element.textContent, clipped };
        });
        expect(report.focusVisible).toBe(true);
        expect(report.clipped, report.text ?? "").toEqual([]);
      }
    });

    test("skip link moves focus to the main content", async ({ page }) => {
      await page.goto(localizePath("/partners", locale));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: t(locale, "meta.skipToContent") });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
    });
  });
}

// Navigation a desktop visitor sees: from xl (1280 px) the main sections are in the header, the current one
// marked; on a phone they are in the menu only.
for (const { locale, lang } of languages) {
  test(
    `the header's sections on a wide screen, the current one marked (${lang})`,
    oneWidthFor(locale),
    async ({ page, isMobile }) => {
      await page.goto(localizePath("/about/our-team", locale));
      const nav = page.getByRole("banner").getByRole("navigation", { name: t(locale, "nav.sectionsLabel") });
      if (isMobile) {
        await expect(nav).toBeHidden();
        return;
      }
      const about = nav.getByRole("link", { name: t(locale, "nav.about"), exact: true });
      await expect(nav.getByRole("link")).toHaveCount(6);
      await expect(about).toHaveAttribute("aria-current", "true");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      // The mark is drawn (the rule under the name), not only announced.
      // (Tailwind's scale-x sets the scale property: 0 on the others.)
      const scales = await nav
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => getComputedStyle(link, "::after").scale));
      expect(scales.filter((scale) => scale !== "0 1")).toEqual(["1"]);
      await nav.getByRole("link", { name: t(locale, "nav.insights"), exact: true }).click();
      await expect(page).toHaveURL(localizePath("/insights", locale));
      await expect(
        page.getByRole("banner").getByRole("link", { name: t(locale, "nav.insights"), exact: true }),
      ).toHaveAttribute("aria-current", "page");
    },
  );
}

// A narrow Android phone (360 px) or an old iPhone (320 px): the logo narrows and every header control stays whole
// on the screen; at 360 px the menu button was cut off at the screen's edge.
for (const { locale, lang } of languages)
  for (const width of [320, 360])
    // In the phone project only (its touch screen and scale), at a width of its own.
    test(
      `the header's controls are whole on a ${width} px screen (${lang})`,
      { tag: "@phone-only" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(localizePath("/", locale));
        const controls = page.getByRole("banner").locator(":is(a, button):visible");
        const sides = await controls.evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return {
              name: element.getAttribute("aria-label") ?? element.textContent,
              left: box.left,
              right: box.right,
            };
          }),
        );
        expect(sides.length).toBeGreaterThanOrEqual(4);
        expect(sides.filter(({ left, right }) => left < 0 || right > width)).toEqual([]);
        // The logo is still a logo: at least 120 px wide.
        const logo = page.getByRole("link", { name: t(locale, "header.homeLink") }).locator("img:visible");
        expect((await logo.boundingBox())!.width).toBeGreaterThanOrEqual(120);
      },
    );

// An article's tables stay inside the text's column at every desktop width (stop 61: from lg the table ran 256 px
// past the column and past the page's edge, and at 1024 and 1280 px to the window's edge); one wider than its
// column scrolls inside its frame, with a shadow at the edge that has more.
const tableArticles = content.collections.insights.en
  .filter((article) => /^\|/m.test(article.body))
  .map((article) => routes.item("insights", article.slug));
for (const { locale, lang } of languages)
  test(
    `an article's table stays inside its column, scrolling inside its frame if wider (${lang})`,
    {
      tag: "@desktop-only",
    },
    async ({ page }) => {
      expect(tableArticles.length).toBeGreaterThan(0);
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const url of tableArticles) {
          await page.goto(localizePath(url, locale));
          const boxes = await page.locator("main .prose-body").evaluate((body) => {
            const column = body.getBoundingClientRect();
            return [...body.querySelectorAll(".table-scroll")].map((frame) => {
              const box = frame.getBoundingClientRect();
              const table = frame.querySelector("table")!.getBoundingClientRect();
              return {
                left: box.left,
                right: box.right,
                table: table.right,
                column: column.right,
                start: column.left,
              };
            });
          });
          expect(boxes.length, url).toBeGreaterThan(0);
          for (const box of boxes) {
            expect(box.left, `${url} at ${width} px`).toBeGreaterThanOrEqual(box.start - 0.5);
            expect(box.right, `${url} at ${width} px`).toBeLessThanOrEqual(box.column + 0.5);
            expect(box.right, `${url} at ${width} px`).toBeLessThanOrEqual(width - 32);
          }
        }
      }
      // Squeezed, a table scrolls inside its frame, never the page, and its frame draws the shadow of the edge with
      // more (the background that scrolls with the content covers it at the start).
      await page.setViewportSize({ width: 1024, height: 900 });
      await page.goto(localizePath(tableArticles[0]!, locale));
      const frame = page.locator("main .table-scroll").first();
      await frame.evaluate((element) => {
        element.querySelector("table")!.style.minWidth = "1400px";
      });
      const state = await frame.evaluate((element) => ({
        scrolls: element.scrollWidth > element.clientWidth,
        overflow: getComputedStyle(element).overflowX,
        shadows: (getComputedStyle(element).backgroundImage.match(/radial-gradient/g) ?? []).length,
        page: document.documentElement.scrollWidth <= window.innerWidth,
      }));
      expect(state).toEqual({ scrolls: true, overflow: "auto", shadows: 2, page: true });
      await expect(frame).toHaveAttribute("tabindex", "0");
    },
  );

// Cards that are one link answer the pointer clearly (issue 45, stop 61: "a colour shift plus underline, a faint
// shadow"): they lift and their shadow deepens, within a short transition; keyboard focus on their link lifts them
// the same way, with the 3 px focus ring; under reduced motion the shadow still answers and nothing moves.
for (const { locale, lang } of languages) {
  test.describe(`cards under the pointer (${lang})`, { tag: "@desktop-only" }, () => {
    const cards = [
      {
        path: routes.insights,
        what: "an article's picture",
        target: (page: Page) => page.locator("main li.group").last().locator("div.overflow-hidden").first(),
      },
      {
        path: routes.projects,
        what: "a project's picture",
        target: (page: Page) => page.locator("main li.group").first().locator("div.overflow-hidden").first(),
      },
    ];
    // The pointer to the middle of the card (a card's link stretches over it, so the link is what it lands on).
    const pointAt = async (page: Page, target: Locator) => {
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    const look = (target: Locator) =>
      target.evaluate((element) => ({
        // Against its list, which stays put: a late font or picture above moves both alike.
        top: element.getBoundingClientRect().top - element.closest("ul, ol")!.getBoundingClientRect().top,
        shadow: getComputedStyle(element).boxShadow,
        duration: getComputedStyle(element).transitionDuration,
      }));

    for (const { path, what, target } of cards)
      test(`${what} lifts under the pointer and on focus, and only its shadow answers under reduced motion`, async ({
        page,
      }) => {
        await page.goto(localizePath(path, locale));
        const card = target(page);
        await card.scrollIntoViewIfNeeded();
        // Past its entrance (Reveal: its item rises 24 px as it fades in), so that only the pointer moves it.
        const entered = () =>
          card.evaluate((element) => {
            const item = element.closest("li")!;
            return (
              item.dataset.reveal !== "hidden" &&
              item.getAnimations().every((a) => a.playState === "finished")
            );
          });
        await expect.poll(entered).toBe(true);
        await page.mouse.move(1, 1);
        const rest = await look(card);
        expect(rest.duration.split(", ").map(parseFloat)).toContain(0.2);
        await pointAt(page, card);
        await expect.poll(async () => rest.top - (await look(card)).top).toBeGreaterThanOrEqual(3.5);
        expect((await look(card)).shadow).not.toBe(rest.shadow);

        // Keyboard focus on the card's link: the same lift, and the focus ring at its full strength.
        await page.mouse.move(1, 1);
        await expect.poll(async () => (await look(card)).top).toBeCloseTo(rest.top, 0);
        const link = card.locator("xpath=ancestor-or-self::li[1]").getByRole("link").first();
        await link.focus();
        await expect(link).toHaveCSS("outline-width", "3px");
        await expect.poll(async () => rest.top - (await look(card)).top).toBeGreaterThanOrEqual(3.5);

        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.reload();
        await card.scrollIntoViewIfNeeded();
        await expect.poll(entered).toBe(true);
        await page.mouse.move(1, 1);
        const still = await look(card);
        await pointAt(page, card);
        await expect.poll(async () => (await look(card)).shadow).not.toBe(still.shadow);
        expect((await look(card)).top).toBeCloseTo(still.top, 0);
      });
  });
}

// A word longer than any line (a 128-character checksum in a body, a 70-letter word in a title) breaks inside its
// box instead of running off the page (probe 47, ninth round: 1,089 px wide at 390 px). Writers' text is put into
// the built pages where each kind of it is shown: an article's title, body, inline code and table, and the card
// titles of the home page and the insights list.
const checksum = "a3f1".repeat(32);
const longWord = `Kizuna${"bridge".repeat(11)}`;
const articleWithTable =
  tableArticles[0] ?? routes.item("insights", content.collections.insights.en[0]!.slug);
for (const [path, where] of [
  [articleWithTable, "an article's title, body, code and table"],
  [routes.home, "the home page's cards"],
  [routes.insights, "the insights list's cards"],
] as const)
  test(`a word longer than the line breaks inside ${where}, never widening the page`, async ({ page }) => {
    await page.goto(path);
    const changed = await page.evaluate(
      ({ checksum, longWord }) => {
        const targets = [
          ...document.querySelectorAll("main :is(h1, h2, h3)"),
          ...[...document.querySelectorAll(".prose-body :is(p, li, td, th)")].slice(0, 6),
        ];
        for (const element of targets) {
          element.append(` ${longWord} `);
          element.setAttribute("data-long-word", "");
        }
        const paragraph = document.querySelector(".prose-body p");
        if (paragraph) {
          const code = document.createElement("code");
          code.textContent = checksum;
          paragraph.append(` Checksum ${checksum}. Also `, code);
        }
        return targets.length;
      },
      { checksum, longWord },
    );
    expect(changed).toBeGreaterThan(2);
    const { width, words } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      // No box a long word was put into is wider inside than it is (a row of cards may scroll, the words may not).
      words: [...document.querySelectorAll("[data-long-word], .prose-body code")]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
    }));
    expect(words).toEqual([]);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
