// https://vike.dev/onBeforePrerenderStart — one page per article (the engine adds the /jp twins).
import { getCollection } from "../../../renderer/content/data";
import { routes } from "../../../renderer/routes";

export function onBeforePrerenderStart() {
  return getCollection("insights", "en").map(({ slug }) => routes.article(slug));
}
