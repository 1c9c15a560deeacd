// https://vike.dev/onBeforePrerenderStart — one profile page per member (the engine adds the /jp twins).
import { getCollection } from "../../../../renderer/content/data";
import { routes } from "../../../../renderer/routes";

export function onBeforePrerenderStart() {
  return getCollection("team", "en").map(({ slug }) => routes.teamMember(slug));
}
