// The project's artwork, full width under its title.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";

// Full container width; on phones the 4:3 frame crops the 16:10 artwork, which is then 1.2 times wider.
export const projectHeroSizes =
  "(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc((100vw - 2.5rem) * 1.2)";

export function ProjectHero({ image }: { image: ResolvedImage }) {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-mist sm:aspect-[16/9] lg:aspect-[21/9]">
        <Picture image={image} sizes={projectHeroSizes} priority className="h-full w-full object-cover" />
      </div>
    </div>
  );
}
