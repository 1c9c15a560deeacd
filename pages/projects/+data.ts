// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
import { yearRange } from "@/pipeline/runtime/dates";
import { translate } from "@/lib/i18n";

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const entry = getPageEntry("projects", locale);
  const projects = await Promise.all(
    getCollection("projects", locale).map(async ({ slug, file, data }) => ({
      slug,
      title: data.title,
      location: data.location,
      // The card's dates, from the same fields as the structured data, written as every range is (dates.ts).
      year: yearRange(data.start, data.end, locale, (year) =>
        translate(locale, "projects.fromYear", { year }),
      ),
      excerpt: data.excerpt,
      status: data.status,
      image: await resolveImage(file, data.image),
    })),
  );
  return { ...(await pageData(entry)), projects };
}
export type Data = Awaited<ReturnType<typeof data>>;
