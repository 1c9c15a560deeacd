// An element that fades in (0.6 s, staggered 0.1 s by `index`) when it scrolls into view. The markup only says how
// long to wait (data-reveal-delay, in seconds, so the stagger can be read and checked); the page's inline script
// hides what starts below the fold and shows it with a CSS animation as it comes into view (browser/boot.ts,
// styles.css). Nothing is hidden without that script, and nothing moves under prefers-reduced-motion.
import type { ElementType, ReactNode } from "react";
import { NarrowColumnContext } from "@/lib/typography/kept-runs-context";

type RevealProps = {
  as?: ElementType;
  index?: number;
  /** "narrow": a card or a step column, whose Japanese copy is set to the start, not justified (styles.css). */
  column?: "narrow";
  className?: string;
  children: ReactNode;
};

/** Seconds between the entrances of neighbouring items. */
export const revealStagger = 0.1;

export function Reveal({ as: Tag = "div", index = 0, column, className, children }: RevealProps) {
  return (
    <Tag
      className={className}
      data-column={column}
      data-reveal-delay={Math.round(index * revealStagger * 100) / 100}
    >
      {column === "narrow" ? (
        <NarrowColumnContext.Provider value>{children}</NarrowColumnContext.Provider>
      ) : (
        children
      )}
    </Tag>
  );
}
