// https://vike.dev/data — /important-information: what the firm is and is not, its regulatory status as
// the firm states it and who pays it (content/site.json), risks, conflicts, and a statement for each market.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { headingsOf } from "@/pipeline/runtime/headings";
import { site } from "@/lib/site";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("important-information", pageContext.locale);
  const body = await renderBody(entry);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    regulatoryStatus: site.regulatoryStatus[pageContext.locale],
    fees: site.fees[pageContext.locale],
    body,
    sections: headingsOf(body),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
