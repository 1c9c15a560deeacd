// A leader's portrait: the photo a writer added (`portrait` in the member's two files), else the firm's
// monogram (components/sections/about/Portrait.tsx) with the initials of the English name, the same on
// the team card, the profile and the Chairman's page, in both languages (CONTRIBUTING.md, "Portraits").
import type { Entry } from "@/renderer/content/loader";
import type { TeamMember } from "@/content/schema";
import type { ResolvedImage } from "@/renderer/content/images";
import { findEntry, resolveImage } from "@/renderer/content/data";
import { initials } from "./initials";

export type PortraitData = { photo: ResolvedImage } | { monogram: string };

export async function getPortrait(entry: Entry<TeamMember>): Promise<PortraitData> {
  if (entry.data.portrait) return { photo: await resolveImage(entry.file, entry.data.portrait) };
  const english = findEntry("team", "en", entry.slug) ?? entry;
  return { monogram: initials(english.data.name) };
}

/** The preload of a profile's portrait: a photo only (the monogram is drawn by CSS). */
export const portraitPhoto = (portrait: PortraitData) => ("photo" in portrait ? portrait.photo : undefined);
