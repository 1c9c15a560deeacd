import { describe, expect, it } from "vitest";
import { problemsFor, problemsReport, requestedPath, scopeProblems, withoutFiles } from "./dev-problems";
import type { Content, Entry } from "./loader";
import type { Problem } from "./problems";

const entry = (collection: string, slug: string, locale: "en" | "jp", data: object = {}) =>
  ({
    slug,
    locale,
    file: `content/${collection}/${slug}.${locale}.mdx`,
    data,
    body: "",
    bodyLine: 3,
  }) as Entry<never>;

const both = (collection: string, ...slugs: string[]) => ({
  en: slugs.map((slug) => entry(collection, slug, "en")),
  jp: slugs.map((slug) => entry(collection, slug, "jp")),
});

const content = {
  collections: {
    insights: both("insights", "first", "second"),
    services: both("services", "design"),
    projects: both("projects", "bridge"),
    team: both("team", "chair", "analyst"),
  },
  pages: {
    "from-our-chairman": {
      en: entry("pages", "from-our-chairman", "en", { member: "chair" }),
      jp: entry("pages", "from-our-chairman", "jp", { member: "chair" }),
    },
  },
  drafts: [{ collection: "insights", slug: "third", locale: "jp", from: "en", state: "missing" }],
} as unknown as Content;

const problem = (file: string, message = "must not be empty"): Problem => ({ file, line: 2, message });

describe("scopeProblems", () => {
  it("takes away only the pages of the file that has the problem, in both languages", () => {
    const scope = scopeProblems([problem("content/insights/first.en.mdx")], content);
    expect(scope.everywhere).toEqual([]);
    expect([...scope.pages.keys()]).toEqual(["/insights/first"]);
    expect(scope.files).toEqual(new Set(["content/insights/first.en.mdx"]));
    expect(problemsFor(scope, "/insights/first")).toEqual([problem("content/insights/first.en.mdx")]);
    expect(problemsFor(scope, "/jp/insights/first/")).toHaveLength(1);
    expect(problemsFor(scope, "/insights/second")).toBeUndefined();
    expect(problemsFor(scope, "/about")).toBeUndefined();
    expect(problemsFor(scope, "/")).toBeUndefined();
  });

  it("shows a page file's problems on that page only", () => {
    const scope = scopeProblems([problem("content/pages/about.jp.mdx")], content);
    expect(problemsFor(scope, "/jp/about?x=1")).toHaveLength(1);
    expect(problemsFor(scope, "/about")).toHaveLength(1);
    expect(problemsFor(scope, "/about/who-we-are")).toBeUndefined();
  });

  it("stops every page for interface text, site facts, settings and file names the site cannot read", () => {
    for (const file of [
      "content/ui/en.json",
      "content/site.json",
      "content/settings.json",
      "content/insights/Not_A_Slug.en.mdx",
      "content/pages/no-such-page.en.mdx",
      "content/compliance.yml",
    ]) {
      const local = problem("content/projects/bridge.en.mdx");
      const scope = scopeProblems([problem(file), local], content);
      expect(scope.everywhere, file).toEqual([problem(file)]);
      for (const url of ["/", "/about", "/jp/projects/bridge"])
        expect(problemsFor(scope, url), `${file} ${url}`).toEqual([problem(file), local]);
    }
  });

  it("takes away the page that names a member whose file has a problem", () => {
    const scope = scopeProblems([problem("content/team/chair.jp.mdx")], content);
    expect(problemsFor(scope, "/about/our-team/chair")).toEqual([problem("content/team/chair.jp.mdx")]);
    expect(problemsFor(scope, "/jp/about/from-our-chairman")).toEqual([problem("content/team/chair.jp.mdx")]);
    expect(problemsFor(scope, "/about/our-team")).toBeUndefined();
    const other = scopeProblems([problem("content/team/analyst.en.mdx")], content);
    expect(problemsFor(other, "/about/from-our-chairman")).toBeUndefined();
  });

  it("lists the page's own problems and the member's once each", () => {
    const own = problem("content/pages/from-our-chairman.en.mdx");
    const member = problem("content/team/chair.en.mdx");
    const scope = scopeProblems([own, member], content);
    expect(problemsFor(scope, "/about/from-our-chairman")).toEqual([own, member]);
  });
});

describe("withoutFiles", () => {
  it("leaves out the entries of the files with problems, and keeps everything else", () => {
    const served = withoutFiles(content, new Set(["content/insights/first.en.mdx"]));
    expect(served.collections.insights.en.map((item) => item.slug)).toEqual(["second"]);
    expect(served.collections.insights.jp.map((item) => item.slug)).toEqual(["first", "second"]);
    expect(served.collections.team).toEqual(content.collections.team);
    expect(served.pages).toBe(content.pages);
    expect(content.collections.insights.en).toHaveLength(2);
  });

  it("drops a draft whose borrowed text is in a file with a problem", () => {
    expect(withoutFiles(content, new Set(["content/insights/third.en.mdx"])).drafts).toEqual([]);
    expect(withoutFiles(content, new Set(["content/insights/third.jp.mdx"])).drafts).toHaveLength(1);
  });

  it("is the content itself when no file has a problem", () => {
    expect(withoutFiles(content, new Set())).toBe(content);
  });
});

describe("requestedPath", () => {
  it("is the logical path of a request", () => {
    expect(requestedPath("/jp")).toBe("/");
    expect(requestedPath("/jp/")).toBe("/");
    expect(requestedPath("/")).toBe("/");
    expect(requestedPath("/insights/a%2Db/?q=1#top")).toBe("/insights/a-b");
    expect(requestedPath("/insights/%zz")).toBe("/insights/%zz");
  });
});

describe("problemsReport", () => {
  const problem: Problem = {
    file: "content/insights/first.en.mdx",
    line: 3,
    field: "date",
    message: "is not a date",
  };
  it("says the problems with file and line once, and again only when they change", () => {
    const first = problemsReport("", [problem]);
    expect(first.message).toContain("content/insights/first.en.mdx:3");
    expect(first.message).toContain("is not a date");
    expect(problemsReport(first.report, [problem]).message).toBeUndefined();
    const other = { ...problem, line: 4 };
    expect(problemsReport(first.report, [other]).message).toContain("content/insights/first.en.mdx:4");
  });
  it("says when the last problem is fixed, and nothing while there is none", () => {
    const { report } = problemsReport("", [problem]);
    expect(problemsReport(report, []).message).toMatch(/fixed/);
    expect(problemsReport("", []).message).toBeUndefined();
  });
});
