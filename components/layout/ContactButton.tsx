// Opens the contact dialog from anywhere (side panel, footer, pages): a button that opens it with the browser's
// invoker command, so it works before any script arrives (and without one); pointing at it starts loading the
// form's island. On the contact page, where the form is already there, the same control is a link to the form.
import type { ReactNode } from "react";
import { routes } from "@/lib/routes";
import { useLogicalPath } from "@/lib/usePageContext";
import { shellIds } from "@/lib/page-ids";

/** The id of the contact page's own form. */
export const contactFormId = "contact-form";

type ContactButtonProps = {
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
  "aria-label"?: string;
};

export function ContactButton({ children, ...props }: ContactButtonProps) {
  if (useLogicalPath() === routes.contact)
    return (
      <a href={`#${contactFormId}`} {...props}>
        {children}
      </a>
    );
  return (
    <button
      type="button"
      commandfor={shellIds.contactDialog}
      command="show-modal"
      aria-haspopup="dialog"
      data-island-trigger={shellIds.contactDialogForm}
      {...props}
    >
      {children}
    </button>
  );
}
