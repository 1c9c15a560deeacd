// https://vike.dev/onBeforePrerenderStart — one page per article (drafts included) (the engine adds the /jp twins).
import { getItemSlugs } from "@/renderer/content/data";
import { routes } from "@/renderer/routes";

export function onBeforePrerenderStart() {
  return getItemSlugs("insights").map((slug) => routes.article(slug));
}
