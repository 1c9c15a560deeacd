// https://vike.dev/data — /about: four cards leading to the about pages.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";

export function data(pageContext: PageContextServer) {
  return pageData(getPageEntry("about", pageContext.locale));
}
export type Data = Awaited<ReturnType<typeof data>>;
