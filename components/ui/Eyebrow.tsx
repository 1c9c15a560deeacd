// The small red label over a page's title (the section or the step of a journey), after a short rule.
import type { ReactNode } from "react";
import { clsx } from "clsx";

/** `className`: the space under it, which each header sets for its title's size. */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={clsx(
        "flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-vermilion uppercase",
        className,
      )}
    >
      <span aria-hidden="true" className="h-px w-8 bg-vermilion" />
      {children}
    </p>
  );
}
