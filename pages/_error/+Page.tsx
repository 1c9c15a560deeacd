import { buttonStyles } from "@/components/ui/button";
import { ContactButton } from "@/components/layout/ContactButton";
import { SectionLinks } from "@/components/sections/SectionLinks";
import { Phrases } from "@/components/typography/Phrases";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

// The not-found page: what happened, the way home, and the site's sections (the main menu's, home aside) as
// the places a visitor most likely meant, with the contact dialog for the rest (docs/design.md).
export default function Page() {
  const { page, text } = useData<Data>();
  const t = useTranslate();
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
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          <Phrases text={page.heading} />
        </h1>
        <p className="lead phrase mt-5 max-w-xl text-lg leading-relaxed text-steel">
          <Phrases text={text} />
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link href={routes.home} className={buttonStyles.primary}>
            {page.buttonLabel}
          </Link>
          <ContactButton className={buttonStyles.outline}>{t("nav.connect")}</ContactButton>
        </div>
      </div>
      <SectionLinks id="not-found-sections" heading={t("notFound.sections")} className="lg:pt-4" />
    </section>
  );
}
