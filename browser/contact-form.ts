// The contact forms before their island's code arrives (docs/contact.md). What a visitor types is kept as a draft
// from the first keystroke and comes back after a reload, and a send goes by fetch as the island's would: once sent,
// the visitor lands on the thank-you page of their language; refused or not sent, the message stays where it was and
// the island, as soon as it is there, says why and offers the ways on (it takes the answer from the form).
import { clearDraft, readDraft, readFields, saveDraft } from "./contact-draft";
import {
  earlyResultEvent,
  redirectField,
  requireConfirmation,
  sendInquiry,
  uncheckedAttribute,
} from "./contact-send";

/** How long a send the browser's checks stopped waits for the island's messages before the browser shows its own. */
const islandWait = 6000;

const formOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLFormElement>("form[data-draft]") : null;

export function enhanceContactForms(doc: Document) {
  // The draft comes back without overwriting anything typed before this script arrived, and keeps that too.
  doc.querySelectorAll<HTMLFormElement>("form[data-draft]").forEach((form) => {
    for (const [name, value] of Object.entries(readDraft(form.dataset.draft!))) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (field && !field.value) field.value = value;
    }
    saveDraft(form.dataset.draft!, readFields(form));
    requireConfirmation(form);
    // Sends are this script's from now on (browser/enhance.ts holds those that came before it, and has already
    // taken the browser's checks: `novalidate`).
    form.dataset.early = "";
  });
  const save = (event: Event) => {
    const form = formOf(event.target);
    if (!form) return;
    saveDraft(form.dataset.draft!, readFields(form));
    requireConfirmation(form);
  };
  doc.addEventListener("input", save, true);
  doc.addEventListener("change", save, true);
  // The island's own handler, on its root, comes first and takes every send once the island is there.
  doc.addEventListener("submit", (event) => {
    const form = formOf(event.target);
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    if (form.ariaBusy) return;
    // A field the browser's checks refuse: the visitor is taken to it at once, and the island (its code is on its
    // way: the tap or Enter that sent the form reached for it) shows the site's messages when it arrives; should it
    // not arrive, the browser's own.
    const refused = form.querySelector<HTMLElement>(":invalid:not(fieldset)");
    if (refused) {
      refused.focus();
      form.setAttribute(uncheckedAttribute, "");
      form.dispatchEvent(new Event(earlyResultEvent));
      setTimeout(() => {
        if (!form.hasAttribute(uncheckedAttribute)) return;
        form.removeAttribute(uncheckedAttribute);
        form.noValidate = false;
        form.reportValidity();
        form.noValidate = true;
      }, islandWait);
      return;
    }
    form.ariaBusy = "true";
    const button = event.submitter;
    button?.setAttribute("aria-disabled", "true");
    void sendInquiry(form.action, new FormData(form)).then((result) => {
      form.ariaBusy = null;
      button?.removeAttribute("aria-disabled");
      if (result.outcome === "sent") {
        clearDraft(form.dataset.draft!);
        const next = form.elements.namedItem(redirectField) as HTMLInputElement;
        location.assign(new URL(next.value).pathname);
      } else {
        form.dataset.result = JSON.stringify(result);
        form.dispatchEvent(new Event(earlyResultEvent));
      }
    });
  });
}
