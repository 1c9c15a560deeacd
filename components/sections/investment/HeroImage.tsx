// The wide artwork under a page header.
import type { ResolvedImage } from "../../../renderer/content/images";

export function HeroImage({ image }: { image: ResolvedImage }) {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <img
        src={image.src}
        alt={image.alt}
        width={1600}
        height={900}
        fetchPriority="high"
        className="aspect-[16/10] w-full rounded-3xl bg-paper object-cover object-[center_60%] sm:aspect-[21/9]"
      />
    </div>
  );
}
