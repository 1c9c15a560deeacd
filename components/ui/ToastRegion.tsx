// The Radix toast and its viewport; loaded with the first toast to keep it out of the first download.
import * as RadixToast from "@radix-ui/react-toast";
import { useTranslate } from "@/renderer/usePageContext";
import { Icon } from "./Icon";
import { toastDefaults, type ToastMessage } from "./toast-options";

type ToastRegionProps = { toast: ToastMessage; open: boolean; onOpenChange: (open: boolean) => void };

export default function ToastRegion({ toast, open, onOpenChange }: ToastRegionProps) {
  const t = useTranslate();
  return (
    <RadixToast.Provider
      duration={toastDefaults.duration}
      swipeDirection="right"
      swipeThreshold={toastDefaults.swipeThreshold}
      label={t("toast.regionName")}
    >
      <RadixToast.Root
        key={toast.id}
        open={open}
        onOpenChange={onOpenChange}
        data-testid="toast"
        className="relative flex gap-4 rounded-xl border border-ink/10 bg-white p-5 pr-12 shadow-xl shadow-ink/15 data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in"
      >
        <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-vermilion" />
        <div>
          <RadixToast.Title className="font-semibold text-ink">{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className="mt-1 text-sm text-steel">
              {toast.description}
            </RadixToast.Description>
          )}
        </div>
        <RadixToast.Close
          aria-label={t("toast.close")}
          className="absolute top-3 right-3 rounded-full p-1.5 text-steel hover:bg-mist hover:text-ink"
        >
          <Icon name="close" width={18} height={18} />
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport
        hotkey={toastDefaults.hotkey}
        // Radix fills {hotkey} in the viewport's label.
        label={t("toast.region", { hotkey: "{hotkey}" })}
        className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-3 p-4 outline-none md:max-w-[420px] md:p-6"
      />
    </RadixToast.Provider>
  );
}
