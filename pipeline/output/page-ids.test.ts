import { expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { findDuplicateIds, findUnlistedShellIds, headingLine } from "./page-ids";
import { reservedIds } from "../../lib/page-ids";

const page = (url: string, file: string, main: string) => ({
  url,
  file,
  html: `<!DOCTYPE html><html><body><div id="root"><a href="#main">Skip</a><main id="main">${main}</main></div>
<script id="vike_pageContext" type="application/json">{}</script></body></html>`,
});

it("names the content file when a body heading takes an id the page already has", () => {
  const files = new Map([["/jp/insights/x", "content/insights/x.jp.mdx"]]);
  const pages = [
    page(
      "/jp/insights/x",
      "jp/insights/x.html",
      '<h2 id="main">Main</h2><h2 id="page-scripts">Page scripts</h2>',
    ),
  ];
  expect(findDuplicateIds(pages, files)).toEqual([
    'content/insights/x.jp.mdx: the id "main" is on 2 elements of /jp/insights/x; "main" is the page\'s own (lib/page-ids.ts); a heading\'s id comes from its words: reword the heading',
  ]);
});

it("names the built page when the twins are not headings, and passes a page without twins", () => {
  const pages = [
    page("/about", "about.html", '<section id="intro"></section><div id="intro"></div>'),
    page("/services", "services.html", '<h2 id="overview">Overview</h2>'),
  ];
  expect(findDuplicateIds(pages, new Map([["/about", "content/pages/about.en.mdx"]]))).toEqual([
    'dist/client/about.html: the id "intro" is on 2 elements of /about',
  ]);
});

it("names an id every page has that lib/page-ids.ts does not list, so the content check can refuse it", () => {
  const shell = reservedIds.map((id) => `<div id="${id}"></div>`).join("");
  const pages = [
    page("/about", "about.html", `${shell}<p id="new-shell-part"></p><h2 id="overview">Overview</h2>`),
    page("/jp/about", "jp/about.html", `${shell}<p id="new-shell-part"></p>`),
  ];
  expect(findUnlistedShellIds(pages)).toEqual(["new-shell-part"]);
  expect(
    findUnlistedShellIds(
      pages.map((p) => ({ ...p, html: p.html.replace(/<p id="new-shell-part"><\/p>/, "") })),
    ),
  ).toEqual([]);
});

it("gives the heading's line when it can read the content file", () => {
  const files = new Map([["/about", "content/pages/about.en.mdx"]]);
  const pages = [
    page("/about", "about.html", '<section id="overview"></section><h2 id="overview">Overview</h2>'),
  ];
  expect(findDuplicateIds(pages, files, (file, id) => (id === "overview" ? 12 : undefined))).toEqual([
    'content/pages/about.en.mdx:12: the id "overview" is on 2 elements of /about; a heading\'s id comes from its words: reword the heading',
  ]);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "page-ids-"));
  fs.mkdirSync(path.join(root, "content/pages"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "content/pages/about.en.mdx"),
    "---\ntitle: About\n---\n\nText.\n\n## Overview\n",
  );
  expect(headingLine("content/pages/about.en.mdx", "overview", root)).toBe(7);
  fs.rmSync(root, { recursive: true, force: true });
});
