// Office location and company information beside the contact form.
import { site } from "../../renderer/site";
import { useTranslate } from "../../renderer/usePageContext";
import { Icon } from "../ui/Icon";

export function ContactDetails() {
  const t = useTranslate();
  return (
    <div className="space-y-8 text-sm text-steel">
      <section>
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="pin" width={18} height={18} className="text-vermilion" />
          {t("contact.officeLocation")}
        </h3>
        <p className="mt-2 text-ink">{t("contact.officeAddress")}</p>
        <p className="mt-1">{t("contact.officeNote")}</p>
      </section>
      <section>
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <Icon name="building" width={18} height={18} className="text-vermilion" />
          {t("contact.companyInformation")}
        </h3>
        <p className="mt-2">{t("contact.companyRegistered")}</p>
        <p className="mt-3">
          <span className="font-medium text-ink">{t("contact.emailLabel")}: </span>
          <a href={`mailto:${site.email}`} className="break-all text-indigo underline underline-offset-4">
            {site.email}
          </a>
        </p>
      </section>
    </div>
  );
}
