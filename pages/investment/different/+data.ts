// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { getFaqPage } from "@/lib/structured-data";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-different", pageContext.locale);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      jsonLd: [getFaqPage(entry.data.faq.items)],
    },
    page: entry.data,
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
