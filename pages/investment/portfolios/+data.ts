// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry, renderBody, resolveImage } from "../../../renderer/content/data";
import { getFaqJsonLd } from "../faq-json-ld";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-portfolios", pageContext.locale);
  return {
    head: {
      title: entry.data.title,
      description: entry.data.description,
      jsonLd: [getFaqJsonLd(entry.data.faq.items)],
    },
    page: {
      ...entry.data,
      hero: { ...entry.data.hero, image: resolveImage(entry.file, entry.data.hero.image) },
    },
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
