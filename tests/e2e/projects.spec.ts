import { yearRange } from "@/pipeline/runtime/dates";
import { routes } from "@/lib/routes";
import {
  content,
  contentCheck,
  expect,
  languages,
  localizePath,
  pageCopy,
  expectBodyShown,
  site,
  t,
  test,
  oneWidthFor,
} from "./fixtures";

for (const { locale, lang, prefix } of languages) {
  const projects = content.collections.projects[locale];

  test.describe(`projects (${lang})`, oneWidthFor(locale), () => {
    test("the projects page shows a card per project with location, year, status and a details link", async ({
      page,
    }) => {
      const response = await page.goto(localizePath(routes.projects, locale));
      expect(response?.status()).toBe(200);
      const copy = pageCopy("projects", locale);
      await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.getByText(copy.intro)).toBeVisible();
      const cards = page.getByTestId("project-list").locator(":scope > li");
      await expect(cards).toHaveCount(projects.length);
      for (const [index, { slug, data }] of projects.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(data.title);
        await expect(card.getByRole("img", { name: data.image.alt })).toBeVisible();
        // The location is the card's own field (a <dd>); a title may name the same place in a span kept whole.
        await expect(card.getByRole("definition").getByText(data.location, { exact: true })).toBeVisible();
        const years = yearRange(data.start, data.end, locale, (year) =>
          t(locale, "projects.fromYear", { year }),
        );
        await expect(card.getByText(years, { exact: true })).toBeVisible();
        await expect(card.getByText(data.excerpt)).toBeVisible();
        await expect(card.getByTestId("status-badge")).toBeVisible();
        await expect(card.getByTestId("status-badge")).toContainText(
          t(locale, `projects.status.${data.status}`),
        );
        const link = card.getByRole("link", { name: t(locale, "projects.viewDetails") });
        await expect(link).toHaveText(t(locale, "projects.viewDetails"));
        await expect(link).toHaveAttribute("href", localizePath(routes.item("projects", slug), locale));
      }

      await cards
        .first()
        .getByRole("link", { name: t(locale, "projects.viewDetails") })
        .click();
      await expect(page).toHaveURL(localizePath(routes.item("projects", projects[0]!.slug), locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects[0]!.data.heroTitle);
    });

    for (const project of projects) {
      const { slug, data } = project;
      test(`/projects/${slug} shows the whole project`, contentCheck, async ({ page }) => {
        const response = await page.goto(localizePath(routes.item("projects", slug), locale));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${data.title} | ${site.name[locale]}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.heroTitle);
        await expect(page.getByText(data.title, { exact: true }).first()).toBeVisible();
        await expect(page.getByRole("img", { name: data.image.alt })).toBeVisible();

        const aside = page.getByRole("complementary", { name: t(locale, "project.facts") });
        const terms = aside.locator("dt");
        await expect(terms).toHaveText([
          t(locale, "project.location"),
          t(locale, "project.timeline"),
          t(locale, "project.type"),
        ]);
        await expect(aside.locator("dd")).toHaveText([data.location, data.timeline, data.projectType]);

        const description = page.getByRole("region", { name: t(locale, "project.description") });
        await expectBodyShown(description, project);
        const items = page.getByRole("region", { name: t(locale, "project.highlights") });
        await expect(items.getByRole("heading", { level: 3 })).toHaveText(data.items.map((i) => i.label));
        for (const item of data.items) await expect(items.getByText(item.value)).toBeAttached();

        const note = page.getByTestId("project-note");
        if (data.note) await expect(note).toContainText(data.note);
        else await expect(note).toHaveCount(0);

        await page.getByRole("link", { name: t(locale, "projects.back") }).click();
        await expect(page).toHaveURL(localizePath(routes.projects, locale));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("projects", locale).title);
      });
    }

    test("an unknown project answers 404 with the not-found page of this language", async ({ page }) => {
      const response = await page.goto(`${prefix}/projects/no-such-project`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
    });
  });
}

// A project without an end year shows its start in words ("From 2026", and 2026 nen kara in Japanese), never an open range such as
// "2026–", which read as a date left unfinished (stop-76 review). At both widths, where the card sets it.
for (const { locale, lang } of languages)
  test(`a project card's dates are a range or a start in words, never an open range (${lang})`, async ({
    page,
  }) => {
    const projects = content.collections.projects[locale];
    expect(projects.some((project) => !project.data.end)).toBe(true);
    await page.goto(localizePath(routes.projects, locale));
    const dates = page
      .getByTestId("project-list")
      .locator(":scope > li dl > div")
      .filter({ has: page.getByText(t(locale, "projects.year"), { exact: true }) })
      .locator("dd");
    await expect(dates).toHaveCount(projects.length);
    for (const [index, { data }] of projects.entries()) {
      const shown = (await dates.nth(index).innerText()).trim();
      expect(shown, data.title).not.toMatch(/[\u2013\u301c~-]$/u);
      if (!data.end) expect(shown).toBe(t(locale, "projects.fromYear", { year: data.start.slice(0, 4) }));
    }
  });
