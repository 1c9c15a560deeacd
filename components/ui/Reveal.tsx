// Fades an element in (0.6 s, staggered 0.1 s by `index`) when it scrolls into view, with framer-motion
// (renderer/motion.ts). Only elements below the fold at hydration are hidden first, so prerendered HTML
// never flashes or stays hidden without JavaScript; under reduced motion nothing is hidden (styles.css).
import { useEffect, useRef, type ElementType, type ReactNode } from "react";
import { loadAnimate, motionAllowed, timing } from "@/renderer/motion";

type RevealProps = { as?: ElementType; index?: number; className?: string; children: ReactNode };

// A page holds dozens of these, watched by one observer. Whether an element starts below the fold is
// read from the observer's first report on it, which the browser computes with its own layout after
// the frame: asking for an element's position while React hydrates would force a synchronous layout
// of the whole page, the longest task on a Japanese page under a phone's CPU.
let observer: IntersectionObserver | undefined;

function show(target: HTMLElement) {
  const delay = Number(target.dataset.revealDelay ?? 0);
  void loadAnimate().then((animate) => {
    // Shown meanwhile by something else (a test that reveals everything): no fade from nothing.
    if (target.dataset.reveal !== "hidden") return;
    // The animation holds its first frame through the delay, so the element is shown (styles.css stops
    // hiding it) only once the fade is in place.
    animate(
      target,
      { opacity: [0, 1], transform: ["translateY(24px)", "none"] },
      { duration: timing.item, delay, ease: timing.easeOut },
    );
    target.dataset.reveal = "shown";
  });
}

function watch(element: HTMLElement) {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Read once, before the loop writes: reading the viewport's height after an element's attribute
      // changed would force a style and layout pass of the page for every element in the report.
      const fold = window.innerHeight;
      for (const entry of entries) {
        const target = entry.target as HTMLElement;
        const state = target.dataset.reveal;
        if (state === "hidden") {
          if (!entry.isIntersecting) continue;
          show(target);
        } else if (state === undefined && entry.boundingClientRect.top >= fold) {
          // First report, below the fold: hidden at once (a transition to hidden would run dozens of
          // invisible animations during load) until it scrolls into view; the animation code loads now.
          target.dataset.reveal = "hidden";
          void loadAnimate();
          continue;
        }
        // On screen (or above it) at load, or already shown: it never hides.
        observer!.unobserve(target);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  observer.observe(element);
}

export function Reveal({ as: Tag = "div", index = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed() || !("IntersectionObserver" in window)) return;
    watch(element);
    return () => observer?.unobserve(element);
  }, []);
  // The delay is in the markup (seconds) so that the stagger can be read and checked.
  return (
    <Tag ref={ref} className={className} data-reveal-delay={Math.round(index * timing.stagger * 100) / 100}>
      {children}
    </Tag>
  );
}
