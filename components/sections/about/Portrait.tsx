// A leader's photo, where the writer has added one (getPortrait.ts). Nothing is drawn in its place: the
// leadership pages are composed in type and stand complete without it (docs/design.md, "Leaders").
import { clsx } from "clsx";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";

type PortraitProps = {
  photo: ResolvedImage;
  sizes: string;
  priority?: boolean;
  eager?: boolean;
  /** The name is right beside it (a team card): no text alternative, so it is not read twice. */
  decorative?: boolean;
  className?: string;
};

export function Portrait({ photo, sizes, priority, eager, decorative, className = "" }: PortraitProps) {
  return (
    <Picture
      image={photo}
      sizes={sizes}
      priority={priority}
      eager={eager}
      alt={decorative ? "" : undefined}
      className={clsx("bg-mist object-cover", className)}
    />
  );
}
