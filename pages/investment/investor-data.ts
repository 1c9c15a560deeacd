// What the investor pages' +data hooks share: the page's copy and body (pageData), the hero's artwork preloaded at
// the hero's sizes, the FAQ's structured data on a page that has one, and the service drawing that stands in as
// the hero of a page with no artwork of its own (docs/design.md, "One hero for the investor pages").
import type { Locale } from "@/lib/locale";
import { getFaqPage } from "@/lib/structured-data";
import type { Entry } from "@/pipeline/content/types";
import { findEntry, resolveImage } from "@/pipeline/runtime/data";
import { getHeroPreload, type ResolvedImage } from "@/pipeline/runtime/images";
import { pageData } from "@/components/mdx/page-data";
import { investorHeroSizes } from "@/components/sections/investment/InvestorHero";

type PageCopy = { title: string; description: string };

export async function investorPageData<T extends PageCopy>(
  entry: Entry<T>,
  art: ResolvedImage,
  faq?: { q: string; a: string }[],
) {
  return pageData(entry, {
    preloadImage: getHeroPreload(art, investorHeroSizes),
    ...(faq && { jsonLd: [getFaqPage(faq)] }),
  });
}

/** The detail drawing of a service, with its alternative text in this language. */
export async function serviceArt(slug: string, locale: Locale): Promise<ResolvedImage> {
  const service = findEntry("services", locale, slug);
  if (!service)
    throw new Error(`content/services/${slug}.${locale}.mdx is missing: its drawing is a page's hero`);
  return resolveImage(service.file, service.data.images[1]);
}
