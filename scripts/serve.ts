// `npm run serve`: serves dist/client as a CDN would — compressed, long-lived caching for hashed
// assets, the headers of the built _headers file (CSP and the other security headers), and the not-found page of the
// path's language with status 404 for unknown paths.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { headersForPath, parseHeadersFile } from "./lib/security-headers";

export function createStaticServer(root = "dist/client") {
  if (!fs.existsSync(path.join(root, "404.html"))) {
    throw new Error(`${root} has no built site: run \`npm run build\` first.`);
  }
  // The same headers a Netlify or Cloudflare Pages deploy sends, so the e2e tests run under the real CSP.
  const headerRules = parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8"));
  const setHostHeaders = (res: http.ServerResponse, pathname: string) => {
    for (const [name, value] of Object.entries(headersForPath(headerRules, pathname)))
      res.setHeader(name, value);
  };
  const compress = compression();
  const files = sirv(root, {
    extensions: ["html"],
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      setHostHeaders(res, pathname);
    },
  });
  const notFound = (pathname: string) =>
    fs.readFileSync(
      path.join(root, pathname === "/jp" || pathname.startsWith("/jp/") ? "jp/404.html" : "404.html"),
    );

  return http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      files(req, res, () => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        res.statusCode = 404;
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        setHostHeaders(res, pathname);
        res.setHeader("Cache-Control", "no-cache");
        res.end(notFound(pathname));
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  createStaticServer().listen(port, () => console.log(`Serving dist/client at http://localhost:${port}`));
}
