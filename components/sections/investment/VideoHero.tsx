// Hero over a looping, muted background video. The page loads its first frame as a responsive image (the
// poster); the video itself is decoration and is fetched only once the page has loaded, and never when the
// visitor prefers reduced motion or has no JavaScript (docs/performance.md). A button pauses and resumes it
// (WCAG 2.2.2).
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import type { ResolvedImage } from "@/renderer/content/images";
import { useTranslate } from "@/renderer/usePageContext";
import { Picture } from "@/components/ui/Picture";

export type HeroVideo = { webm: string; mp4: string; poster: ResolvedImage };

// Covers the hero: on screens taller than 16:9 the height sets the width of the frame.
export const videoPosterSizes = "(max-aspect-ratio: 16/9) 178vh, 100vw";
type VideoHeroProps = { eyebrow: string; title: string; subtitle: string; video: HeroVideo };

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

export function VideoHero({ eyebrow, title, subtitle, video }: VideoHeroProps) {
  const t = useTranslate();
  const ref = useRef<HTMLVideoElement>(null);
  // Set once the video was started or the visitor chose: the load event then leaves it as it is.
  const started = useRef(false);
  const [playing, setPlaying] = useState(false);
  // The video is out of the layout until it has a frame to show (without JavaScript Chromium would draw an
  // empty player with its own controls over the poster), and the button exists once it can work.
  const [shown, setShown] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const query = window.matchMedia(reducedMotionQuery);
    const start = () => {
      if (query.matches || started.current) return;
      started.current = true;
      element.muted = true;
      element.preload = "auto";
      void element.play().catch(() => setPlaying(false));
    };
    const apply = () => {
      if (query.matches) element.pause();
    };
    const sync = () => setPlaying(!element.paused);
    const show = () => setShown(true);
    setReady(true);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    query.addEventListener("change", apply);
    element.addEventListener("play", sync);
    element.addEventListener("pause", sync);
    element.addEventListener("playing", show);
    return () => {
      window.removeEventListener("load", start);
      query.removeEventListener("change", apply);
      element.removeEventListener("play", sync);
      element.removeEventListener("pause", sync);
      element.removeEventListener("playing", show);
    };
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    started.current = true;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    // Pulled up under the fixed header so the video fills the top of the screen.
    <section className="relative isolate -mt-24 flex min-h-svh items-start overflow-hidden bg-paper sm:-mt-28">
      <Picture
        image={video.poster}
        alt=""
        sizes={videoPosterSizes}
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[62%_100%]"
      />
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        className={clsx(
          "absolute inset-0 -z-10 h-full w-full object-cover object-[62%_100%]",
          !shown && "hidden",
        )}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-paper/90 from-30% via-paper/60 via-50% to-paper/0 to-65%"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-40 sm:px-8 sm:pt-40">
        <p className="mb-5 flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
          <span aria-hidden="true" className="h-px w-8 bg-vermilion" />
          {eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.1] font-semibold tracking-tight text-ink sm:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-steel sm:text-xl phrase">{subtitle}</p>
      </div>
      {ready && (
        <button
          type="button"
          onClick={toggle}
          aria-label={t(playing ? "investment.video.pause" : "investment.video.play")}
          className="absolute right-5 bottom-5 flex h-11 w-11 items-center justify-center rounded-full bg-white/85 text-ink shadow-sm backdrop-blur transition-colors hover:bg-white sm:right-8 sm:bottom-8"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="currentColor"
            aria-hidden="true"
            focusable="false"
          >
            <path d={playing ? "M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" : "M8 5.5v13l10.5-6.5z"} />
          </svg>
        </button>
      )}
    </section>
  );
}
