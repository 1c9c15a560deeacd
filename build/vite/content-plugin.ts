// Owns the loaded content: serves it to server code and the menu as virtual modules, validates it when
// Vite starts (build and dev) so a writer's mistake stops the build with every problem listed, and, in
// dev, loads it again on every change under content/: problems show in the browser, on a page of their own
// in writers' words (dev-problems-page.ts), until they are fixed, then the page reloads with the new content.
// The dev server never stops for a content problem; unfinished text and the scaffold's placeholder picture
// are drafts there, shown on their pages, not problems.
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { checkContent } from "../content/check.ts";
import { ContentError, loadContent, normalizeText, type LoadResult } from "../content/loader.ts";
import { formatProblemLine, formatProblems, partitionDrafts } from "../content/problems.ts";
import { getServiceMenu, serviceMenuModule } from "../content/menu.ts";
import { getBranchChanges } from "../content/branch-changes.ts";
import { readContentHistory } from "../content/git.ts";
import { getTranslationStatus } from "../content/translation-status.ts";
import type { ContentRecord } from "../content/types.ts";

import { devProblemsPage } from "../content/dev-problems-page.ts";

// `build({ viteConfig: { kizunaContent } })`: the build script has loaded and checked the content already.
declare module "vite" {
  interface UserConfig {
    kizunaContent?: LoadResult;
  }
}

/** The loaded content as a module for server code (the +data hooks read it through data.ts). */
export const contentModule = "virtual:kizuna/content";
/** What the reviewers' pages show (build/runtime/reviews.ts), from this load: only a preview build has them. */
export const reviewsModule = "virtual:kizuna/reviews";
const virtualModules = [contentModule, serviceMenuModule, reviewsModule];

export function contentPlugin({ check = true }: { check?: boolean } = {}): Plugin {
  let root = process.cwd();
  // The content this plugin serves: loaded once, again after each change under content/ in dev.
  let loaded: LoadResult | undefined;
  let checkedByCaller = false;
  // A missing or unfinished translation stops a production build; a preview build and the dev server
  // show the page with the other language's text instead (see Draft in loader.ts).
  let allowDrafts = false;
  let checking: Promise<void> | undefined;
  let checked = "";
  let problemsMessage = "";
  let serving = false;
  let pending: Promise<void> = Promise.resolve();
  const current = () => (loaded ??= loadContent(root));
  return {
    name: "kizuna:content",
    // Before the MDX compile and Vite's JSON plugin, which read the files as they are (see transform).
    enforce: "pre",
    // One instance for the client and the server build, so the content is loaded and checked once.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      // The preview plugin (build/vite/preview-plugin.ts) compiles its decision in as __SITE_PREVIEW__.
      const preview = config.define?.__SITE_PREVIEW__;
      serving = config.command === "serve";
      allowDrafts = serving || (preview !== undefined && preview !== "null");
      if (config.kizunaContent) {
        loaded = config.kizunaContent;
        checkedByCaller = true;
      }
    },
    resolveId(id) {
      return virtualModules.includes(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith("\0") || !virtualModules.includes(id.slice(1))) return undefined;
      // Every file under content/ is data for these modules: a change there rebuilds them.
      this.addWatchFile(path.join(root, "content"));
      const { content } = current();
      const data =
        id === `\0${contentModule}`
          ? content
          : id === `\0${reviewsModule}`
            ? getReviews(root, current().records)
            : getServiceMenu(content);
      return `export default ${JSON.stringify(data)};`;
    },
    transform(code, id) {
      // The compile reads content files the way the loader does: no BOM, LF line ends.
      const file = id.split("?")[0]!;
      if (!/\/content\/.+\.(mdx|json)$/.test(file) || !/^\uFEFF|\r/.test(code)) return null;
      return { code: normalizeText(code), map: null };
    },
    async buildStart() {
      if (checkedByCaller || !check) return;
      // The dev server checks what it checks after each change (below): everything but the style check.
      checking ??= checkContent(root, { loaded: current(), style: !serving }).then((problems) => {
        const { refused } = partitionDrafts(problems, allowDrafts);
        if (refused.length) throw new ContentError(refused);
      });
      try {
        await checking;
      } catch (error) {
        // The dev server starts anyway and shows the problems in the browser until they are fixed.
        if (serving && error instanceof ContentError) {
          problemsMessage = formatProblems("The content has", error.problems);
          return;
        }
        // Writers need the list, not a stack trace.
        if (error instanceof ContentError) error.stack = error.problems.map(formatProblemLine).join("\n");
        this.error(error as Error);
      }
    },
    configureServer(server) {
      // Content that is broken when the server starts is shown like content broken by a change: no page
      // can render (a page imports the interface text), so every page request gets the problems, on a page
      // that loads Vite's client: the reload after the next change under content/ shows the page again.
      const initial = partitionDrafts(current().problems, allowDrafts).refused;
      if (initial.length) problemsMessage = formatProblems("The content has", initial);
      server.middlewares.use((req, res, next) => {
        if (!problemsMessage || req.method !== "GET" || !req.headers.accept?.includes("text/html")) {
          return next();
        }
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(devProblemsPage(problemsMessage));
      });
    },
    async hotUpdate({ file, timestamp, server, modules }) {
      const rel = path.relative(root, file);
      if (rel.startsWith("..") || !rel.startsWith(`content${path.sep}`)) return;
      // Once per change, whichever environment (browser or server) hears of it first; both wait for it.
      if (checked !== `${file}@${timestamp}`) {
        checked = `${file}@${timestamp}`;
        loaded = undefined;
        // Every rule of the check but the style check (textlint, seconds): schemas, bodies, links and
        // anchors, twins, the same messages as `npm run check` (tens of milliseconds once loaded).
        pending = checkContent(root, { loaded: current(), style: false }).then((found) => {
          const problems = partitionDrafts(found, allowDrafts).refused;
          problemsMessage = problems.length ? formatProblems("The content has", problems) : "";
        });
      }
      await pending;
      // Broken or fixed, the server environment drops the changed module and the content modules, and only
      // then tells the browser to reload (to the problems page, or the page again): Vite asks the
      // client environment first, and a reload sent from there could reach the server before it had
      // dropped them, and render the page as it was (Vite's pattern for modules the server runs:
      // invalidate, then full-reload).
      if (this.environment.config.consumer !== "server") return [];
      const graph = this.environment.moduleGraph;
      const dependents = virtualModules.flatMap((id) => graph.getModuleById(`\0${id}`) ?? []);
      const invalidated = new Set<EnvironmentModuleNode>();
      for (const module of [...modules, ...dependents])
        graph.invalidateModule(module, invalidated, timestamp, true);
      server.ws.send({ type: "full-reload", path: "*" });
      return [];
    },
  };
}

/** The translation status and what this branch changed, from the records of this load and one reading of git. */
function getReviews(root: string, records: ContentRecord[]) {
  const history = readContentHistory(root);
  const status = getTranslationStatus(root, records, history);
  return { status, changes: getBranchChanges(root, records, status, undefined, history) };
}
