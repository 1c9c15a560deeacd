// A team member's profile: portrait, name and position, then the sections that have content.
import type { ReactNode } from "react";
import type { PortraitData } from "./getPortrait";
import { routes } from "@/renderer/routes";
import { useTranslate } from "@/renderer/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { Prose } from "@/components/sections/Prose";
import { BackLink } from "./BackLink";
import { Portrait } from "./Portrait";
import { KeptEnding } from "@/renderer/typography/KeptEnding";

// 4 of 11 columns from lg in a max-w-7xl container; 20rem from sm, 14rem below.
export const memberPortraitSizes =
  "(min-width: 1280px) 407px, (min-width: 1024px) calc((100vw - 8rem) * 4 / 11), (min-width: 640px) 20rem, 14rem";

type MemberProfileProps = {
  name: string;
  position: string;
  portrait: PortraitData;
  pending: boolean;
  summary: string;
  strengths: string[];
  projects: string[];
  languages: { name: string; native: string }[];
};

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-ink/10 pt-8">
      <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function MemberProfile(props: MemberProfileProps) {
  const { name, position, portrait, pending, summary, strengths, projects, languages } = props;
  const t = useTranslate();
  return (
    <article className="mx-auto max-w-7xl px-5 pt-8 pb-20 sm:px-8 sm:pt-12 sm:pb-28">
      <BackLink href={routes.ourTeam} label={t("team.back")} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <Portrait
            portrait={portrait}
            name={name}
            sizes={memberPortraitSizes}
            priority
            className="aspect-[4/5] w-full max-w-[14rem] rounded-2xl sm:max-w-xs lg:max-w-none"
          />
        </div>
        <div className="flex flex-col gap-10">
          <header>
            <p className="text-sm font-semibold tracking-wide text-vermilion">{position}</p>
            <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
              {name}
            </h1>
            {pending && (
              <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-mist/70 px-4 py-1.5 text-sm font-semibold text-indigo">
                <Icon name="clock" width={16} height={16} />
                {t("team.pending")}
              </p>
            )}
          </header>
          <ProfileSection id="profile-summary" title={t("team.summary")}>
            <Prose html={summary} />
          </ProfileSection>
          <ProfileSection id="profile-strengths" title={t("team.strengths")}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {strengths.map((strength) => (
                <li
                  key={strength}
                  className="phrase flex gap-3 rounded-xl bg-paper p-4 leading-relaxed text-ink/85"
                >
                  <Icon name="check" width={20} height={20} className="mt-0.5 shrink-0 text-vermilion" />
                  <KeptEnding text={strength} />
                </li>
              ))}
            </ul>
          </ProfileSection>
          {projects.length > 0 && (
            <ProfileSection id="profile-projects" title={t("team.projects")}>
              <ol className="divide-y divide-ink/10">
                {projects.map((project, index) => (
                  <li key={project} className="flex gap-5 py-3 leading-relaxed text-ink/85 first:pt-0">
                    <span className="shrink-0 pt-0.5 text-sm font-semibold text-steel">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    {project}
                  </li>
                ))}
              </ol>
            </ProfileSection>
          )}
          {languages.length > 0 && (
            <ProfileSection id="profile-languages" title={t("team.languages")}>
              <ul className="flex flex-wrap gap-2">
                {languages.map((language) => (
                  <li
                    key={language.name}
                    className="rounded-full border border-ink/15 px-4 py-1.5 text-sm text-ink"
                  >
                    {language.name}
                    {language.native !== language.name && (
                      <span className="text-steel"> · {language.native}</span>
                    )}
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
        </div>
      </div>
    </article>
  );
}
