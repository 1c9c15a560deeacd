// The toast island (Radix toast): one notice at a time (a new one replaces the old), 5 s, paused on hover or focus,
// swiped right to dismiss, Escape, and F8 to reach it. Once hydrated it shows the notice of every "coming soon"
// button (ComingSoon.tsx) instead of the browser's popover, with the popover's own words.
import * as RadixToast from "@radix-ui/react-toast";
import { animate } from "framer-motion/dom/mini";
import { useEffect, useState } from "react";
import { useTranslate } from "@/lib/locale-context";
import { shellIds } from "@/lib/page-ids";
import { PhrasePieces, type PhrasePiece } from "@/components/typography/PhrasePieces";
import { Icon } from "./Icon";

type Toast = { id: number; title: string; description: PhrasePiece[] };

/** The pieces of the popover's text (components/typography/Phrases.tsx): a Japanese notice keeps its phrase
    breaks in the toast, which BudouX cannot compute in the browser. */
function readPieces(element: Element | null): PhrasePiece[] {
  const box = element?.querySelector(".phrases") ?? element;
  return [...(box?.childNodes ?? [])].map((node) =>
    node.nodeName === "WBR"
      ? { wbr: true }
      : { text: node.textContent ?? "", kept: node instanceof Element && node.classList.contains("keep") },
  );
}

export const toastStyles = {
  // Its display (flex) is the toast's own, or the popover's when open (styles.css): a class here would show the
  // popover while it is closed.
  root: "gap-4 rounded-xl border border-ink/10 bg-white p-5 pr-12 text-ink shadow-xl shadow-ink/15 md:max-w-[372px]",
  dot: "mt-1.5 h-2 w-2 shrink-0 rounded-full bg-vermilion",
  title: "font-semibold text-ink",
  description: "mt-1 text-sm text-steel",
  close: "absolute top-3 right-3 rounded-full p-1.5 text-steel hover:bg-mist hover:text-ink",
};

export const toastTiming = { duration: 5000, swipeThreshold: 50, hotkey: ["F8"] };

/** The toast slides in from the right edge (framer-motion, played by the browser's compositor); not under reduced motion. */
function slideIn(element: HTMLElement | null) {
  if (!element || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  animate(
    element,
    { transform: ["translateX(calc(100% + 1.5rem))", "none"] },
    { duration: 0.3, ease: [0.22, 1, 0.36, 1] },
  );
}

export default function ToastIsland() {
  const t = useTranslate();
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The buttons' own action (the popover) is replaced by the toast from now on.
    const triggers = document.querySelectorAll("[data-toast-trigger]");
    triggers.forEach((button) => button.removeAttribute("popovertarget"));
    const show = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest("[data-toast-trigger]") : null;
      const notice = document.getElementById(shellIds.comingSoon);
      if (!button || !notice) return;
      if (notice.matches(":popover-open")) notice.hidePopover();
      const text = (selector: string) => notice.querySelector(selector)?.textContent ?? "";
      setToast({
        id: Date.now(),
        title: text("[data-toast-title]"),
        description: readPieces(notice.querySelector("[data-toast-description]")),
      });
      setOpen(true);
    };
    document.addEventListener("click", show);
    return () => document.removeEventListener("click", show);
  }, []);

  return (
    <RadixToast.Provider
      duration={toastTiming.duration}
      swipeDirection="right"
      swipeThreshold={toastTiming.swipeThreshold}
      label={t("toast.regionName")}
    >
      {toast && (
        <RadixToast.Root
          key={toast.id}
          open={open}
          onOpenChange={setOpen}
          data-testid="toast"
          ref={slideIn}
          className={`${toastStyles.root} relative flex data-[state=closed]:animate-toast-out`}
        >
          <span aria-hidden="true" className={toastStyles.dot} />
          <div>
            <RadixToast.Title data-heading-face className={toastStyles.title}>
              {toast.title}
            </RadixToast.Title>
            <RadixToast.Description className={toastStyles.description}>
              <PhrasePieces pieces={toast.description} />
            </RadixToast.Description>
          </div>
          <RadixToast.Close aria-label={t("toast.close")} className={toastStyles.close}>
            <Icon name="close" width={18} height={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={toastTiming.hotkey}
        // Radix fills {hotkey} in the viewport's label.
        label={t("toast.region", { hotkey: "{hotkey}" })}
        className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-3 p-4 outline-none md:max-w-[420px] md:p-6"
      />
    </RadixToast.Provider>
  );
}
