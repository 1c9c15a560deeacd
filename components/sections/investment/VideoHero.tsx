// The right-investor hero's looping, muted video, in the investor pages' hero frame. The page loads its first frame as a responsive image (the
// poster); the video itself is decoration, fetched only once the visitor starts to use the page, and never by
// itself when the visitor prefers reduced motion or saves data, or has no JavaScript (docs/performance.md). A
// button pauses and resumes it (WCAG 2.2.2). The page's enhancements do all of it (browser/enhance.ts,
// data-background): the video is out of the layout until it plays (without a script Chromium would draw an empty
// player over the poster), and the button is hidden until it can work.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { useTranslate } from "@/lib/usePageContext";
import { Picture } from "@/components/ui/Picture";
import { InvestorHero, investorHeroSizes } from "./InvestorHero";

export type HeroVideo = { webm: string; mp4: string; poster: ResolvedImage };

type VideoHeroProps = { eyebrow: string; title: string; subtitle: string; video: HeroVideo };

// The investor pages' hero (InvestorHero), its frame holding the poster and, once it plays, the video over it.
export function VideoHero({ eyebrow, title, subtitle, video }: VideoHeroProps) {
  const t = useTranslate();
  return (
    <InvestorHero
      eyebrow={eyebrow}
      title={title}
      lead={subtitle}
      media={
        <>
          <Picture
            image={video.poster}
            alt=""
            sizes={investorHeroSizes}
            priority
            className="absolute inset-0 h-full w-full object-cover"
          />
          <video
            data-background=""
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            tabIndex={-1}
            className="absolute inset-0 hidden h-full w-full object-cover"
          >
            <source src={video.webm} type="video/webm" />
            <source src={video.mp4} type="video/mp4" />
          </video>
          <button
            type="button"
            data-video-toggle=""
            data-label-play={t("investment.video.play")}
            data-label-pause={t("investment.video.pause")}
            aria-label={t("investment.video.play")}
            className="group/video absolute right-4 bottom-4 hidden h-11 w-11 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-white data-ready:flex"
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
        </>
      }
    />
  );
}
