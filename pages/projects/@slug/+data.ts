// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getItemPage, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { projectHeroSizes } from "@/components/sections/projects/ProjectHero";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale, slug, entry, draft } = getItemPage("projects", pageContext);
  const { image, ...project } = entry.data;
  const hero = await resolveImage(entry.file, image);
  return {
    head: {
      title: project.title,
      description: project.excerpt,
      preloadImage: getHeroPreload(hero, projectHeroSizes),
    },
    project,
    image: hero,
    description: await renderBody({ file: entry.file, locale }),
    investmentNotice: entry.data.investmentNotice === true,
    draft,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
