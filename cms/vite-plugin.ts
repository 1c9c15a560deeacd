// `npm run dev` serves the content editor at /admin, as the build does: the page, the app compiled on demand and
// its configuration generated afresh on every request (a field added to the schema shows after a reload). With
// "Work with Local Repository" it edits this clone's files directly, without signing in (CONTRIBUTING.md).
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { adminPath } from "./paths.ts";

const page = fileURLToPath(new URL("./index.html", import.meta.url));

export function adminDevServer(): Plugin {
  return {
    name: "kizuna:admin-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = (req.url ?? "").split("?")[0];
        try {
          if (pathname === adminPath) {
            res.writeHead(302, { Location: `${adminPath}/` }).end();
          } else if (pathname === `${adminPath}/` || pathname === `${adminPath}/index.html`) {
            // The page's own script, from the cms folder, compiled by the dev server.
            const html = fs.readFileSync(page, "utf8").replace('src="./main.ts"', 'src="/cms/main.ts"');
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(await server.transformIndexHtml(`${adminPath}/`, html));
          } else if (pathname === `${adminPath}/config.yml`) {
            // Loaded through the dev server so that a changed schema is read again, not the one Vite started with.
            const { renderCmsConfigFile } = (await server.ssrLoadModule(
              "/cms/config-file.ts",
            )) as typeof import("./config-file.ts");
            res.setHeader("Content-Type", "text/yaml; charset=utf-8");
            res.end(renderCmsConfigFile(server.config.root));
          } else next();
        } catch (error) {
          // A schema that does not load is the content overlay's to report; the editor says what it is.
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/plain; charset=utf-8");
          res.end(
            `The editor's configuration could not be made: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
    },
  };
}
