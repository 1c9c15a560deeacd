import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { floorCss, floorHtml, writeFloorSite } from "./floor";

const page = `<!doctype html><html lang="en"><head>
<script>(function(){location.replace("/jp")})();</script>
<link rel="stylesheet" href="/assets/static/common.css">
<link rel="preload" href="/assets/static/inter.woff2" as="font" type="font/woff2" crossorigin>
<style>@font-face{font-family:"Kizuna Heading";src:url(/assets/h.woff2) format("woff2")}h1{color:red}</style>
<link rel="preload" as="image" type="image/avif" imagesrcset="/assets/hero-800.avif 800w" fetchpriority="high">
<link rel="modulepreload" href="/assets/entries/page.js">
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><main><h1>Title</h1><img src="/assets/hero.jpg" alt="Hero"></main>
<script id="vike_pageContext" type="application/json">{"a":1}</script>
<script type="application/json" data-page-scripts>["/assets/entries/page.js"]</script>
<SCRIPT type=module src="/assets/entries/page.js"></SCRIPT>
</body></html>`;

it("keeps the page, its stylesheet, hero preload and structured data, and drops every script, font preload and inline @font-face", () => {
  const floor = floorHtml(page);
  expect(floor).not.toMatch(/<script(?![^>]*application\/ld\+json)/i);
  expect(floor).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  expect(floor).not.toContain("modulepreload");
  expect(floor).not.toContain('as="font"');
  expect(floor).toContain("<style>h1{color:red}</style>");
  expect(floor).toContain('<link rel="stylesheet" href="/assets/static/common.css">');
  expect(floor).toContain('as="image"');
  expect(floor).toContain('<main><h1>Title</h1><img src="/assets/hero.jpg" alt="Hero"></main>');
});

it("takes the webfonts out of a stylesheet and leaves every other rule, faces of local fonts included", () => {
  const local =
    "@font-face{font-family:Heading Fallback;src:local(Arial Bold),local(Liberation Sans Bold);size-adjust:94%}";
  const css =
    'a{color:red}@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2")}' +
    "@media (min-width:40rem){h1{font-size:2rem}}@FONT-FACE { font-family: X; src: local(X), URL(x.woff2) }" +
    `${local}p{margin:0}`;
  expect(floorCss(css)).toBe(`a{color:red}@media (min-width:40rem){h1{font-size:2rem}}${local}p{margin:0}`);
});

it("writes the floor of a built site beside it, pages at the same paths, precompressed copies removed", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "floor-"));
  const client = path.join(root, "client");
  fs.mkdirSync(path.join(client, "jp"), { recursive: true });
  fs.mkdirSync(path.join(client, "assets"));
  fs.writeFileSync(path.join(client, "index.html"), page);
  fs.writeFileSync(path.join(client, "jp", "index.html"), page);
  fs.writeFileSync(path.join(client, "index.html.gz"), "stale");
  fs.writeFileSync(
    path.join(client, "assets", "site.css"),
    "@font-face{font-family:A;src:url(a.woff2)}b{x:y}",
  );
  fs.writeFileSync(path.join(client, "assets", "plain.css"), "b{x:y}");
  try {
    expect(writeFloorSite(client, path.join(root, "floor"))).toEqual({ pages: 2, stylesheets: 1 });
    const floor = (file: string) => fs.readFileSync(path.join(root, "floor", file), "utf8");
    expect(floor("jp/index.html")).toBe(floorHtml(page));
    expect(floor("assets/site.css")).toBe("b{x:y}");
    expect(fs.existsSync(path.join(root, "floor", "index.html.gz"))).toBe(false);
    // The built site itself is left as it was.
    expect(fs.readFileSync(path.join(client, "index.html"), "utf8")).toBe(page);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
