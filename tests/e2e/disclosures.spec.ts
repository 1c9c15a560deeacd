// What the site tells an investor and a visitor about the firm and their data (issue 46): every investment notice
// (the journey's pages, the home page, and an article, service or project that speaks to investors) leads to the statement for each market, who pays
// the firm is shown once, and the privacy notice is in every footer and at the contact form.
import fs from "node:fs";
import path from "node:path";
import { routes } from "@/lib/routes";
import {
  content,
  expect,
  languages,
  localizePath,
  pageCopy,
  site,
  t,
  test,
  contentCheck,
  oneWidthFor,
} from "./fixtures";

const journey = [
  routes.investmentApproach,
  routes.investmentPortfolios,
  routes.investmentDifferent,
  routes.investmentProcess,
  routes.investmentRightInvestor,
];

for (const { locale, lang } of languages) {
  const url = (path: string) => localizePath(path, locale);
  const important = pageCopy("important-information", locale);
  const privacy = pageCopy("privacy", locale);

  test.describe(`disclosures (${lang})`, oneWidthFor(locale), () => {
    test(
      "every investment notice links to the statements for each market",
      contentCheck,
      async ({ page }) => {
        // Six pages and five statements: more than the default 30 s on a busy machine.
        test.setTimeout(90_000);
        for (const path of [...journey, "/"]) {
          await page.goto(url(path));
          const notice = page.getByRole("complementary", { name: t(locale, "investment.notice.label") });
          await expect(
            notice.getByRole("link", { name: t(locale, "investment.notice.markets") }),
          ).toHaveAttribute("href", url(routes.marketStatements));
        }
        await page
          .getByRole("complementary", { name: t(locale, "investment.notice.label") })
          .getByRole("link", { name: t(locale, "investment.notice.markets") })
          .click();
        await expect(page).toHaveURL(new RegExp(`${url(routes.importantInformation)}#markets$`));
        const markets = page.getByRole("region", { name: important.marketsTitle });
        await expect(markets).toBeInViewport();
        await expect(markets.getByRole("heading", { level: 3 })).toHaveText(
          important.markets.map((m) => m.title),
        );
        for (const market of important.markets) {
          const section = page.locator(`#${market.id}`);
          await expect(section.getByRole("heading", { level: 3 })).toHaveText(market.title);
          for (const paragraph of market.paragraphs) await expect(section).toContainText(paragraph);
        }
      },
    );

    test(
      "the notice is on the home page and on every article, service and project marked for it, and no other",
      contentCheck,
      () => {
        // Read from the built pages: one look per page, every item of the three collections.
        const label = `aria-label="${t(locale, "investment.notice.label")}"`;
        for (const name of ["insights", "services", "projects"] as const)
          for (const item of content.collections[name][locale]) {
            const address = url(routes.item(name, item.slug));
            const html = fs.readFileSync(path.join("dist/client", `${address}.html`), "utf8");
            expect(
              html.includes(label),
              `${address}: investmentNotice is ${item.data.investmentNotice === true}`,
            ).toBe(item.data.investmentNotice === true);
          }
      },
    );

    test("who pays the firm is on Important information, once", contentCheck, async ({ page }) => {
      await page.goto(url(routes.fees));
      const fees = page.locator("#fees");
      await expect(fees.getByRole("heading", { level: 2 })).toHaveText(important.feesTitle);
      await expect(fees.getByText(site.fees[locale])).toBeVisible();
      await expect(page.getByText(site.fees[locale])).toHaveCount(1);
    });

    test("the privacy notice is in every footer, at the contact form, and says whom to ask", async ({
      page,
    }) => {
      await page.goto(url(routes.contact));
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: t(locale, "nav.privacy") });
      await expect(footerLink).toHaveAttribute("href", url(routes.privacy));
      const form = page.getByRole("form", { name: t(locale, "contact.form") });
      await expect(form.getByText(t(locale, "contact.privacyText"))).toBeVisible();
      await expect(form.getByRole("link", { name: t(locale, "contact.privacyLink") })).toHaveAttribute(
        "href",
        url(routes.privacy),
      );
      await page.goto(url(routes.privacy));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.heading);
      await expect(page.getByRole("heading", { level: 2, name: privacy.contactTitle })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });
  });
}
