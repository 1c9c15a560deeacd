// https://vike.dev/data — /about/from-our-chairman: portrait, message, name and title.
import type { PageContextServer } from "vike/types";
import { getPageEntry, renderBody, resolveImage } from "../../../renderer/content/data";
import { chairmanPortraitSizes } from "../../../components/sections/about/ChairmanMessage";
import { getHeroPreload } from "../../../renderer/content/images";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("from-our-chairman", pageContext.locale);
  const portrait = await resolveImage(entry.file, entry.data.portrait);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      preloadImage: getHeroPreload(portrait, chairmanPortraitSizes),
    },
    page: { ...entry.data, portrait },
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
