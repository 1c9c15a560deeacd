// Core expertise: services numbered from 01; the active one (hover, focus, tap) shows its description and link.
import { Link } from "../../../renderer/Link";
import { routes } from "../../../renderer/routes";
import { useTranslate } from "../../../renderer/usePageContext";
import { Icon } from "../../ui/Icon";
import { useActiveItem } from "../../ui/useActiveItem";

type Service = { slug: string; title: string; description: string };

export function ExpertiseList({
  title,
  intro,
  services,
}: {
  title: string;
  intro: string;
  services: Service[];
}) {
  const t = useTranslate();
  const { itemProps } = useActiveItem();
  return (
    <section className="py-20 sm:py-28" aria-labelledby="expertise-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <h2 id="expertise-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-5xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-steel">{intro}</p>
        </div>
        <ol className="mt-12 border-t border-ink/10" data-testid="expertise-list">
          {services.map((service, index) => (
            <li
              key={service.slug}
              {...itemProps(index)}
              className="group grid gap-x-8 gap-y-3 border-b border-ink/10 py-7 md:grid-cols-[5rem_1fr_1.1fr] md:items-start"
            >
              <span className="text-sm font-semibold text-steel transition-colors group-data-[active=true]:text-vermilion md:pt-2">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="text-xl font-semibold tracking-tight text-ink/70 transition-colors group-data-[active=true]:text-ink sm:text-2xl lg:text-3xl">
                <Link
                  href={routes.service(service.slug)}
                  className="hover:underline hover:underline-offset-8"
                >
                  {service.title}
                </Link>
              </h3>
              {/* Phones show every description; the active item adds its link (fading in over 0.6 s). */}
              <div className="md:hidden md:transition-opacity md:duration-600 md:group-data-[active=true]:block md:starting:opacity-0">
                <p className="leading-relaxed text-steel">{service.description}</p>
                <Link
                  href={routes.service(service.slug)}
                  tabIndex={-1}
                  aria-hidden="true"
                  className="mt-3 hidden items-center gap-2 text-sm font-semibold text-vermilion transition-opacity duration-600 group-data-[active=true]:inline-flex starting:opacity-0"
                >
                  {t("home.serviceLink")}
                  <Icon name="arrow-right" width={16} height={16} />
                </Link>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
