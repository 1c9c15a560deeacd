// The arrow of a link or linked card that moves on when the pointer is on its group (docs/design.md, hover), and
// the "read more" line at a linked card's foot: its words and that arrow, hidden from assistive technology because
// the card's link already says where it goes.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Icon } from "./Icon";

export function HoverArrow({ size = 18, className }: { size?: 16 | 18; className?: string }) {
  return (
    <Icon
      name="arrow-right"
      width={size}
      height={size}
      className={clsx("transition-transform group-hover:translate-x-1", className)}
    />
  );
}

export function CardCue({
  children,
  size,
  className,
}: {
  children: ReactNode;
  size?: 16 | 18;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex items-center gap-2 text-sm font-semibold text-indigo group-hover:text-vermilion",
        className,
      )}
    >
      {children}
      <HoverArrow size={size} />
    </span>
  );
}
