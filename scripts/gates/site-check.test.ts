import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { checkPublishedFiles } from "./published-files";
import { inlineScriptHashes, inlineStyleHashes } from "../../pipeline/output/security-headers";
import { listBuiltPages } from "../../pipeline/output/built-pages";
import { checkProductionBuild, checkSite } from "./site-check";
import { futureLastmods } from "./head-check";

// A small built site with one mistake of each kind a gate must catch; /about and /jp/about are correct pages.
const fixture = "tests/fixtures/site-bad";
const origin = "https://example.test";

it("reports every broken link, asset, fragment, language switch, markup, head, sitemap and CSP problem", async () => {
  const lines = (await checkSite(fixture, origin)).map(({ page, message }) => `${page}: ${message}`);
  const unhashed = inlineScriptHashes([
    '<script>\n      document.documentElement.dataset.unhashed = "yes";\n    </script>',
  ])[0];
  const unhashedStyle = inlineStyleHashes(["<style>h1{color:navy}</style>"])[0];
  expect(lines.sort()).toEqual(
    [
      // html-validate with the repository's configuration
      "/: line 37:10 <span> element is not permitted as content under <ol> (element-permitted-content) at #main > ol > span",
      '/: line 39:17 Duplicate ID "twice" (no-dup-id) at #main > ol > li:nth-child(3)',
      // links and assets
      '/: <a href="/missing"> points at /missing, which the host does not serve',
      '/: <a href="/about#nope"> points at #nope, which /about does not have',
      '/: <a href="/jp/about"> leads to the Japanese page /jp/about; only the language toggle (marked hreflang="ja") may switch language',
      '/jp: <a href="/about"> leads to the English page /about; only the language toggle (marked hreflang="en") may switch language',
      '/: <a href="https://elsewhere.test/"> is an external link without rel="noopener noreferrer"',
      '/: <img src="https://cdn.elsewhere.test/photo.png"> loads from another host; everything must be served by the site itself',
      '/: <img srcset="/logo-2x.svg"> points at /logo-2x.svg, which the host does not serve',
      '/: <link href="https://example.test/home"> points at /home, which the host does not serve',
      "/assets/site.css: url(/fonts/gone.woff2) points at /fonts/gone.woff2, which the host does not serve",
      // the content editor, which this small site lacks
      "/admin: the content editor is missing; every build makes it (npm run build)",
      // the search index, which this small site lacks
      "/pagefind/: holds no search index; every build writes it (npm run build)",
      // head and sitemap
      "/: canonical is https://example.test/home; expected its own absolute URL https://example.test",
      '/: hreflang="jp" is not a valid language tag',
      "/: alternates are [en, jp, x-default]; expected [en, ja, x-default]",
      "/: is missing from sitemap.xml",
      "/jp: is missing from sitemap.xml",
      "/about: sitemap.xml alternates (en=https://example.test/about, ja=https://example.test/jp/about-us, x-default=https://example.test/about) differ from the head's (en=https://example.test/about, ja=https://example.test/jp/about, x-default=https://example.test/about)",
      "/: alternates are not reciprocal with /jp",
      "/jp: alternates are not reciprocal with /",
      "/jp: alternates are not reciprocal with /",
      "sitemap.xml: lists https://example.test/ghost, which is not a built page",
      // scripts: a module the host does not serve
      '/jp: <script src="/assets/entries/gone.js"> points at /assets/entries/gone.js, which the host does not serve',
      // a request the first paint waits for (the other pages link their stylesheet at the end of the body)
      '/: <link rel="stylesheet" href="/assets/site.css"> in the head holds the first paint until the stylesheet has arrived',
      // headers
      `/: has an inline script whose hash ${unhashed} the Content-Security-Policy does not allow`,
      `/: has an inline style whose hash ${unhashedStyle} the Content-Security-Policy does not allow`,
      "/: gets no Permissions-Policy header from _headers",
      `/assets/*: gets no Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'; sandbox" and X-Content-Type-Options: nosniff from _headers`,
      "/about: gets no Permissions-Policy header from _headers",
      "/jp: gets no Permissions-Policy header from _headers",
      "/jp/about: gets no Permissions-Policy header from _headers",
      '/: <meta http-equiv="Content-Security-Policy"> is missing, after a script, or not the policy of _headers; hosts that ignore _headers (GitHub Pages) rely on it',
    ].sort(),
  );
}, 30_000);

