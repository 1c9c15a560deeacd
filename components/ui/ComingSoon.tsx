// "Coming soon" (the LinkedIn buttons): a notice the browser shows by itself, a popover opened by the button, with
// no script; the inline script closes it after 5 seconds. Pointing at a button loads the toast island
// (ToastIsland.tsx), which from then on shows the notice as a Radix toast instead.
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { useTranslate } from "@/lib/locale-context";
import { shellIds } from "@/lib/page-ids";
import { Island } from "@/components/islands/Island";
import { Phrases } from "@/components/typography/Phrases";
import { Icon } from "./Icon";
import ToastIsland, { toastStyles } from "./ToastIsland";

/** The notice and the toast island: once per page (+Layout). */
export function ComingSoonNotice() {
  const t = useTranslate();
  return (
    <>
      <div
        id={shellIds.comingSoon}
        popover="auto"
        role="status"
        data-toast=""
        data-testid="coming-soon"
        className={clsx(
          toastStyles.root,
          "toast-popover inset-auto right-4 bottom-4 m-0 max-w-[calc(100vw-2rem)] md:right-6 md:bottom-6",
        )}
      >
        <span aria-hidden="true" className={toastStyles.dot} />
        <div>
          <p data-toast-title="" data-heading-face className={toastStyles.title}>
            {t("toast.comingSoon.title")}
          </p>
          <p data-toast-description="" className={toastStyles.description}>
            <Phrases text={t("toast.comingSoon.description")} />
          </p>
        </div>
        <button
          type="button"
          popoverTarget={shellIds.comingSoon}
          popoverTargetAction="hide"
          aria-label={t("toast.close")}
          className={toastStyles.close}
        >
          <Icon name="close" width={18} height={18} />
        </button>
      </div>
      <Island name="toast" component={ToastIsland} props={{}} id={shellIds.toast} />
    </>
  );
}

type ComingSoonButtonProps = { className: string; children: ReactNode; label?: string };

/** A control whose feature is not there yet: it shows the notice. */
export function ComingSoonButton({ className, children, label }: ComingSoonButtonProps) {
  return (
    <button
      type="button"
      popoverTarget={shellIds.comingSoon}
      data-island-trigger={shellIds.toast}
      data-toast-trigger=""
      aria-label={label}
      title={label}
      className={className}
    >
      {children}
    </button>
  );
}
