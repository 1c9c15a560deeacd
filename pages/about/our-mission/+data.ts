// https://vike.dev/data — /about/our-mission: four goals and a closing statement.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";

export function data(pageContext: PageContextServer) {
  return pageData(getPageEntry("our-mission", pageContext.locale));
}
export type Data = Awaited<ReturnType<typeof data>>;
