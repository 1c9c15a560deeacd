// https://vike.dev/data — /about/our-team: the tagline and a card per leader.
import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { getPortrait } from "@/components/sections/about/getPortrait";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const entry = getPageEntry("our-team", locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    body: await renderBody(entry),
    members: await Promise.all(
      getCollection("team", locale).map(async (member) => ({
        slug: member.slug,
        name: member.data.name,
        position: member.data.position,
        focus: member.data.strengths[0]!,
        portrait: await getPortrait(member),
      })),
    ),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
