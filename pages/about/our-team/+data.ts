// https://vike.dev/data — /about/our-team: the tagline and a card per leader.
import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { getPortrait } from "@/components/sections/about/getPortrait";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  return {
    ...(await pageData(getPageEntry("our-team", locale))),
    members: await Promise.all(
      getCollection("team", locale).map(async (member) => ({
        slug: member.slug,
        name: member.data.name,
        position: member.data.position,
        strengths: member.data.strengths.slice(0, 3),
        portrait: await getPortrait(member),
      })),
    ),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
