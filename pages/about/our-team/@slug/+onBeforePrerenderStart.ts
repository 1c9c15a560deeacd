// https://vike.dev/onBeforePrerenderStart — one profile page per member (drafts included) (the engine adds the /jp twins).
import { getItemSlugs } from "@/renderer/content/data";
import { routes } from "@/renderer/routes";

export function onBeforePrerenderStart() {
  return getItemSlugs("team").map((slug) => routes.teamMember(slug));
}
