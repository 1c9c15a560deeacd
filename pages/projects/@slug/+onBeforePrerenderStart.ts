// https://vike.dev/onBeforePrerenderStart — one URL per project (drafts included); the engine adds the /jp twins.
import { getItemSlugs } from "@/renderer/content/data";
import { routes } from "@/renderer/routes";

export function onBeforePrerenderStart() {
  return getItemSlugs("projects").map((slug) => routes.project(slug));
}
