// The service's hero artwork with its tagline laid over it; `pan` drifts the image in a 10 s loop.
import { clsx } from "clsx";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";

// Full container width; on phones the 4:3 frame crops the 16:9 artwork, which is then 4/3 wider.
export const serviceHeroSizes =
  "(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 4rem), calc((100vw - 2.5rem) * 1.34)";

type ServiceHeroProps = { image: ResolvedImage; tagline: string; pan?: boolean };

export function ServiceHero({ image, tagline, pan = false }: ServiceHeroProps) {
  return (
    <div className="mx-auto max-w-7xl px-5 sm:px-8">
      <figure className="relative isolate flex aspect-[4/3] items-end overflow-hidden rounded-3xl bg-ink sm:aspect-[16/9] lg:aspect-[21/9]">
        <Picture
          image={image}
          sizes={serviceHeroSizes}
          priority
          className={clsx(
            "absolute inset-0 -z-10 h-full w-full object-cover",
            pan && "motion-safe:animate-[hero-pan_10s_ease-in-out_infinite]",
          )}
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/30 to-transparent"
        />
        <figcaption
          data-heading-face
          className="phrase max-w-3xl p-6 text-2xl leading-tight font-semibold tracking-tight text-white sm:p-10 sm:text-4xl lg:p-14 lg:text-5xl"
        >
          <Phrases text={tagline} />
        </figcaption>
      </figure>
    </div>
  );
}
