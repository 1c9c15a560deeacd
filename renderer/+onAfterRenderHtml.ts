// https://vike.dev/onAfterRenderHtml — a component that throws inside a Suspense boundary does not stop
// React's server rendering: React writes the boundary's fallback (<!--$!-->) and leaves that part to the
// browser. A prerendered page must never ship that way: rendering it again without the boundaries
// (+Layout reads `renderWithoutBoundaries`) throws the component's own error, which stops the build.
import { renderToString } from "react-dom/server";
import type { PageContextServer } from "vike/types";

export default function onAfterRenderHtml(pageContext: PageContextServer) {
  if (!pageContext.pageHtmlString?.includes("<!--$!-->") || !pageContext.page) return;
  pageContext.renderWithoutBoundaries = true;
  renderToString(pageContext.page);
  throw new Error(`Part of the page ${pageContext.urlOriginal} could not be rendered on the server.`);
}
