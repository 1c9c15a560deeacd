// Full-screen hero of the approach page: title, subtitle, the three badges and a scroll-down link.
import type { ResolvedImage } from "../../../renderer/content/images";
import { Icon } from "../../ui/Icon";
import { Picture } from "../../ui/Picture";

// From lg two thirds of a full-height screen, below the top 58 % of it: cropped to cover, the artwork is
// as wide as 16/9 of the frame's height (178vh from lg, 104vh below) unless the frame is wider still.
export const approachHeroSizes = "(min-width: 1024px) 178vh, (max-aspect-ratio: 1/1) 104vh, 100vw";

type ApproachHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  badges: string[];
  scrollLabel: string;
  /** Id of the section the scroll-down link goes to. */
  scrollTarget: string;
  image: ResolvedImage;
};

export function ApproachHero({
  eyebrow,
  title,
  subtitle,
  badges,
  scrollLabel,
  scrollTarget,
  image,
}: ApproachHeroProps) {
  return (
    // Pulled up under the fixed header so the hero fills the screen.
    <section className="relative isolate -mt-24 flex min-h-svh items-end overflow-hidden bg-paper sm:-mt-28 lg:items-center">
      <Picture
        image={image}
        sizes={approachHeroSizes}
        priority
        className="absolute inset-x-0 top-0 -z-10 h-[58%] w-full object-cover object-[74%_center] lg:inset-y-0 lg:right-0 lg:left-auto lg:h-full lg:w-[66%] lg:object-[78%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-paper from-45% via-paper/60 via-55% to-paper/0 to-70% lg:bg-gradient-to-r lg:from-paper lg:from-34% lg:via-paper/50 lg:via-48% lg:to-paper/0 lg:to-65%"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-40 pb-14 sm:px-8 sm:pb-20 lg:pt-32">
        <p className="mb-5 flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
          <span aria-hidden="true" className="h-px w-8 bg-vermilion" />
          {eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.1] font-semibold tracking-tight text-ink sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-steel sm:text-xl phrase">{subtitle}</p>
        <ul className="mt-8 flex flex-wrap gap-2.5">
          {badges.map((badge) => (
            <li
              key={badge}
              className="rounded-full border border-ink/15 bg-white/80 px-4 py-2 text-sm font-semibold text-ink shadow-sm backdrop-blur"
            >
              {badge}
            </li>
          ))}
        </ul>
        <a
          href={`#${scrollTarget}`}
          className="mt-12 inline-flex items-center gap-3 text-sm font-semibold tracking-wide text-ink/80 hover:text-ink"
        >
          <span className="flex h-11 w-11 items-center justify-center rounded-full border border-ink/25 bg-white/60">
            <Icon name="chevron-down" width={18} height={18} className="motion-safe:animate-cue" />
          </span>
          {scrollLabel}
        </a>
      </div>
    </section>
  );
}
