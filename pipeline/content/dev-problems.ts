// Which pages of `npm run dev` a content problem takes away. A problem in one article, project, service,
// team member or page file affects that file's pages only (in both languages): they show the problem, the
// item leaves the lists and menus until it is fixed, and every other page keeps rendering. A problem no page
// of its own can hold (the interface text, the site's facts and settings, a file name the site cannot
// read) stops every page, as no page can be shown without those files.
import { pageReferences, type CollectionName, type PageName } from "../../content/schema.ts";
import { slugPattern } from "../../content/fields.ts";
import { locales, splitLocale } from "../../lib/locale.ts";
import { pagePaths, pathOfFile } from "./links.ts";
import type { Content } from "./loader.ts";
import { formatProblems, type Problem } from "./problems.ts";
import { withoutTrailingSlashes } from "../output/served-files.ts";

export type ProblemScope = {
  /** Every problem, in the order found. */
  all: Problem[];
  /** Problems that stop every page: with any of these, every page shows `all`. */
  everywhere: Problem[];
  /** Logical path (without /jp) of each page a problem takes away, with the problems shown on it. */
  pages: Map<string, Problem[]>;
  /** Files whose entries leave the served content (lists, menus, other items' pages) until fixed. */
  files: Set<string>;
};

const itemFile = /^content\/([a-z]+)\/([^/]+)\.(en|jp)\.mdx$/;

/** The logical path of the page a problem's file shows on, if it has a page of its own. */
function pageOfProblem(problem: Problem): string | undefined {
  const match = itemFile.exec(problem.file);
  if (!match || !slugPattern.test(match[2]!)) return undefined;
  return pathOfFile(problem.file);
}

/** The problems a request for `url` is answered with instead of its page, if any. */
export function problemsFor(scope: ProblemScope | undefined, url: string): Problem[] | undefined {
  if (!scope) return undefined;
  return scope.everywhere.length ? scope.all : scope.pages.get(requestedPath(url));
}

/**
 * What the dev server's terminal says after a check: the problems when they changed (a writer who watches the
 * terminal, not the browser, sees them too), a line when the last of them is fixed, nothing when nothing
 * changed (the check runs after every save).
 */
export function problemsReport(previous: string, problems: Problem[]): { report: string; message?: string } {
  const report = problems.length ? formatProblems("The content has", problems) : "";
  if (report === previous) return { report };
  return {
    report,
    message: report
      ? `${report}\nThe pages they affect show them in the browser until they are fixed; every other page renders.`
      : "The content problems are fixed: every page renders again.",
  };
}

/** Sorts refused problems into those that stop every page and those of one file's pages. */
export function scopeProblems(problems: Problem[], content: Content): ProblemScope {
  const scope: ProblemScope = { all: problems, everywhere: [], pages: new Map(), files: new Set() };
  for (const problem of problems) {
    const page = pageOfProblem(problem);
    if (!page) {
      scope.everywhere.push(problem);
      continue;
    }
    scope.files.add(problem.file);
    scope.pages.set(page, [...(scope.pages.get(page) ?? []), problem]);
  }
  // A page that shows an item named in its fields (the Chairman's member) cannot be shown without it.
  for (const [page, fields] of Object.entries(pageReferences) as [
    PageName,
    Record<string, CollectionName>,
  ][]) {
    for (const locale of locales) {
      const data = content.pages[page]?.[locale]?.data as Record<string, unknown> | undefined;
      for (const [field, collection] of Object.entries(fields)) {
        const file = `content/${collection}/${String(data?.[field])}.${locale}.mdx`;
        if (!scope.files.has(file)) continue;
        const own = scope.pages.get(pagePaths[page]) ?? [];
        const borrowed = problems.filter((problem) => problem.file === file && !own.includes(problem));
        scope.pages.set(pagePaths[page], [...own, ...borrowed]);
      }
    }
  }
  return scope;
}

/** The content without the entries of `files`: the lists, menus and pages that show them leave them out. */
export function withoutFiles(content: Content, files: ReadonlySet<string>): Content {
  if (!files.size) return content;
  const collections = Object.fromEntries(
    Object.entries(content.collections).map(([name, byLocale]) => [
      name,
      Object.fromEntries(
        locales.map((locale) => [locale, byLocale[locale].filter((entry) => !files.has(entry.file))]),
      ),
    ]),
  ) as Content["collections"];
  // A draft borrows its twin's text: with that file taken away there is nothing to show.
  const drafts = content.drafts.filter(
    (draft) => !files.has(`content/${draft.collection}/${draft.slug}.${draft.from}.mdx`),
  );
  return { ...content, collections, drafts };
}

/** The logical path a request is for: no query, no /jp, no trailing slash. */
export function requestedPath(url: string): string {
  const pathname = url.replace(/[?#].*$/, "");
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A broken escape names no page of content/.
  }
  return splitLocale(withoutTrailingSlashes(decoded) || decoded.slice(0, 1)).path;
}
