import { expect, it } from "vitest";
import { pageScripts } from "./page-scripts";

// The end of a page as vike 0.4 prerenders it.
const prerendered = `<!DOCTYPE html>
<html lang="en">
  <head><title>Home</title><link rel="stylesheet" href="/assets/static/site.css"></head>
  <body>
    <div id="root"><main>Hello <a href="/assets/entries/not-a-script.js">a link</a></main></div>
    <script id="vike_pageContext" type="application/json">{"data":{}}</script>
    <script src="/assets/entries/entry-client-routing.js" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">
  </body>
</html>`;

it("lists the entry module, then every preloaded module, and nothing else", () => {
  expect(pageScripts(prerendered)).toEqual([
    "/assets/entries/entry-client-routing.js",
    "/assets/entries/pages_index.js",
    "/assets/chunks/chunk-a.js",
  ]);
});

it("counts a module once when it is both an entry and preloaded, and finds none on a static page", () => {
  const twice = prerendered.replace(
    "</body>",
    '<link rel="modulepreload" href="/assets/entries/entry-client-routing.js"></body>',
  );
  expect(pageScripts(twice)).toHaveLength(3);
  expect(pageScripts("<!DOCTYPE html><html><body><p>Static</p></body></html>")).toEqual([]);
});
