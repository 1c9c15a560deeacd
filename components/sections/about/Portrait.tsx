// A leader's portrait: the writer's photo, or the firm's monogram while there is none (the initials on
// navy inside a fine gold frame, with the logo's vermilion sun), one look for every leader on every page.
import { clsx } from "clsx";
import type { PortraitData } from "./getPortrait";
import { useTranslate } from "@/renderer/usePageContext";
import { Picture } from "@/components/ui/Picture";

type PortraitProps = {
  portrait: PortraitData;
  name: string;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
  /** The name is right beside it (a team card): no text alternative, so it is not read twice. */
  decorative?: boolean;
  className?: string;
};

export function Portrait({
  portrait,
  name,
  sizes,
  priority,
  eager,
  decorative,
  className = "",
}: PortraitProps) {
  const t = useTranslate();
  if ("photo" in portrait) {
    return (
      <Picture
        image={portrait.photo}
        sizes={sizes}
        priority={priority}
        eager={eager}
        alt={decorative ? "" : undefined}
        className={clsx("bg-mist object-cover", className)}
      />
    );
  }
  return (
    <div
      data-testid="monogram"
      {...(decorative
        ? { "aria-hidden": true }
        : { role: "img", "aria-label": t("team.monogramAlt", { name }) })}
      className={clsx(
        "@container relative flex items-center justify-center overflow-hidden bg-ink",
        className,
      )}
    >
      <span aria-hidden="true" className="absolute inset-[6%] rounded-[inherit] border border-gold/35" />
      <span
        aria-hidden="true"
        className="absolute top-[12%] right-[12%] size-[5cqw] rounded-full bg-vermilion"
      />
      <span className="text-[30cqw] leading-none font-light tracking-[0.04em] text-white/90">
        {portrait.monogram}
      </span>
      <span
        aria-hidden="true"
        className="absolute bottom-[16%] left-1/2 h-px w-[16%] -translate-x-1/2 bg-gold/70"
      />
    </div>
  );
}
