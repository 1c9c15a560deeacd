// The site's one card: a rounded surface that fades in with its set. Sections choose a surface against their
// ground and a padding; sets that need no box (editorial lists, ruled rows) use `Ruled` instead, so one device
// does not repeat down every page (docs/design.md, "One card, and more than one device").
import { clsx } from "clsx";
import type { ElementType, ReactNode } from "react";
import { Reveal } from "./Reveal";
import { cardLift } from "./hover";

/** `raised`: white on a paper ground; `sunken`: paper on white; `ink`: a pane on navy. */
export type CardSurface = "raised" | "sunken" | "ink";

const surfaces: Record<CardSurface, string> = {
  raised: "bg-white shadow-sm ring-1 ring-ink/5",
  sunken: "bg-paper ring-1 ring-ink/5",
  ink: "bg-white/5 ring-1 ring-white/10",
};

const paddings = { sm: "p-6 sm:p-7", md: "p-7 sm:p-8", lg: "p-7 sm:p-9" } as const;

type CardProps = {
  as?: ElementType;
  /** Its place in its set, for the staggered entrance. */
  index?: number;
  surface?: CardSurface;
  padding?: keyof typeof paddings;
  /** A card that is one link (`CardLink` inside): a lift under the pointer and on focus (hover.ts), and `group`
      for its title. */
  linked?: boolean;
  className?: string;
  children: ReactNode;
};

export function Card({
  as = "li",
  index,
  surface = "raised",
  padding = "md",
  linked = false,
  className,
  children,
}: CardProps) {
  return (
    <Reveal
      as={as}
      index={index}
      column="narrow"
      className={clsx(
        "flex flex-col rounded-2xl",
        surfaces[surface],
        paddings[padding],
        linked && clsx("group relative", cardLift),
        className,
      )}
    >
      {children}
    </Reveal>
  );
}

/** An item of an editorial list: no box, a hairline above it, the text at the column's full measure. */
export function Ruled({
  as = "li",
  index,
  dark = false,
  column,
  className,
  children,
}: {
  as?: ElementType;
  index?: number;
  dark?: boolean;
  /** "narrow": a margin note's short column, whose Japanese copy is set as a card's is (Reveal). */
  column?: "narrow";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Reveal
      as={as}
      index={index}
      column={column}
      className={clsx("border-t pt-6", dark ? "border-white/20" : "border-ink/15", className)}
    >
      {children}
    </Reveal>
  );
}
