// The firm's e-mail address, office location and company information, beside the contact form.
import { site } from "@/lib/site";
import { useTranslate } from "@/lib/usePageContext";
import { Icon, type IconName } from "@/components/ui/Icon";
import type { ReactNode } from "react";
import { Phrases } from "@/components/typography/Phrases";

/** `headingLevel`: 3 under the dialog's title, 2 on the contact page. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslate();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const block = (icon: IconName, title: string, children: ReactNode) => (
    <section>
      <Heading className="flex items-center gap-2 font-semibold text-ink">
        <Icon name={icon} width={18} height={18} className="shrink-0 text-vermilion" />
        {title}
      </Heading>
      {children}
    </section>
  );
  return (
    // A narrow column beside the form or in the dialog: its Japanese copy is set to the start, not justified
    // (styles.css), which spread the firm's English name over the line.
    <div data-column="narrow" className="space-y-8 text-sm text-steel">
      {block(
        "mail",
        t("contact.emailLabel"),
        <p className="mt-2">
          {/* The address is never broken (its column is wide enough for it): a break inside the domain
              would make it look like two addresses. */}
          <a
            href={`mailto:${site.email}`}
            className="inline-block py-0.5 break-normal whitespace-nowrap text-indigo underline underline-offset-4 hover:decoration-vermilion"
          >
            {site.email}
          </a>
        </p>,
      )}
      {block(
        "pin",
        t("contact.officeLocation"),
        <>
          <p className="mt-2 text-ink">{t("contact.officeAddress")}</p>
          {/* One short sentence: short copy, broken between phrases (as print breaking in the narrow column it
              read taiou shite | imasu, stop-66 review). */}
          <p className="mt-1">
            <Phrases text={t("contact.officeNote")} />
          </p>
        </>,
      )}
      {block(
        "building",
        t("contact.companyInformation"),
        <p className="mt-2">
          <Phrases text={t("contact.companyRegistered")} />
        </p>,
      )}
    </div>
  );
}
