// https://vike.dev/data — /services: the overview and a card per service.
import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const services = getCollection("services", locale).map(({ slug, data }) => ({
    slug,
    title: data.title,
    description: data.description,
    icon: data.icon,
  }));
  return { ...(await pageData(getPageEntry("services", locale))), services };
}
export type Data = Awaited<ReturnType<typeof data>>;
