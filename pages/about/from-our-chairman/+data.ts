// https://vike.dev/data — /about/from-our-chairman: portrait, message, name and title. The portrait is the
// one of the team member the page names (`member`), so the Chairman looks the same on every page.
import type { PageContextServer } from "vike/types";
import { findEntry, getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { chairmanPortraitSizes } from "@/components/sections/about/ChairmanMessage";
import { getHeroPreload } from "@/pipeline/runtime/images";
import { getPortrait, portraitPhoto } from "@/components/sections/about/getPortrait";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("from-our-chairman", pageContext.locale);
  const member = findEntry("team", pageContext.locale, entry.data.member);
  if (!member)
    throw new Error(
      `${entry.file}: member "${entry.data.member}" names no file in content/team/ (write the file name without .en.mdx)`,
    );
  const portrait = await getPortrait(member);
  const photo = portraitPhoto(portrait);
  return {
    ...(await pageData(entry, { preloadImage: photo && getHeroPreload(photo, chairmanPortraitSizes) })),
    page: { ...entry.data, portrait },
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
