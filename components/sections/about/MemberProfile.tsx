// A team member's profile: position and name (beside the photo where the writer has added one), then the
// sections that have content, with the languages and a way to reach the firm in the column beside them.
import type { ReactNode } from "react";
import { clsx } from "clsx";
import type { PortraitData } from "./getPortrait";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { buttonStyles } from "@/components/ui/button";
import { ContactButton } from "@/components/layout/ContactButton";
import { Prose } from "@/components/sections/Prose";
import { Portrait } from "./Portrait";
import { Phrases } from "@/components/typography/Phrases";

// 20rem from lg, 14rem below.
export const memberPortraitSizes = "(min-width: 1024px) 20rem, 14rem";

type MemberProfileProps = {
  name: string;
  position: string;
  portrait: PortraitData;
  summary: string;
  strengths: string[];
  projects: string[];
  languages: { name: string; native: string }[];
};

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-ink/10 pt-8">
      <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
        <Phrases text={title} />
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function MemberProfile(props: MemberProfileProps) {
  const { name, position, portrait, summary, strengths, projects, languages } = props;
  const t = useTranslate();
  return (
    <article className="mx-auto max-w-7xl px-5 pt-8 pb-20 sm:px-8 sm:pt-10 sm:pb-28">
      <header
        className={clsx(
          portrait &&
            "grid gap-8 sm:grid-cols-[14rem_1fr] sm:items-end lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16",
        )}
      >
        {portrait && (
          <Portrait
            photo={portrait}
            sizes={memberPortraitSizes}
            priority
            className="aspect-[4/5] w-full max-w-[14rem] rounded-2xl lg:max-w-xs"
          />
        )}
        <div>
          <p className="phrase text-sm font-semibold tracking-wide text-vermilion">
            <Phrases text={position} />
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            <Phrases text={name} />
          </h1>
        </div>
      </header>
      <div className="mt-10 grid gap-12 lg:mt-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="flex flex-col gap-10 lg:col-start-2 lg:row-start-1">
          <ProfileSection id="profile-summary" title={t("team.summary")}>
            <Prose html={summary} />
          </ProfileSection>
          <ProfileSection id="profile-strengths" title={t("team.strengths")}>
            {/* A ruled list, one strength a row, as the projects below: boxes in two columns left an odd count's
                last one alone or stretched across both. */}
            <ul className="divide-y divide-ink/10 border-y border-ink/10">
              {strengths.map((strength) => (
                <li key={strength} className="phrase flex gap-3 py-3.5 leading-relaxed text-ink/85">
                  <Icon name="check" width={20} height={20} className="mt-0.5 shrink-0 text-vermilion" />
                  <Phrases text={strength} />
                </li>
              ))}
            </ul>
          </ProfileSection>
          {projects.length > 0 && (
            <ProfileSection id="profile-projects" title={t("team.projects")}>
              <ul className="divide-y divide-ink/10">
                {projects.map((project) => (
                  <li key={project} className="phrase flex gap-4 py-3 leading-relaxed text-ink/85 first:pt-0">
                    <span aria-hidden="true" className="mt-3 h-px w-4 shrink-0 bg-vermilion" />
                    <Phrases text={project} />
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
        </div>
        {/* Beside the profile from lg (below it on a phone): the languages and the way to reach the firm. */}
        <aside
          data-testid="profile-aside"
          className="flex flex-col gap-10 lg:sticky lg:top-28 lg:col-start-1 lg:row-start-1 lg:self-start"
        >
          {languages.length > 0 && (
            <ProfileSection id="profile-languages" title={t("team.languages")}>
              {/* Each language by its name in the page's language, one a row. The name in its own script beside
                  it left the page's own language blank (English on an English page, Japanese on a Japanese one) and read as missing
                  data (stop-76 review); `native` stays in the member's files. */}
              <ul className="divide-y divide-ink/10 border-b border-ink/10">
                {languages.map((language) => (
                  <li key={language.name} className="py-3 text-ink">
                    {language.name}
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
          <div className="rounded-2xl bg-paper p-6">
            <p className="phrase font-semibold text-ink">{t("team.connectTitle")}</p>
            <ContactButton className={clsx(buttonStyles.primary, "mt-5 w-full")}>
              {t("nav.connect")}
              <Icon name="arrow-right" width={18} height={18} />
            </ContactButton>
          </div>
        </aside>
      </div>
    </article>
  );
}
