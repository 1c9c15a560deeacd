import { clsx } from "clsx";
import serviceMenu from "virtual:kizuna/service-menu";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { ContactButton } from "@/components/layout/ContactButton";
import { Link } from "@/lib/Link";
import { getMainMenu, routes } from "@/lib/routes";
import { useData, useLocale, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

// The not-found page: what happened, the way home, and the site's sections (the main menu's, home aside) as
// the places a visitor most likely meant, with the contact dialog for the rest (docs/design.md).
export default function Page() {
  const { page, text } = useData<Data>();
  const t = useTranslate();
  const locale = useLocale();
  const sections = getMainMenu(serviceMenu[locale]).filter((entry) => entry.href !== routes.home);
  return (
    <section className="mx-auto grid max-w-7xl gap-14 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-20">
      <div>
        {/* Decorative numeral drawn as generated content, so it is neither read out nor contrast-checked. */}
        <p
          aria-hidden="true"
          data-heading-face
          data-display-text={t("notFound.code")}
          className="text-7xl leading-none font-semibold tracking-tight text-mist before:content-[attr(data-display-text)] sm:text-8xl"
        />
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{page.heading}</h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-steel">{text}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link href={routes.home} className={buttonStyles.primary}>
            {page.buttonLabel}
          </Link>
          <ContactButton className={buttonStyles.outline}>{t("nav.connect")}</ContactButton>
        </div>
      </div>
      <nav aria-labelledby="not-found-sections" className="lg:pt-4">
        <h2
          id="not-found-sections"
          className="text-xs font-semibold tracking-[0.2em] text-vermilion uppercase"
        >
          {t("notFound.sections")}
        </h2>
        <ul className="mt-5 border-t border-ink/15">
          {sections.map((entry) => (
            <li key={entry.href} className="border-b border-ink/15">
              <Link
                href={entry.href}
                className={clsx(
                  "group flex items-center justify-between gap-4 py-4 text-lg font-semibold text-ink hover:text-vermilion",
                )}
              >
                <span data-heading-face>{t(entry.label)}</span>
                <Icon
                  name="arrow-right"
                  width={18}
                  height={18}
                  className="text-steel transition-transform group-hover:translate-x-1 group-hover:text-vermilion"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
