// https://vike.dev/data — /privacy: what the site collects and why, and whom to ask (the e-mail address in
// content/site.json).
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { headingsOf } from "@/pipeline/runtime/headings";
import { site } from "@/lib/site";

export async function data(pageContext: PageContextServer) {
  const base = await pageData(getPageEntry("privacy", pageContext.locale));
  return {
    ...base,
    legalName: site.legalName,
    email: site.email,
    sections: headingsOf(base.body),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
