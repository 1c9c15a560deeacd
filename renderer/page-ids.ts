// Ids every page has whatever its content: the page shell's and vike's. A body heading gets its id from its text
// (rehype-slug), so the build refuses a page on which a heading takes one of these (scripts/lib/page-ids.ts).
export const shellIds = {
  /** React's root element (+onRenderHtml, +onRenderClient). */
  root: "root",
  /** The page area: the skip link's target and what a client navigation focuses (PageShell). */
  main: "main",
} as const;

/** vike's JSON blocks, which its client reads by id. */
const vikeIds = ["vike_pageContext", "vike_globalContext"];

export const reservedIds: readonly string[] = [...Object.values(shellIds), ...vikeIds];
