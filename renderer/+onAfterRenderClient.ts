// https://vike.dev/onAfterRenderClient — after a client-side navigation, the new page's head tags replace the
// old page's. Their code loads then: the first page has its head in the HTML already.
import type { PageContextClient } from "vike/types";

export default async function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) return;
  const { applyHead, getPageHeadTags } = await import("./head");
  applyHead(getPageHeadTags(pageContext));
}
