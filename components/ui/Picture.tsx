// A content image as <picture>: AVIF, then WebP, then the raster fallback, with its intrinsic size so
// nothing shifts while it loads. The hero loads first; everything else waits until it is near the screen.
import type { ResolvedImage } from "@/pipeline/runtime/images";

/** Full width of the site's max-w-7xl container (px-5, sm:px-8), for artwork that is not cropped. */
export const containerSizes =
  "(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/** A card's picture, filling its frame and growing a little under the pointer (the card is the `group`). */
export const cardPictureClass =
  "h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]";

type PictureProps = {
  image: ResolvedImage;
  /** The width the image is shown at in each layout, as in the `sizes` attribute. */
  sizes: string;
  /** The page's hero: fetched first and preloaded from the head. */
  priority?: boolean;
  /** Above the fold but not the hero: loaded at once, without jumping the queue. */
  eager?: boolean;
  /** Overrides the image's alt text, e.g. "" when a link's text already names the picture. */
  alt?: string;
  className?: string;
};

// React 19 writes `fetchPriority` as the HTML attribute `fetchpriority`.
const highPriority = { fetchPriority: "high" } as const;

export function Picture({ image, sizes, priority = false, eager = false, alt, className }: PictureProps) {
  const lazy = !priority && !eager;
  return (
    <picture>
      {/* Under `npm run dev` an image is its source file alone, with no AVIF or WebP set. */}
      {image.avif && <source type="image/avif" srcSet={image.avif} sizes={sizes} />}
      {image.webp && <source type="image/webp" srcSet={image.webp} sizes={sizes} />}
      <img
        src={image.src}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={lazy ? "lazy" : "eager"}
        decoding={lazy ? "async" : undefined}
        {...(priority ? highPriority : {})}
        className={className}
      />
    </picture>
  );
}
