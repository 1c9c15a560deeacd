// The leadership team, set in type: each leader's position, name and first area of focus under a fine rule,
// leading to the profile. The first (the Chairman) spans the row. A photo a writer adds to a member
// (getPortrait.ts) appears above the name; without one the card is complete as it is (docs/design.md). The
// Chairman's row holds his photo and name on the left and his strengths on the right when he has a photo; without
// one it is led by the text: his name across the row and his three strengths under it in the grid's three columns,
// so no half of the row waits for a picture (an empty left half at 1440 px, stop-75 review).
import { clsx } from "clsx";
import type { PortraitData } from "./getPortrait";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { CardCue } from "@/components/ui/HoverArrow";
import { CardLink } from "@/components/ui/CardLink";
import { Reveal } from "@/components/ui/Reveal";
import { Portrait } from "./Portrait";
import { Phrases } from "@/components/typography/Phrases";

// Three columns from lg in a max-w-7xl container, two from sm, one below; the photo is two thirds of a card.
const portraitSizes =
  "(min-width: 1280px) 256px, (min-width: 1024px) calc((100vw - 10rem) / 4.5), (min-width: 640px) calc((100vw - 6rem) / 3), 60vw";

export type TeamCardData = {
  slug: string;
  name: string;
  position: string;
  /** The member's first three key strengths: a card names the first (what the leader leads); the Chairman's, which
   * spans the row, lists them all (one line beside his name left the row's right half empty: design review, stop 66). */
  strengths: string[];
  portrait: PortraitData;
};

export function TeamGrid({ members }: { members: TeamCardData[] }) {
  const t = useTranslate();
  return (
    <ul data-testid="team-grid" className="grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-12">
      {members.map((member, index) => {
        const lead = index === 0;
        // The Chairman's row in two columns, his photo on the left: only when there is one.
        const split = lead && member.portrait !== null;
        return (
          <Reveal
            as="li"
            key={member.slug}
            index={index % 3}
            className={clsx(
              "group relative flex flex-col border-t border-ink/15 pt-7 pb-10",
              // A vermilion rule draws across the top of the card a pointer is on.
              "before:absolute before:-top-px before:left-0 before:h-0.5 before:w-full before:origin-left before:scale-x-0 before:bg-vermilion before:transition-transform before:duration-500 hover:before:scale-x-100 focus-within:before:scale-x-100",
              lead && "sm:col-span-2 lg:col-span-3",
              split && "lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-16",
            )}
          >
            <div className={clsx(split ? "lg:row-span-2" : !lead && "contents")}>
              {member.portrait && (
                <Portrait
                  photo={member.portrait}
                  decorative
                  sizes={portraitSizes}
                  eager={index < 2}
                  className={clsx("mb-6 aspect-[4/5] w-2/3 rounded-xl", lead && "lg:w-1/2")}
                />
              )}
              <p className="phrase text-sm font-semibold tracking-wide text-vermilion">
                <Phrases text={member.position} />
              </p>
              <h2
                className={clsx(
                  "mt-2 leading-tight font-semibold tracking-tight text-ink",
                  lead ? "text-3xl sm:text-4xl" : "text-2xl",
                )}
              >
                <CardLink href={routes.item("team", member.slug)}>
                  <Phrases text={member.name} />
                </CardLink>
              </h2>
            </div>
            {lead ? (
              <ul
                className={clsx(
                  "mt-5 space-y-3 text-lg leading-relaxed text-steel",
                  split
                    ? "lg:mt-9 lg:border-l lg:border-ink/10 lg:pl-8"
                    : // The columns of the cards under it (lg:grid-cols-3, lg:gap-x-12).
                      "lg:mt-8 lg:grid lg:grid-cols-3 lg:gap-x-12 lg:space-y-0",
                )}
              >
                {member.strengths.map((strength) => (
                  <li key={strength} className="flex gap-4">
                    <span aria-hidden="true" className="mt-[0.8em] h-px w-4 shrink-0 bg-vermilion" />
                    <span>
                      <Phrases text={strength} />
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 leading-relaxed text-steel">
                <Phrases text={member.strengths[0]!} />
              </p>
            )}
            <CardCue size={16} className={clsx("phrase mt-auto pt-6", split && "lg:pl-8")}>
              {t("team.viewProfile")}
            </CardCue>
          </Reveal>
        );
      })}
    </ul>
  );
}
