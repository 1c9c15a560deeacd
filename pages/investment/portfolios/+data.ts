// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { investorPageData } from "../investor-data";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-portfolios", pageContext.locale);
  const image = await resolveImage(entry.file, entry.data.hero.image);
  return {
    ...(await investorPageData(entry, image, entry.data.faq.items)),
    page: { ...entry.data, hero: { ...entry.data.hero, image } },
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
