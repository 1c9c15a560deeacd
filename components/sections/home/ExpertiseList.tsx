// Core expertise: the services, a set rather than a sequence (marked with a rule, not numbered); the active
// one shows its description beside the list.
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { Phrases } from "@/components/typography/Phrases";
import { ActiveList } from "./ActiveList";
import { homeIntroColumn } from "./intro-column";

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
  return (
    <section className="py-20 sm:py-28" aria-labelledby="expertise-title">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className={homeIntroColumn}>
          <h2 id="expertise-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-5xl">
            {title}
          </h2>
          <p className="phrase mt-4 text-lg text-steel">
            <Phrases text={intro} />
          </p>
        </div>
        <div className="mt-12">
          <ActiveList
            testId="expertise-list"
            numbered={false}
            tone="light"
            moreLabel={t("home.serviceLink")}
            items={services.map((service) => ({
              href: routes.item("services", service.slug),
              title: service.title,
              text: service.description,
            }))}
          />
        </div>
      </div>
    </section>
  );
}
