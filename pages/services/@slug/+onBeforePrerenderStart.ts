// https://vike.dev/onBeforePrerenderStart — one URL per service; the engine adds the /jp twins.
import { getCollection } from "../../../renderer/content/data";
import { routes } from "../../../renderer/routes";

export function onBeforePrerenderStart() {
  return getCollection("services", "en").map(({ slug }) => routes.service(slug));
}
