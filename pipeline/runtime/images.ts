// Content images live next to their .mdx file; the responsive-images plugin turns each into AVIF and
// WebP at several widths plus a raster fallback, fingerprinted into the build.
import type { ResponsiveImage } from "../vite/image-plugin.ts";

// Every folder of content/ but the logos': each collection's and the one-off pages' (content-files.ts refuses
// any other folder, so a new collection's images are here without a change). A glob must be written out, so
// the folders cannot be read from content/schema.ts. Logos (content/brand) stay vector and are imported where
// they are used.
// Loaded on demand, not eagerly: vike lists every asset that a page's server code imports statically as
// an asset of that page and compares each with all the others, so eager imports made every page carry
// every image of the site (cost growing with the square of the number of images). The image plugin
// copies the files, which only the server build then sees, into the client folder.
const images = import.meta.glob<ResponsiveImage>(
  ["/content/*/*.{svg,png,jpg,jpeg,webp}", "!/content/brand/**"],
  { query: "?responsive", import: "default" },
);

export type ResolvedImage = ResponsiveImage & { alt: string };

/** Resolves an image of a content file (`content/insights/x.en.mdx` + `x.svg`) to its built set. */
export async function resolveImage(
  contentFile: string,
  image: { src: string; alt: string },
): Promise<ResolvedImage> {
  const folder = contentFile.slice(0, contentFile.lastIndexOf("/"));
  const key = `/${folder}/${image.src}`.replace(/\/\.\//g, "/");
  const load = images[key];
  if (!load)
    throw new Error(
      image.src.trim()
        ? `${contentFile}: image "${image.src}" was not found next to the file: run npm run check, which names the line`
        : `${contentFile}: an image has no file name (an empty ![…]() or src=""): run npm run check, which names the line`,
    );
  return { ...(await load()), alt: image.alt };
}

/** The head's preload of a page's hero: the AVIF set with the sizes its component renders it at (the file itself
    under `npm run dev`, which has no AVIF set). */
export function getHeroPreload(image: ResolvedImage, sizes: string) {
  return image.avif ? { srcset: image.avif, sizes } : { srcset: image.src, sizes, type: image.type };
}
