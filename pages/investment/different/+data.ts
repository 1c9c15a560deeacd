// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { investorPageData, serviceArt } from "../investor-data";

export async function data(pageContext: PageContextServer) {
  // This page has no artwork of its own: the hero shows the drawing of the service it is closest to.
  const art = await serviceArt("joint-venture-structuring-strategic-partnerships", pageContext.locale);
  const entry = getPageEntry("investment-different", pageContext.locale);
  return { ...(await investorPageData(entry, art, entry.data.faq.items)), art };
}
export type Data = Awaited<ReturnType<typeof data>>;