it("finds what only a preview build may carry in a site checked as production", () => {
  const preview = "tests/fixtures/site-preview";
  const lines = checkProductionBuild(preview, listBuiltPages(preview)).map(
    ({ page, message }) => `${page}: ${message}`,
  );
  expect(lines.sort()).toEqual(
    [
      "/about: is marked noindex; only preview builds hide pages from search",
      "/about: shows the preview ribbon, which a production build must not",
      "/about: shows an untranslated draft, which only preview builds may",
      "/preview/translations: the reviewers' pages (translation status, what a branch changed, how its pages look) are for preview builds only",
      "/preview/changes: the reviewers' pages (translation status, what a branch changed, how its pages look) are for preview builds only",
      "/preview/visual: the reviewers' pages (translation status, what a branch changed, how its pages look) are for preview builds only",
      "/preview/visual/report/: holds the before-and-after screenshots of `npm run visual`, which are for preview builds only",
      "/assets/ribbon.js: holds the preview ribbon's code, which production drops",
      "robots.txt: shuts every crawler out, as only a preview build may",
    ].sort(),
  );
});

it("finds a link in the built site and a copy of a content file that nothing uses", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "published-"));
  try {
    const file = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    file("content/insights/used.png", "the used image");
    file("content/insights/unused.png", "an image nothing names");
    file("content/brand/logo.svg", '<svg><rect width="1" height="1"/></svg>');
    file("content/insights/a.en.mdx", "---\nimage:\n  src: used.png\n---\n");
    file("components/Logo.tsx", 'import logo from "@/content/brand/logo.svg?url";');
    file("dist/client/assets/used.abc.png", "the used image");
    file("dist/client/assets/logo.abc.svg", '<svg><rect width="1" height="1"/></svg>');
    file(
      "dist/client/assets/logo-jp.abc.svg",
      '<svg><title>Draft 3</title><path d="M0 0" data-author="a@b.example"/></svg>',
    );
    file("dist/client/assets/logo-en.empty.svg", "");
    file("dist/client/assets/unused.abc.png", "an image nothing names");
    file("dist/client/favicon.svg", "<svg><!-- saved from /home/sato.kenta/Dropbox/logo.svg --></svg>");
    fs.symlinkSync("/etc/hostname", path.join(root, "dist/client/assets/linked.txt"));
    const lines = checkPublishedFiles(path.join(root, "dist/client"), root).map(
      ({ page, message }) => `${page}: ${message}`,
    );
    expect(lines.sort()).toEqual([
      "assets/linked.txt: is a link; a built site holds only files (a link publishes whatever it points to)",
      "assets/logo-en.empty.svg: is an SVG file with no drawing in it (it is empty, or has no <svg> element), so every page that shows it shows nothing: the build should have written it whole",
      "assets/logo-jp.abc.svg: is an SVG that holds what is never drawn (<title>, data-author=), which the site never publishes (it can carry a name, an address or a folder): the build should have removed it",
      "assets/unused.abc.png: is a copy of content/insights/unused.png, which no content file or code uses: a build publishes only what the site uses",
      "favicon.svg: is an SVG that holds what is never drawn (a comment <!-- … -->), which the site never publishes (it can carry a name, an address or a folder): the build should have removed it",
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

it("refuses a sitemap date later than now, or one that is no date", () => {
  const url = (loc: string, lastmod: string) => `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset>${[
    url("https://example.com/", "2026-11-30T11:00:00Z"),
    url("https://example.com/about", "2098-01-01T00:00:00Z"),
    url("https://example.com/team", "soon"),
  ].join("")}</urlset>`;
  expect(futureLastmods(xml, new Date("2026-11-30T12:00:00Z"))).toEqual([
    {
      page: "sitemap.xml",
      message:
        "gives https://example.com/about the date 2098-01-01T00:00:00Z, which is later than now: a page's lastmod is when it last changed, never in the future",
    },
    {
      page: "sitemap.xml",
      message:
        "gives https://example.com/team the date soon, which is no date: a page's lastmod is when it last changed, never in the future",
    },
  ]);
});
