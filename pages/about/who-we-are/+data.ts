// https://vike.dev/data — /about/who-we-are: the group, united by admiration for Japanese engineering.
import type { PageContextServer } from "vike/types";
import { getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { containerSizes } from "@/components/ui/Picture";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("who-we-are", pageContext.locale);
  const image = await resolveImage(entry.file, entry.data.image);
  return {
    ...(await pageData(entry, { preloadImage: getHeroPreload(image, containerSizes) })),
    page: { ...entry.data, image },
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
