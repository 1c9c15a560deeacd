// The approach page's hero: the investor pages' hero (InvestorHero), the same band as the other four, with the three
// stages after the lead, each a link down the page to its stage. They are the hero's ways down: a separate
// "Scroll down" button beside them said the same a fourth time, and the whole screen of paper it sat in was mostly
// empty at 1440 px (stop-76 review; docs/design.md, "stop 76, visual").
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Icon } from "@/components/ui/Icon";
import { InvestorHero } from "./InvestorHero";

type ApproachHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The stages' names and where each is on the page. */
  stages: { title: string; href: string }[];
  image: ResolvedImage;
};

export function ApproachHero({ eyebrow, title, subtitle, stages, image }: ApproachHeroProps) {
  return (
    <InvestorHero eyebrow={eyebrow} title={title} lead={subtitle} image={image}>
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
    </InvestorHero>
  );
}
