// The contact form as the page places it: its HTML works without JavaScript; its script loads when a visitor reaches
// for it (components/islands).
import { Island } from "@/components/islands/Island";
import { routes } from "@/lib/routes";
import ContactForm from "./ContactForm";

export function ContactFormIsland({
  id,
  islandId,
  dialog,
  className,
}: {
  id?: string;
  islandId: string;
  /** The id of the dialog that holds the form, if one does. */
  dialog?: string;
  className?: string;
}) {
  return (
    <Island
      name="contact-form"
      component={ContactForm}
      id={islandId}
      props={{
        id,
        className,
        dialog,
        thanksPath: routes.contactThanks,
        privacyPath: routes.privacy,
        importantInformationPath: routes.importantInformation,
      }}
      className="contents"
    />
  );
}
