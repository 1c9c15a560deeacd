// https://vike.dev/onRenderClient — hydrates the prerendered page, then renders client-side navigations.
import { hydrateRoot, type Root } from "react-dom/client";
import type { PageContextClient } from "vike/types";
import { applyHead, buildHead } from "./head";
import { languageTag } from "./locale";
import { PageShell } from "./PageShell";

let root: Root | undefined;

export function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext;
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  );
  const container = document.getElementById("root")!;
  if (!root) {
    root = hydrateRoot(container, page);
    return;
  }
  const path = pageContext.urlLogical.replace(/[?#].*$/, "") || "/";
  applyHead(
    buildHead(pageContext.data.head, pageContext.locale, path, !!pageContext.is404),
    languageTag[pageContext.locale],
  );
  root.render(page);
}
