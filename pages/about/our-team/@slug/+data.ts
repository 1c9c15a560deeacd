// https://vike.dev/data — a member profile, with its breadcrumb (Home > About Us > Our Team > name), shown and declared as BreadcrumbList structured data.
import type { PageContextServer } from "vike/types";
import { cutExcerpt, getPlainText } from "@/pipeline/runtime/text";
import { getItemPage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";
import { translate } from "@/lib/i18n";
import { getItemPageTitle } from "@/lib/head-text";
import { getBreadcrumbList, getTrail } from "@/lib/structured-data";
import { routes } from "@/lib/routes";
import { getPortrait, portraitPhoto } from "@/components/sections/about/getPortrait";
import { memberPortraitSizes } from "@/components/sections/about/MemberProfile";
import { getHeroPreload } from "@/pipeline/runtime/images";

export async function data(pageContext: PageContextServer) {
  const { locale, slug, entry, draft } = getItemPage("team", pageContext);
  const member = entry.data;
  const trail = getTrail(
    locale,
    [
      { label: translate(locale, "nav.about"), href: routes.about },
      { label: translate(locale, "nav.about.ourTeam"), href: routes.ourTeam },
    ],
    { label: member.name, href: routes.item("team", slug) },
  );
  const summary = await renderBody({ file: entry.file, locale });
  const portrait = await getPortrait(entry);
  const photo = portraitPhoto(portrait);
  return {
    head: {
      title: getItemPageTitle("team", locale, member),
      preloadImage: photo && getHeroPreload(photo, memberPortraitSizes),
      description: cutExcerpt(getPlainText(summary), 150),
      jsonLd: [getBreadcrumbList(trail, locale)],
    },
    trail,
    member: {
      name: member.name,
      position: member.position,
      portrait,
      summary,
      strengths: member.strengths,
      projects: member.projects ?? [],
      languages: member.languages ?? [],
    },
    draft,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
