// The contact dialog: the browser's own modal <dialog> (focus kept inside, Escape, the backdrop, focus back to the
// opener), opened by ContactButton's invoker command and closed by its Close button's, with no script; a click on
// the backdrop closes it too (closedby="any"). The form inside is an island. Not on the contact page, which has the
// form itself. It hangs from a fixed distance below the top of the screen rather than being centred, so a notice
// that appears under Send (a failed send) lengthens it downwards and nothing above moves; its title bar stays put
// and only what is under it scrolls.
import { Phrases } from "@/components/typography/Phrases";
import { useTranslate } from "@/lib/locale-context";
import { shellIds } from "@/lib/page-ids";
import { CloseButton } from "@/components/ui/CloseButton";
import { ContactDetails } from "./ContactDetails";
import { ContactFormIsland } from "./ContactFormIsland";

const titleId = `${shellIds.contactDialog}-title`;

export function ContactDialog() {
  const t = useTranslate();
  return (
    <dialog
      id={shellIds.contactDialog}
      closedby="any"
      // Focusable itself: on a touch screen it takes focus instead of the first field.
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={`${shellIds.contactDialog}-intro`}
      data-testid="contact-dialog"
      className="modal-dialog mx-auto mt-[5vh] mb-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl flex-col lg:max-w-4xl overflow-hidden rounded-2xl bg-white text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:flex sm:mt-[8vh] sm:max-h-[84vh]"
    >
      {/* The title and Close stand above the part that scrolls, so Close never sits on a field or the details,
          however far a long form scrolls. Tab runs Close, the fields, Send, then the e-mail address beside Send. */}
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-ink/10 px-6 pt-5 pb-4 sm:px-10 sm:pt-8 sm:pb-5">
        <h2 id={titleId} className="pt-1 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {t("contact.title")}
        </h2>
        <CloseButton
          dialog={shellIds.contactDialog}
          label={t("contact.close")}
          tone="light"
          className="-me-2 shrink-0"
        />
      </div>
      <div
        data-dialog-scroller
        className="min-h-0 overflow-y-auto overscroll-contain px-6 pt-5 pb-6 sm:px-10 sm:pt-6 sm:pb-10"
      >
        {/* A lead of two lines at most: in Japanese it breaks between phrases, so no last line holds one character. */}
        <p id={`${shellIds.contactDialog}-intro`} className="text-steel">
          <Phrases text={t("contact.intro")} />
        </p>
        {/* Side by side only where the dialog is wide enough for both: at 672 px beside 15rem of details the form
            was a 300 px column with the dialog's right half blank below the details. */}
        <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_15rem]">
          <ContactFormIsland islandId={shellIds.contactDialogForm} dialog={shellIds.contactDialog} />
          {/* Beside the form it stays in view as the form scrolls (sticky in the scrolling body, which the title bar
              stands above, so the bar never covers it): the other ways to reach us stay beside an error or a
              failed send (stop-78 review). */}
          <div data-testid="contact-details" className="lg:sticky lg:top-6 lg:self-start">
            <ContactDetails />
          </div>
        </div>
      </div>
    </dialog>
  );
}
