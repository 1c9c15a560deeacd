// https://vike.dev/onBeforeRenderClient — before React renders a page: its text catalogue (at hydration the
// text must match the prerendered HTML) and, on a client-side navigation, the end of the old page's fade-out.
import type { PageContextClient } from "vike/types";
import { loadCatalogue } from "./i18n";
import { finishPageExit } from "./page-transition";

export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  await Promise.all([
    loadCatalogue(pageContext.locale),
    pageContext.isHydration ? undefined : finishPageExit(),
  ]);
}
