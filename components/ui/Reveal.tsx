// Fades an element in (0.6 s, staggered 0.1 s by `index`) when it scrolls into view.
// Only elements below the fold at hydration are hidden first, so prerendered HTML never flashes or
// stays hidden without JavaScript; reduced motion shows everything at once (styles.css).
import { useRef, type ElementType, type ReactNode } from "react";
import { useBrowserLayoutEffect } from "../../renderer/layout-effect";

type RevealProps = { as?: ElementType; index?: number; className?: string; children: ReactNode };

export function Reveal({ as: Tag = "div", index = 0, className, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag ref={ref} className={className} style={{ "--reveal-index": index } as React.CSSProperties}>
      {children}
    </Tag>
  );
}
