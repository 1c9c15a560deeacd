// https://vike.dev/data — /partners: the invitation to partner firms.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";

export function data(pageContext: PageContextServer) {
  return pageData(getPageEntry("partners", pageContext.locale));
}
export type Data = Awaited<ReturnType<typeof data>>;
