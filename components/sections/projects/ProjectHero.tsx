// The project's artwork, full width under its title.
import type { ResolvedImage } from "../../../renderer/content/images";

export function ProjectHero({ image }: { image: ResolvedImage }) {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-mist sm:aspect-[16/9] lg:aspect-[21/9]">
        <img
          src={image.src}
          alt={image.alt}
          width={1600}
          height={1000}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
    </div>
  );
}
