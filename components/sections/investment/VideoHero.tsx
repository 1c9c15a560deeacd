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
import { InvestorHeroWords } from "./InvestorHero";

export type HeroVideo = { webm: string; mp4: string; poster: ResolvedImage };

// Covers the hero: on screens taller than 16:9 the height sets the width of the frame.
export const videoPosterSizes = "(max-aspect-ratio: 16/9) 178vh, 100vw";
type VideoHeroProps = { eyebrow: string; title: string; subtitle: string; video: HeroVideo };

export function VideoHero({ eyebrow, title, subtitle, video }: VideoHeroProps) {
  const t = useTranslate();
  return (
    // Pulled up under the fixed header so the video fills the top of the screen.
    <section
      data-investor-hero=""
      data-hero-background=""
      className="relative isolate -mt-24 flex min-h-svh items-start overflow-hidden bg-paper sm:-mt-28"
    >
      <Picture
        image={video.poster}
        alt=""
        sizes={videoPosterSizes}
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[62%_100%]"
      />
      <video
        data-background=""
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-10 hidden h-full w-full object-cover object-[62%_100%]"
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      {/* On a phone the lead runs down to about two thirds of the screen: the paper stays nearly opaque that far,
          so the skyline never shows through the text. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-paper/90 from-30% via-paper/60 via-50% to-paper/0 to-65% max-sm:from-paper/95 max-sm:from-55% max-sm:via-paper/80 max-sm:via-65% max-sm:to-80%"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-40 sm:px-8 sm:pt-40">
        <InvestorHeroWords eyebrow={eyebrow} title={title} lead={subtitle} />
      </div>
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
