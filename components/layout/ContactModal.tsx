// Opens the contact dialog from anywhere (header panel, footer); the dialog code loads on first use.
import { createContext, lazy, Suspense, useContext, useRef, useState, type ReactNode } from "react";

const loadContactDialog = () => import("./ContactDialog");
const ContactDialog = lazy(loadContactDialog);

type OpenContact = (returnFocusTo?: HTMLElement | null) => void;
const ContactContext = createContext<OpenContact>(() => {});
/** Opens the contact dialog; focus goes back to `returnFocusTo` (or the opener) when it closes. */
export const useOpenContact = () => useContext(ContactContext);
/** Starts loading the dialog early (on hover or focus of a button that opens it). */
export const preloadContactDialog = () => void loadContactDialog();

export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const openContact: OpenContact = (returnFocusTo) => {
    returnFocus.current = returnFocusTo ?? null;
    setUsed(true);
    setOpen(true);
  };
  return (
    <ContactContext.Provider value={openContact}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ContactDialog open={open} setOpen={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}
