import { expect, it } from "vitest";
import { inlineScripts, pageScripts } from "./page-scripts";

// A page as the prerender writes it: an inline script in the head, JSON-LD, the inline script and the speculation
// rules at the end of the body.
const prerendered = `<!DOCTYPE html>
<html lang="en">
  <head><title>Home</title><script>redirect()</script><link rel="stylesheet" href="/assets/static/site.css">
  <script type="application/ld+json">{"@type":"Organization"}</script></head>
  <body>
    <div id="root"><main>Hello <a href="/assets/entries/not-a-script.js">a link</a></main></div>
    <script data-islands="/assets/chunks/islands.js">boot()</script>
    <script type="speculationrules">{"prefetch":[]}</script>
  </body>
</html>`;

it("finds no external script on an HTML-first page, and every one a framework would add", () => {
  expect(pageScripts(prerendered)).toEqual([]);
  const hydrated = prerendered.replace(
    "</body>",
    '<script src="/assets/entries/entry.js" type="module" async></script>' +
      '<link rel="modulepreload" href="/assets/chunks/chunk-a.js"><link rel="modulepreload" href="/assets/entries/entry.js"></body>',
  );
  expect(pageScripts(hydrated)).toEqual(["/assets/entries/entry.js", "/assets/chunks/chunk-a.js"]);
});

it("lists the inline scripts and speculation rules a browser runs, not the data blocks or external scripts", () => {
  expect(inlineScripts(prerendered)).toEqual(["redirect()", "boot()", '{"prefetch":[]}']);
  expect(inlineScripts('<script src="/a.js"></script><script type="application/json">{}</script>')).toEqual(
    [],
  );
});
