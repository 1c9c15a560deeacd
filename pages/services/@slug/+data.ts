// https://vike.dev/data
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { findItem, getCollection, resolveImage } from "@/renderer/content/data";
import { renderBody } from "@/components/mdx/bodies";
import { absoluteUrl, getOrganizationJsonLd } from "@/renderer/head";
import { translate } from "@/renderer/i18n";
import { localizePath, type Locale } from "@/renderer/locale";
import { routes } from "@/renderer/routes";
import { serviceHeroSizes } from "@/components/sections/services/ServiceHero";
import { getHeroPreload } from "@/renderer/content/images";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const slug = pageContext.routeParams.slug ?? "";
  // A draft (preview builds) shows the other language's text, and the Next link follows that language's order.
  const item = findItem("services", locale, slug);
  if (!item) throw render(404);
  const { entry } = item;
  const services = getCollection("services", entry.locale);
  const index = services.findIndex((service) => service.slug === slug);
  // The last service leads back to the first.
  const next = services[(index + 1) % services.length]!;
  const { images, heroPan, ...service } = entry.data;
  const hero = await resolveImage(entry.file, images[0]);
  return {
    head: {
      title: service.title,
      description: service.description,
      preloadImage: getHeroPreload(hero, serviceHeroSizes),
      jsonLd: [
        getServiceJsonLd(locale, entry.slug, service),
        getBreadcrumbJsonLd(locale, entry.slug, service),
      ],
    },
    slug: entry.slug,
    service,
    hero,
    detailImage: await resolveImage(entry.file, images[1]),
    pan: heroPan ?? false,
    intro: await renderBody({ file: entry.file, locale }),
    next: { slug: next.slug, title: next.data.title },
    draft: item.draft ? { ...item.draft, file: `content/services/${slug}.${locale}.mdx` } : null,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;

const url = (path: string, locale: Locale) => absoluteUrl(localizePath(path, locale));

function getServiceJsonLd(locale: Locale, slug: string, service: { title: string; description: string }) {
  const { "@context": _context, ...provider } = getOrganizationJsonLd(locale);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: url(routes.item("services", slug), locale),
    provider,
    areaServed: [
      { "@type": "Place", name: translate(locale, "services.areaAsia") },
      { "@type": "Place", name: translate(locale, "services.areaMiddleEast") },
    ],
  };
}

function getBreadcrumbJsonLd(locale: Locale, slug: string, service: { title: string }) {
  const trail = [
    { name: translate(locale, "meta.home"), path: routes.home },
    { name: translate(locale, "nav.services"), path: routes.services },
    { name: service.title, path: routes.item("services", slug) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, position) => ({
      "@type": "ListItem",
      position: position + 1,
      name: item.name,
      item: url(item.path, locale),
    })),
  };
}
