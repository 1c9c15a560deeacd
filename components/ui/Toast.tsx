// Toasts: one at a time (a new one replaces the old), 5 s, pause on hover or focus, swipe right
// to dismiss, Escape, and F8 to reach them. The Radix parts (ToastRegion) load with the first toast.
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";

import { toastDefaults, type ToastMessage } from "./toast-options";

export { toastDefaults, type ToastMessage };
type ShowToast = (message: Omit<ToastMessage, "id">) => void;

const ToastContext = createContext<ShowToast>(() => {});
export const useToast = () => useContext(ToastContext);

const ToastRegion = lazy(() => import("./ToastRegion"));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setToast({ ...message, id: Date.now() });
    setOpen(true);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastRegion toast={toast} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
