// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { investorHeroSizes } from "@/components/sections/investment/InvestorHero";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-approach", pageContext.locale);
  const heroImage = await resolveImage(entry.file, entry.data.hero.image);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      preloadImage: getHeroPreload(heroImage, investorHeroSizes),
    },
    page: { ...entry.data, hero: { ...entry.data.hero, image: heroImage } },
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
