// The dev server hands out the project's files (docs/serving.md), never the computer's. Vite's own guard
// (`server.fs.strict`, `server.fs.allow`/`deny`) compares the path as requested, which for a symbolic link
// committed to the repository (`content/insights/leak.svg -> /etc/passwd`, a folder link in `content/projects/` to `../../../../etc`)
// lies inside the project, and its static files, `/@fs/…`, `?raw` and `?url` then read the file through the link.
// So every request is followed to the file it names, links and all, and refused with 403 when what it reaches
// lies outside the project, or is reached through a link anywhere but in the installed packages: the check
// refuses every link in content/ ("the site never publishes what a link points to"), and the dev server does not
// publish one either. The content's own problem is shown as the check words it (content-files.ts).
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The file (or folder) a request path names: `/@fs/<absolute path>` or a path under the project root. */
export function requestedPath(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    // The URL parser removes dot segments (`/a/../b`, `%2e%2e` too) as Vite does before it looks a path up.
    pathname = decodeURIComponent(new URL(url, "http://dev.invalid").pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes("\0")) return undefined;
  if (pathname.startsWith("/@fs/")) return path.resolve(pathname.slice("/@fs".length));
  return path.join(root, pathname);
}

/** Whether a path is `dir` or lies inside it (both absolute and normalized). */
function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === "" || (!rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel));
}

/**
 * Why the dev server must not answer a request for `file`, or undefined when it may: the deepest part of the path
 * that exists is followed through its links (a file that does not exist below a link to a folder is refused too,
 * so the answer tells nothing of what is there).
 */
export function outsideReason(root: string, file: string): string | undefined {
  const realRoot = fs.realpathSync(root);
  // The installed packages may be a link (a shared node_modules); what lies in them is the project's.
  const modules = path.join(root, "node_modules");
  const realModules = fs.existsSync(modules) ? fs.realpathSync(modules) : modules;
  let existing = file;
  let real: string | undefined;
  for (;;) {
    try {
      real = fs.realpathSync(existing);
      break;
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return undefined;
      existing = parent;
    }
  }
  if (!inside(realRoot, real) && !inside(realModules, real))
    return real === existing
      ? `${file} is outside the project`
      : `${file} is reached through a link to ${real}, outside the project`;
  // Inside the project, a link outside the installed packages is not followed either (`content/insights/plan.svg -> ../../.env`
  // would otherwise escape Vite's own deny list, which reads the name asked for).
  const asked = path.resolve(existing);
  const askedInProject = inside(root, asked) ? path.join(realRoot, path.relative(root, asked)) : asked;
  if (real !== askedInProject && !inside(realModules, real) && !inside(modules, asked))
    return `${file} is reached through a link to ${real}`;
  return undefined;
}

/**
 * Vite plugin (dev only): refuses with 403 a request whose file is reached through a symbolic link to outside
 * the project, or through any link but the installed packages', before Vite's own middlewares see it. (A `load` hook
 * that checked every module as well found nothing more, `/@id/…?raw` forms answer 404, and with it the dev tests'
 * live reload missed its 15 s in 3 of 8 runs, none of 5 without.)
 */
export function devFileGuard(): Plugin {
  let root = process.cwd();
  return {
    name: "kizuna:dev-file-guard",
    apply: "serve",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = requestedPath(root, req.url ?? "/");
        const reason = file === undefined ? "the address cannot be read" : outsideReason(root, file);
        if (!reason) return next();
        server.config.logger.warn(`Refused ${req.url}: ${reason}`, { timestamp: true });
        res.statusCode = 403;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("403: the dev server serves the project's own files, never one reached through a link.\n");
      });
    },
  };
}
