// The approach page's hero: the investor pages' hero (InvestorHero) over the whole screen, as SPEC asks, with the
// three stages (links to them) and a scroll-down link after the lead. The other four pages have the shorter band.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Icon } from "@/components/ui/Icon";
import { InvestorHero } from "./InvestorHero";

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
    <InvestorHero eyebrow={eyebrow} title={title} lead={subtitle} image={image} fullScreen>
      {/* Chips that look pressable must act: each jumps to its stage of the five steps. */}
      <ul className="mt-8 flex flex-wrap gap-2.5">
        {stages.map((stage) => (
          <li key={stage.href}>
            <a
              href={stage.href}
              className="group inline-flex items-center gap-2 rounded-full border border-ink/15 bg-white py-2 pr-3 pl-4 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-vermilion hover:text-vermilion"
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
        className="mt-10 inline-flex items-center gap-3 text-sm font-semibold tracking-wide text-ink/80 hover:text-ink"
      >
        <span className="flex h-11 w-11 items-center justify-center rounded-full border border-ink/25 bg-white/60">
          <Icon name="chevron-down" width={18} height={18} className="motion-safe:animate-cue" />
        </span>
        {scrollLabel}
      </a>
    </InvestorHero>
  );
}
