// Fades an element in (0.6 s, staggered 0.1 s by `index`) when it scrolls into view.
// Only elements below the fold at hydration are hidden first, so prerendered HTML never flashes or
// stays hidden without JavaScript; reduced motion shows everything at once (styles.css).
import { useRef, type ElementType, type ReactNode } from "react";
import { useBrowserLayoutEffect } from "../../renderer/layout-effect";

type RevealProps = { as?: ElementType; index?: number; className?: string; children: ReactNode };

// A page holds dozens of these. Each measures itself while React commits, and all of them are hidden
// together afterwards (before the paint): measuring after another was hidden would make the browser
// recompute styles and layout once per element. One observer watches them all.
let pending: HTMLElement[] = [];
let observer: IntersectionObserver | undefined;

function hideBelowFold() {
  const elements = pending;
  pending = [];
  const viewport = window.innerHeight;
  const below = elements.filter((element) => element.getBoundingClientRect().top >= viewport);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        element.dataset.reveal = "shown";
        observer!.unobserve(element);
      }
    },
    { rootMargin: "0px 0px -8% 0px" },
  );
  for (const element of below) {
    element.dataset.reveal = "hidden";
    observer.observe(element);
  }
}

export function Reveal({ as: Tag = "div", index = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (pending.push(element) === 1) queueMicrotask(hideBelowFold);
    return () => {
      pending = pending.filter((other) => other !== element);
      observer?.unobserve(element);
    };
  }, []);
  return (
    <Tag ref={ref} className={className} style={{ "--reveal-index": index } as React.CSSProperties}>
      {children}
    </Tag>
  );
}
