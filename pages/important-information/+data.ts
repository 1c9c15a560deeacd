// https://vike.dev/data — /important-information: what the firm is and is not, its regulatory status as
// the firm states it and who pays it (content/site.json), risks, conflicts, and a statement for each market.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { headingsOf } from "@/pipeline/runtime/headings";
import { site } from "@/lib/site";

export async function data(pageContext: PageContextServer) {
  const base = await pageData(getPageEntry("important-information", pageContext.locale));
  return {
    ...base,
    regulatoryStatus: site.regulatoryStatus[pageContext.locale],
    fees: site.fees[pageContext.locale],
    sections: headingsOf(base.body),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
