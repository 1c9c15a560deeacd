// A link to the contact page; with JavaScript a plain click opens the contact dialog there and then (docs/contact.md).
import type { ComponentProps } from "react";
import { Link } from "@/renderer/Link";
import { routes } from "@/renderer/routes";
import { preloadContactDialog, useOpenContact } from "./ContactModal";

type ContactLinkProps = Omit<ComponentProps<typeof Link>, "href"> & {
  /** Called just before the dialog opens (the side panel closes itself). */
  onOpen?: () => void;
  /** Where focus returns when the dialog closes; the link itself by default. */
  returnFocusTo?: HTMLElement | null;
};

export function ContactLink({ onOpen, returnFocusTo, onClick, ...props }: ContactLinkProps) {
  const openContact = useOpenContact();
  return (
    <Link
      href={routes.contact}
      // vike's router would follow the link as well: a plain click is this component's to handle.
      data-vike="false"
      onPointerEnter={preloadContactDialog}
      onFocus={preloadContactDialog}
      onClick={(event) => {
        onClick?.(event);
        // A new tab or window (modifier keys, middle button) gets the contact page itself.
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen?.();
        openContact(returnFocusTo === undefined ? event.currentTarget : returnFocusTo);
      }}
      {...props}
    />
  );
}
