// Opens the contact dialog from anywhere (side panel, footer); the dialog code loads on first use. On the contact
// page the form is already there, so the same controls take the visitor to it instead.
import { createContext, lazy, Suspense, useContext, useRef, useState, type ReactNode } from "react";

const loadContactDialog = () => import("./ContactDialog");
const ContactDialog = lazy(loadContactDialog);

/** The id of the contact page's own form. */
export const contactFormId = "contact-form";

type OpenContact = (returnFocusTo?: HTMLElement | null) => void;
const ContactContext = createContext<OpenContact>(() => {});
const ContactOpenContext = createContext(false);
/** Opens the contact dialog; focus goes back to `returnFocusTo` (or the opener) when it closes. */
export const useOpenContact = () => useContext(ContactContext);
/** Whether the contact dialog is open (the header darkens behind it). */
export const useContactOpen = () => useContext(ContactOpenContext);
/** Starts loading the dialog early (on hover or focus of a control that opens it). */
export const preloadContactDialog = () => void loadContactDialog();

function focusPageForm(): boolean {
  const form = document.getElementById(contactFormId);
  if (!(form instanceof HTMLFormElement)) return false;
  // After the current event: a closing side panel must first release its focus trap. On a touch screen
  // the form is brought into view without focusing a field, which would pop the keyboard up.
  setTimeout(() => {
    if (window.matchMedia("(pointer: coarse)").matches) form.scrollIntoView({ block: "start" });
    else (form.elements.namedItem("name") as HTMLElement | null)?.focus();
  });
  return true;
}

export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openContact: OpenContact = (returnFocusTo) => {
    if (focusPageForm()) return;
    returnFocus.current = returnFocusTo ?? null;
    setUsed(true);
    setOpen(true);
  };
  return (
    <ContactContext.Provider value={openContact}>
      <ContactOpenContext.Provider value={open}>{children}</ContactOpenContext.Provider>
      {used && (
        <Suspense fallback={null}>
          <ContactDialog open={open} setOpen={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}
