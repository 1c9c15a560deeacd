// Full-screen hero with the motto and subtitle over the hero artwork.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";

// Covers the whole screen from sm (on screens taller than 16:9 the height sets the width of the artwork); on a
// phone the upper half of it at most, so 16/9 of 50 % of the height.
export const homeHeroSizes = "(max-width: 639px) 89vh, (max-aspect-ratio: 16/9) 178vh, 100vw";

type HomeHeroProps = { motto: string; subtitle: string; image: ResolvedImage };

export function HomeHero({ motto, subtitle, image }: HomeHeroProps) {
  const t = useTranslate();
  return (
    <section className="relative isolate flex min-h-svh items-end overflow-hidden bg-ink text-white">
      <Picture
        image={image}
        sizes={homeHeroSizes}
        priority
        className="absolute inset-x-0 top-0 -z-10 h-[min(50svh,calc(100svh_-_30rem))] w-full object-cover object-[60%_50%] sm:inset-y-0 sm:h-full sm:object-center lg:left-auto lg:w-[58%] lg:object-[42%_50%]"
      />
      {/* On a phone the artwork fills the upper half of the screen, less on a short one so that 30rem are left
          for the words (a three-line English motto and its subtitle never sit on the deck's edge), and its lower
          quarter fades into the navy they stand on; from sm it covers the hero behind them. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[min(50svh,calc(100svh_-_30rem))] bg-gradient-to-t from-ink via-ink/40 via-25% to-ink/30 sm:inset-y-0 sm:h-full sm:from-ink sm:via-ink/60 sm:via-50% sm:to-ink/20"
      />
      {/* From lg the artwork takes the right 58 % and its left edge fades into the navy, so the motto and lead
          stand on plain navy beside the bridge instead of over its tower and cables. */}
      <div
        aria-hidden="true"
        className="absolute inset-y-0 right-0 -z-10 hidden w-[58%] bg-gradient-to-r from-ink via-ink/40 via-25% to-transparent to-50% lg:block"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-20 sm:px-8 sm:pb-28">
        <h1
          data-display
          className="max-w-4xl text-4xl leading-[1.1] font-semibold tracking-tight sm:text-6xl lg:max-w-[42%] lg:text-6xl xl:text-7xl"
        >
          <Phrases text={motto} />
        </h1>
        <p className="phrase mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl lg:max-w-[40%]">
          <Phrases text={subtitle} />
        </p>
        <a
          href="#intro"
          className="mt-12 inline-flex items-center gap-3 text-sm font-medium tracking-wide text-white/80 hover:text-white"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-full border border-white/40">
            <Icon name="chevron-down" width={18} height={18} />
          </span>
          {t("home.scrollDown")}
        </a>
      </div>
    </section>
  );
}
