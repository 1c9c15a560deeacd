// Hero over a looping, muted background video with a poster; paused, with autoplay off, when the
// visitor prefers reduced motion. A button pauses and resumes it (WCAG 2.2.2).
import { useEffect, useRef, useState } from "react";
import { useTranslate } from "@/renderer/usePageContext";

export type HeroVideo = { webm: string; mp4: string; poster: string };
type VideoHeroProps = { eyebrow: string; title: string; subtitle: string; video: HeroVideo };

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

export function VideoHero({ eyebrow, title, subtitle, video }: VideoHeroProps) {
  const t = useTranslate();
  const ref = useRef<HTMLVideoElement>(null);
  const [reduceMotion, setReduceMotion] = useState(false);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const query = window.matchMedia(reducedMotionQuery);
    const apply = () => {
      setReduceMotion(query.matches);
      if (query.matches) {
        element.autoplay = false;
        element.pause();
      }
    };
    const sync = () => setPlaying(!element.paused);
    apply();
    sync();
    query.addEventListener("change", apply);
    element.addEventListener("play", sync);
    element.addEventListener("pause", sync);
    return () => {
      query.removeEventListener("change", apply);
      element.removeEventListener("play", sync);
      element.removeEventListener("pause", sync);
    };
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    // Pulled up under the fixed header so the video fills the top of the screen.
    <section className="relative isolate -mt-24 flex min-h-svh items-start overflow-hidden bg-paper sm:-mt-28">
      <video
        ref={ref}
        autoPlay={!reduceMotion}
        muted
        loop
        playsInline
        poster={video.poster}
        preload="auto"
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[62%_100%]"
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
    </section>
  );
}
