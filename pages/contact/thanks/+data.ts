// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("contact-thanks", pageContext.locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
