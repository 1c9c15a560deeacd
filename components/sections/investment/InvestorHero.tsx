// The one hero of the five investor pages: the journey's eyebrow, the title and a lead of one measure in the left
// half, the page's artwork whole in a frame that holds the right half (under the words on a phone), in a band of
// about 60 % of the screen's height, or its content's where that is taller. What a page adds (the approach's stage
// links) follows the lead. The right-investor page keeps the same words over its looping background video, as
// SPEC has it (VideoHero; docs/design.md, "One hero for the investor pages").
import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { Phrases } from "@/components/typography/Phrases";

// The frame: from lg half the container (max-w-7xl less sm:px-8 and the 3.5rem gap), below it the container's
// width.
export const investorHeroSizes =
  "(min-width: 1280px) 580px, (min-width: 1024px) calc((100vw - 7.5rem) / 2), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/** The band: pulled up under the fixed header (h-18, sm:h-20) and at least 60 % of the screen's height. From lg its
    content sits in the middle of what the header leaves; below lg, where the words and the artwork are taller than
    the band, at its top: a phone drawing the page while its HTML is still arriving drew the words part-way down,
    centred, and moved them up as the rest came (a CLS of 0.05 at 390 px, stop 80). */
const bandClass = "relative isolate -mt-24 flex overflow-hidden bg-paper sm:-mt-28";
export const investorHeroBandClass = clsx(bandClass, "min-h-[60svh] items-start lg:items-center");

/** The approach page's band, the whole screen: SPEC asks for a full-screen hero there, with a scroll-down link, its
    content in the middle at every width. */
const fullScreenBandClass = clsx(bandClass, "min-h-[100svh] items-center");

/** The artwork's frame: 16:9, as every investor artwork and the video are drawn, so nothing is cropped. */
export const investorHeroFrameClass = "relative aspect-video w-full overflow-hidden rounded-3xl bg-white";

type InvestorHeroProps = {
  eyebrow: string;
  title: string;
  lead: string;
  /** The artwork, drawn whole in the frame. */
  image: ResolvedImage;
  /** What follows the lead (links within the page). */
  children?: ReactNode;
  /** The whole screen rather than the band (the approach page). */
  fullScreen?: boolean;
};

export function InvestorHero({
  eyebrow,
  title,
  lead,
  image,
  children,
  fullScreen = false,
}: InvestorHeroProps) {
  return (
    <section
      data-investor-hero=""
      data-full-screen={fullScreen ? "" : undefined}
      className={fullScreen ? fullScreenBandClass : investorHeroBandClass}
    >
      <div className="mx-auto w-full max-w-7xl px-5 pt-28 pb-12 sm:px-8 sm:pt-32 sm:pb-16 lg:grid lg:grid-cols-2 lg:items-center lg:gap-14">
        <div>
          <InvestorHeroWords eyebrow={eyebrow} title={title} lead={lead} />
          {children}
        </div>
        <div className="mt-8 lg:mt-0">
          <div data-hero-art="" className={investorHeroFrameClass}>
            <Picture
              image={image}
              sizes={investorHeroSizes}
              priority
              className="absolute inset-0 h-full w-full object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The words of every investor hero: the eyebrow, the title and the lead, at one measure and size (the
    right-investor page sets them over its video: VideoHero). */
export function InvestorHeroWords({
  eyebrow,
  title,
  lead,
  titleClassName,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  /** The title's measure where it differs from the lead's column (VideoHero's, wider over its background). */
  titleClassName?: string;
}) {
  return (
    <>
      <Eyebrow className="mb-5">{eyebrow}</Eyebrow>
      <h1
        className={clsx(
          "max-w-3xl text-4xl leading-[1.1] font-semibold tracking-tight text-ink sm:text-5xl xl:text-6xl",
          titleClassName,
        )}
      >
        <Phrases text={title} />
      </h1>
      {/* One measure for every page's lead: about 65 characters of English a line. */}
      <p
        data-hero-lead=""
        className="phrase mt-6 max-w-[38rem] text-lg leading-relaxed text-steel sm:text-xl"
      >
        <Phrases text={lead} />
      </p>
    </>
  );
}
