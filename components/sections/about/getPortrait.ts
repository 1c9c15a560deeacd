// A leader's portrait: the photo a writer added (`portrait` in the member's two files, CONTRIBUTING.md,
// "Portraits"), or none. Without one the leadership pages are set in type alone (docs/design.md), so
// there is nothing to draw in its place and nothing that waits for it.
import type { Entry } from "@/pipeline/content/loader";
import type { TeamMember } from "@/content/schema";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { resolveImage } from "@/pipeline/runtime/data";

export type PortraitData = ResolvedImage | null;

export async function getPortrait(entry: Entry<TeamMember>): Promise<PortraitData> {
  return entry.data.portrait ? await resolveImage(entry.file, entry.data.portrait) : null;
}

/** The preload of a profile's portrait, when it has one. */
export const portraitPhoto = (portrait: PortraitData) => portrait ?? undefined;
