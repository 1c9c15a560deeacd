// https://vike.dev/onBeforePrerenderStart — one URL per project; the engine adds the /jp twins.
import { getCollection } from "../../../renderer/content/data";
import { routes } from "../../../renderer/routes";

export function onBeforePrerenderStart() {
  return getCollection("projects", "en").map(({ slug }) => routes.project(slug));
}
