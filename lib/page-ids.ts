// Ids every page has whatever its content: the page shell's. A body heading gets its id from its text
// (rehype-slug), so the content check refuses a heading that would take one of these (pipeline/content/mdx-rules.ts),
// and the build stops if a page's shell has an id this list lacks (pipeline/output/page-ids.ts), so none is forgotten.
export const shellIds = {
  /** vike-react's container of the page. */
  root: "root",
  /** The page area: the skip link's target. */
  main: "main",
  /** The side menu (a <dialog>), opened by a button that names it (commandfor), and the contact dialog, opened from
   * contact links that name it (data-dialog). */
  menu: "site-menu",
  menuTitle: "site-menu-title",
  contactDialog: "contact-dialog",
  contactDialogTitle: "contact-dialog-title",
  contactDialogIntro: "contact-dialog-intro",
  /** The contact dialog's form island, and the "coming soon" notice (a popover) with its toast island. */
  contactDialogForm: "contact-dialog-form",
  /** The search dialog (opened from the header's search link, data-dialog) and the search island inside it. */
  searchDialog: "search-dialog",
  searchDialogTitle: "search-dialog-title",
  searchDialogForm: "search-dialog-form",
  comingSoon: "coming-soon",
  toast: "toast-island",
} as const;

export const reservedIds: readonly string[] = Object.values(shellIds);

/**
 * Ids the Markdown compile gives a body's footnotes (remark-gfm): the "Footnotes" heading and each note and
 * reference, which a heading's anchor may not take on a page with footnotes.
 */
export const footnoteIds = { label: "footnote-label", prefix: "user-content-fn" } as const;
