// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { investorPageData, serviceArt } from "../investor-data";

export async function data(pageContext: PageContextServer) {
  // This page has no artwork of its own: the hero shows the drawing of the service it is closest to.
  const art = await serviceArt("strategic-advisory-for-complex-projects", pageContext.locale);
  return { ...(await investorPageData(getPageEntry("investment-process", pageContext.locale), art)), art };
}
export type Data = Awaited<ReturnType<typeof data>>;
