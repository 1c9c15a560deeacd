import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, expect, it } from "vitest";
import { getPageSources, writeSitemap } from "./sitemap";
import { writerGit } from "../../scripts/lib/writer-git";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

const write = (root: string, file: string, text = "x") => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

/** Commits the given files with a fixed author and committer date. */
const commit = (root: string, files: string[], date: string) => {
  for (const file of files) write(root, file, `${file} ${date}`);
  writerGit(root, ["add", "."]);
  writerGit(root, ["commit", "-qm", date], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
};

type UrlNode = { loc: string; lastmod?: string; "xhtml:link": { hreflang: string; href: string }[] };

it("dates every page in both languages by the newest commit of its content, lists by their newest item", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  const root = path.join(dir, "repo");
  const client = path.join(dir, "client");
  fs.mkdirSync(root);
  writerGit(root, ["init", "-q"]);
  commit(
    root,
    [
      "content/pages/about.en.mdx",
      "content/pages/about.jp.mdx",
      "content/pages/insights.en.mdx",
      "content/pages/insights.jp.mdx",
      "content/insights/a.en.mdx",
      "content/insights/a.jp.mdx",
    ],
    "2025-01-10T09:00:00Z",
  );
  // Only the Japanese twin of the article changes later: both languages of the page get that date.
  commit(root, ["content/insights/a.jp.mdx"], "2025-03-05T12:30:00Z");
  commit(root, ["content/pages/about.en.mdx"], "2025-02-01T00:00:00Z");
  // An article that is not committed yet is dated by the build.
  write(root, "content/insights/b.en.mdx");
  write(root, "content/insights/b.jp.mdx");
  for (const file of ["about", "jp/about", "insights", "jp/insights", "insights/a", "jp/insights/a"])
    write(client, `${file}.html`, "<html></html>");

  writeSitemap(client, root, new Date("2026-01-01T00:00:00Z"));
  const xml = fs.readFileSync(path.join(client, "sitemap.xml"), "utf8");
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml);
  const urls: UrlNode[] = parsed.urlset.url;
  const byLoc = new Map(urls.map((url) => [url.loc.replace("https://www.kizunabridge.example", ""), url]));
  expect([...byLoc.keys()].sort()).toEqual([
    "/about",
    "/insights",
    "/insights/a",
    "/jp/about",
    "/jp/insights",
    "/jp/insights/a",
  ]);
  expect(byLoc.get("/about")?.lastmod).toBe("2025-02-01T00:00:00Z");
  expect(byLoc.get("/jp/about")?.lastmod).toBe("2025-02-01T00:00:00Z");
  expect(byLoc.get("/insights/a")?.lastmod).toBe("2025-03-05T12:30:00Z");
  expect(byLoc.get("/jp/insights/a")?.lastmod).toBe("2025-03-05T12:30:00Z");
  // The list shows the uncommitted article b, so it changed at build time.
  expect(byLoc.get("/insights")?.lastmod).toBe("2026-01-01T00:00:00Z");
  expect(byLoc.get("/jp/about")?.["xhtml:link"]).toEqual([
    { rel: "alternate", hreflang: "en", href: "https://www.kizunabridge.example/about" },
    { rel: "alternate", hreflang: "ja", href: "https://www.kizunabridge.example/jp/about" },
    { rel: "alternate", hreflang: "x-default", href: "https://www.kizunabridge.example/about" },
  ]);
});

it("maps every kind of page to the content files it is made from", () => {
  expect(getPageSources("/insights/x")).toEqual(["content/insights/x.en.mdx", "content/insights/x.jp.mdx"]);
  expect(getPageSources("/about/our-team/x")).toEqual(["content/team/x.en.mdx", "content/team/x.jp.mdx"]);
  expect(getPageSources("/investment/approach")).toEqual([
    "content/pages/investment-approach.en.mdx",
    "content/pages/investment-approach.jp.mdx",
  ]);
  const home = getPageSources("/");
  expect(home.slice(0, 2)).toEqual(["content/pages/home.en.mdx", "content/pages/home.jp.mdx"]);
  // The home page lists the latest articles and every service: each of their files is one of its sources.
  const filesOf = (folder: string) =>
    fs
      .readdirSync(`content/${folder}`)
      .filter((name) => name.endsWith(".mdx"))
      .map((name) => `content/${folder}/${name}`);
  expect(filesOf("insights").length).toBeGreaterThan(0);
  expect(filesOf("services").length).toBeGreaterThan(0);
  expect(home).toEqual(expect.arrayContaining([...filesOf("insights"), ...filesOf("services")]));
  // Every page of the real site maps to content files that exist.
  for (const logical of [
    "/about/who-we-are",
    "/about/our-mission",
    "/about/from-our-chairman",
    "/partners",
    "/contact",
    "/contact/thanks",
    "/services",
    "/projects",
  ])
    for (const file of getPageSources(logical)) expect(fs.existsSync(file), file).toBe(true);
});
