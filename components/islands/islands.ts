// The islands: the only parts of a page whose code the browser runs as React (docs/architecture.md, "HTML first").
// Each is rendered into the page's HTML on the server (Island.tsx) and hydrated from it by the runtime when a
// visitor first reaches for it. The runtime imports each one on demand, so an island's code is a chunk of its own.
export const islands = {
  /** The contact form's on-site sending, draft and failure handling (docs/contact.md). */
  "contact-form": () => import("@/components/layout/ContactForm"),
  /** Notices (Radix toast): one at a time, 5 s, pause on hover or focus, swipe, Escape, F8. */
  toast: () => import("@/components/ui/ToastIsland"),
  /** The site search over Pagefind's index (docs/search.md). */
  search: () => import("@/components/search/Search"),
};

export type IslandName = keyof typeof islands;
/** The component an island renders, as its module's default export. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>["default"];

/** What the page passes to an island, as JSON in its root's data-props. */
export type IslandData = { locale: import("@/lib/locale").Locale; props: Record<string, unknown> };
