// The intro paragraphs (the service's MDX body) beside its capabilities: a list set with hairline rules, not chips
// (rounded, outlined and filled, they looked like filters that did nothing: design review, stop 64).
import type { IconName } from "@/components/ui/Icon";
import { Icon } from "@/components/ui/Icon";
import { useTranslate } from "@/lib/usePageContext";
import { Prose } from "@/components/sections/Prose";

/** The intro's text column from lg: 1.4 of 2.4 parts of what its 5rem gap leaves. The investment notice above it takes
    this width, so its edges are the text's (stop-80 review). */
export const serviceIntroColumn = "lg:w-[calc((100%-5rem)*7/12)]";

type ServiceIntroProps = { html: string; capabilities: string[]; icon: IconName };

export function ServiceIntro({ html, capabilities, icon }: ServiceIntroProps) {
  const t = useTranslate();
  return (
    <section className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.4fr_1fr] lg:gap-20">
      <Prose html={html} className="max-w-3xl text-lg" />
      <div>
        <p
          id="capabilities-label"
          className="flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-vermilion uppercase"
        >
          <Icon name={icon} width={20} height={20} className="text-indigo" />
          {t("services.capabilitiesLabel")}
        </p>
        <ul
          aria-labelledby="capabilities-label"
          className="mt-4 divide-y divide-ink/10 border-b border-ink/10"
          data-testid="capability-list"
        >
          {capabilities.map((capability) => (
            <li key={capability} className="phrase py-3 text-base leading-snug text-ink">
              {capability}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
