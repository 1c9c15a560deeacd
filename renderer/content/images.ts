// Content images live next to their .mdx file; the responsive-images plugin turns each into AVIF and
// WebP at several widths plus a raster fallback, fingerprinted into the build.
import type { ResponsiveImage } from "./image-plugin";

// Logos (content/brand) stay vector and are imported where they are used.
const images = import.meta.glob<ResponsiveImage>(
  "/content/{insights,pages,projects,services,team}/*.{svg,png,jpg,jpeg,webp}",
  { query: "?responsive", import: "default", eager: true },
);

export type ResolvedImage = ResponsiveImage & { alt: string };

/** Resolves an image of a content file (`content/insights/x.en.mdx` + `x.svg`) to its built set. */
export function resolveImage(contentFile: string, image: { src: string; alt: string }): ResolvedImage {
  const folder = contentFile.slice(0, contentFile.lastIndexOf("/"));
  const key = `/${folder}/${image.src}`.replace(/\/\.\//g, "/");
  const set = images[key];
  if (!set) throw new Error(`${contentFile}: image "${image.src}" was not found next to the file`);
  return { ...set, alt: image.alt };
}

/** The head's preload of a page's hero: the AVIF set with the sizes its component renders it at. */
export function getHeroPreload(image: ResolvedImage, sizes: string) {
  return { srcset: image.avif, sizes };
}
