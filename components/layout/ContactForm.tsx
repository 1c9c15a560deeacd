// The contact form (docs/contact.md): a real POST to the form service, so it works without JavaScript (the
// service then sends the visitor back to the thank-you page). It is an island (components/islands): once a visitor
// reaches for it, it checks the fields in the site's own words, is sent with fetch and answered on the page. Before
// it arrives, the page's enhancements keep the draft and send with fetch (browser/contact-form.ts). Pages place it
// with <ContactFormIsland>.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { clsx } from "clsx";
import type { UiKey } from "@/lib/i18n";
import { localizePath, type Locale } from "@/lib/locale";
import { site } from "@/lib/site";
import { absoluteUrl } from "@/lib/urls";
import { useLocale, useTranslate } from "@/lib/locale-context";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { fullWidth } from "@/lib/typography/keep-together";
import { clearDraft, readFields, type Draft } from "@/browser/contact-draft";
import {
  checkedFields,
  confirmationField,
  earlyResultEvent,
  uncheckedAttribute,
  fieldLimits,
  getMailtoHref,
  redirectField,
  requireConfirmation,
  sendInquiry,
  type CheckedField,
  type DraftField,
  type SendResult,
} from "@/browser/contact-send";
import { ContactFormResult, type Status } from "./ContactFormResult";

export const inquiryTypes = ["general", "investment", "partnership", "proposal", "other"] as const;

// A field the form moves focus to (the first one a send found empty or wrong) is scrolled into view with its
// label above it, not to the top edge of the dialog's scrolling body or under the page's fixed header.
const fieldStyle =
  "block w-full scroll-mt-10 rounded-lg border border-ink/20 bg-white px-4 py-3 text-ink placeholder:text-steel/70 focus:border-indigo aria-[invalid=true]:border-vermilion";
const labelStyle = "text-sm font-medium text-ink";

// Each language keeps its own draft, beside the language choice's key under the same site-specific prefix.
const draftKey = (locale: Locale) => site.languageStorageKey.replace(/_lang$/, `_contact_draft_${locale}`);

// The site's words for what the browser's own checks (required, the e-mail's form) find wrong with a field.
function invalidMessageKey(name: CheckedField, validity: ValidityState): UiKey | undefined {
  if (validity.valid) return undefined;
  if (name === confirmationField) return "contact.invalid.investorConfirmation";
  if (name === "_replyto")
    return validity.valueMissing ? "contact.invalid.emailMissing" : "contact.invalid.email";
  return name === "name" || name === "message" ? `contact.invalid.${name}` : undefined;
}

/**
 * Focus on a field a send found empty or wrong. In the dialog, a field that shows whole (its label, the field and
 * its message) with the part that scrolls at its top is shown so, the dialog's intro above it: focus scrolled it to
 * the top edge, and after an empty send from Send at the bottom the intro had gone out of view (stop-63 review,
 * 1440 px). A field further down is scrolled to as focus does (scroll-mt: its label in view).
 */
function focusKeepingIntro(field: HTMLElement) {
  const scroller = field.closest<HTMLElement>("[data-dialog-scroller]");
  if (!scroller) return field.focus();
  field.focus({ preventScroll: true });
  const group = field.parentElement ?? field;
  const bottom =
    group.getBoundingClientRect().bottom - scroller.getBoundingClientRect().top + scroller.scrollTop;
  if (bottom <= scroller.clientHeight) scroller.scrollTop = 0;
  else field.scrollIntoView({ block: "nearest" });
}

