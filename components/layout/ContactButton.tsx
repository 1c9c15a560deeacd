// Every way to the contact form (side panel, footer, pages): a plain link to the contact page, so it works in any
// browser, with or without a script; the page's inline script (browser/boot.ts) makes a plain click open the same
// form in the contact dialog over the current page. Pointing at it starts loading the form's island. On the contact
// page, where the form is already there, it is a link to the form.
import type { ReactNode } from "react";
import { Link } from "@/lib/Link";
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
    <Link
      href={routes.contact}
      data-dialog={shellIds.contactDialog}
      aria-haspopup="dialog"
      data-island-trigger={shellIds.contactDialogForm}
      {...props}
    >
      {children}
    </Link>
  );
}
