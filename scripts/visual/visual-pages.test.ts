// Which pages `npm run visual` shoots, from the changed files, the content's records and the built pages' links.
// The records are the real content's; the built sites are small ones made here, so no build is needed.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../pipeline/content/loader";
import { linksOf, selectPages, type BuiltSide } from "./visual-pages";

const { content, records } = loadContent(process.cwd());
const article = content.collections.insights.en[0]!.slug;
const other = content.collections.insights.en[1]!.slug;
const chairman = content.pages["from-our-chairman"].en.data.member;

/** A built site: each page with the pages it links to (URLs as served). */
function side(pages: Record<string, string[]>): BuiltSide {
  return {
    pages: new Set(Object.keys(pages)),
    links: new Map(Object.entries(pages).map(([url, links]) => [url, new Set(links)])),
  };
}

// Every page links to the sections of the menu and footer; lists and the home page link to items.
const menu = ["/", "/about", "/insights", "/about/our-team"];
const site = side({
  "/": [...menu, `/insights/${article}`],
  "/jp": [...menu.map((url) => (url === "/" ? "/jp" : `/jp${url}`)), `/jp/insights/${article}`],
  "/about": menu,
  "/jp/about": [],
  "/about/from-our-chairman": menu,
  "/jp/about/from-our-chairman": [],
  "/about/our-team": [...menu, `/about/our-team/${chairman}`],
  "/jp/about/our-team": [`/jp/about/our-team/${chairman}`],
  [`/about/our-team/${chairman}`]: menu,
  [`/jp/about/our-team/${chairman}`]: [`/about/our-team/${chairman}`],
  "/insights": [...menu, `/insights/${article}`, `/insights/${other}`],
  "/jp/insights": [`/jp/insights/${article}`, `/jp/insights/${other}`],
  [`/insights/${article}`]: menu,
  [`/jp/insights/${article}`]: [`/insights/${article}`],
  [`/insights/${other}`]: [...menu, `/insights/${article}`],
  [`/jp/insights/${other}`]: [`/insights/${other}`],
});
const select = (changed: string[], built = { base: site, head: site }) =>
  selectPages(changed, { base: records, head: records }, built);
const chosen = (changed: string[]) => [...select(changed).pages.keys()].sort();

describe("selectPages", () => {
  it("takes an article's pages in both languages and the pages that list or link to it", () => {
    expect(chosen([`content/insights/${article}.en.mdx`, `content/insights/${article}.jp.mdx`])).toEqual(
      [
        "/",
        "/jp",
        "/insights",
        "/jp/insights",
        `/insights/${article}`,
        `/jp/insights/${article}`,
        // Its body links to the article.
        `/insights/${other}`,
      ].sort(),
    );
  });

  it("takes an article's page in both languages when only one language's file changed", () => {
    expect(chosen([`content/insights/${other}.jp.mdx`])).toEqual(
      ["/insights", "/jp/insights", `/insights/${other}`, `/jp/insights/${other}`].sort(),
    );
  });

  it("finds the pages of a new item, and those that list it, in the build that has it", () => {
    const head = side({ ...Object.fromEntries(site.links), "/insights/new": [], "/jp/insights/new": [] });
    head.links.set("/insights", new Set(["/insights/new"]));
    const pages = select(["content/insights/new.en.mdx", "content/insights/new.jp.mdx"], {
      base: site,
      head,
    });
    expect([...pages.pages.keys()].sort()).toEqual(["/insights", "/insights/new", "/jp/insights/new"]);
  });

  it("takes the items that use a changed image beside them, not the image's neighbours", () => {
    const image = content.collections.insights.en.find((entry) => entry.slug === other)!.data.image.src;
    expect(chosen([`content/insights/${image}`])).toEqual(
      ["/insights", "/jp/insights", `/insights/${other}`, `/jp/insights/${other}`].sort(),
    );
  });

  it("takes a one-off page alone, though every page's menu links to it", () => {
    expect(chosen(["content/pages/about.en.mdx"])).toEqual(["/about", "/jp/about"]);
  });

  it("takes the page that names a team member in its frontmatter (the chairman's message)", () => {
    expect(chosen([`content/team/${chairman}.jp.mdx`])).toEqual(
      [
        "/about/our-team",
        "/jp/about/our-team",
        `/about/our-team/${chairman}`,
        `/jp/about/our-team/${chairman}`,
        "/about/from-our-chairman",
        "/jp/about/from-our-chairman",
      ].sort(),
    );
  });

  it.each([
    ["content/ui/jp.json", "interface text changed (content/ui/jp.json)"],
    ["content/site.json", "site facts changed (content/site.json)"],
    ["pages/styles.css", "styles changed (pages/styles.css)"],
    [
      "components/sections/PageHeader.tsx",
      "shared code or settings changed (components/sections/PageHeader.tsx)",
    ],
    ["package.json", "shared code or settings changed (package.json)"],
  ])("takes every page when %s changes", (file, reason) => {
    const selection = select([`content/insights/${article}.en.mdx`, file]);
    expect(selection.all).toBe(reason);
    expect([...selection.pages.keys()].sort()).toEqual([...site.pages].sort());
  });

  it("takes no page for documentation, tests and CI", () => {
    const selection = select([
      "README.md",
      "docs/deploy.md",
      "scripts/visual/visual-pages.test.ts",
      "tests/e2e/home.spec.ts",
      ".github/workflows/preview.yml",
    ]);
    expect(selection.all).toBeUndefined();
    expect(selection.pages.size).toBe(0);
  });
});

describe("linksOf", () => {
  it("reads the site's own links, without query, hash or final slash, and nothing else", () => {
    const html = `<a href="/insights/x#top">a</a><a class="c" href='/jp/about/?q=1'>b</a>
      <a href="https://example.com/x">c</a><a href="//cdn.example.com/y">d</a><a href="mailto:x@y">e</a>
      <link href="/assets/style.css"><a href="/">home</a><a href="/about/%E3%81%82">f</a>`;
    expect([...linksOf(html)].sort()).toEqual(["/", "/about/あ", "/insights/x", "/jp/about"]);
  });
});
