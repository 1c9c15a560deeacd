// The approach page's hero: the investor pages' hero (InvestorHero) over the whole screen, as SPEC asks, with the
// three stages (links to them) and a scroll-down link after the lead. The other four pages have the shorter band.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Icon } from "@/components/ui/Icon";
import { Phrases } from "@/components/typography/Phrases";
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
      {/* The stages as an index of the page, one column each in a single row at every width (pills that wrapped
          left the last stage (Exit) alone on a second row at 390 px, stop-80 review): a hairline that ends in an arrow over each
          name, the name under it with the cell's whole width, on one line: the columns are equal wherever every name fits
          its share, and on the narrowest phones a longer name's column takes what the name needs and the others
          share the rest (shared equally, the longest Japanese name broke inside a word at 320 px). Each jumps to its stage of the five steps. */}
      <ul
        className="mt-8 grid max-w-lg gap-x-3 sm:gap-x-6"
        style={{ gridTemplateColumns: `repeat(${stages.length}, minmax(max-content, 1fr))` }}
      >
        {stages.map((stage) => (
          <li key={stage.href}>
            <a
              href={stage.href}
              className="group flex flex-col gap-2.5 py-2 text-sm leading-snug font-semibold text-ink transition-colors hover:text-vermilion"
            >
              <span
                aria-hidden="true"
                className="flex items-center gap-1.5 text-steel transition-colors group-hover:text-vermilion"
              >
                <span className="h-px flex-1 bg-current opacity-50" />
                <Icon
                  name="arrow-down"
                  width={14}
                  height={14}
                  className="shrink-0 transition-transform group-hover:translate-y-0.5"
                />
              </span>
              <Phrases text={stage.title} />
            </a>
          </li>
        ))}
      </ul>
      {/* The scroll cue: a thin line ending in a chevron and the words in small type, a plain link to the next
          section (no script needed), named by its words. A bordered circle beside the words in the stage links'
          size read as a dated button (stop-80 review). Three nudges once the page has settled, none under reduced
          motion. */}
      <a
        href={`#${scrollTarget}`}
        className="group mt-10 inline-flex items-center gap-3 py-1 pr-2 text-xs font-semibold tracking-[0.08em] text-steel transition-colors hover:text-ink"
      >
        <svg
          viewBox="0 0 12 36"
          width="12"
          height="36"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.25"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="shrink-0 text-vermilion motion-safe:animate-cue"
        >
          <path d="M6 1v33M1.5 29.5 6 34l4.5-4.5" />
        </svg>
        {scrollLabel}
      </a>
    </InvestorHero>
  );
}
