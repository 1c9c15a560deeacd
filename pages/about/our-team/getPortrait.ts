// A member's portrait, or the neutral silhouette (content/team/silhouette.svg) when there is none yet.
import type { Entry } from "../../../renderer/content/loader";
import type { TeamMember } from "../../../content/schema";
import { resolveImage } from "../../../renderer/content/data";
import { translate } from "../../../renderer/i18n";

export function getPortrait(entry: Entry<TeamMember>) {
  const { portrait, name } = entry.data;
  return resolveImage(
    entry.file,
    portrait ?? { src: "silhouette.svg", alt: translate(entry.locale, "team.silhouetteAlt", { name }) },
  );
}
