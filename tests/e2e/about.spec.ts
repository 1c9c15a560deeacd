import type { Locator } from "@playwright/test";
import { routes } from "@/lib/routes";
import {
  content,
  contentCheck,
  expect,
  expectBodyShown,
  languages,
  localizePath,
  pageCopy,
  site,
  t,
  test,
  oneWidthFor,
  shownName,
} from "./fixtures";

const absolute = (path: string) => (path === "/" ? site.url : `${site.url}${path}`);

for (const { locale, lang, prefix } of languages) {
  const team = [...content.collections.team[locale]].sort((a, b) => a.data.order - b.data.order);

  test.describe(`about pages (${lang})`, oneWidthFor(locale), () => {
    test("/about has four cards leading to the four about pages", async ({ page }) => {
      await page.goto(localizePath(routes.about, locale));
      const copy = pageCopy("about", locale);
      await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(copy.cards.map((card) => card.title));
      expect(copy.cards.map((card) => card.link).sort()).toEqual(
        [routes.whoWeAre, routes.ourMission, routes.ourTeam, routes.fromOurChairman].sort(),
      );
      for (const card of copy.cards) {
        await expect(main.getByRole("link", { name: shownName(card.title) })).toHaveAttribute(
          "href",
          localizePath(card.link, locale),
        );
      }
      // An introduction before the cards: the firm in a sentence and its founding story, beside each other
      // from lg, under each other on a phone.
      const intro = page.getByTestId("about-intro");
      const lead = intro.getByText(copy.intro);
      await expect(lead).toBeVisible();
      const story = intro.locator(".prose-body");
      await expectBodyShown(story, content.pages.about[locale]);
      const [leadBox, storyBox, firstCard] = [
        (await lead.boundingBox())!,
        (await story.boundingBox())!,
        (await main.getByRole("listitem").first().boundingBox())!,
      ];
      if (page.viewportSize()!.width >= 1024) expect(storyBox.x).toBeGreaterThan(leadBox.x + leadBox.width);
      else expect(storyBox.y).toBeGreaterThan(leadBox.y + leadBox.height - 1);
      expect(firstCard.y).toBeGreaterThan(Math.max(leadBox.y + leadBox.height, storyBox.y + storyBox.height));
      const mission = copy.cards.find((card) => card.link === routes.ourMission)!;
      // Each row is one link as a whole: a press on its sentence, away from the title, opens the page too.
      const missionRow = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: shownName(mission.title) }) });
      const rowBox = (await missionRow.boundingBox())!;
      await missionRow.click({ position: { x: rowBox.width - 30, y: rowBox.height - 20 } });
      await expect(page).toHaveURL(localizePath(routes.ourMission, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("our-mission", locale).title);
      await page.goBack();
      await expect(page).toHaveURL(localizePath(routes.about, locale));
      await main.getByRole("link", { name: shownName(mission.title) }).click();
      await expect(page).toHaveURL(localizePath(routes.ourMission, locale));
    });

    test(
      "/about/who-we-are tells who we are, with its artwork and highlights",
      contentCheck,
      async ({ page }) => {
        await page.goto(localizePath(routes.whoWeAre, locale));
        const copy = pageCopy("who-we-are", locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
        await expect(page.getByText(copy.lead)).toBeVisible();
        await expect(page.getByRole("img", { name: copy.image.alt, exact: true })).toBeVisible();
        const highlights = page.getByRole("main").getByRole("heading", { level: 2 });
        await expect(highlights).toHaveCount(copy.highlights.length);
        await expect(highlights).toContainText(copy.highlights.map((h) => h.title));
        expect(await page.locator("main .prose-body p").count()).toBeGreaterThanOrEqual(3);
        await page.getByRole("link", { name: t(locale, "about.back") }).click();
        await expect(page).toHaveURL(localizePath(routes.about, locale));
      },
    );

    test("/about/our-mission shows the goals and the closing statement", contentCheck, async ({ page }) => {
      await page.goto(localizePath(routes.ourMission, locale));
      const copy = pageCopy("our-mission", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const goals = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(goals).toHaveText(copy.goals.map((goal) => goal.title));
      for (const goal of copy.goals) await expect(page.getByText(goal.text)).toBeVisible();
      await expect(page.getByTestId("mission-closing")).toHaveText(copy.closing);
    });

    test(
      "/about/from-our-chairman: the letter's paragraphs, name and title, his photo only if he has one, back to /about",
      contentCheck,
      async ({ page }) => {
        await page.goto(localizePath(routes.fromOurChairman, locale));
        const copy = pageCopy("from-our-chairman", locale);
        await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
        // The photo of the team member the page names, when his file has one; nothing in its place without.
        const chairman = content.collections.team[locale].find((member) => member.slug === copy.member)!;
        const main = page.getByRole("main");
        if (chairman.data.portrait)
          await expect(
            main.getByRole("img", { name: chairman.data.portrait.alt, exact: true }),
          ).toBeVisible();
        else await expect(main.getByRole("img")).toHaveCount(0);
        const letter = content.pages["from-our-chairman"][locale];
        await expectBodyShown(page.locator("main .prose-body"), letter);
        const signature = page.getByTestId("chairman-signature");
        await expect(signature).toContainText(copy.name);
        await expect(signature).toContainText(copy.role);
        await expect(signature).toContainText(site.name[locale]);
        // A letter: the title, the message and the signature share one column, with no side column left
        // holding nothing but an ornament; the message opens with its first paragraph set larger, and the
        // signature closes it.
        const paragraphs = page.locator("main .prose-body > p");
        const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
        const opening = (await paragraphs.first().boundingBox())!;
        const closing = (await paragraphs.last().boundingBox())!;
        const signed = (await signature.boundingBox())!;
        for (const box of [opening, signed]) expect(Math.abs(box.x - title.x)).toBeLessThanOrEqual(1);
        expect(signed.y).toBeGreaterThan(closing.y + closing.height);
        const size = (paragraph: Locator) =>
          paragraph.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(await size(paragraphs.first())).toBeGreaterThan(await size(paragraphs.nth(1)));
        const column = (await page.locator("main article").boundingBox())!;
        const area = (await main.boundingBox())!;
        // Centred in the page, at a letter's measure.
        expect(Math.abs(column.x + column.width / 2 - (area.x + area.width / 2))).toBeLessThanOrEqual(1);
        expect(column.width).toBeLessThanOrEqual(800);
        await page.getByRole("link", { name: t(locale, "about.back") }).click();
        await expect(page).toHaveURL(localizePath(routes.about, locale));
      },
    );
  });

  test.describe(`our team (${lang})`, oneWidthFor(locale), () => {
    test("/about/our-team shows the tagline and a card per member, in order", async ({ page }) => {
      await page.goto(localizePath(routes.ourTeam, locale));
      const copy = pageCopy("our-team", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.getByTestId("team-tagline")).toHaveText(copy.tagline);
      const grid = page.getByTestId("team-grid");
      await expect(grid.locator(":scope > li")).toHaveCount(team.length);
      await expect(grid.getByRole("heading", { level: 2 })).toHaveText(team.map((m) => m.data.name));
      // Set in type: each card says what the leader leads, and shows a photo only where the file has one.
      await expect(grid.getByRole("img")).toHaveCount(0);
      await expect(grid.locator("img")).toHaveCount(team.filter((m) => m.data.portrait).length);
      for (const member of team) {
        await expect(grid.getByRole("link", { name: member.data.name })).toHaveAttribute(
          "href",
          localizePath(routes.item("team", member.slug), locale),
        );
        await expect(grid.getByText(member.data.position, { exact: true })).toBeVisible();
        await expect(grid.getByText(member.data.strengths[0]!, { exact: true })).toBeVisible();
      }
      // The Chairman's card spans the row and lists his first three strengths, so its right half is not empty.
      const lead = grid.locator(":scope > li").first();
      await expect(lead.getByRole("listitem")).toHaveText(team[0]!.data.strengths.slice(0, 3));
      // Nothing reads as unfinished.
      await expect(page.getByText(t(locale, "team.pending"))).toHaveCount(0);

      const chairman = team[0]!;
      await grid.getByRole("link", { name: chairman.data.name }).click();
      await expect(page).toHaveURL(localizePath(routes.item("team", chairman.slug), locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(chairman.data.name);
      // On a wide screen the column beside the profile starts level with it: no column stands empty.
      if ((page.viewportSize()?.width ?? 0) >= 1024) {
        const summary = await page.getByRole("region", { name: t(locale, "team.summary") }).boundingBox();
        const aside = await page.getByTestId("profile-aside").boundingBox();
        expect(Math.abs(aside!.y - summary!.y)).toBeLessThan(2);
      }
    });

    test("the Chairman's row without a photo is led by its words across the row: no half of it waits for a picture", async ({
      page,
    }) => {
      const chairman = team[0]!;
      await page.goto(localizePath(routes.ourTeam, locale));
      const row = page.getByTestId("team-grid").locator(":scope > li").first();
      const strengths = row.getByRole("list").getByRole("listitem");
      await expect(strengths).toHaveText(chairman.data.strengths.slice(0, 3));
      for (const width of [390, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const [rowBox, name, first, last] = await Promise.all([
          row.boundingBox(),
          row.getByRole("heading", { level: 2 }).boundingBox(),
          strengths.first().boundingBox(),
          strengths.last().boundingBox(),
        ]);
        if (chairman.data.portrait) {
          // With his photo the row has two columns: the photo and his name on the left, his strengths beside them.
          const photo = (await row.locator("img").boundingBox())!;
          if (width >= 1024) expect(first!.x, `${width} px`).toBeGreaterThan(photo.x + photo.width);
          continue;
        }
        // His strengths start under his name, at the row's left edge, and run to its right-hand third: at 1440 px
        // his name stood alone in the row's left half, the strengths in the right (stop-75 review).
        expect(first!.y, `${width} px`).toBeGreaterThan(name!.y + name!.height);
        expect(Math.abs(first!.x - rowBox!.x), `${width} px`).toBeLessThan(1);
        if (width >= 1024)
          expect(last!.x + last!.width, `${width} px`).toBeGreaterThan(rowBox!.x + (rowBox!.width * 2) / 3);
      }
    });

    for (const member of team) {
      const { data } = member;
      test(`${member.slug}: the strengths leave no cell alone, the last row full or spanning the list`, async ({
        page,
      }) => {
        await page.goto(localizePath(routes.item("team", member.slug), locale));
        const list = page.getByRole("region", { name: t(locale, "team.strengths") }).getByRole("list");
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const gaps = await list.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const items = [...element.children].map((item) => item.getBoundingClientRect());
            const lastTop = Math.max(...items.map((item) => Math.round(item.top)));
            const lastRow = items.filter((item) => Math.round(item.top) === lastTop);
            return {
              left: Math.min(...lastRow.map((item) => item.left)) - box.left,
              right: box.right - Math.max(...lastRow.map((item) => item.right)),
            };
          });
          expect(gaps.left, `at ${width} px`).toBeLessThan(1);
          expect(gaps.right, `at ${width} px: an empty cell right of the last row`).toBeLessThan(1);
          // Each strength and project is one text beside its mark: a hyphenated English line ("Japanese-led")
          // was split into flex items side by side, like columns.
          const pieces = await page
            .locator(
              ":is(section[aria-labelledby=profile-strengths], section[aria-labelledby=profile-projects]) li",
            )
            .evaluateAll((items) => items.map((item) => item.children.length));
          expect(
            pieces.filter((count) => count !== 2),
            `at ${width} px`,
          ).toEqual([]);
        }
      });

      test(
        `${member.slug}: profile with the sections it has, back link and BreadcrumbList`,
        contentCheck,
        async ({ page }) => {
          const url = localizePath(routes.item("team", member.slug), locale);
          expect((await page.goto(url))?.status()).toBe(200);
          await expect(page).toHaveTitle(
            `${t(locale, "team.pageTitle", { name: data.name, position: data.position })} | ${site.name[locale]}`,
          );
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.name);
          // The position under the name (the body may name it again, kept whole on one line).
          await expect(
            page.getByRole("main").getByText(data.position, { exact: true }).first(),
          ).toBeVisible();

          // The photo when the member's file has one; without it nothing stands in its place.
          if (data.portrait)
            await expect(page.getByRole("img", { name: data.portrait.alt, exact: true })).toBeVisible();
          else await expect(page.getByRole("main").getByRole("img")).toHaveCount(0);

          const section = (key: Parameters<typeof t>[1]) =>
            page.getByRole("heading", { level: 2, name: t(locale, key), exact: true });
          await expect(section("team.summary")).toBeVisible();
          await expectBodyShown(page.getByRole("region", { name: t(locale, "team.summary") }), member);
          await expect(section("team.strengths")).toBeVisible();
          await expect(
            page.getByRole("region", { name: t(locale, "team.strengths") }).getByRole("listitem"),
          ).toHaveText(data.strengths);
          // Projects in Earlier Roles and Languages appear only when the member has any.
          await expect(section("team.projects")).toHaveCount(data.projects?.length ? 1 : 0);
          if (data.projects?.length) {
            await expect(
              page.getByRole("region", { name: t(locale, "team.projects") }).getByRole("listitem"),
            ).toHaveCount(data.projects.length);
          }
          await expect(section("team.languages")).toHaveCount(data.languages?.length ? 1 : 0);
          if (data.languages?.length) {
            await expect(
              page.getByRole("region", { name: t(locale, "team.languages") }).getByRole("listitem"),
            ).toHaveCount(data.languages.length);
          }
          await expect(page.getByText(t(locale, "team.pending"))).toHaveCount(0);
          // Beside the profile, a way to reach the firm.
          const aside = page.getByTestId("profile-aside");
          await expect(aside.getByRole("link", { name: t(locale, "nav.connect") })).toBeVisible();

          const jsonLd = await page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
          const breadcrumb = jsonLd.find((j) => j["@type"] === "BreadcrumbList");
          expect(breadcrumb.itemListElement).toEqual([
            {
              "@type": "ListItem",
              position: 1,
              name: t(locale, "nav.home"),
              item: absolute(localizePath("/", locale)),
            },
            {
              "@type": "ListItem",
              position: 2,
              name: t(locale, "nav.about"),
              item: absolute(localizePath(routes.about, locale)),
            },
            {
              "@type": "ListItem",
              position: 3,
              name: t(locale, "nav.about.ourTeam"),
              item: absolute(localizePath(routes.ourTeam, locale)),
            },
            { "@type": "ListItem", position: 4, name: data.name, item: absolute(url) },
          ]);

          // The same trail is shown: its "Our Team" link leads back.
          await page
            .getByRole("navigation", { name: t(locale, "breadcrumb.label") })
            .getByRole("link", { name: t(locale, "nav.about.ourTeam") })
            .click();
          await expect(page).toHaveURL(localizePath(routes.ourTeam, locale));
        },
      );
    }

    test("an unknown member answers 404 with the not-found page", async ({ page }) => {
      const response = await page.goto(`${prefix}/about/our-team/no-such-member`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
    });
  });
}

// A profile's languages are named in the page's language, one a row and each row alike: a second column with the
// name in its own script was blank for the page's own language (English on an English page, Japanese on a Japanese
// one) and read as missing data (stop-76 review). At both widths, for every member with languages.
for (const { locale, lang } of languages)
  test(`a profile's languages are one name a row, with nothing missing beside any (${lang})`, async ({
    page,
  }) => {
    const members = content.collections.team[locale].filter((member) => member.data.languages?.length);
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      await page.goto(localizePath(routes.item("team", member.slug), locale));
      const rows = page.getByRole("region", { name: t(locale, "team.languages") }).getByRole("listitem");
      await expect(rows).toHaveText(member.data.languages!.map((language) => language.name));
    }
  });
