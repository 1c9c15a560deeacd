// What the toast provider and the lazily loaded toast region share: a toast's shape and its timing.
export type ToastMessage = { id: number; title: string; description?: string };

export const toastDefaults = { duration: 5000, swipeThreshold: 50, hotkey: ["F8"] };
