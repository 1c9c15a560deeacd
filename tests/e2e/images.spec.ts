// Content images: responsive <picture> sets with known sizes, the hero first and preloaded, the rest lazy.
import { routes } from "@/lib/routes";
import { content, expect, languages, test } from "./fixtures";

// An article and a service from the content (the newest article, the last service).
const articlePath = routes.item("insights", content.collections.insights.en[0]!.slug);
const servicePath = routes.item("services", content.collections.services.en.at(-1)!.slug);

// Leaders without a photo are set in type, with nothing in its place: the team pages have pictures only once
// a writer adds a portrait (the Chairman's page shows his).
const team = content.collections.team.en;
const chairman = team.find((member) => member.slug === content.pages["from-our-chairman"].en.data.member);

const pages: { path: string; hero: boolean }[] = [
  { path: "/", hero: true },
  { path: "/insights", hero: false },
  { path: "/projects", hero: false },
  { path: articlePath, hero: true },
  { path: servicePath, hero: true },
  ...(team.some((member) => member.data.portrait) ? [{ path: "/about/our-team", hero: false }] : []),
  ...(chairman?.data.portrait ? [{ path: "/about/from-our-chairman", hero: true }] : []),
  { path: "/investment/approach", hero: true },
];

type ImageInfo = {
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string;
  fetchPriority: string | null;
  inPicture: boolean;
  avif: string | null;
  webp: string | null;
  sizes: string | null;
  top: number;
};

for (const { locale, prefix } of languages) {
  for (const { path, hero } of pages) {
    const url = `${prefix}${path === "/" && prefix ? "" : path}`;
    test(`${url}: content images are responsive pictures, the hero preloaded`, async ({ page }) => {
      await page.goto(url);
      const viewportHeight = page.viewportSize()!.height;
      const images = await page.locator("main img").evaluateAll((elements) =>
        elements.map((element): ImageInfo => {
          const img = element as HTMLImageElement;
          const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
          const source = (type: string) => picture?.querySelector(`source[type="${type}"]`) ?? null;
          return {
            alt: img.getAttribute("alt"),
            width: img.getAttribute("width"),
            height: img.getAttribute("height"),
            loading: img.getAttribute("loading") ?? "eager",
            fetchPriority: img.getAttribute("fetchpriority"),
            inPicture: !!picture,
            avif: source("image/avif")?.getAttribute("srcset") ?? null,
            webp: source("image/webp")?.getAttribute("srcset") ?? null,
            sizes: source("image/avif")?.getAttribute("sizes") ?? null,
            top: img.getBoundingClientRect().top + window.scrollY,
          };
        }),
      );
      expect(images.length, "content images on the page").toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, "alt attribute").not.toBeNull();
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.inPicture).toBe(true);
        expect(image.avif).toMatch(/^\/assets\/\S+\.avif 480w, /);
        expect(image.webp).toMatch(/^\/assets\/\S+\.webp 480w, /);
        expect(image.sizes).toBeTruthy();
        if (image.top > viewportHeight)
          expect(image.loading, `image ${image.avif} below the fold`).toBe("lazy");
      }

      const heroes = images.filter((image) => image.fetchPriority === "high");
      const preloads = await page
        .locator('head link[rel="preload"][as="image"][imagesrcset]')
        .evaluateAll((links) =>
          links.map((link) => ({
            srcset: link.getAttribute("imagesrcset"),
            sizes: link.getAttribute("imagesizes"),
            fetchPriority: link.getAttribute("fetchpriority"),
          })),
        );
      if (hero) {
        expect(heroes).toHaveLength(1);
        expect(heroes[0]!.loading).toBe("eager");
        expect(preloads).toEqual([
          { srcset: heroes[0]!.avif, sizes: heroes[0]!.sizes, fetchPriority: "high" },
        ]);
      } else {
        expect(heroes).toHaveLength(0);
        expect(preloads).toHaveLength(0);
      }

      // Each image loads a file at least as wide as it is shown (on this screen's pixel density).
      const count = await page.locator("main img").count();
      for (let index = 0; index < count; index++) {
        const img = page.locator("main img").nth(index);
        // Scrolled by the page itself: Playwright's own scroll waits for the element to stand still, which a
        // panning hero (heroPan) never does.
        await img.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await expect
          .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
          .toBeGreaterThan(0);
        const loaded = await img.evaluate((element: HTMLImageElement) => {
          const candidates = (element.parentElement?.querySelector("source")?.getAttribute("srcset") ?? "")
            .split(", ")
            .map((candidate) => candidate.split(" "))
            .map(([src, width]) => ({
              src: new URL(src!, location.href).href,
              width: Number(width!.slice(0, -1)),
            }));
          return {
            currentSrc: element.currentSrc,
            // naturalWidth is divided by the candidate's density, so read the file's width from the srcset.
            fileWidth: candidates.find((candidate) => candidate.src === element.currentSrc)?.width ?? 0,
            shown: element.getBoundingClientRect().width * window.devicePixelRatio,
            largest: Math.max(...candidates.map((candidate) => candidate.width)),
          };
        });
        expect(loaded.currentSrc).toMatch(/\.avif$/);
        expect(loaded.fileWidth).toBeGreaterThanOrEqual(Math.min(Math.floor(loaded.shown), loaded.largest));
      }
    });
  }
}

test("social and structured-data images of an article are raster files that load", async ({
  page,
  request,
}) => {
  await page.goto(articlePath);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const article = jsonLd.find((json) => json["@type"] === "Article");
  const [imageUrl] = article.image as string[];
  const response = await request.get(new URL(imageUrl!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(jpeg|png)$/);
});
