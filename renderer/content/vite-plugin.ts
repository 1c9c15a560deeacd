// Owns the loaded content: serves it to server code and the menu as virtual modules, validates it when
// Vite starts (build and dev) so a writer's mistake stops the build with every problem listed, and, in
// dev, loads it again on every change under content/: problems show in the browser, on a page of their own
// in writers' words (dev-problems-page.ts), until they are fixed, then the page reloads with the new content.
// The dev server never stops for a content problem: a problem in one file takes away that file's pages only
// (dev-problems.ts), and unfinished text and the scaffold's placeholder picture are drafts there, shown on
// their pages, not problems.
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { checkContent } from "./check.ts";
import { ContentError, loadContent, normalizeText, type LoadResult } from "./loader.ts";
import { formatProblemLine, formatProblems, partitionDrafts, type Problem } from "./problems.ts";
import { getServiceMenu, serviceMenuModule } from "./menu.ts";

import { devProblemsPage } from "./dev-problems-page.ts";
import { problemsFor, scopeProblems, withoutFiles, type ProblemScope } from "./dev-problems.ts";

// `build({ viteConfig: { kizunaContent } })`: the build script has loaded and checked the content already.
declare module "vite" {
  interface UserConfig {
    kizunaContent?: LoadResult;
  }
}

/** The loaded content as a module for server code (the +data hooks read it through data.tsx). */
export const contentModule = "virtual:kizuna/content";
const virtualModules = [contentModule, serviceMenuModule];

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
  let serving = false;
  let pending: Promise<void> = Promise.resolve();
  const current = () => (loaded ??= loadContent(root));
  // Dev only: the refused problems and the pages they take away; the content served leaves out the files
  // that have them, so the lists and the other pages render without them.
  let scope: ProblemScope | undefined;
  const setProblems = (found: Problem[]) => {
    const refused = partitionDrafts(found, allowDrafts).refused;
    scope = refused.length ? scopeProblems(refused, current().content) : undefined;
  };
  const served = () => (scope ? withoutFiles(current().content, scope.files) : current().content);
  return {
    name: "kizuna:content",
    // Before the MDX compile and Vite's JSON plugin, which read the files as they are (see transform).
    enforce: "pre",
    // One instance for the client and the server build, so the content is loaded and checked once.
    sharedDuringBuild: true,
    configResolved(config) {
      root = config.root;
      // The preview plugin (scripts/lib/preview.ts) compiles its decision in as __SITE_PREVIEW__.
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
    async load(id) {
      if (!id.startsWith("\0") || !virtualModules.includes(id.slice(1))) return undefined;
      // Every file under content/ is data for these modules: a change there rebuilds them.
      this.addWatchFile(path.join(root, "content"));
      // In dev, the check of the latest change decides which files' entries are left out.
      if (serving) await pending;
      const content = served();
      const data = id === `\0${contentModule}` ? content : getServiceMenu(content);
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
      if (serving) {
        // The dev server starts anyway and shows the problems in the browser until they are fixed.
        checking ??= pending = checkContent(root, { loaded: current(), style: false }).then(setProblems);
        return checking;
      }
      checking ??= checkContent(root, { loaded: current(), style: true }).then((problems) => {
        const { refused } = partitionDrafts(problems, allowDrafts);
        if (refused.length) throw new ContentError(refused);
      });
      try {
        await checking;
      } catch (error) {
        // Writers need the list, not a stack trace.
        if (error instanceof ContentError) error.stack = error.problems.map(formatProblemLine).join("\n");
        this.error(error as Error);
      }
    },
    configureServer(server) {
      // Content that is broken when the server starts is shown like content broken by a change. A page a
      // problem takes away (or every page, for a problem in the interface text or the site's settings) gets
      // the problems instead, on a page that loads Vite's client: the reload after the next change under
      // content/ shows the page again.
      if (!checking) setProblems(current().problems);
      server.middlewares.use((req, res, next) => {
        if (req.method !== "GET" || !req.headers.accept?.includes("text/html")) return next();
        pending.then(() => {
          const shown = problemsFor(scope, req.url ?? "/");
          if (!shown?.length) return next();
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(devProblemsPage(formatProblems("The content has", shown)));
        }, next);
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
        pending = checkContent(root, { loaded: current(), style: false }).then(setProblems);
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
