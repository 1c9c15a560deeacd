import { expect, test, languages, localizePath, pageCopy, site, contentCheck } from "./fixtures";

const pages = [
  { path: "/", name: "home" },
  { path: "/partners", name: "partners" },
] as const;

for (const { locale, lang } of languages) {
  for (const { path, name } of pages) {
    test(`head tags of ${localizePath(path, locale)}`, contentCheck, async ({ page }) => {
      const url = localizePath(path, locale);
      await page.goto(url);
      const copy = pageCopy(name, locale);
      await expect(page).toHaveTitle(`${copy.title} | ${site.name[locale]}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", copy.description);
      const absolute = (p: string) => (p === "/" ? site.url : `${site.url}${p}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(url));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        absolute(path),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
        "href",
        absolute(localizePath(path, "jp")),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        absolute(path),
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        lang === "ja" ? "ja_JP" : "en_US",
      );
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
        "content",
        lang === "ja" ? "en_US" : "ja_JP",
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\//);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${copy.title} | ${site.name[locale]}`,
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );

      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
      const organization = jsonLd.find((j) => j["@type"] === "Organization");
      expect(organization).toMatchObject({
        name: site.name[locale],
        foundingDate: "2025-06-18",
        founder: { "@type": "Person", name: site.founder[locale] },
        address: { addressLocality: "Singapore", addressCountry: "SG" },
      });
      expect(organization.logo).toMatch(/^https:\/\/.+\.svg$/);
      expect(organization.url).toBe(absolute(localizePath("/", locale)));
    });
  }
}

test("the favicon and the default social image are served", async ({ request }) => {
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const image = await request.get("/og-default.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("robots.txt names the sitemap, which lists both languages of every page with alternates", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/", "/partners"]) {
    for (const { locale } of languages) {
      const loc = `${site.url}${localizePath(path, locale)}`.replace(/\/$/, "");
      expect(sitemap).toContain(`<loc>${loc}</loc>`);
    }
  }
  expect(sitemap).toContain(`hreflang="x-default" href="${site.url}/partners"`);
  expect(sitemap).not.toContain("/404");
});
