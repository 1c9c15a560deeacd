// The services on /services, each row linking to its page: a set, not a sequence, so each is marked by its
// icon rather than a number.
import type { IconName } from "@/components/ui/Icon";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { IndexRow } from "@/components/ui/IndexRow";

type Service = { slug: string; title: string; description: string; icon: IconName };

export function ServiceList({ services }: { services: Service[] }) {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-7xl px-5 pb-16 sm:px-8 sm:pb-20" aria-label={t("services.listLabel")}>
      <ul className="border-t border-ink/15" data-testid="service-list">
        {services.map((service, index) => (
          <IndexRow
            key={service.slug}
            href={routes.item("services", service.slug)}
            title={service.title}
            text={service.description}
            index={index}
            mark={<Icon name={service.icon} width={28} height={28} className="mt-1 shrink-0 text-indigo" />}
            cue={t("services.learnMore")}
          />
        ))}
      </ul>
    </section>
  );
}
