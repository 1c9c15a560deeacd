// `npm run serve`: serves dist/client as a CDN would — compressed, long-lived caching for hashed
// assets, the headers of the built _headers file (CSP and the other security headers) on every answer, and the
// not-found page of the path's language with status 404 for unknown paths. `send` (Express's file sender)
// answers ranges and conditional requests; this file decides which file, which methods, and what an error gets.
// Run-time imports only (Node, `dependencies`): `npm start` must work without the build's tools.
import "../pipeline/node-version-guard";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import send from "send";
import { isCompleteBuild } from "../pipeline/output/build-output";
import { listenFailure, listenPort } from "../pipeline/listen-port";
import {
  answeredPath,
  headersForPath,
  notFoundPath,
  parseHeadersFile,
} from "../pipeline/output/security-headers";
import { resolveServedFile } from "../pipeline/output/served-files";
import { acceptedEncoding, compressedCopies, type Encoding } from "./lib/compressed-copies";

const allowedMethods = ["GET", "HEAD"];

/** The most requests one connection may have waiting for their answers (pipelined) before it is closed. */
export const mostPipelined = 16;

/** Text answers of the server itself (wrong method, bad range, failure), never cached. */
function answerPlain(res: http.ServerResponse, status: number, extraHeaders: Record<string, string> = {}) {
  for (const name of ["Content-Encoding", "Content-Range", "ETag", "Last-Modified", "Accept-Ranges"])
    res.removeHeader(name);
  res.statusCode = status;
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(`${status} ${http.STATUS_CODES[status] ?? ""}\n`);
}

/**
 * Every ETag here is weak (send derives it from size and time, and the gzip and plain bodies share it), so the
 * strong comparison RFC 9110 requires for If-Match and If-Range never succeeds; send compares weakly, so these
 * two are settled before it sees the request. Returns false when the request was answered (412).
 */
function settleStrongPreconditions(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  mtime: Date,
): boolean {
  const ifMatch = req.headers["if-match"]?.trim();
  if (ifMatch && ifMatch !== "*") {
    answerPlain(res, 412);
    return false;
  }
  const ifRange = String(req.headers["if-range"] ?? "").trim();
  if (ifRange && req.headers.range) {
    // A date validates only if it is exactly the last change (HTTP dates have whole seconds).
    const exact = !ifRange.includes('"') && Date.parse(ifRange) === Math.floor(mtime.getTime() / 1000) * 1000;
    if (!exact) delete req.headers.range;
  }
  return true;
}

/** range-parser (send's) refuses a suffix longer than the file; RFC 9110 (14.1.2) answers it with the whole file. */
function clampSuffixRanges(req: http.IncomingMessage, size: number) {
  const range = req.headers.range;
  if (!range?.startsWith("bytes=")) return;
  req.headers.range = range.replace(/(=|,)\s*-(\d+)\s*(?=,|$)/g, (spec, before: string, suffix: string) =>
    Number(suffix) > size ? `${before}0-` : spec,
  );
}

/**
 * The path a request target names (RFC 9112, 3.2). The origin form (`/about`) is the path as sent, never read as an
 * address: "//x" is the path //x (not found), not the home page of host x. The absolute form
 * (`http://host/about`), which a proxy sends and a server must accept, names the path after its host, whatever the
 * host (this server has one site). Anything else (`*`, `host:443`) names no file here: the caller answers 400.
 */
