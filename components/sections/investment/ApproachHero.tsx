// Full-screen hero of the approach page: title, subtitle, the three stages (links to them) and a scroll-down link.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Icon } from "@/components/ui/Icon";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";

// From lg two thirds of a full-height screen; below it, the height the text leaves above itself (under
// 58 % of a phone's screen). Cropped to cover, the artwork is as wide as 16/9 of the frame's height
// (178vh from lg, at most 104vh below) unless the frame is wider still.
export const approachHeroSizes = "(min-width: 1024px) 178vh, (max-aspect-ratio: 1/1) 104vh, 100vw";

type ApproachHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The stages' names and where each is on the page. */
  stages: { title: string; href: string }[];
  scrollLabel: string;
  /** Id of the section the scroll-down link goes to. */
  scrollTarget: string;
  image: ResolvedImage;
};

export function ApproachHero({
  eyebrow,
  title,
  subtitle,
  stages,
  scrollLabel,
  scrollTarget,
  image,
}: ApproachHeroProps) {
  return (
    // Pulled up under the fixed header so the hero fills the screen. Below lg the artwork fills the height
    // the text leaves above it, so a longer title or subtitle shrinks the picture instead of covering it.
    <section className="relative isolate -mt-24 flex min-h-svh flex-col overflow-hidden bg-paper sm:-mt-28 lg:flex-row lg:items-center">
      {/* Below lg the artwork starts under the fixed header (h-18, sm:h-20), not behind it. */}
      <div className="relative -z-10 mt-18 min-h-56 flex-1 sm:mt-20 lg:absolute lg:inset-y-0 lg:right-0 lg:mt-0 lg:w-[66%]">
        {/* From lg the site's left corner stays clear of the subtitle's last words beside it. */}
        <Picture
          image={image}
          sizes={approachHeroSizes}
          priority
          className="absolute inset-0 h-full w-full object-cover object-[74%_center] lg:object-[72%_center]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-paper to-paper/0 to-30% lg:hidden"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-paper from-34% via-paper/50 via-48% to-paper/0 to-65% lg:block"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pt-2 pb-14 sm:px-8 sm:pb-20 lg:pt-32">
        <p className="mb-5 flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
          <span aria-hidden="true" className="h-px w-8 bg-vermilion" />
          {eyebrow}
        </p>
        <h1 className="max-w-3xl text-4xl leading-[1.1] font-semibold tracking-tight text-ink sm:text-6xl lg:text-7xl">
          <Phrases text={title} />
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-steel sm:text-xl phrase">
          <Phrases text={subtitle} />
        </p>
        {/* Chips that look pressable must act: each jumps to its stage of the five steps. */}
        <ul className="mt-8 flex flex-wrap gap-2.5">
          {stages.map((stage) => (
            <li key={stage.href}>
              <a
                href={stage.href}
                className="group inline-flex items-center gap-2 rounded-full border border-ink/15 bg-white/80 py-2 pr-3 pl-4 text-sm font-semibold text-ink shadow-sm backdrop-blur transition-colors hover:border-vermilion hover:text-vermilion"
              >
                {stage.title}
                <Icon
                  name="arrow-down"
                  width={14}
                  height={14}
                  className="text-steel transition-transform group-hover:translate-y-0.5 group-hover:text-vermilion"
                />
              </a>
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
