// The frame of the five investor pages: the hero, with where the page sits in the journey as its eyebrow, the
// investment notice, the page's opening paragraph (its MDX body), the page's own sections, and Back and Next along
// the journey. A page names only its hero and its sections.
import type { ReactNode } from "react";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Intro } from "./Intro";
import { InvestmentNotice } from "./InvestmentNotice";
import { InvestorHero } from "./InvestorHero";
import { JourneyNav, useJourneyEyebrow } from "./JourneyNav";

type InvestorPageProps = {
  /**
   * The page's hero: the investor pages' one hero (InvestorHero) from its words and artwork, or, for a page whose hero
   * adds to it (the approach's stages, the right-investor's video), that hero, given the eyebrow ("For investors ·
   * 2 of 5"). A page without hero copy of its own leads with its summary (the description), of the measure every
   * investor page's lead has; its body still follows the notice.
   */
  hero: { title: string; lead: string; image: ResolvedImage } | ((eyebrow: string) => ReactNode);
  /** The opening paragraph as HTML (the page's body), and its id where the hero scrolls to it. */
  body: string;
  introId?: string;
  children: ReactNode;
};

export function InvestorPage({ hero, body, introId, children }: InvestorPageProps) {
  const eyebrow = useJourneyEyebrow();
  return (
    <>
      {typeof hero === "function" ? hero(eyebrow) : <InvestorHero eyebrow={eyebrow} {...hero} />}
      <InvestmentNotice />
      <Intro id={introId} html={body} />
      {children}
      <JourneyNav />
    </>
  );
}
