// https://vike.dev/onPageTransitionStart — a link to another page starts fading the current one out at once,
// while the next page's data loads; +onBeforeRenderClient waits for the fade before rendering.
import type { PageContextClient } from "vike/types";
import { startPageExit } from "./page-transition";

export default function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  // The same page with another #hash or query stays on screen. On Back and Forward the address bar already
  // shows the new page, so it is not faded out either: the browser's history puts the visitor back at once.
  if (pageContext.urlParsed?.pathname !== window.location.pathname) startPageExit();
}
