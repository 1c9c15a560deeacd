// The one link of a card, in its title: its ::after stretches over the card (which must be `relative`), so
// the whole card is a target while the link's name stays the title, and the card holds no nested links.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "@/lib/Link";

type CardLinkProps = {
  href: string;
  children: ReactNode;
  /** The card's corners, so the covered area (and its focus ring) follows a rounded card. */
  rounded?: boolean;
  /** The title underlined while the pointer is on the card (the card carries `group`); `far` for large titles. */
  underline?: "near" | "far";
};

export function CardLink({ href, children, rounded = false, underline }: CardLinkProps) {
  return (
    <Link
      href={href}
      className={clsx(
        "after:absolute after:inset-0",
        rounded && "after:rounded-2xl",
        underline && "group-hover:underline",
        underline === "near" && "group-hover:underline-offset-4",
        underline === "far" && "group-hover:underline-offset-8",
      )}
    >
      {children}
    </Link>
  );
}
