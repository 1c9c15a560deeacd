// Sending the contact form with fetch, in the form services' JSON convention (Formspree and the like): the same
// fields as the plain POST, `Accept: application/json`, answered with {"ok":true} or 4xx {"errors":[{field, message}]}.

/** The fields a visitor fills in, as the form service receives them (docs/contact.md); the draft keeps these. */
export const draftFields = ["name", "_replyto", "inquiry", "message"] as const;
export type DraftField = (typeof draftFields)[number];
/**
 * The investor's confirmation (docs/contact.md): a box shown with the investor topic (CSS), sent with the message
 * when ticked. Never kept in the draft: it is given for each message, not brought back.
 */
export const confirmationField = "investorConfirmation";
/** The topic that asks for the confirmation. */
export const confirmedTopic = "investment";
/** Every field the site checks and the service may answer about: the draft's and the confirmation. */
export const checkedFields = [...draftFields, confirmationField] as const;
export type CheckedField = (typeof checkedFields)[number];
/** The most a visitor can type in each field (the form's maxlength, the draft, the e-mail fallback). */
export const fieldLimits = { name: 100, _replyto: 254, message: 5000 } as const;

/** Where the form service sends a visitor back after a POST without JavaScript (Formspree's and FormSubmit's name). */
export const redirectField = "_next";

/** What a form receives when a send made before its island arrived was not sent (the answer is in its data-result). */
export const earlyResultEvent = "contact-result";
/** The mark of a send made before the island arrived that the browser's checks stopped: the island, once there, shows
    the site's messages for it (the form's data-unchecked). */
export const uncheckedAttribute = "data-unchecked";

export type FieldError = { field?: CheckedField; message: string };
export type SendResult =
  | { outcome: "sent" }
  | { outcome: "invalid"; errors: FieldError[] }
  | { outcome: "failed"; reason: "server" | "network" };

// Services name the e-mail field "email" in their answers even when it was sent as _replyto.
const fieldOfAnswer = (field: unknown): CheckedField | undefined =>
  field === "email" ? "_replyto" : checkedFields.find((name) => name === field);

function readErrors(answer: unknown): FieldError[] {
  const errors = (answer as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: { field?: unknown; message?: unknown }) =>
    typeof error?.message === "string" && error.message.trim()
      ? [{ field: fieldOfAnswer(error.field), message: error.message.trim() }]
      : [],
  );
}

/**
 * The confirmation is required with the investor topic, and only with it, once a script is here (HTML cannot make
 * a field required for one choice of another, and a required box hidden for the other topics would stop them being
 * sent); choosing another topic unticks it, so only an investor enquiry carries it. Run on every change to the form
 * and after a reset (the form's script and its island both do: whichever comes first).
 */
export function requireConfirmation(form: HTMLFormElement): void {
  const box = form.elements.namedItem(confirmationField);
  const topic = form.elements.namedItem("inquiry");
  if (!(box instanceof HTMLInputElement) || !(topic instanceof HTMLSelectElement)) return;
  box.required = topic.value === confirmedTopic;
  if (!box.required) box.checked = false;
}

/** Posts the form's fields to the endpoint; never throws. A service that does not answer within `timeoutMs` counts as offline. */
export async function sendInquiry(endpoint: string, form: FormData, timeoutMs = 20_000): Promise<SendResult> {
  const body = new URLSearchParams();
  for (const [name, value] of form) {
    // The redirect is for the plain POST only; here the page itself confirms.
    if (typeof value === "string" && name !== redirectField) body.append(name, value);
  }
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { outcome: "failed", reason: "network" };
  }
  if (response.ok) return { outcome: "sent" };
  const errors = readErrors(await response.json().catch(() => undefined));
  // Only errors a visitor can correct in a field are theirs to fix; anything else (a missing form, a limit) is ours.
  if (response.status < 500 && errors.some((error) => error.field)) return { outcome: "invalid", errors };
  return { outcome: "failed", reason: "server" };
}

/** A mailto: link that opens the visitor's e-mail program with the message written out (RFC 6068 line breaks). */
export function getMailtoHref(to: string, subject: string, body: string): string {
  // Half of an emoji (a paste, or a message cut at maxlength between its two halves) is a lone surrogate, which
  // encodeURIComponent refuses with a URIError: it would stop the "could not send" notice that shows this link. In
  // a /u regex a surrogate range matches only an unpaired half; it becomes U+FFFD, as a form's own data does.
  const encode = (text: string) =>
    encodeURIComponent(text.replace(/[\uD800-\uDFFF]/gu, "\uFFFD").replace(/\r?\n/g, "\r\n"));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
