// Validates content/ when Vite starts (build and dev) so a writer's mistake stops the build with
// every problem listed, and, in dev, again on every change under content/: problems show in the
// browser overlay until they are fixed, then the page reloads with the new content.
import path from "node:path";
import type { Plugin } from "vite";
import { escapeHtml } from "../escape-html.ts";
import { checkContent } from "./check.ts";
import { ContentError, invalidateContent, loadContent } from "./loader.ts";
import { formatProblemLine, formatProblems } from "./problems.ts";
import { getServiceMenu, serviceMenuModule } from "./menu.ts";

const overlayError = (message: string) =>
  ({ type: "error", err: { message, stack: "", plugin: "kizuna:content" } }) as const;

const problemsPage = (message: string) => `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Content problems</title>
<script type="module" src="/@vite/client"></script></head>
<body><pre>${escapeHtml(message)}</pre></body>
</html>`;

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let checked = "";
  let problemsMessage = "";
  let pending: Promise<void> = Promise.resolve();
  return {
    name: "kizuna:content",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === serviceMenuModule ? `\0${serviceMenuModule}` : undefined;
    },
    load(id) {
      if (id !== `\0${serviceMenuModule}`) return undefined;
      // Every file under content/ is data for this module: a change there rebuilds it.
      this.addWatchFile(path.join(root, "content"));
      return `export default ${JSON.stringify(getServiceMenu(loadContent(root).content))};`;
    },
    async buildStart() {
      // scripts/build.ts has just run the same check; the client and server builds need not repeat it.
      if (process.env.KIZUNA_CONTENT_CHECKED === "1") return;
      const problems = await checkContent(root);
      if (problems.length) {
        const error = new ContentError(problems);
        // Writers need the list, not a stack trace.
        error.stack = problems.map(formatProblemLine).join("\n");
        this.error(error);
      }
    },
    configureServer(server) {
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
    async hotUpdate({ file, timestamp, server }) {
      const rel = path.relative(root, file);
      if (rel.startsWith("..") || !rel.startsWith(`content${path.sep}`)) return;
      // Once per change, whichever environment (browser or server) hears of it first; both wait for it.
      if (checked !== `${file}@${timestamp}`) {
        checked = `${file}@${timestamp}`;
        invalidateContent();
        for (const environment of Object.values(server.environments)) {
          const menu = environment.moduleGraph.getModuleById(`\0${serviceMenuModule}`);
          if (menu) environment.moduleGraph.invalidateModule(menu);
        }
        // The frontmatter check (fast); the full check (links, textlint) is too slow for a live preview.
        pending = Promise.resolve(loadContent(root).problems).then((problems) => {
          problemsMessage = problems.length ? formatProblems("The content has", problems) : "";
          server.ws.send(
            problemsMessage ? overlayError(problemsMessage) : { type: "full-reload", path: "*" },
          );
        });
      }
      await pending;
      // While broken, nothing reloads (the overlay stays); once fixed the server side reloads the
      // changed module as usual and the browser waits for the full reload above.
      if (problemsMessage || this.environment.name === "client") return [];
    },
  };
}
