// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { publishDate } from "@/pipeline/runtime/dates";
import { getCollection, getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { homeHeroSizes } from "@/components/sections/home/HomeHero";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const entry = getPageEntry("home", locale);
  const services = getCollection("services", locale).map(({ slug, data }) => ({
    slug,
    title: data.title,
    description: data.description,
  }));
  const articles = await Promise.all(
    getCollection("insights", locale)
      .slice(0, 3)
      .map(async ({ slug, file, data }) => ({
        slug,
        title: data.title,
        excerpt: data.excerpt,
        date: publishDate(data.date, locale),
        image: await resolveImage(file, data.image),
      })),
  );
  const heroImage = await resolveImage(entry.file, entry.data.hero.image);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      preloadImage: getHeroPreload(heroImage, homeHeroSizes),
    },
    page: { ...entry.data, hero: { ...entry.data.hero, image: heroImage } },
    services,
    articles,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
