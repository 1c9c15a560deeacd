// https://vike.dev/onRenderHtml — the HTML document of every prerendered page.
import { renderToString } from "react-dom/server";
import { dangerouslySkipEscape, escapeInject } from "vike/server";
import type { InjectFilterEntry, PageContextServer } from "vike/types";
import { buildHead, renderHeadHtml } from "./head";
import { preferenceRedirectScript } from "./language-preference";
import { languageTag, splitLocale } from "./locale";
import { shellIds } from "./page-ids";
import { PageShell } from "./PageShell";

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext;
  // Prerendered copies (see +onPrerenderStart) skip onBeforeRoute: read the language from the real URL.
  const { locale, path } = splitLocale(new URL(pageContext.urlOriginal, "http://localhost").pathname);
  Object.assign(pageContext, { locale, urlLogical: pageContext.urlLogical ?? path });
  const render = (splitHydration: boolean) =>
    renderToString(
      <PageShell pageContext={pageContext} splitHydration={splitHydration}>
        <Page />
      </PageShell>,
    );
  const html = render(true);
  // A component that throws inside a Suspense boundary does not stop renderToString: React writes the
  // boundary's fallback (<!--$!-->) and leaves that part to the browser. A prerendered page must never
  // ship that way: rendering again without the boundaries throws the component's own error for the build.
  if (html.includes("<!--$!-->")) {
    render(false);
    throw new Error(`Part of the page ${pageContext.urlOriginal} could not be rendered on the server.`);
  }
  const head = renderHeadHtml(
    buildHead(pageContext.data.head, locale, pageContext.is404 ? "/404" : path, !!pageContext.is404),
  );
  // Without JavaScript accordion panels stay open; the <noscript> style lives here because <style> is valid only in the head.
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${languageTag[locale]}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(preferenceRedirectScript)}</script>
    ${dangerouslySkipEscape(head)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <meta name="theme-color" content="#0E1B2C">
    <noscript><style>[data-accordion-content]{display:block!important}</style></noscript>
  </head>
  <body>
    <div id="${shellIds.root}">${dangerouslySkipEscape(html)}</div>
  </body>
</html>`;
  return { documentHtml, injectFilter: locale === "jp" ? skipFontPreload : undefined };
}

// vike preloads the fonts of the stylesheet (Inter). Japanese pages draw everything, Latin included, with
// the system's Japanese face (renderer/styles.css): a preload there would fetch 48 KB the page never uses.
const skipFontPreload = (assets: InjectFilterEntry[]) => {
  for (const asset of assets) if (asset.assetType === "font") asset.inject = false;
};
