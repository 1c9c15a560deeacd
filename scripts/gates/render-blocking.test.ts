import { expect, it } from "vitest";
import { renderBlockingRequests } from "./render-blocking";

// A page as the build writes it: its CSS inline in the head, the stylesheet at the very end of the body, inline
// scripts, structured data.
const built = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <style>body{margin:0}</style>
    <script>redirect()</script>
    <noscript><style>h1{font-family:serif}</style></noscript>
    <script type="application/ld+json">{"@type":"Organization"}</script>
  </head>
  <body>
    <div id="root"><main><h1>Hello</h1></main></div>
    <script>boot()</script>
    <link rel="stylesheet" href="/assets/site.css">
  </body>
</html>`;

it("finds nothing the first paint waits for on a page built as HTML first", () => {
  expect(renderBlockingRequests(built)).toEqual([]);
  // A script that waits for nothing, and sheets that do not apply to the screen, are no more blocking.
  const deferred = built.replace(
    "</head>",
    '<script src="/a.js" async></script><script src="/b.js" defer></script><script type="module" src="/c.js"></script>' +
      '<link rel="stylesheet" href="/print.css" media="print"><link rel="alternate stylesheet" href="/alt.css" title="alt"></head>',
  );
  expect(renderBlockingRequests(deferred)).toEqual([]);
});

it("finds a stylesheet linked in the head, with or without JavaScript", () => {
  expect(
    renderBlockingRequests(
      built.replace("<style>", '<link rel="stylesheet" href="/assets/site.css"><style>'),
    ),
  ).toEqual([
    '<link rel="stylesheet" href="/assets/site.css"> in the head holds the first paint until the stylesheet has arrived',
  ]);
  expect(
    renderBlockingRequests(
      built.replace("</head>", '<noscript><link rel="stylesheet" href="/nojs.css"></noscript></head>'),
    ),
  ).toEqual([
    '<link rel="stylesheet" href="/nojs.css"> in the head holds the first paint until the stylesheet has arrived',
  ]);
});

it("finds a stylesheet in the body with content after it, a parser-blocking script and an @import", () => {
  const moved = built
    .replace('<div id="root">', '<link rel="stylesheet" href="/early.css"><div id="root">')
    .replace("<script>boot()</script>", '<script src="/assets/boot.js"></script>')
    .replace("body{margin:0}", '@import url("/more.css");body{margin:0}');
  expect(renderBlockingRequests(moved)).toEqual([
    "@import of /more.css in an inline style holds the first paint until it has arrived",
    '<link rel="stylesheet" href="/early.css"> in the body holds back the content after it until the stylesheet has arrived',
    '<script src="/assets/boot.js"> stops the page\'s parsing and paint until the script has arrived and run',
  ]);
});
