// https://vike.dev/data — /privacy: what the site collects and why, and whom to ask (the e-mail address in
// content/site.json).
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { headingsOf } from "@/pipeline/runtime/headings";
import { site } from "@/lib/site";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("privacy", pageContext.locale);
  const body = await renderBody(entry);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    legalName: site.legalName,
    email: site.email,
    body,
    sections: headingsOf(body),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
