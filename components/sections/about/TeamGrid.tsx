// The leadership team as portrait cards, each leading to the member's profile.
import type { PortraitData } from "./getPortrait";
import { Link } from "@/renderer/Link";
import { routes } from "@/renderer/routes";
import { useTranslate } from "@/renderer/usePageContext";
import { Reveal } from "@/components/ui/Reveal";
import { Portrait } from "./Portrait";

// Four columns from lg in a max-w-7xl container, two below.
const portraitSizes =
  "(min-width: 1280px) 286px, (min-width: 1024px) calc((100vw - 8.5rem) / 4), (min-width: 640px) calc((100vw - 5.5rem) / 2), calc((100vw - 3.5rem) / 2)";

export type TeamCardData = {
  slug: string;
  name: string;
  position: string;
  portrait: PortraitData;
  pending: boolean;
};

export function TeamGrid({ members }: { members: TeamCardData[] }) {
  const t = useTranslate();
  return (
    <ul data-testid="team-grid" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
      {members.map((member, index) => (
        <Reveal as="li" key={member.slug} index={index % 4} className="group relative flex flex-col">
          <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-mist">
            <Portrait
              portrait={member.portrait}
              name={member.name}
              decorative
              sizes={portraitSizes}
              eager={index < 2}
              className="h-full w-full rounded-2xl transition-transform duration-500 group-hover:scale-[1.03]"
            />
            {member.pending && (
              <span className="absolute bottom-3 left-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-indigo">
                {t("team.pending")}
              </span>
            )}
          </div>
          <h2 className="mt-4 text-lg leading-snug font-semibold text-ink sm:text-xl">
            <Link
              href={routes.teamMember(member.slug)}
              className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline group-hover:underline-offset-4"
            >
              {member.name}
            </Link>
          </h2>
          <p className="phrase mt-1 text-sm leading-snug text-steel">{member.position}</p>
        </Reveal>
      ))}
    </ul>
  );
}
