// Ids every page has whatever its content: the page shell's. A body heading gets its id from its text
// (rehype-slug), so the build refuses a page on which a heading takes one of these (scripts/lib/page-ids.ts).
export const shellIds = {
  /** The page area: the skip link's target. */
  main: "main",
  /** The side menu (a <dialog>), opened by a button that names it (commandfor), and the contact dialog, opened from
   * contact links that name it (data-dialog). */
  menu: "site-menu",
  contactDialog: "contact-dialog",
  /** The contact dialog's form island, and the "coming soon" notice (a popover) with its toast island. */
  contactDialogForm: "contact-dialog-form",
  comingSoon: "coming-soon",
  toast: "toast-island",
} as const;

export const reservedIds: readonly string[] = Object.values(shellIds);
