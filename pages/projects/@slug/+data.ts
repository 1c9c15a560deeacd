// https://vike.dev/data
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { findItem, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { projectHeroSizes } from "@/components/sections/projects/ProjectHero";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const slug = pageContext.routeParams.slug ?? "";
  // A draft (preview builds) shows the other language's text: links in it still lead to this language's pages.
  const item = findItem("projects", locale, slug);
  if (!item) throw render(404);
  const { entry } = item;
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
    draft: item.draft ? { ...item.draft, file: `content/projects/${slug}.${locale}.mdx` } : null,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
