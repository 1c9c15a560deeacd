// https://vike.dev/onBeforePrerenderStart — one URL per service (drafts included); the engine adds the /jp twins.
import { getItemSlugs } from "@/renderer/content/data";
import { routes } from "@/renderer/routes";

export function onBeforePrerenderStart() {
  return getItemSlugs("services").map((slug) => routes.service(slug));
}
