import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import {
  inlinableCss,
  inlinePageStylesheets,
  inlineStylesheets,
  removeUnlinkedSheets,
} from "./inline-stylesheets";

// The head as the prerender writes it: vike's stylesheet link first, then the charset.
const prerendered = `<!DOCTYPE html>
<html lang="en">
  <head>
    <link rel="stylesheet" type="text/css" href="/assets/static/styles.abc.css">
    <meta charset="UTF-8" />
    <script>redirect()</script>
  </head>
  <body><main id="main">Hello</main></body>
</html>`;
const sheets: Record<string, string> = { "/assets/static/styles.abc.css": "main{color:red}" };

it("puts the stylesheet inline after the charset, so the page waits for no request to paint", () => {
  const html = inlinePageStylesheets(prerendered, (href) => sheets[href]!, "index.html");
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).toContain(
    '<meta charset="UTF-8" />\n    <style>main{color:red}</style><link rel="expect" href="#main" blocking="render">\n    <script>',
  );
  // A page without a main content to wait for gets no expectation (it would hold the paint to the end).
  const bare = prerendered.replace(' id="main"', "");
  expect(inlinePageStylesheets(bare, (href) => sheets[href]!, "index.html")).not.toContain('rel="expect"');
});

it("leaves a page without a stylesheet of the site as it is", () => {
  const page = prerendered.replace(/<link[^>]*>\s*/, "");
  expect(inlinePageStylesheets(page, () => "", "index.html")).toBe(page);
});

it("makes the sheet's relative addresses absolute and refuses text that would end the style", () => {
  expect(
    inlinableCss(
      'a{background:url(../img/a.png)}b{background:url("/b.png")}c{background:url(data:image/png;base64,x)}',
      "/assets/static/s.css",
    ),
  ).toBe(
    'a{background:url(/assets/img/a.png)}b{background:url("/b.png")}c{background:url(data:image/png;base64,x)}',
  );
  expect(() => inlinableCss('a::after{content:"</style>"}', "/assets/s.css")).toThrow(
    "would end the inline style early",
  );
});

it("removes a sheet once no file of the site names it, and keeps one a script still loads", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "inline-styles-"));
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write("index.html", prerendered);
    write("about.html", prerendered.replace("styles.abc.css", "kept.def.css"));
    write("assets/static/styles.abc.css", "main{color:red}");
    write("assets/static/kept.def.css", "main{color:blue}");
    write("assets/chunks/island.js", 'load("/assets/static/kept.def.css")');
    // The bundler's manifest names every sheet; it is no reader of the site.
    write(".vite/manifest.json", '{"s":{"file":"assets/static/styles.abc.css"}}');
    const { pages, sheets } = inlineStylesheets(root);
    expect(pages).toBe(2);
    expect(removeUnlinkedSheets(root, sheets)).toBe(1);
    expect(fs.readFileSync(path.join(root, "index.html"), "utf8")).toContain(
      "<style>main{color:red}</style>",
    );
    expect(fs.existsSync(path.join(root, "assets/static/styles.abc.css"))).toBe(false);
    expect(fs.existsSync(path.join(root, "assets/static/kept.def.css"))).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("cuts the sheet for each section of the site, both languages together, keeping what a script can add", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "inline-styles-"));
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    const page = (classes: string) => prerendered.replace('id="main"', `id="main" class="${classes}"`);
    write("index.html", page("grid"));
    write("about.html", page("flex"));
    write("jp/about/team.html", page("block"));
    write(
      "assets/static/styles.abc.css",
      ".grid{display:grid}.flex{display:flex}.block{display:block}.toast{color:red}.unused{color:blue}main{margin:0}",
    );
    // An island's script renders a class no page's markup has yet; the enhancements name the script.
    write("assets/chunks/island.js", 'jsx("div",{className:"toast"})');
    write("assets/chunks/enhance.js", 'import("/assets/chunks/island.js")');
    write(
      "index.html",
      page("grid").replace("<main", '<script data-enhance="/assets/chunks/enhance.js"></script><main'),
    );
    inlineStylesheets(root);
    const sheet = (file: string) =>
      /<style>(.*?)<\/style>/.exec(fs.readFileSync(path.join(root, file), "utf8"))![1];
    expect(sheet("index.html")).toBe(".grid{display:grid}.toast{color:red}main{margin:0}");
    // /about and /jp/about/team are one section: one sheet, one hash in the policy.
    expect(sheet("about.html")).toBe(
      ".flex{display:flex}.block{display:block}.toast{color:red}main{margin:0}",
    );
    expect(sheet("jp/about/team.html")).toBe(sheet("about.html"));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
