// The right-investor hero over a looping, muted background video (SPEC: "looping background video hero"): the
// investor pages' hero (InvestorHero) in its words, with the video behind them rather than in a frame beside them. The page loads its first frame as a responsive image (the
// poster); the video itself is decoration, fetched only once the visitor starts to use the page, and never by
// itself when the visitor prefers reduced motion or saves data, or has no JavaScript (docs/performance.md). A
// button pauses and resumes it (WCAG 2.2.2). The page's enhancements do all of it (browser/enhance.ts,
// data-background): the video is out of the layout until it plays (without a script Chromium would draw an empty
// player over the poster), and the button is hidden until it can work.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { useTranslate } from "@/lib/usePageContext";
import { Picture } from "@/components/ui/Picture";
import { InvestorHeroWords, investorHeroBandClass } from "./InvestorHero";

export type HeroVideo = { webm: string; mp4: string; poster: ResolvedImage };

// Below lg a strip of 14 rem under the words, as wide as the screen; from lg it covers the band, whose 60-70 % of
// the height is wider than 16:9 on screens wider than 6:5, where the screen's width sets it.
export const videoPosterSizes = "(min-width: 1024px) and (max-aspect-ratio: 6/5) 135vh, 100vw";
type VideoHeroProps = { eyebrow: string; title: string; subtitle: string; video: HeroVideo };

export function VideoHero({ eyebrow, title, subtitle, video }: VideoHeroProps) {
  const t = useTranslate();
  return (
    // The other heroes' band; the video covers it, and from lg its skyline holds the right half as their artwork
    // does.
    <section data-investor-hero="" data-hero-background="" className={investorHeroBandClass}>
      <div className="mx-auto w-full max-w-7xl px-5 pt-28 pb-60 sm:px-8 sm:pt-32 lg:pb-16">
        <div className="lg:w-[calc(50%-1.75rem)]">
          {/* The title may run 7rem past the words' column, over the gradient's opaque part: the Japanese title's
              longest phrase pair (11 characters at 60 px) did not fit the column and set in three lines at 1440 px,
              one a single phrase (stop-63 review). The other investor heroes have their artwork beside the title. */}
          <InvestorHeroWords
            eyebrow={eyebrow}
            title={title}
            lead={subtitle}
            titleClassName="lg:w-[calc(100%+7rem)]"
          />
        </div>
      </div>
      {/* The poster, the video and the gradient come after the words in the page, as they are drawn under them: a
          phone that draws the page while its HTML is still arriving draws the poster only once the words above it
          are all there, so the poster is never pushed down by a lead still coming in (a CLS of 0.06 at 390 px,
          stop 80). Their stacking is the band's own (isolate, -z-10), whatever their order. */}
      <Picture
        image={video.poster}
        alt=""
        sizes={videoPosterSizes}
        priority
        className="absolute inset-x-0 bottom-0 -z-10 h-56 w-full object-cover object-[62%_100%] lg:inset-y-0 lg:h-full lg:object-[62%_55%]"
      />
      <video
        data-background=""
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-x-0 bottom-0 -z-10 hidden h-56 w-full object-cover object-[62%_100%] lg:inset-y-0 lg:h-full lg:object-[62%_55%]"
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {/* Below lg the skyline is a strip at the foot of the band, under the words and never behind them (the lead
          ran over it at 390 px, stop 63), its top fading into the paper. From lg the words hold the left half, as
          beside the other heroes' artwork, and the paper clears from left to right. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-56 bg-gradient-to-b from-paper to-paper/0 to-40% lg:inset-y-0 lg:h-auto lg:bg-gradient-to-r lg:from-paper/95 lg:from-35% lg:via-paper/75 lg:via-50% lg:to-paper/0 lg:to-70%"
      />
      <button
        type="button"
        data-video-toggle=""
        data-label-play={t("investment.video.play")}
        data-label-pause={t("investment.video.pause")}
        aria-label={t("investment.video.play")}
        className="group/video absolute right-5 bottom-5 hidden h-11 w-11 data-ready:flex items-center justify-center rounded-full bg-white/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-white sm:right-8 sm:bottom-8"
      >
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          {/* The script sets data-playing: a pause sign while the video plays, a play sign otherwise. */}
          <path className="group-data-[playing=true]/video:hidden" d="M8 5.5v13l10.5-6.5z" />
          <path
            className="hidden group-data-[playing=true]/video:inline"
            d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z"
          />
        </svg>
      </button>
    </section>
  );
}
