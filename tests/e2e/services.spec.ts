import type { Page } from "@playwright/test";
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
  shownNumbers,
  oneWidthFor,
  shownName,
} from "./fixtures";

const readJsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));

for (const { locale, lang, prefix } of languages) {
  const services = content.collections.services[locale];
  // Absolute URLs as in the head: no trailing slash, even for the home page.
  const absolute = (path: string) => new URL(localizePath(path, locale), site.url).href.replace(/\/$/, "");

  test.describe(`services (${lang})`, oneWidthFor(locale), () => {
    test("the services page lists every service in order, unnumbered (a set, not a sequence), each linking to its page", async ({
      page,
    }) => {
      const response = await page.goto(localizePath(routes.services, locale));
      expect(response?.status()).toBe(200);
      const copy = pageCopy("services", locale);
      await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(page.getByText(copy.intro)).toBeVisible();
      const list = page.getByTestId("service-list");
      const items = list.getByRole("listitem");
      await expect(items).toHaveCount(services.length);
      expect(await list.evaluate((element) => element.tagName)).toBe("UL");
      expect(await shownNumbers(list)).toEqual([]);
      for (const [index, service] of services.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole("heading", { level: 2 })).toHaveText(service.data.title);
        await expect(item).toContainText(service.data.description);
        await expect(item.getByRole("link", { name: shownName(service.data.title) })).toHaveAttribute(
          "href",
          localizePath(routes.item("services", service.slug), locale),
        );
      }
      const last = services.at(-1)!;
      await items.last().getByRole("link").click();
      await expect(page).toHaveURL(localizePath(routes.item("services", last.slug), locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(last.data.title);
    });

    for (const [index, service] of services.entries()) {
      const { slug, data } = service;
      test(`/services/${slug} shows the whole service page`, contentCheck, async ({ page }) => {
        const response = await page.goto(localizePath(routes.item("services", slug), locale));
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${data.title} | ${site.name[locale]}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", data.description);

        const breadcrumb = page.getByRole("navigation", { name: t(locale, "breadcrumb.label") });
        await expect(breadcrumb.getByRole("listitem")).toHaveCount(3);
        await expect(breadcrumb.getByRole("link", { name: t(locale, "nav.home") })).toHaveAttribute(
          "href",
          localizePath(routes.home, locale),
        );
        await expect(breadcrumb.getByRole("link", { name: t(locale, "nav.services") })).toHaveAttribute(
          "href",
          localizePath(routes.services, locale),
        );
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(data.title);

        await expect(page.getByRole("heading", { level: 1 })).toHaveText(data.title);
        await expect(page.getByText(data.subtitle)).toBeVisible();
        await expect(page.getByRole("img", { name: data.images[0].alt })).toBeVisible();
        await expect(page.getByText(data.tagline, { exact: true })).toBeVisible();
        await expectBodyShown(page.locator("main .prose-body"), service);
        const capabilities = page.getByTestId("capability-list").getByRole("listitem");
        await expect(capabilities).toHaveText(data.capabilities);
        // A list to read, not chips: no fill, no outline, no rounded pill that reads as a filter control.
        for (const look of await capabilities.evaluateAll((items) =>
          items.map((item) => {
            const style = getComputedStyle(item);
            return {
              fill: style.backgroundColor,
              radius: style.borderTopLeftRadius,
              sides: [style.borderLeftWidth, style.borderRightWidth],
            };
          }),
        ))
          expect(look).toEqual({ fill: "rgba(0, 0, 0, 0)", radius: "0px", sides: ["0px", "0px"] });

        const audiences = page.getByRole("region", { name: t(locale, "services.audiencesTitle") });
        await expect(audiences.getByRole("heading", { level: 3 })).toHaveText(
          data.audiences.map((a) => a.title),
        );
        for (const audience of data.audiences)
          await expect(audiences.getByText(audience.text)).toBeAttached();

        await expect(page.getByTestId("capability-checklist").getByRole("listitem")).toHaveText(
          data.checklist,
        );
        const detailImage = page.getByRole("img", { name: data.images[1].alt });
        await detailImage.scrollIntoViewIfNeeded();
        await expect(detailImage).toBeVisible();

        const steps = page.getByTestId("workflow-steps").getByRole("listitem");
        await expect(steps).toHaveCount(data.workflow.length);
        for (const [i, step] of data.workflow.entries()) {
          await expect(steps.nth(i).getByRole("heading", { level: 3 })).toHaveText(step.title);
          await expect(steps.nth(i)).toContainText(t(locale, "services.step", { number: `0${i + 1}` }));
          await expect(steps.nth(i)).toContainText(step.text);
        }

        const details = page.getByRole("region", { name: t(locale, "services.detailsTitle") });
        for (const key of ["what", "forWhom", "approach", "success"] as const) {
          await expect(
            details.getByRole("heading", { name: t(locale, `services.details.${key}`) }),
          ).toBeAttached();
          await expect(details.getByText(data.details[key])).toBeAttached();
        }

        const next = services[(index + 1) % services.length]!;
        const nextLink = page.getByRole("link", { name: new RegExp(t(locale, "services.next")) });
        await expect(nextLink).toContainText(next.data.title);
        await expect(nextLink).toHaveAttribute(
          "href",
          localizePath(routes.item("services", next.slug), locale),
        );

        const jsonLd = await readJsonLd(page);
        expect(jsonLd.find((j) => j["@type"] === "Service")).toMatchObject({
          "@context": "https://schema.org",
          name: data.title,
          description: data.description,
          url: absolute(routes.item("services", slug)),
          provider: { "@type": "Organization", name: site.name[locale], url: absolute(routes.home) },
          areaServed: [
            { name: t(locale, "services.areaAsia") },
            { name: t(locale, "services.areaMiddleEast") },
          ],
        });
        expect(jsonLd.find((j) => j["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
          expect.objectContaining({ position: 1, item: absolute(routes.home) }),
          expect.objectContaining({ position: 2, item: absolute(routes.services) }),
          expect.objectContaining({
            position: 3,
            name: data.title,
            item: absolute(routes.item("services", slug)),
          }),
        ]);
      });
    }

    test("Next walks through every service and wraps to the first, in this language", async ({ page }) => {
      // Five navigations: without the page transitions (tested in layout.spec) the walk is quicker.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(localizePath(routes.item("services", services[0]!.slug), locale));
      for (let step = 1; step <= services.length; step++) {
        const expected = services[step % services.length]!;
        await page.getByRole("link", { name: new RegExp(t(locale, "services.next")) }).click();
        await expect(page).toHaveURL(localizePath(routes.item("services", expected.slug), locale));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.data.title);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page).toHaveTitle(`${expected.data.title} | ${site.name[locale]}`);
      }
      const jsonLd = await readJsonLd(page);
      expect(jsonLd.find((j) => j["@type"] === "Service")?.name).toBe(services[0]!.data.title);
    });

    test("the breadcrumb leads back to the services list", async ({ page }) => {
      await page.goto(localizePath(routes.item("services", services.at(-1)!.slug), locale));
      await page
        .getByRole("navigation", { name: t(locale, "breadcrumb.label") })
        .getByRole("link", { name: t(locale, "nav.services") })
        .click();
      await expect(page).toHaveURL(localizePath(routes.services, locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("services", locale).title);
    });

    test("an unknown service answers 404 with the not-found page of this language", async ({ page }) => {
      const response = await page.goto(`${prefix}/services/no-such-service`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageCopy("not-found", locale).heading);
    });

    test("a hero marked heroPan pans in a 10 s loop and stays still under reduced motion; others stay still", async ({
      page,
    }) => {
      const heroOf = (service: (typeof services)[number]) =>
        page.getByRole("img", { name: service.data.images[0].alt, exact: true });
      const animation = (service: (typeof services)[number]) =>
        heroOf(service).evaluate((img) => {
          const style = getComputedStyle(img);
          return [style.animationName, style.animationDuration, style.animationIterationCount].join(" ");
        });
      for (const service of services) {
        await page.goto(localizePath(routes.item("services", service.slug), locale));
        expect(await animation(service), service.slug).toBe(
          service.data.heroPan ? "hero-pan 10s infinite" : "none 0s 1",
        );
      }
      const panned = services.filter((service) => service.data.heroPan);
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const service of panned) {
        await page.goto(localizePath(routes.item("services", service.slug), locale));
        expect(await animation(service), service.slug).toMatch(/^none /);
      }
    });

    test("'Who is this for?' reads evenly: two by two from 640 px at a reading size, one under another on a phone", async ({
      page,
    }) => {
      await page.goto(localizePath(routes.item("services", services[0]!.slug), locale));
      const entries = page
        .getByRole("region", { name: t(locale, "services.audiencesTitle") })
        .getByRole("listitem");
      await expect(entries).toHaveCount(services[0]!.data.audiences.length);
      for (const width of [390, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const looks = await entries.evaluateAll((items) =>
          items.map((item) => ({
            left: Math.round(item.getBoundingClientRect().left),
            fontSize: parseFloat(getComputedStyle(item.querySelector("p")!).fontSize),
          })),
        );
        // Four columns of 15 px text at 1440 px ran from 4 to 10 lines (stop-75 review): two columns at most, and
        // from lg the text at 17 px, as the home page's advantages.
        const columns = new Set(looks.map((look) => look.left)).size;
        expect(columns, `${width} px`).toBe(width >= 640 ? 2 : 1);
        if (width >= 1024) for (const look of looks) expect(look.fontSize, `${width} px`).toBe(17);
      }
    });

    test("workflow steps fade in 0.2 s apart", async ({ page }) => {
      await page.goto(localizePath(routes.item("services", services.at(-1)!.slug), locale));
      const steps = page.getByTestId("workflow-steps").getByRole("listitem");
      await expect(steps.first()).toHaveAttribute("data-reveal", /hidden|shown/);
      for (const step of await steps.all()) {
        await step.scrollIntoViewIfNeeded();
        await expect(step).toHaveAttribute("data-reveal", "shown");
      }
      // Each step's entrance (a CSS animation, styles.css) waits its own delay.
      const delays = await steps.evaluateAll((items) =>
        items.map((item) => parseFloat(getComputedStyle(item).animationDelay)),
      );
      expect(delays).toEqual(delays.map((_, i) => Math.round(i * 0.2 * 10) / 10));
      await expect(steps.last()).toHaveCSS("opacity", "1");
    });
  });
}

// A service page's sections each name a part of their own: the capabilities beside the intro and the checklist, the
// audiences and the details' "who it is for" were two pairs of one name ("Capabilities" and "Core capabilities";
// "Who is this for?" and "Best suited to", in Japanese two titles ending in okyakusama: stop-76 review). As read
// on the page, at both widths: no two section labels share a word in English (beyond the words that carry no
// meaning here) or two characters in a row in Japanese (the page's subject, "service", aside).
const commonWords = new Set(
  "a an and as at by for from how in is it most of on our the this to we what where who with service".split(
    " ",
  ),
);
const overlaps = (locale: "en" | "jp", label: string) => {
  const text = label.toLowerCase().replace(/service|\u30b5\u30fc\u30d3\u30b9/gu, " ");
  if (locale === "en")
    return new Set(
      (text.match(/[\p{L}’']+/gu) ?? [])
        .map((word) => word.replace(/[’']s$/u, "").replace(/(?<=.{3})s$/u, ""))
        .filter((word) => !commonWords.has(word)),
    );
  const runs = new Set<string>();
  for (const part of text.split(/[\s\p{P}]+/u))
    for (let index = 0; index + 1 < [...part].length; index++)
      runs.add([...part].slice(index, index + 2).join(""));
  return runs;
};

for (const { locale, lang } of languages) {
  test(`no two sections of a service page share a name (${lang})`, async ({ page }) => {
    const service = content.collections.services[locale][0]!;
    await page.goto(localizePath(routes.item("services", service.slug), locale));
    const labels = await page
      .locator(
        "main :is(#capabilities-label, section > div > h2, section > h2, [aria-labelledby='details-title'] h3)",
      )
      .allTextContents();
    // The sections the template names: the capabilities, the audiences, the checklist, the workflow and the details
    // (with its four parts).
    for (const key of [
      "services.capabilitiesLabel",
      "services.audiencesTitle",
      "services.checklistTitle",
      "services.details.forWhom",
    ] as const)
      expect(labels.map((label) => label.trim())).toContain(t(locale, key));
    for (const [index, label] of labels.entries())
      for (const other of labels.slice(index + 1)) {
        const shared = [...overlaps(locale, label)].filter((piece) => overlaps(locale, other).has(piece));
        expect(shared, `"${label.trim()}" and "${other.trim()}"`).toEqual([]);
      }
  });
}
