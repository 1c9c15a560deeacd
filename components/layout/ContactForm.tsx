// The contact form of DECISIONS "Contact": native validation only, plus a honeypot for bots.
import { useId } from "react";
import { site } from "../../renderer/site";
import { useTranslate } from "../../renderer/usePageContext";
import type { UiKey } from "../../renderer/i18n";
import { buttonStyles } from "../ui/button";

export const inquiryTypes = ["general", "investment", "partnership", "proposal", "other"] as const;

const fieldStyle =
  "mt-1.5 block w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-steel/70 focus:border-indigo focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo/30";

export function ContactForm() {
  const t = useTranslate();
  const id = useId();
  const required = <span className="text-vermilion">{` ${t("contact.required")}`}</span>;
  return (
    <form method="post" action={site.formEndpoint} aria-label={t("contact.form")} className="grid gap-5">
      <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
        {t("contact.fullName")}
        {required}
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="name"
          className={fieldStyle}
        />
      </label>
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
        {t("contact.email")}
        {required}
        <input
          id={`${id}-email`}
          name="_replyto"
          type="email"
          required
          autoComplete="email"
          className={fieldStyle}
        />
      </label>
      <label htmlFor={`${id}-inquiry`} className="text-sm font-medium text-ink">
        {t("contact.inquiryType")}
        <select id={`${id}-inquiry`} name="inquiry" defaultValue="" className={fieldStyle}>
          <option value="">{t("contact.inquiry.placeholder")}</option>
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {t(`contact.inquiry.${type}` as UiKey)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-message`} className="text-sm font-medium text-ink">
        {t("contact.message")}
        {required}
        <textarea id={`${id}-message`} name="message" required rows={5} className={fieldStyle} />
      </label>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-gotcha`}>{t("contact.honeypot")}</label>
        <input id={`${id}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={`${buttonStyles.primary} justify-self-start`}>
        {t("contact.send")}
      </button>
    </form>
  );
}
