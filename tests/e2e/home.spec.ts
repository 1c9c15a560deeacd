// The home page below the hero: intro and advantages, the two lists whose active item follows the
// mouse, keyboard focus and taps, and the latest insights.
import type { Locator, Page } from "@playwright/test";
import { routes } from "@/lib/routes";
import {
  content,
  expect,
  languages,
  localizePath,
  pageCopy,
  revealAll,
  shownNumbers,
  t,
  test,
  oneWidthFor,
  shownName,
} from "./fixtures";

const investmentPaths = [
  "/investment/approach",
  "/investment/portfolios",
  "/investment/different",
  "/investment/process",
  "/investment/right-investor",
];

/** Makes `item` the active one the way this device would: the mouse on desktops, keyboard focus on phones
    (a tap on a row follows its link: the whole row is one). */
async function point(item: Locator, isMobile: boolean) {
  if (isMobile) await item.getByRole("link").focus();
  else await item.hover();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** From md up, the active row's panel beside `list` names the row by its title (no numeral). It stands beside that
    row, within the list's height, behind a rule on paper and on navy alike: at the list's top whichever row was
    active, it sat beside the first row while the fourth was hovered (stop-76 review). The CSS sets the last two rows'
    on their row's foot and the others' on its top, with the page's script and without it. */
async function expectPanelBalanced(list: Locator, item: Locator, title: string) {
  const panel = item.locator(".active-list-details").first();
  // The title is drawn from the panel's data-display-text (kept out of the link's name and visible text).
  const name = panel.locator("[data-display-text]");
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute("data-display-text", title);
  expect(await name.evaluate((element) => getComputedStyle(element, "::before").content)).toBe(
    JSON.stringify(title),
  );
  expect(await shownNumbers(panel)).toEqual([]);
  // The list, the header and the panel read at one moment, relative to the list's top.
  const at = await panel.locator("[data-details-panel]").evaluate((details) => {
    const list = details.closest("ul, ol")!.getBoundingClientRect();
    const box = details.getBoundingClientRect();
    return {
      list: list.height,
      header: document.querySelector(".site-header")!.getBoundingClientRect().bottom - list.top,
      top: box.top - list.top,
      bottom: box.bottom - list.top,
    };
  });
  // Within the list's height…
  expect(at.top, "panel top").toBeGreaterThanOrEqual(-1);
  expect(at.bottom, "panel foot").toBeLessThanOrEqual(at.list + 1);
  // …at the top of its rail whichever row is active, or held just under the header once the list's top has
  // scrolled under it (beside its row it left an empty block of column above it, stop-80 review).
  expect(at.top, "panel at the top of its rail").toBeLessThanOrEqual(Math.max(0, at.header) + 48);
}

/** Hovers the middle of each row's title, checks that nothing under the pointer moved, then clicks there
    (a phone, which has no hover, taps there). */
async function hoverThenClickEach(
  page: Page,
  home: string,
  listId: string,
  targets: string[],
  isMobile: boolean,
) {
  for (const [index, target] of targets.entries()) {
    await page.goto(home);
    const title = page.getByTestId(listId).getByRole("listitem").nth(index).getByRole("heading");
    await title.scrollIntoViewIfNeeded();
    const before = (await title.boundingBox())!;
    const x = before.x + before.width / 2;
    const y = before.y + before.height / 2;
    if (isMobile) await page.touchscreen.tap(x, y);
    else {
      await page.mouse.move(x, y);
      // The row's details appear; the title stays where it was.
      await expect(page.getByTestId(listId).getByRole("listitem").nth(index)).toHaveAttribute(
        "data-active",
        "true",
      );
      expect(await title.boundingBox()).toEqual(before);
      await page.mouse.click(x, y);
    }
    await expect(page).toHaveURL(target);
  }
}

// The stop a screen reader hears between a home row's title and its text: ". " in English, a full stop in Japanese.
const nameStop = "\\s?(?:\\.|\u3002)\\s?";

for (const { locale, lang } of languages) {
  const url = (path: string) => localizePath(path, locale);
  const services = content.collections.services[locale];
  const copy = pageCopy("home", locale);

  test.describe(`home hero (${lang})`, { tag: "@desktop-only" }, () => {
    test("from 1280 to 1440 px the motto takes two or three lines, the artwork shows whole, no scroll cue", async ({
      page,
    }) => {
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url("/"));
        const hero = page.locator("main section").first();
        const motto = hero.getByRole("heading", { level: 1 });
        await expect(motto).toHaveText(copy.hero.motto);
        const lines = await motto.evaluate((heading) => {
          const range = document.createRange();
          range.selectNodeContents(heading);
          return new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
          ).size;
        });
        expect(lines, `motto at ${width} px`).toBeLessThanOrEqual(3);
        // The artwork: inside the window, drawn at its own proportions (nothing cropped) and under nothing.
        const art = await hero.locator("img").evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const style = getComputedStyle(img);
          const middle = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return {
            left: box.left,
            right: box.right,
            ratio: box.width / box.height,
            natural: img.naturalWidth / img.naturalHeight,
            fit: style.objectFit,
            onTop: middle === img,
            opacity: style.opacity,
          };
        });
        expect(art.left, `artwork at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(art.right, `artwork at ${width} px`).toBeLessThanOrEqual(width);
        expect(
          art.fit === "contain" || Math.abs(art.ratio - art.natural) < 0.02,
          `${width} px: ${art.fit}`,
        ).toBe(true);
        expect(art.onTop, `nothing covers the artwork at ${width} px`).toBe(true);
        expect(art.opacity).toBe("1");
        // Two ways on and nothing else (a "Scroll down" cue is a dated device: the page scrolls as any page does):
        // the contact form, opened over the page, and the services (stop-65 review: no call to action).
        const links = hero.getByRole("link");
        await expect(links).toHaveCount(2);
        await expect(links.first()).toHaveAccessibleName(copy.hero.contactLabel);
        await expect(links.first()).toHaveAttribute("href", url(routes.contact));
        await expect(links.first()).toHaveAttribute("aria-haspopup", "dialog");
        await expect(links.last()).toHaveAccessibleName(copy.hero.servicesLabel);
        await expect(links.last()).toHaveAttribute("href", url(routes.services));
        await expect(links.first()).toBeInViewport();
      }
    });
  });

  test.describe(`home hero's height (${lang})`, () => {
    test("the hero is the whole first screen, as SPEC.md asks", async ({ page }) => {
      const { height } = page.viewportSize()!;
      await page.goto(url("/"));
      const hero = (await page.locator("main section").first().boundingBox())!;
      expect(hero.height).toBeGreaterThanOrEqual(height - 1);
    });
  });

  if (locale === "en")
    test.describe(`home motto's room (${lang})`, { tag: "@desktop-only" }, () => {
      test("from 1280 to 1440 px each sentence of the motto fits its line with room to spare", async ({
        page,
      }) => {
        for (const width of [1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(url("/"));
          // "Cross-border projects." filled its 584 px column to the pixel: WebKit, a pixel wider, left "projects."
          // alone on a third line (stop-76 review). Each line keeps a twentieth of the column free.
          const fill = await page
            .locator("main section")
            .first()
            .getByRole("heading", { level: 1 })
            .evaluate((heading) => {
              const range = document.createRange();
              range.selectNodeContents(heading);
              const lines = new Map<number, { left: number; right: number }>();
              for (const rect of range.getClientRects()) {
                if (!rect.width) continue;
                const line = lines.get(Math.round(rect.bottom)) ?? { left: rect.left, right: rect.right };
                lines.set(Math.round(rect.bottom), {
                  left: Math.min(line.left, rect.left),
                  right: Math.max(line.right, rect.right),
                });
              }
              const box = heading.getBoundingClientRect();
              return Math.max(...[...lines.values()].map((line) => (line.right - line.left) / box.width));
            });
          expect(fill, `motto at ${width} px`).toBeLessThanOrEqual(0.95);
        }
      });
    });

  if (locale === "en")
    test.describe(`home hero on a phone (${lang})`, { tag: "@desktop-only" }, () => {
      test("at 390 and 360 px the motto takes two lines, its second sentence whole on one", async ({
        page,
      }) => {
        for (const width of [390, 360]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(url("/"));
          const lines = await page
            .locator("main section")
            .first()
            .getByRole("heading", { level: 1 })
            .evaluate((heading) => {
              // Each line's text: the words whose boxes share a bottom.
              const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
              const byLine = new Map<number, string>();
              const range = document.createRange();
              for (let node = walker.nextNode(); node; node = walker.nextNode())
                for (const word of node.textContent!.matchAll(/\S+/g)) {
                  range.setStart(node, word.index);
                  range.setEnd(node, word.index + word[0].length);
                  const bottom = Math.round(range.getBoundingClientRect().bottom);
                  byLine.set(bottom, `${byLine.get(bottom) ?? ""} ${word[0]}`.trim());
                }
              return [...byLine.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
            });
          expect(lines, `motto at ${width} px`).toEqual(copy.hero.motto.split(/(?<=\.)\s+/));
          // The hero's ways on are in the first screen, under the words.
          const actions = page.locator("main section").first().locator("[data-hero-actions]");
          expect(
            await actions.evaluate((box) => box.getBoundingClientRect().bottom),
            `actions at ${width} px`,
          ).toBeLessThanOrEqual(844);
        }
      });
    });

  test.describe(`home 'For Investors' panel (${lang})`, { tag: "@desktop-only" }, () => {
    test("the panel beside the list starts level with it and is as tall as its words, with no empty top", async ({
      page,
    }) => {
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url("/#investors"));
        const list = page.getByTestId("investor-list");
        const panel = list.locator("li[data-active=true] [data-details-panel]");
        await expect(panel).toBeVisible();
        // The card and the list are read at one moment: the page may still be scrolling to #investors.
        const measured = await panel.evaluate((card) => {
          const style = getComputedStyle(card);
          const box = card.getBoundingClientRect();
          const listTop = card.closest("[data-testid=investor-list]")!.getBoundingClientRect().top;
          const shown = [...card.children].filter((child) => child.getBoundingClientRect().height > 0);
          const first = shown[0]!.getBoundingClientRect();
          const last = shown.at(-1)!.getBoundingClientRect();
          return {
            top: box.top - listTop,
            height: box.height,
            padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
            wordsTop: first.top - box.top - parseFloat(style.paddingTop),
            words: last.bottom - first.top,
          };
        });
        expect(Math.abs(measured.top), `${width} px: top`).toBeLessThanOrEqual(1);
        // The words start at the card's padding, and the card ends after them (it was the list's 450 px with
        // 230 px of words centred in it, stop 62).
        expect(measured.wordsTop, `${width} px: space above the words`).toBeLessThanOrEqual(1);
        expect(
          measured.height - measured.padding - measured.words,
          `${width} px: empty card`,
        ).toBeLessThanOrEqual(2);
      }
    });
  });

  test.describe(`home lists on a touch screen (${lang})`, () => {
    test("where nothing can hover, every row of both lists reads as live: no title dimmed, on a phone every marker alike", async ({
      page,
      browser,
      isMobile,
      viewport,
    }) => {
      // Each row's title colour and its marker's (a number's colour, a rule's fill), painted and read back as RGBA.
      const looks = (on: Page, id: string) =>
        on.getByTestId(id).evaluate((list) => {
          const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
          const paint = (color: string) => {
            context.clearRect(0, 0, 1, 1);
            context.fillStyle = color;
            context.fillRect(0, 0, 1, 1);
            return [...context.getImageData(0, 0, 1, 1).data].join(",");
          };
          return [...list.children].map((row) => {
            const marker = getComputedStyle(row.querySelector("a > div > span")!);
            return {
              active: row.getAttribute("data-active") === "true",
              title: paint(getComputedStyle(row.querySelector("h3")!).color),
              marker: `${paint(marker.color)} ${paint(marker.backgroundColor)}`,
            };
          });
        });
      // The phone itself (no hover), or a touch screen at the desktop's width.
      const touch = isMobile
        ? page
        : await (await browser.newContext({ viewport, hasTouch: true })).newPage();
      await touch.goto(url("/"));
      for (const id of ["expertise-list", "investor-list"]) {
        const rows = await looks(touch, id);
        expect(rows.length, id).toBeGreaterThanOrEqual(3);
        // Four of five titles greyed on a phone read as disabled (stop-75 review): every one at full strength.
        for (const row of rows) {
          expect(row.title, id).toBe(rows[0]!.title);
          expect(row.title.split(",")[3], id).toBe("255");
        }
        // On a phone every row shows its own details, so none is marked as the one shown.
        if (isMobile) expect(new Set(rows.map((row) => row.marker)).size, id).toBe(1);
      }
      if (isMobile) return;
      await touch.context().close();
      // With a pointer, the details beside the list belong to one row and the others' titles step back.
      await page.goto(url("/"));
      for (const id of ["expertise-list", "investor-list"]) {
        const rows = await looks(page, id);
        const active = rows.find((row) => row.active)!;
        for (const row of rows.filter((row) => !row.active)) {
          expect(Number(row.title.split(",")[3]), id).toBeLessThan(255);
          expect(row.marker, id).not.toBe(active.marker);
        }
      }
    });
  });

  test.describe(`home page (${lang})`, oneWidthFor(locale), () => {
    test("intro, four advantage cards and the three latest insights with a link to all", async ({ page }) => {
      await page.goto(url("/"));
      await revealAll(page);
      const intro = page.locator("#intro");
      await expect(intro.getByRole("heading", { level: 2 })).toHaveText(copy.intro.title);
      await expect(intro.getByRole("heading", { level: 3 })).toHaveText(copy.advantages.map((a) => a.title));

      const latest = page.getByRole("region", { name: copy.insights.title });
      const articles = content.collections.insights[locale].slice(0, 3);
      expect(articles.map((a) => a.data.date)).toEqual(
        content.collections.insights[locale]
          .map((a) => a.data.date)
          .sort()
          .reverse()
          .slice(0, 3),
      );
      await expect(latest.getByRole("heading", { level: 3 })).toHaveText(articles.map((a) => a.data.title));
      const all = latest.getByRole("link", { name: copy.insights.linkLabel });
      await expect(all).toHaveAttribute("href", url("/insights"));
      await all.click();
      await expect(page).toHaveURL(url("/insights"));
    });

    test("core expertise: a set, not numbered, each whole row linking its service; the active row shows its title and description beside the list", async ({
      page,
      isMobile,
    }) => {
      await page.goto(url("/"));
      const list = page.getByTestId("expertise-list");
      const items = list.getByRole("listitem");
      await expect(items).toHaveCount(services.length);
      // The rows tried are the last two, whatever the number of services (at least three: one to start on).
      expect(services.length, "content/services/ has at least three services").toBeGreaterThanOrEqual(3);
      const [row, next] = [services.length - 2, services.length - 1];
      // Services have no order: an unordered list, with no step numbers.
      expect(await list.evaluate((element) => element.tagName)).toBe("UL");
      expect(await shownNumbers(list)).toEqual([]);
      for (const [index, service] of services.entries()) {
        const item = items.nth(index);
        // One link per row, named by what it shows: its title, then a stop, then its text (read as one name
        // they ran together, "...no kentoushijou...", design review stop 64).
        await expect(item.getByRole("link")).toHaveCount(1);
        await expect(item.getByRole("link")).toHaveAccessibleName(
          new RegExp(
            `^${shownName(service.data.title).source}${nameStop}${isMobile || index === 0 ? shownName(service.data.description).source : "$"}`,
            "i",
          ),
        );
        await expect(item.getByRole("link")).toHaveAttribute("href", url(`/services/${service.slug}`));
      }
      const description = (index: number) => items.nth(index).getByText(services[index]!.data.description);
      await expect(description(0)).toBeVisible();
      if (isMobile) await expect(description(row)).toBeVisible();
      else await expect(description(row)).toBeHidden();

      // Mouse (desktop) or keyboard focus (phone).
      await items.nth(row).scrollIntoViewIfNeeded();
      await point(items.nth(row), isMobile);
      await expect(items.nth(row)).toHaveAttribute("data-active", "true");
      await expect(description(row)).toBeVisible();
      // Desktops show only the active description, beside the list; phones show them all under their rows.
      if (isMobile) await expect(description(0)).toBeVisible();
      else {
        await expect(description(0)).toBeHidden();
        const [heading, details] = [
          await items.nth(row).getByRole("heading").boundingBox(),
          await description(row).boundingBox(),
        ];
        expect(details!.x).toBeGreaterThan(heading!.x + heading!.width);
        await expectPanelBalanced(list, items.nth(row), services[row]!.data.title);
      }

      // Keyboard: Tab moves from one row to the next, and the focused row becomes the active one.
      await items.nth(row).getByRole("link").focus();
      await page.keyboard.press("Tab");
      await expect(items.nth(next).getByRole("link")).toBeFocused();
      await expect(items.nth(next)).toHaveAttribute("data-active", "true");
      await expect(items.nth(row)).toHaveAttribute("data-active", "false");
      // The focus ring: rounded, and clear of the row's marker (it once ran through the number "04").
      const ring = await items
        .nth(next)
        .getByRole("link")
        .evaluate((link) => {
          const style = getComputedStyle(link);
          const box = link.getBoundingClientRect();
          const inset = -parseFloat(style.outlineOffset);
          const number = link.querySelector("span")!.getBoundingClientRect();
          return {
            outline: style.outlineStyle,
            radius: parseFloat(style.borderTopLeftRadius),
            clearance: number.left - (box.left + inset),
          };
        });
      expect(ring.outline).toBe("solid");
      expect(ring.radius).toBeGreaterThan(0);
      expect(ring.clearance).toBeGreaterThanOrEqual(6);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(url(`/services/${services[next]!.slug}`));
    });

    test("hovering a row, then clicking where the pointer is, opens that row's page (both lists)", async ({
      page,
      isMobile,
    }) => {
      // Two page loads for each of the nine rows.
      test.slow();
      await hoverThenClickEach(
        page,
        url("/"),
        "expertise-list",
        services.map((service) => url(`/services/${service.slug}`)),
        isMobile,
      );
      await hoverThenClickEach(
        page,
        url("/"),
        "investor-list",
        copy.investors.items.map((item) => url(item.link)),
        isMobile,
      );
    });

    test("'For Investors' (#investors): five items that switch on mouse, focus and tap and open the five investment pages", async ({
      page,
      isMobile,
    }) => {
      await page.goto(url("/#investors"));
      const section = page.locator("#investors");
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(copy.investors.title);
      // A short intro (a nine-line disclosure on navy, stop 64): two sentences at most; the disclosure is the
      // band's: not an offer, the risk, who pays us and the conflict that brings.
      const sentences = copy.investors.intro.split(/(?<=[.!?\u3002])\s*/u).filter(Boolean);
      expect(sentences.length, copy.investors.intro).toBeLessThanOrEqual(2);
      const band = page.locator("aside").filter({ has: page.locator("[data-notice-fees]") });
      await expect(band).toHaveCount(1);
      await expect(band).toHaveAccessibleName(t(locale, "investment.notice.label"));
      await expect(band.locator("p").first()).toHaveText(shownName(t(locale, "investment.notice.text")));
      await expect(band.locator("[data-notice-fees]")).toHaveText(
        shownName(t(locale, "investment.notice.fees")),
      );
      const list = page.getByTestId("investor-list");
      // The band comes before the five rows, in reading order and on screen, as at the top of every investment
      // page (compliance read, stop 76, D9): a visitor who stops at the rows has passed it.
      const order = await band.evaluate((notice) => {
        const rows = document.querySelector("[data-testid=investor-list]")!;
        return {
          before: Boolean(notice.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING),
          noticeBottom: notice.getBoundingClientRect().bottom,
          rowsTop: rows.getBoundingClientRect().top,
          sectionTop: document.getElementById("investors")!.getBoundingClientRect().top,
        };
      });
      expect(order.before, "the notice precedes the investors' rows").toBe(true);
      expect(order.noticeBottom).toBeLessThanOrEqual(order.rowsTop);
      // Paper under the notice's last link before the navy section, as above it (it sat 8-17 px from the band).
      expect(order.sectionTop - order.noticeBottom, "room under the notice").toBeGreaterThanOrEqual(40);
      const items = list.getByRole("listitem");
      await expect(items).toHaveCount(5);
      // The journey is a real sequence: an ordered list, numbered 01 to 05.
      expect(await list.evaluate((element) => element.tagName)).toBe("OL");
      expect(await shownNumbers(list)).toEqual(["01", "02", "03", "04", "05"]);
      for (const [index, item] of copy.investors.items.entries()) {
        expect(item.link).toBe(investmentPaths[index]);
        await expect(items.nth(index).getByRole("link", { name: shownName(item.title) })).toHaveAttribute(
          "href",
          url(item.link),
        );
        // Named by what it shows: its number, a stop, its title, a stop, then its summary where it is shown (never
        // run together: "02How investors take part", stop-78 review); a desktop shows the active row's summary only.
        await expect(items.nth(index).getByRole("link")).toHaveAccessibleName(
          new RegExp(
            `^0${index + 1}${nameStop}${shownName(item.title).source}${nameStop}${isMobile || index === 0 ? shownName(item.text).source : "$"}`,
            "i",
          ),
        );
        // Phones show every summary under its row; desktops the active one beside the list.
        if (isMobile || index === 0) await expect(items.nth(index).getByText(item.text)).toBeVisible();
        else await expect(items.nth(index).getByText(item.text)).toBeHidden();
      }
      const text = (index: number) => items.nth(index).getByText(copy.investors.items[index]!.text);
      await expect(text(0)).toBeVisible();

      await items.nth(3).scrollIntoViewIfNeeded();
      await point(items.nth(3), isMobile);
      await expect(items.nth(3)).toHaveAttribute("data-active", "true");
      await expect(text(3)).toBeVisible();
      if (!isMobile) {
        await expect(text(0)).toBeHidden();
        await expectPanelBalanced(list, items.nth(3), copy.investors.items[3]!.title);
      }

      await items.nth(3).getByRole("link").focus();
      await page.keyboard.press("Tab");
      await expect(items.nth(4)).toHaveAttribute("data-active", "true");
      await expect(text(4)).toBeVisible();
      if (!isMobile) await expect(text(3)).toBeHidden();

      await items.nth(4).getByRole("link").click();
      await expect(page).toHaveURL(url("/investment/right-investor"));
    });

    test("without JavaScript both lists hold every title and link", async ({
      browser,
      viewport,
      isMobile,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto(url("/"));
      const expertise = page.getByTestId("expertise-list");
      for (const service of services) {
        await expect(
          expertise.getByRole("link", { name: new RegExp(`^${shownName(service.data.title).source}`) }),
        ).toHaveAttribute("href", url(`/services/${service.slug}`));
      }
      const investors = page.getByTestId("investor-list");
      for (const item of copy.investors.items) {
        await expect(investors.getByRole("link", { name: shownName(item.title) })).toHaveAttribute(
          "href",
          url(item.link),
        );
      }
      // Every description is readable: under its row on phones, beside the list for the hovered row.
      const last = services.at(-1)!;
      const row = expertise.getByRole("listitem").last();
      await row.hover();
      await expect(row.getByText(last.data.description)).toBeVisible();
      if (!isMobile) await expectPanelBalanced(expertise, row, last.data.title);
      const step = investors.getByRole("listitem").nth(2);
      await step.hover();
      if (!isMobile) await expectPanelBalanced(investors, step, copy.investors.items[2]!.title);
      await investors.getByRole("link", { name: shownName(copy.investors.items[1]!.title) }).click();
      await expect(page).toHaveURL(url("/investment/portfolios"));
      await context.close();
    });
  });
}
