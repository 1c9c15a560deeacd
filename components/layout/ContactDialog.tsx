// The contact dialog: the browser's own modal <dialog> (focus kept inside, Escape, the backdrop, focus back to the
// opener), opened by ContactButton's invoker command and closed by its Close button's, with no script; a click on
// the backdrop closes it too (closedby="any"). The form inside is an island. Not on the contact page, which has the
// form itself. It hangs from a fixed distance below the top of the screen rather than being centred, so a notice
// that appears under Send (a failed send) lengthens it downwards and nothing above moves.
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
      className="modal-dialog mx-auto mt-[5vh] mb-auto max-h-[90vh] sm:mt-[8vh] sm:max-h-[84vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm sm:p-10"
    >
      {/* First in the tab order, as it is first on screen (top right): Tab runs Close, the fields, Send, then the
          e-mail address beside Send. It stays in view when the dialog scrolls (to a failed send's notice, on a
          short screen): a sticky holder of no height keeps it 1rem from the dialog's top right corner. */}
      <div className="sticky top-0 z-10 h-0">
        <CloseButton
          dialog={shellIds.contactDialog}
          label={t("contact.close")}
          tone="light"
          className="absolute -top-2 -right-2 bg-white sm:-top-6 sm:-right-6"
        />
      </div>
      <h2 id={titleId} className="pr-10 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
        {t("contact.title")}
      </h2>
      <p id={`${shellIds.contactDialog}-intro`} className="mt-2 text-steel">
        {t("contact.intro")}
      </p>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_15rem]">
        <ContactFormIsland islandId={shellIds.contactDialogForm} />
        <div data-testid="contact-details" className="md:self-start">
          <ContactDetails />
        </div>
      </div>
    </dialog>
  );
}
