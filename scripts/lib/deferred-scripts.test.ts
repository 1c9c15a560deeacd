import { expect, it } from "vitest";
import {
  checkDeferredScripts,
  deferPageScripts,
  evaluationOrder,
  pageScripts,
  scriptLoader,
  staticImports,
} from "./deferred-scripts";
import { inlineScriptHashes } from "./security-headers";

// The end of a page as vike 0.4 prerenders it.
const prerendered = (entry: string) => `<!DOCTYPE html>
<html lang="en">
  <head><title>Home</title></head>
  <body>
    <div id="root"><main>Hello</main></div>
    <script id="vike_pageContext" type="application/json">{"data":{}}</script>
    <script src="${entry}" type="module" async></script>
    <link rel="modulepreload" href="/assets/entries/pages_index.js" as="script" type="text/javascript">
    <link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">
  </body>
</html>`;

it("moves vike's entry script and module preloads into a list that the loader fetches after the first paint", () => {
  const html = deferPageScripts(prerendered("/assets/entries/entry-client-routing.js"), "index.html");
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toMatch(/<script src=/);
  expect(pageScripts(html)).toEqual([
    "/assets/entries/entry-client-routing.js",
    "/assets/entries/pages_index.js",
    "/assets/chunks/chunk-a.js",
  ]);
  // The list comes after vike's page context, the loader after the list, both before </body>.
  expect(html.indexOf("vike_pageContext")).toBeLessThan(html.indexOf("data-page-scripts>"));
  expect(html.indexOf("data-page-scripts>")).toBeLessThan(html.indexOf(`<script>${scriptLoader}</script>`));
  expect(html.trimEnd()).toMatch(/<\/script>\n {2}<\/body>\n<\/html>$/);
  expect(checkDeferredScripts([{ url: "/", html }])).toEqual([]);
});

it("finds the list by an attribute no heading can have, never by an id", () => {
  // `## Page scripts` in a body becomes <h2 id="page-scripts">, first in the document.
  const html = deferPageScripts(prerendered("/assets/entries/entry.js"), "index.html").replace(
    "<main>",
    '<main><h2 id="page-scripts">Page scripts</h2>',
  );
  expect(pageScripts(html)[0]).toBe("/assets/entries/entry.js");
  expect(scriptLoader).not.toContain("getElementById");
  expect(scriptLoader).toContain(`querySelector('script[type="application/json"][data-page-scripts]')`);
});

it("reads the same scripts from a page before and after the move", () => {
  const before = prerendered("/assets/entries/entry.js");
  expect(pageScripts(deferPageScripts(before, "index.html"))).toEqual(pageScripts(before));
});

it("adds one inline script, the same on every page, so the CSP needs a single extra hash", () => {
  const pages = ["/assets/entries/a.js", "/assets/entries/b.js"].map((entry) =>
    deferPageScripts(prerendered(entry), "page.html"),
  );
  expect(pages[0]).not.toEqual(pages[1]);
  expect(inlineScriptHashes(pages)).toHaveLength(1);
});

it("leaves a page without client scripts as it is", () => {
  const html = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
  expect(deferPageScripts(html, "static.html")).toBe(html);
});

it("stops the build, naming the page, when vike writes scripts in a way it does not know", () => {
  const twoEntries = prerendered("/assets/entries/a.js").replace(
    "</body>",
    '<script src="/assets/entries/b.js" type="module" async></script></body>',
  );
  expect(() => deferPageScripts(twoEntries, "about.html")).toThrow(
    /about\.html: expected one <script type="module" src> written by vike, found 2/,
  );
  const preloadsOnly = prerendered("/x.js").replace(/<script src="[^"]+" type="module" async><\/script>/, "");
  expect(() => deferPageScripts(preloadsOnly, "jp.html")).toThrow(/jp\.html: .* found 0/);
});

it("the site gate finds scripts fetched while parsing, and a list without its loader", () => {
  const undeferred = prerendered("/assets/entries/entry.js");
  const withoutLoader = deferPageScripts(undeferred, "index.html").replace(
    `<script>${scriptLoader}</script>`,
    "",
  );
  const lines = checkDeferredScripts([
    { url: "/", html: undeferred },
    { url: "/jp", html: withoutLoader },
  ]).map(({ page, message }) => `${page}: ${message.split(" fetches")[0]}`);
  expect(lines).toEqual([
    '/: <script src="/assets/entries/entry.js" type="module" async>',
    '/: <link rel="modulepreload" href="/assets/entries/pages_index.js" as="script" type="text/javascript">',
    '/: <link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">',
    "/jp: lists its scripts but lacks the loader that runs them",
  ]);
});

it("reads a built module's static imports and re-exports as site URLs, but not its lazy import()s", () => {
  const code =
    'import{t as e}from"./chunk-react.js";import"../chunks/chunk-side.js";export{a as b}from"./chunk-util.js";' +
    'export*from"./chunk-all.js";const m=()=>import("./chunk-dialog.js");const s="import here";';
  expect(staticImports(code, "/assets/chunks/chunk-common.js")).toEqual([
    "/assets/chunks/chunk-react.js",
    "/assets/chunks/chunk-side.js",
    "/assets/chunks/chunk-util.js",
    "/assets/chunks/chunk-all.js",
  ]);
});

it("orders a page's modules so each is evaluated after the modules it imports", () => {
  const imports: Record<string, string[]> = {
    page: ["common", "react"],
    common: ["vike", "react", "interop"],
    vike: ["interop"],
    react: ["interop"],
    interop: [],
    // Imported, but not on this page's list (loaded lazily elsewhere): ignored.
    dialog: [],
  };
  const importsOf = (url: string) => imports[url] ?? [];
  expect(evaluationOrder(["page", "common", "vike", "react", "interop"], importsOf)).toEqual([
    "interop",
    "vike",
    "react",
    "common",
    "page",
  ]);
  // A cycle (chunks may import each other) still lists every module once.
  const cyclic = (url: string) => ({ a: ["b"], b: ["a"] })[url] ?? [];
  expect(evaluationOrder(["a", "b"], cyclic)).toEqual(["b", "a"]);
});

it("lists the entry first and the other modules in evaluation order, for the loader to start the entry last", () => {
  const importsOf = (url: string) =>
    url === "/assets/entries/pages_index.js" ? ["/assets/chunks/chunk-a.js"] : [];
  const html = deferPageScripts(
    prerendered("/assets/entries/entry-client-routing.js"),
    "index.html",
    importsOf,
  );
  expect(pageScripts(html)).toEqual([
    "/assets/entries/entry-client-routing.js",
    "/assets/chunks/chunk-a.js",
    "/assets/entries/pages_index.js",
  ]);
});
