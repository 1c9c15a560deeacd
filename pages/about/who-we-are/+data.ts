// https://vike.dev/data — /about/who-we-are: the group, united by admiration for Japanese engineering.
import type { PageContextServer } from "vike/types";
import { getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { containerSizes } from "@/components/ui/Picture";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("who-we-are", pageContext.locale);
  const image = await resolveImage(entry.file, entry.data.image);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      preloadImage: getHeroPreload(image, containerSizes),
    },
    page: { ...entry.data, image },
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