export function requestPath(target: string): string {
  if (target.startsWith("/")) return new URL(`http://localhost${target}`).pathname;
  if (!/^https?:\/\//i.test(target)) throw new Error("not a path");
  const { pathname, username, password } = new URL(target);
  if (username || password) throw new Error("not a path");
  return pathname;
}

export type StaticServerOptions = {
  /** Told of every file the server compresses (tests count them: once per file and encoding). */
  onCompress?: (file: string, encoding: Encoding) => void;
};

export function createStaticServer(root = "dist/client", { onCompress }: StaticServerOptions = {}) {
  for (const file of ["404.html", "_headers"])
    if (!fs.existsSync(path.join(root, file)))
      throw new Error(`${root} has no complete built site (no ${file}): run \`npm run build\` first.`);
  // The same headers a Netlify or Cloudflare Pages deploy sends, so the e2e tests run under the real CSP. Read
  // again whenever the file changes: a build put in place while the server runs brings new script hashes, and the
  // old policy would block the new pages' scripts (a reviewer saw every widget fall back to its no-script path).
  const headersFile = path.join(root, "_headers");
  let headersStamp = "";
  let headerRules: ReturnType<typeof parseHeadersFile> = [];
  const currentRules = () => {
    try {
      const { mtimeMs, size, ino } = fs.statSync(headersFile);
      const stamp = `${mtimeMs}:${size}:${ino}`;
      if (stamp !== headersStamp) {
        headerRules = parseHeadersFile(fs.readFileSync(headersFile, "utf8"));
        headersStamp = stamp;
      }
    } catch {
      // Between two builds' folders for an instant: the last rules stand.
    }
    return headerRules;
  };
  currentRules();
  // A partial answer (206) stays as it is: its Content-Range counts the bytes of the file, not of a gzip stream.
  // Brotli at quality 6 (ngx_brotli's default level), not the package's 4: as fast here
  // (1.2 ms for /jp) and 11 % smaller, which keeps the longest pages inside the first TCP window (docs/serving.md).
  const compress = compression({
    filter: (req, res) => !res.getHeader("Content-Range") && compression.filter(req, res),
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } },
  });
  // Each text file compressed once per version, not once per request (stop 77, C1; scripts/lib/compressed-copies.ts).
  const copies = compressedCopies(onCompress);
  const notFound = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const page = `${notFoundPath(pathname).slice(1)}.html`;
    const encoding = req.method === "GET" ? acceptedEncoding(req.headers["accept-encoding"]) : undefined;
    const copy = encoding && (await copies.copyOf(root, page, fs.statSync(path.join(root, page)), encoding));
    const html = fs.readFileSync(copy ? path.join(copies.dir, copy) : path.join(root, page));
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    if (copy) {
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Length", html.length);
    }
    res.end(html);
  };
  const fail = (res: http.ServerResponse, error: unknown) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else answerPlain(res, 500);
  };

  const serveFile = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const file = resolveServedFile(root, pathname);
    if (!file) return notFound(req, res, pathname);
    const stat = fs.statSync(path.join(root, file));
    if (!settleStrongPreconditions(req, res, stat.mtime)) return;
    clampSuffixRanges(req, stat.size);
    // A whole answer in an encoding the request takes comes from the file's compressed copy, with headers of its own
    // (its length and validators); a part (206) stays the file's bytes, as before.
    const encoding = req.headers.range ? undefined : acceptedEncoding(req.headers["accept-encoding"]);
    const copy = encoding && (await copies.copyOf(root, file, stat, encoding));
    const sendFrom = (from: string, served: string, encoded?: Encoding) =>
      send(req, `/${served.split(path.sep).map(encodeURIComponent).join("/")}`, {
        root: from,
        index: false,
        etag: true,
        lastModified: true,
      })
        .on("headers", (response: http.ServerResponse) => {
          if (!response.getHeader("Cache-Control"))
            response.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
          if (encoded) {
            response.setHeader("Content-Encoding", encoded);
            response.setHeader("Vary", "Accept-Encoding");
          }
        })
        .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
          (async () => {
            // A copy replaced by a newer file's as it was asked for: the file itself, as it is.
            if (error.status === 404 && encoded) sendFrom(root, file);
            else if (error.status === 404) await notFound(req, res, pathname);
            else if (error.status && error.status < 500) answerPlain(res, error.status, error.headers);
            else fail(res, error);
          })().catch((failure: unknown) => fail(res, failure));
        })
        .pipe(res);
    if (copy) sendFrom(copies.dir, copy, encoding);
    else sendFrom(root, file);
  };

  // HTTP/1.1 lets a client send many requests before it reads an answer (pipelining). Node reads every request of
  // what has arrived at once and queues the answers: a request is served only when its answer's turn comes (its
  // socket is assigned), so a connection holds one open file at a time, and a connection that has more than
  // `mostPipelined` requests waiting is closed (stop 79, P1: four connections that sent 40,000 requests for a
  // 16 KB script and read nothing opened a file for each, ran out of file descriptors, grew the server to 3 GB and
  // held every other visitor's page for over a minute). No browser pipelines.
  const waiting = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const socket = req.socket;
    const queued = (waiting.get(socket) ?? 0) + 1;
    waiting.set(socket, queued);
    res.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    if (queued > mostPipelined) {
      socket.destroy();
      return;
    }
    if (res.socket) answer(req, res);
    else res.once("socket", () => answer(req, res));
  });
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    let pathname: string;
    try {
      pathname = requestPath(req.url ?? "/");
    } catch {
      answerPlain(res, 400);
      return;
    }
    try {
      // On every answer, errors included, as a host sends them: those of the page or file answered with, so
      // /about.html, /%61bout and every not-found answer get a page's headers whatever the path's spelling.
      for (const [name, value] of Object.entries(
        headersForPath(currentRules(), answeredPath(root, pathname)),
      ))
        res.setHeader(name, value);
      if (!allowedMethods.includes(req.method ?? "")) {
        answerPlain(res, 405, { Allow: allowedMethods.join(", ") });
        return;
      }
      compress(req as never, res as never, () => {
        serveFile(req, res, pathname).catch((error: unknown) => fail(res, error));
      });
    } catch (error) {
      fail(res, error);
    }
  };
  server.on("close", () => copies.remove());
  return server;
}

/**
 * The address the servers listen on: this computer only (127.0.0.1) unless HOST says otherwise, such as
 * HOST=0.0.0.0 in a container whose port is published. Shared with `npm run dev` (vite.config.ts).
 */
/**
 * Listens on a free port of this computer only and resolves with it, once the server is listening (its address is
 * null until then): for the scripts and tests that serve a build to a browser they drive.
 */
export async function listenOnFreePort(server: http.Server): Promise<number> {
  server.listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  return (server.address() as AddressInfo).port;
}

export const listenHost = () => process.env.HOST || "127.0.0.1";

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = listenHost();
  let port: number;
  try {
    port = listenPort();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // A build writes its marker last (scripts/build.ts): without it, dist/ is not a site to serve.
  if (!isCompleteBuild("dist")) {
    console.error(
      "dist/ holds no complete build (none ran, or one was stopped before its end): run `npm run build` first.",
    );
    process.exit(1);
  }
  const server = createStaticServer();
  // A port another server holds, one this user may not open, or a HOST that is no address here: one line, exit 1.
  server.once("error", (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, host, port));
    // Its compressed copies' folder goes with it ("close").
    server.close(() => process.exit(1));
  });
  server.listen(port, host, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(
      `Serving dist/client at http://${host.includes(":") ? `[${host}]` : host}:${actual}${host === "127.0.0.1" ? " (this computer only; HOST=0.0.0.0 serves every network interface)" : ""}`,
    );
  });
  // Ctrl-C or a stop: the server's compressed copies go with it.
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    });
}
