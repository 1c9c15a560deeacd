// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const entry = getPageEntry("services", locale);
  const services = getCollection("services", locale).map(({ slug, data }) => ({
    slug,
    title: data.title,
    description: data.description,
    icon: data.icon,
  }));
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    body: await renderBody(entry),
    services,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
