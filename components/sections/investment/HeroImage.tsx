// The wide artwork under a page header.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";

// Full container width; on phones the 16:10 frame crops the 16:9 artwork, which is then 1.11 times wider.
export const heroImageSizes =
  "(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc((100vw - 2.5rem) * 1.12)";

export function HeroImage({ image }: { image: ResolvedImage }) {
  return (
    // Its own space below, so the rounded frame never sits on the notice band that follows it.
    <div className="mx-auto max-w-7xl px-5 pb-12 sm:px-8 sm:pb-16">
      <Picture
        image={image}
        sizes={heroImageSizes}
        priority
        className="aspect-[16/10] w-full rounded-3xl bg-paper object-cover object-[center_60%] sm:aspect-[21/9]"
      />
    </div>
  );
}
