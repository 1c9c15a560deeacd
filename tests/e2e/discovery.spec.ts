// What feed readers, crawlers and link previews find on the built site: the feed link in every
// page head, each page's own social card, the feeds and the sitemap.
import { XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { content, expect, languages, localizePath, pageCopy, site, t, test, contentCheck } from "./fixtures";

const article = content.collections.insights.en[0]!.slug;
const pages = [
  { path: "/", title: (locale: "en" | "jp") => pageCopy("home", locale).title },
  { path: "/insights", title: (locale: "en" | "jp") => pageCopy("insights", locale).title },
  {
    path: `/insights/${article}`,
    title: (locale: "en" | "jp") =>
      content.collections.insights[locale].find((a) => a.slug === article)!.data.title,
  },
];

for (const { locale } of languages) {
  for (const { path, title } of pages) {
    test(
      `${localizePath(path, locale)} links its language's feed and its own social card`,
      contentCheck,
      async ({ page, request }) => {
        await page.goto(localizePath(path, locale));
        const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
        await expect(feed).toHaveAttribute("title", t(locale, "feed.title"));
        await expect(feed).toHaveAttribute("href", `${site.url}${localizePath("/insights/rss.xml", locale)}`);

        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(image).toBe(`${site.url}/og/${locale}${path === "/" ? "/index" : path}.png`);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          "content",
          "summary_large_image",
        );
        // An attribute carries the title as written, without the word joiners the page's text shows.
        await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", title(locale));
        await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
        await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");

        const card = await request.get(image!.replace(site.url, ""));
        expect(card.status()).toBe(200);
        const meta = await sharp(await card.body()).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
      },
    );
  }

  test(`the ${locale} feed and the sitemap are served as valid XML`, async ({ request }) => {
    const feed = await request.get(localizePath("/insights/rss.xml", locale));
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    for (const entry of content.collections.insights[locale])
      expect(xml).toContain(`<link>${site.url}${localizePath(`/insights/${entry.slug}`, locale)}</link>`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(XMLValidator.validate(sitemap)).toBe(true);
    expect(sitemap).toContain(`<loc>${site.url}${localizePath(`/insights/${article}`, locale)}</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });
}
