// The services on /services, each row linking to its page: a set, not a sequence, so each is marked by its
// icon rather than a number.
import type { IconName } from "@/components/ui/Icon";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { CardLink } from "@/components/ui/CardLink";
import { Reveal } from "@/components/ui/Reveal";
import { Phrases } from "@/components/typography/Phrases";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Service = { slug: string; title: string; description: string; icon: IconName };

export function ServiceList({ services }: { services: Service[] }) {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-7xl px-5 pb-16 sm:px-8 sm:pb-20" aria-label={t("services.listLabel")}>
      <ul className="border-t border-ink/10" data-testid="service-list">
        {services.map((service, index) => (
          <Reveal
            as="li"
            key={service.slug}
            index={index}
            className="group relative grid gap-x-8 gap-y-3 border-b border-ink/10 py-8 transition-colors hover:bg-paper md:grid-cols-[1fr_1fr_auto] md:items-center md:px-4 sm:py-10"
          >
            <h2 className="flex items-start gap-4 text-2xl leading-snug font-semibold tracking-tight text-ink lg:text-3xl">
              <Icon name={service.icon} width={28} height={28} className="mt-1 shrink-0 text-indigo" />
              <CardLink href={routes.item("services", service.slug)} underline="far">
                <Phrases text={service.title} />
              </CardLink>
            </h2>
            <p className="leading-relaxed text-steel">
              <KeptEnding text={service.description} />
            </p>
            <span
              aria-hidden="true"
              className="inline-flex items-center gap-2 text-sm font-semibold text-vermilion md:h-12 md:w-12 md:justify-center md:rounded-full md:border md:border-ink/15 md:text-ink md:group-hover:border-vermilion md:group-hover:bg-vermilion md:group-hover:text-white"
            >
              <span className="md:sr-only">{t("services.learnMore")}</span>
              <Icon name="arrow-right" width={18} height={18} />
            </span>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
