// Owns the loaded content: serves it to server code and the menu as virtual modules, validates it when
// Vite starts (build and dev) so a writer's mistake stops the build with every problem listed, and, in
// dev, loads it again on every change under content/: problems show in the browser overlay until they
// are fixed, then the page reloads with the new content.
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { escapeHtml } from "../escape-html.ts";
import { checkContent } from "./check.ts";
import { ContentError, loadContent, normalizeText, type LoadResult } from "./loader.ts";
import { formatProblemLine, formatProblems, partitionDrafts } from "./problems.ts";
import { getServiceMenu, serviceMenuModule } from "./menu.ts";

const overlayError = (message: string) =>
  ({ type: "error", err: { message, stack: "", plugin: "kizuna:content" } }) as const;

const problemsPage = (message: string) => `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Content problems</title>
<script type="module" src="/@vite/client"></script></head>
<body><pre>${escapeHtml(message)}</pre></body>
</html>`;

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
  let problemsMessage = "";
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
      // The preview plugin (scripts/lib/preview.ts) compiles its decision in as __SITE_PREVIEW__.
      const preview = config.define?.__SITE_PREVIEW__;
      allowDrafts = config.command === "serve" || (preview !== undefined && preview !== "null");
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
      checking ??= checkContent(root, { loaded: current() }).then((problems) => {
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
      // Content that is broken when the server starts is shown like content broken by a change: no page
      // can render (a page imports the interface text), so every page request gets the problems instead.
      const initial = partitionDrafts(current().problems, allowDrafts).refused;
      if (initial.length) problemsMessage = formatProblems("The content has", initial);
      // While the content is broken no page can render, so every page request gets a bare document
      // that loads Vite's client; on connecting it is sent the problems and shows them in the overlay.
      server.middlewares.use((req, res, next) => {
        if (!problemsMessage || req.method !== "GET" || !req.headers.accept?.includes("text/html")) {
          return next();
        }
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(problemsPage(problemsMessage));
      });
      server.ws.on("connection", () => {
        if (problemsMessage) server.ws.send(overlayError(problemsMessage));
      });
    },
    async hotUpdate({ file, timestamp, server, modules }) {
      const rel = path.relative(root, file);
      if (rel.startsWith("..") || !rel.startsWith(`content${path.sep}`)) return;
      // Once per change, whichever environment (browser or server) hears of it first; both wait for it.
      if (checked !== `${file}@${timestamp}`) {
        checked = `${file}@${timestamp}`;
        loaded = undefined;
        // The loader's checks (schema, body syntax); the full check (links, textlint) is too slow here.
        pending = Promise.resolve(partitionDrafts(current().problems, allowDrafts).refused).then(
          (problems) => {
            problemsMessage = problems.length ? formatProblems("The content has", problems) : "";
            if (problemsMessage) server.ws.send(overlayError(problemsMessage));
          },
        );
      }
      await pending;
      // While broken, nothing reloads (the overlay stays). Once fixed, the server environment drops the
      // changed module and the content modules, and only then tells the browser to reload: Vite asks the
      // client environment first, and a reload sent from there could reach the server before it had
      // dropped them, and render the page as it was (Vite's pattern for modules the server runs:
      // invalidate, then full-reload).
      if (problemsMessage || this.environment.config.consumer !== "server") return [];
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
