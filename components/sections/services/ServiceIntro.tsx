// The intro paragraphs (the service's MDX body) beside its capability chips.
import type { IconName } from "@/components/ui/Icon";
import { Icon } from "@/components/ui/Icon";
import { useTranslate } from "@/lib/usePageContext";
import { Prose } from "@/components/sections/Prose";

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
          className="mt-6 flex flex-wrap gap-2.5"
          data-testid="capability-chips"
        >
          {capabilities.map((capability) => (
            <li
              key={capability}
              className="phrase rounded-full border border-indigo/15 bg-paper px-4 py-2 text-sm font-medium text-indigo"
            >
              {capability}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
