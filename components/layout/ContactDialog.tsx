// The contact dialog itself (Radix), loaded on first use to keep it out of the first download.
import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { useTranslate } from "@/renderer/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { ContactDetails } from "./ContactDetails";
import { ContactForm } from "./ContactForm";

type ContactDialogProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
};

export default function ContactDialog({ open, setOpen, returnFocus }: ContactDialogProps) {
  const t = useTranslate();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="contact-overlay"
          className="fixed inset-0 z-[60] bg-ink/60 backdrop-blur-sm data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in"
        />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // The first field where there is a physical keyboard (Close comes first in the tab order, so
            // it is named here); on a touch screen a focused field would pop the keyboard up over the
            // dialog, so the dialog itself takes focus there.
            event.preventDefault();
            const dialog = event.currentTarget as HTMLElement;
            const firstField = dialog.querySelector<HTMLElement>("input[name=name]");
            if (window.matchMedia("(pointer: coarse)").matches || !firstField) dialog.focus();
            else firstField.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Opened from the side panel, whose button is gone: return to the menu button.
            if (returnFocus.current) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:p-10"
        >
          {/* First in the tab order, as it is first on screen (top right): Tab runs Close, the fields,
              Send, then the e-mail address beside Send. */}
          <Dialog.Close
            aria-label={t("contact.close")}
            className="absolute top-4 right-4 rounded-full p-2 text-steel hover:bg-mist hover:text-ink"
          >
            <Icon name="close" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {t("contact.title")}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-steel">{t("contact.intro")}</Dialog.Description>
          <div className="mt-8 grid gap-10 md:grid-cols-[1fr_15rem]">
            <ContactForm />
            <div className="md:self-end">
              <ContactDetails />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
