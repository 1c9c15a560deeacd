// https://vike.dev/onRenderClient — hydrates the prerendered page, then renders client-side navigations.
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { PageContextClient } from "vike/types";
import { loadCatalogue } from "./i18n";
import { languageTag } from "./locale";
import { shellIds } from "./page-ids";
import { cancelPageExit, playPageExit } from "./page-transition";
import { PageShell, getLogicalPath, getPageKey } from "./PageShell";

let root: Promise<Root> | undefined;
let shownKey = "";
let latestNavigation = 0;

export async function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext;
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  );
  const key = getPageKey(pageContext);
  if (!root) {
    shownKey = key;
    // The page's own catalogue must be there before hydration, or the text would not match the HTML.
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding
    // the main thread for the whole page, so a tap during hydration is not kept waiting.
    root = loadCatalogue(pageContext.locale).then(() => {
      let hydrated: Root | undefined;
      startTransition(() => {
        hydrated = hydrateRoot(document.getElementById(shellIds.root)!, page);
      });
      return hydrated!;
    });
    await root;
    return;
  }
  const navigation = ++latestNavigation;
  const leaving = key !== shownKey;
  // Head tags only change on navigation, so their code loads then, while the old page fades out.
  const [{ applyHead, buildHead }] = await Promise.all([
    import("./head"),
    loadCatalogue(pageContext.locale),
    root,
    leaving ? playPageExit(document.getElementById(shellIds.main)) : undefined,
  ]);
  // A newer navigation started while this page was loading: that one renders.
  if (navigation !== latestNavigation) return;
  if (!leaving) cancelPageExit();
  shownKey = key;
  applyHead(
    buildHead(pageContext.data.head, pageContext.locale, getLogicalPath(pageContext), !!pageContext.is404),
    languageTag[pageContext.locale],
  );
  (await root).render(page);
}
