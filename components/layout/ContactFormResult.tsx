// What became of a message sent from the contact form: confirmed (in place of the form, with the ways on: another
// message, or closing the dialog that holds it), refused field by field, or not sent (with a retry and an e-mail
// fallback). Both regions are in the page from the start, so screen readers announce what appears in them.
import { useTranslate } from "@/lib/locale-context";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { KeptEnding } from "@/components/typography/KeptEnding";

export type Status =
  | { state: "idle" | "sending" | "sent" }
  | { state: "invalid"; messages: string[] }
  | { state: "failed"; reason: "server" | "network"; mailto: string };

type ContactFormResultProps = {
  status: Status;
  getMailto: () => string;
  /** Brings the emptied form back for another message. */
  onWriteAnother: () => void;
  /** The id of the dialog that holds the form, if one does: the confirmation offers to close it. */
  dialog?: string;
};

export function ContactFormResult({ status, getMailto, onWriteAnother, dialog }: ContactFormResultProps) {
  const t = useTranslate();
  return (
    <>
      <div role="status">
        {status.state === "sent" && (
          // In place of the form, which is hidden once the message is sent; ContactForm moves focus here.
          <div
            data-sent=""
            tabIndex={-1}
            className="flex scroll-my-4 gap-4 rounded-xl border border-indigo/20 bg-paper p-6 focus:outline-none focus-visible:outline-none sm:p-8"
          >
            <Icon name="check" width={28} height={28} className="shrink-0 text-indigo" />
            <div>
              <p data-heading-face className="text-lg font-semibold text-ink sm:text-xl">
                {t("contact.success.title")}
              </p>
              <p className="mt-2 leading-relaxed text-steel">{t("contact.success.description")}</p>
            </div>
          </div>
        )}
      </div>
      {/* Outside the status region, so the confirmation is announced without its buttons. */}
      {status.state === "sent" && (
        <div className="mt-5 flex flex-wrap gap-3">
          <button type="button" onClick={onWriteAnother} className={buttonStyles.dark}>
            {t("contact.writeAnother")}
          </button>
          {dialog && (
            <button type="button" commandfor={dialog} command="close" className={buttonStyles.outline}>
              {t("contact.close")}
            </button>
          )}
        </div>
      )}
      <div role="alert">
        {(status.state === "invalid" || status.state === "failed") && (
          <div
            // ContactForm moves focus here when a message could not be sent.
            {...(status.state === "failed" && { "data-failure": "", tabIndex: -1 })}
            className="@container mt-5 scroll-my-4 rounded-xl border border-vermilion/40 bg-vermilion/5 p-5 focus:outline-none focus-visible:outline-none"
          >
            {/* The icon hangs in a column of its own, the text's lines aligned beside it: set into the first line
                (a float), the second and later lines ran back under the icon (stop-66 review). */}
            <div className="flex gap-2.5 text-sm leading-relaxed text-ink">
              <Icon name="alert" width={20} height={20} className="mt-px shrink-0 text-vermilion" />
              <div className="min-w-0 flex-1">
                {status.state === "invalid" ? (
                  <>
                    <p>
                      <KeptEnding text={t("contact.error.invalid")} />
                    </p>
                    {status.messages.map((message) => (
                      <p key={message} className="mt-1">
                        <KeptEnding text={message} />
                      </p>
                    ))}
                  </>
                ) : (
                  <p>
                    <KeptEnding
                      text={t(status.reason === "network" ? "contact.error.network" : "contact.error.server")}
                    />
                  </p>
                )}
              </div>
            </div>
            {/* The two ways on, always of one width: side by side, as wide as the longer label, where the notice
                has room for both on one line; otherwise the notice's width, one above the other. */}
            {status.state === "failed" && (
              <div className="mt-4 grid gap-3 @md:inline-grid @md:auto-cols-fr @md:grid-flow-col">
                <button type="submit" className={buttonStyles.dark}>
                  {t("contact.retry")}
                </button>
                <a
                  href={status.mailto}
                  // The message may have changed since the failure: the e-mail carries the current one.
                  onClick={(event) => (event.currentTarget.href = getMailto())}
                  className={buttonStyles.outline}
                >
                  <Icon name="mail" width={18} height={18} />
                  {t("contact.sendByEmail")}
                </a>
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
