// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getItemPage, getCollection, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { translate } from "@/lib/i18n";
import { routes } from "@/lib/routes";
import { getBreadcrumbList, getService, getTrail } from "@/lib/structured-data";
import { serviceHeroSizes } from "@/components/sections/services/ServiceHero";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale, slug, entry, draft } = getItemPage("services", pageContext);
  // A draft (preview builds) shows the other language's text, and its Next link follows that language's order.
  const services = getCollection("services", entry.locale);
  const index = services.findIndex((service) => service.slug === slug);
  // The last service leads back to the first.
  const next = services[(index + 1) % services.length]!;
  const { images, heroPan, ...service } = entry.data;
  const hero = await resolveImage(entry.file, images[0]);
  const path = routes.item("services", entry.slug);
  // Shown above the page and declared in its head: one trail.
  const trail = getTrail(locale, [{ label: translate(locale, "nav.services"), href: routes.services }], {
    label: service.title,
    href: path,
  });
  return {
    head: {
      title: service.title,
      description: service.description,
      preloadImage: getHeroPreload(hero, serviceHeroSizes),
      jsonLd: [
        getService(locale, { path, title: service.title, description: service.description }),
        getBreadcrumbList(trail, locale),
      ],
    },
    trail,
    slug: entry.slug,
    service,
    hero,
    detailImage: await resolveImage(entry.file, images[1]),
    pan: heroPan ?? false,
    intro: await renderBody({ file: entry.file, locale }),
    next: { slug: next.slug, title: next.data.title },
    investmentNotice: entry.data.investmentNotice === true,
    draft,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
