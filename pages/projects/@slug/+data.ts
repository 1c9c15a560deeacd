// https://vike.dev/data
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { findEntry, renderBody, resolveImage } from "../../../renderer/content/data";
import { projectHeroSizes } from "../../../components/sections/projects/ProjectHero";
import { getHeroPreload } from "../../../renderer/content/images";

export async function data(pageContext: PageContextServer) {
  const entry = findEntry("projects", pageContext.locale, pageContext.routeParams.slug ?? "");
  if (!entry) throw render(404);
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
    description: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