export default function ContactForm({
  id,
  thanksPath,
  privacyPath,
  importantInformationPath,
  dialog,
  className = "",
}: {
  id?: string;
  /** The id of the dialog that holds the form, if one does. */
  dialog?: string;
  /** The thank-you page's logical path, from the route table on the server: the island carries no route table. */
  thanksPath: string;
  /** The privacy notice's logical path, from the route table on the server, as thanksPath. */
  privacyPath: string;
  /** Important information's logical path (the tests for each market), as thanksPath. */
  importantInformationPath: string;
  className?: string;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CheckedField, string>>>({});
  // The browser's own checks and bubbles (in the browser's language) until this script runs; then the site's.
  const [validating, setValidating] = useState(false);
  useEffect(() => setValidating(true), []);

  // The service refused a field: take the visitor to the first one, whose message is read with it. The message
  // was sent: to the confirmation. It could not be sent: to the notice, which has the ways on (Send stays where it was and the notice
  // is under it, out of sight on a phone); focus brings it into view inside the dialog.
  // Another message after a sent one: the emptied form is back, at its first field.
  const writingAnother = useRef(false);
  useEffect(() => {
    if (status.state === "idle" && writingAnother.current) {
      writingAnother.current = false;
      form.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (status.state === "invalid") {
      const field = form.current?.querySelector<HTMLElement>("[aria-invalid=true]");
      if (field) focusKeepingIntro(field);
    }
    if (status.state === "failed") form.current?.querySelector<HTMLElement>("[data-failure]")?.focus();
    if (status.state === "sent") form.current?.querySelector<HTMLElement>("[data-sent]")?.focus();
  }, [status]);

  const writeAnother = () => {
    writingAnother.current = true;
    setStatus({ state: "idle" });
  };

  // A dialog closed after a sent message opens again on an empty form, not on the old confirmation.
  useEffect(() => {
    const holder = dialog ? document.getElementById(dialog) : null;
    const reset = () => setStatus((current) => (current.state === "sent" ? { state: "idle" } : current));
    holder?.addEventListener("close", reset);
    return () => holder?.removeEventListener("close", reset);
  }, [dialog]);

  // The draft itself is kept by the page's enhancements (browser/contact-form.ts), from before this island arrived.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as CheckedField;
    if (!checkedFields.includes(name)) return;
    requireConfirmation(event.currentTarget);
    // Another topic takes the confirmation, and its message, away.
    const answered: CheckedField[] = name === "inquiry" ? [name, confirmationField] : [name];
    if (answered.some((field) => fieldErrors[field]))
      setFieldErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([key]) => !answered.includes(key as CheckedField))),
      );
    // A confirmation belongs to the message it confirmed, not to the next one being written.
    if (status.state === "sent") setStatus({ state: "idle" });
  };

  // The e-mail written out when the service cannot be reached: the fields, and the investor's confirmation, ticked,
  // as its own last line.
  const getMailto = (element: HTMLFormElement) => {
    const draft: Draft = readFields(element);
    const box = element.elements.namedItem(confirmationField);
    const inquiry = inquiryTypes.find((type) => type === draft.inquiry);
    const body = t("contact.mailBody", {
      message: draft.message ?? "",
      name: draft.name ?? "",
      email: draft._replyto ?? "",
      inquiry: inquiry ? t(`contact.inquiry.${inquiry}` as UiKey) : "–",
    });
    const confirmed = box instanceof HTMLInputElement && box.checked ? `\n${box.value}` : "";
    return getMailtoHref(site.email, t("contact.mailSubject"), body + confirmed);
  };

  const show = (result: SendResult, element: HTMLFormElement) => {
    if (result.outcome === "sent") {
      element.reset();
      requireConfirmation(element);
      clearDraft(draftKey(locale));
      setStatus({ state: "sent" });
    } else if (result.outcome === "invalid") {
      const byField: Partial<Record<CheckedField, string>> = {};
      for (const { field, message } of result.errors) if (field) byField[field] ??= message;
      setFieldErrors(byField);
      setStatus({ state: "invalid", messages: result.errors.flatMap((e) => (e.field ? [] : [e.message])) });
    } else {
      setStatus({ state: "failed", reason: result.reason, mailto: getMailto(element) });
    }
  };

  // The browser's checks, with the site's message under each field they refuse: whether the form may be sent.
  const check = (element: HTMLFormElement) => {
    const invalid: Partial<Record<CheckedField, string>> = {};
    for (const name of checkedFields) {
      const field = element.elements.namedItem(name) as HTMLInputElement | null;
      const key = field && invalidMessageKey(name, field.validity);
      if (key) invalid[name] = t(key);
    }
    setFieldErrors(invalid);
    const valid = !Object.keys(invalid).length;
    if (!valid) setStatus({ state: "invalid", messages: [] });
    return valid;
  };

  // A send made before this island arrived, that did not go through, or that the browser's checks stopped: its
  // answer, or the site's messages for the fields, are shown here.
  useEffect(() => {
    const element = form.current!;
    requireConfirmation(element);
    const adopt = () => {
      const answer = element.dataset.result;
      delete element.dataset.result;
      if (answer) show(JSON.parse(answer) as SendResult, element);
      if (element.hasAttribute(uncheckedAttribute)) {
        element.removeAttribute(uncheckedAttribute);
        check(element);
      }
    };
    adopt();
    element.addEventListener(earlyResultEvent, adopt);
    return () => element.removeEventListener(earlyResultEvent, adopt);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.state === "sending") return;
    const element = event.currentTarget;
    if (!check(element)) return;
    setStatus({ state: "sending" });
    show(await sendInquiry(site.formEndpoint, new FormData(element)), element);
  };

  // Each control is tied to its label, and to the service's message about it when there is one.
  const control = (name: DraftField) => {
    const error = fieldErrors[name];
    return {
      id: `${uid}-${name}`,
      name,
      className: clsx("mt-1.5", fieldStyle),
      "aria-invalid": error ? true : undefined,
      "aria-describedby":
        clsx(name === "message" && `${uid}-message-limit`, error && `${uid}-${name}-error`) || undefined,
    };
  };
  const label = (name: DraftField, key: UiKey, required: boolean) => (
    <label htmlFor={`${uid}-${name}`} className={labelStyle}>
      {t(key)}
      {/* A full-width bracket brings its own space: a space before it read as a double gap (stop-65 review). */}
      {required && (
        <span className="text-vermilion">
          {`${fullWidth.test(t("contact.required").charAt(0)) ? "" : " "}${t("contact.required")}`}
        </span>
      )}
    </label>
  );
  const error = (name: CheckedField) =>
    fieldErrors[name] && (
      <p id={`${uid}-${name}-error`} className="mt-1.5 flex gap-1.5 text-sm text-vermilion">
        <Icon name="alert" width={16} height={16} className="mt-0.5 shrink-0" />
        <KeptEnding text={fieldErrors[name]} />
      </p>
    );

  // The confirmation's words around its link; the service receives them whole, as the visitor read them.
  const [confirmBefore = "", confirmAfter = ""] = t("contact.investorConfirmation").split("{link}");
  const confirmLink = t("contact.investorConfirmationLink");

  const sending = status.state === "sending";
  // Once sent, the confirmation stands in place of the form (its fields and Send), not under an emptied one.
  const sent = status.state === "sent";
  return (
    <form
      ref={form}
      id={id}
      method="post"
      action={site.formEndpoint}
      aria-label={t("contact.form")}
      data-draft={draftKey(locale)}
      noValidate={validating}
      onChange={onChange}
      onSubmit={onSubmit}
      className={clsx("grid gap-5", className)}
    >
      {/* Without JavaScript the service sends the visitor to the thank-you page in this language. */}
      <input type="hidden" name={redirectField} value={absoluteUrl(localizePath(thanksPath, locale))} />
      <div hidden={sent} className="contents">
        <div>
          {label("name", "contact.fullName", true)}
          {/* Where a dialog holding the form starts (browser/boot.ts). */}
          <input
            type="text"
            required
            autoComplete="name"
            maxLength={fieldLimits.name}
            data-autofocus=""
            {...control("name")}
          />
          {error("name")}
        </div>
        <div>
          {label("_replyto", "contact.email", true)}
          <input
            type="email"
            required
            autoComplete="email"
            maxLength={fieldLimits._replyto}
            {...control("_replyto")}
          />
          {error("_replyto")}
        </div>
        <div className="group/topic">
          {label("inquiry", "contact.inquiryType", false)}
          {/* Drawn as the inputs are (their size, padding and focus), with the site's chevron in place of the
            platform's arrow; until a topic is chosen its prompt is in a quieter tone. CSS only: the same
            without JavaScript. */}
          <div className="relative mt-1.5">
            <select
              defaultValue=""
              {...control("inquiry")}
              className={clsx(
                fieldStyle,
                "cursor-pointer appearance-none pe-12 leading-6 has-[option[value='']:checked]:text-steel [&_option]:text-ink",
              )}
            >
              <option value="">{t("contact.inquiry.placeholder")}</option>
              {inquiryTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`contact.inquiry.${type}` as UiKey)}
                </option>
              ))}
            </select>
            <Icon
              name="chevron-down"
              width={20}
              height={20}
              className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-steel"
            />
          </div>
          {error("inquiry")}
          {/* The investor's confirmation, beside the topic that asks for it: shown with that topic (`confirmedTopic`)
            by CSS alone, so without JavaScript too; required with it once a script is here
            (requireConfirmation; docs/contact.md). */}
          <div className="mt-4 hidden group-has-[option[value=investment]:checked]/topic:block">
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id={`${uid}-${confirmationField}`}
                name={confirmationField}
                value={`${confirmBefore}${confirmLink}${confirmAfter}`}
                aria-invalid={fieldErrors[confirmationField] ? true : undefined}
                aria-describedby={
                  fieldErrors[confirmationField] ? `${uid}-${confirmationField}-error` : undefined
                }
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-indigo"
              />
              <label htmlFor={`${uid}-${confirmationField}`} className="text-sm text-ink">
                {confirmBefore}
                <a
                  href={localizePath(importantInformationPath, locale)}
                  className="phrase underline underline-offset-4"
                >
                  {confirmLink}
                </a>
                {confirmAfter}
                <span className="text-vermilion">
                  {`${fullWidth.test(t("contact.required").charAt(0)) ? "" : " "}${t("contact.required")}`}
                </span>
              </label>
            </div>
            {error(confirmationField)}
          </div>
        </div>
        <div>
          {label("message", "contact.message", true)}
          <textarea required rows={5} maxLength={fieldLimits.message} {...control("message")} />
          <p id={`${uid}-message-limit`} className="mt-1.5 text-sm text-steel">
            <KeptEnding text={t("contact.messageLimit", { max: fieldLimits.message.toLocaleString("en") })} />
          </p>
          {error("message")}
        </div>
        {/* Bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${uid}-gotcha`}>{t("contact.honeypot")}</label>
          <input id={`${uid}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="text-sm text-steel">
          {t("contact.privacyText")}{" "}
          {/* A link's words break between phrases, as short copy does (an island: CSS, not BudouX). */}
          <a
            href={localizePath(privacyPath, locale)}
            className="phrase text-ink underline underline-offset-4"
          >
            {t("contact.privacyLink")}
          </a>
        </p>
      </div>
      <div>
        {/* Hidden once sent, and while a failure notice offers "Try again": two buttons that send the same message
            side by side read as two different actions (stop-72 review). */}
        <button
          type="submit"
          hidden={sent || status.state === "failed"}
          aria-disabled={sending || undefined}
          className={clsx(buttonStyles.primary, "aria-disabled:cursor-progress aria-disabled:opacity-70")}
        >
          {t(sending ? "contact.sending" : "contact.send")}
        </button>
        <ContactFormResult
          status={status}
          getMailto={() => getMailto(form.current!)}
          onWriteAnother={writeAnother}
          dialog={dialog}
        />
      </div>
    </form>
  );
}
