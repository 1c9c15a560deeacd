// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { findEntry, getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { investorHeroSizes } from "@/components/sections/investment/InvestorHero";
import { getHeroPreload } from "@/pipeline/runtime/images";
import { renderBody } from "@/components/mdx/bodies";

// The hero's artwork: this page has none of its own, so it shows the detail drawing of the service it is closest
// to, with that drawing's alternative text in this language (docs/design.md, "One hero for the investor pages").
const artService = "joint-venture-structuring-strategic-partnerships";
import { getFaqPage } from "@/lib/structured-data";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-different", pageContext.locale);
  const service = findEntry("services", pageContext.locale, artService);
  if (!service)
    throw new Error(
      `content/services/${artService}.${pageContext.locale}.mdx is missing: its drawing is this page's hero`,
    );
  const art = await resolveImage(service.file, service.data.images[1]);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      jsonLd: [getFaqPage(entry.data.faq.items)],
    },
    page: entry.data,
    art,
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
