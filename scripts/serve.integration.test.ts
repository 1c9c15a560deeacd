// `npm run serve` against a small built site: no request stops it, and it answers ranges, methods,
// conditional requests and host files as RFC 9110 and a static host do.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { completionMarker } from "../pipeline/output/build-output";
import { createStaticServer, mostPipelined } from "./serve";
import {
  contentSecurityPolicy,
  documentHeaders,
  everyResponseHeaders,
  renderHeadersFile,
  securityHeaders,
} from "../pipeline/output/security-headers";

const csp = contentSecurityPolicy(["'sha256-abc='"], "https://forms.example.test/f/contact");
// Long enough to be compressed (compression skips bodies under 1 KB).
const home = `<!DOCTYPE html><title>Home</title>${"<p>home</p>".repeat(200)}`;
const files: Record<string, string> = {
  "index.html": home,
  "about.html": "<!DOCTYPE html><title>About</title>",
  "jp.html": "<!DOCTYPE html><title>ホーム</title>",
  "404.html": "<!DOCTYPE html><title>Not found</title>",
  "jp/404.html": "<!DOCTYPE html><title>見つかりません</title>",
  "assets/app-1a2b.js": "console.log(1);",
  "assets/static/logo-en.3c4d.svg":
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
  _headers: renderHeadersFile(csp, ["/", "/about", "/jp", "/404", "/jp/404"]),
  _redirects: "/*  /404.html  404\n",
  ".htaccess": "Options -Indexes\n",
  ".nojekyll": "",
};

let dir: string;
let root: string;
let server: http.Server;
let port: number;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request: the path and method go out exactly as given (fetch would normalise both). */
function request(method: string, requestPath: string, headers: Record<string, string> = {}, to = port) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port: to,
      method,
      path: requestPath,
      headers,
      agent: false,
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
const get = (requestPath: string, headers?: Record<string, string>) => request("GET", requestPath, headers);
const text = (answer: Answer) => answer.body.toString("utf8");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  root = path.join(dir, "client");
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  }
  // Beside the site, not in it: no path may reach it.
  fs.writeFileSync(path.join(dir, "client-secret.txt"), "secret");
  fs.writeFileSync(path.join(dir, "secret.txt"), "secret");
  server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("pages", () => {
  it("answers a page, its language's not-found page and the host's headers", async () => {
    const about = await get("/about");
    expect(about.status).toBe(200);
    expect(text(about)).toBe(files["about.html"]);
    expect(about.headers["content-type"]).toMatch(/^text\/html; ?charset=utf-8$/i);
    expect((await get("/jp")).body.toString()).toBe(files["jp.html"]);
    const missing = await get("/jp/nowhere");
    expect(missing.status).toBe(404);
    expect(text(missing)).toBe(files["jp/404.html"]);
    expect(text(await get("/nowhere"))).toBe(files["404.html"]);
  });

  it("reads a path that starts with // as a path, not as another host's address", async () => {
    for (const path of ["//x", "//x/about", "//localhost/"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(text(answer)).toBe(files["404.html"]);
    }
  });

  it("answers a target in absolute form as a server must, with the page of its path (stop 78, RFC 9112 3.2.2)", async () => {
    // A proxy sends `GET http://host/about HTTP/1.1`; it was answered 400. The host named is not looked at: this
    // server has one site.
    const about = await get("http://127.0.0.1/about");
    expect(about.status).toBe(200);
    expect(text(about)).toBe(files["about.html"]);
    expect(about.headers["content-security-policy"]).toBeDefined();
    expect(text(await get("HTTPS://other.example/jp"))).toBe(files["jp.html"]);
    const missing = await get("http://127.0.0.1/jp/nowhere");
    expect([missing.status, text(missing)]).toEqual([404, files["jp/404.html"]]);
    // Its path is a path: "//x" after the host is not another host, and ".." does not leave the site.
    expect((await get("http://127.0.0.1//x/about")).status).toBe(404);
    expect(text(await get("http://127.0.0.1/%2e%2e/secret.txt"))).toBe(files["404.html"]);
    // What names no file of a site is still a bad request: another scheme, sign-in details, the asterisk form.
    for (const target of ["ftp://127.0.0.1/about", "http://user:pw@127.0.0.1/about", "*", "about"])
      expect((await get(target)).status, target).toBe(400);
  });

  it("answers a path of 16,000 slashes at once, and keeps answering other visitors (fourteenth probe, S1)", async () => {
    // Reading its trailing slashes with /\/+$/ held the server's one thread for half a second a request: 20 of
    // them held every other page for 13 s. Node takes a request line of up to 16 KB.
    const slashes = `/${"/".repeat(16_000)}a`;
    const started = performance.now();
    const answers = await Promise.all([
      get(slashes),
      get(slashes),
      get(slashes),
      get(slashes),
      get("/about"),
    ]);
    const took = performance.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 200]);
    expect(took, `five requests took ${Math.round(took)} ms`).toBeLessThan(1000);
    expect((await get(`/about${"/".repeat(16_000)}`)).status).toBe(200);
  });

  it("answers pipelined requests in turn, and closes a connection that sends more than it reads (stop 79, P1)", async () => {
    // Node reads every request of what has arrived and queued their answers: each opened its file at once, so four
    // connections that sent 40,000 requests and read nothing ran the server out of file descriptors (EMFILE), grew
    // it to 3 GB and held every other visitor's page for over a minute.
    const pipeline = (count: number) =>
      new Promise<{ answers: number; closed: boolean }>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let received = "";
        const timer = setTimeout(() => {
          socket.destroy();
          resolve({ answers: received.split("HTTP/1.1 200").length - 1, closed: false });
        }, 3000);
        socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
        socket.on("error", () => {});
        socket.on("close", () => {
          clearTimeout(timer);
          resolve({ answers: received.split("HTTP/1.1 200").length - 1, closed: true });
        });
        socket.on("connect", () =>
          socket.write(
            "GET /about HTTP/1.1\r\nHost: x\r\n\r\n".repeat(count),
            (error) => error && reject(error),
          ),
        );
      });
    // A client that pipelines a few requests gets every answer, in turn, on a connection kept open.
    expect(await pipeline(mostPipelined)).toEqual({ answers: mostPipelined, closed: false });
    const opened = vi.spyOn(fs, "createReadStream");
    const flood = pipeline(5000);
    const other = get("/about");
    const { answers, closed } = await flood;
    expect(closed).toBe(true);
    expect(answers).toBeLessThanOrEqual(mostPipelined);
    expect(opened.mock.calls.length).toBeLessThanOrEqual(mostPipelined + 1);
    opened.mockRestore();
    expect((await other).status).toBe(200);
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    expect((await get("/assets/app-1a2b.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/about")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("compresses a page, but never a part of one", async () => {
    const whole = await get("/", { "Accept-Encoding": "gzip" });
    expect(whole.headers["content-encoding"]).toBe("gzip");
    const part = await get("/", { "Accept-Encoding": "gzip", Range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(text(part)).toBe(home.slice(0, 100));
  });

  it("brotlis at quality 6, as ngx_brotli does by default, not the package's faster 4", async () => {
    const answer = await get("/", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(answer.body).toString("utf8")).toBe(home);
    const quality = (level: number) =>
      zlib.brotliCompressSync(home, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }).length;
    expect(answer.body.length).toBe(quality(6));
  });

  it("sends HEAD with the headers of GET and no body", async () => {
    const head = await request("HEAD", "/about");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(files["about.html"]!.length));
    expect(head.body.length).toBe(0);
  });
});

describe("security headers", () => {
  it("follow a build put in place while the server runs: the new pages' script hashes are allowed", async () => {
    const headersFile = path.join(root, "_headers");
    const before = fs.readFileSync(headersFile, "utf8");
    const rebuilt = contentSecurityPolicy(["'sha256-new='"], "https://forms.example.test/f/contact");
    try {
      expect((await get("/")).headers["content-security-policy"]).toBe(csp);
      // A build writes a fresh folder and moves it in: a new file, not the old one edited.
      fs.rmSync(headersFile);
      fs.writeFileSync(headersFile, renderHeadersFile(rebuilt, ["/", "/about", "/jp", "/404", "/jp/404"]));
      expect((await get("/")).headers["content-security-policy"]).toBe(rebuilt);
    } finally {
      fs.rmSync(headersFile);
      fs.writeFileSync(headersFile, before);
    }
    expect((await get("/")).headers["content-security-policy"]).toBe(csp);
  });

  it("are on every answer: pages, assets, not found, wrong method, bad range", async () => {
    const answers = await Promise.all([
      get("/"),
      get("/assets/app-1a2b.js"),
      get("/nowhere"),
      get("/jp/nowhere"),
      request("POST", "/"),
      get("/", { Range: "bytes=5-2" }),
      get("/_headers"),
    ]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(everyResponseHeaders())) {
        expect(answer.headers[name.toLowerCase()], `${answer.status} ${name}`).toBe(value);
      }
    }
  });

  it("sends the document headers with every document and every not-found answer, however the path is spelled (issue 37, item 6)", async () => {
    const paths = [
      "/about.html",
      "/%61bout",
      "/about/",
      "/index.html",
      "/404.html",
      "/jp.html",
      "/nowhere",
      "/%6Ap/nowhere",
    ];
    const answers = await Promise.all(paths.map((requestPath) => get(requestPath)));
    answers.forEach((answer, index) => {
      for (const [name, value] of Object.entries(securityHeaders(csp)))
        expect(answer.headers[name.toLowerCase()], `${paths[index]} ${name}`).toBe(value);
    });
    expect(text(answers.at(-1)!)).toContain("見つかりません");
  });

  it("sends an asset a policy that runs nothing and nosniff, so an SVG opened by itself runs no script (issue 37, item 2)", async () => {
    const svg = await get("/assets/static/logo-en.3c4d.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the document headers with the pages, and in their sections' not-found answers, not with assets", async () => {
    const [home, about, jpMissing, asset] = await Promise.all([
      get("/"),
      get("/about"),
      get("/jp/nowhere"),
      get("/assets/app-1a2b.js"),
    ]);
    for (const answer of [home, about, jpMissing])
      for (const [name, value] of Object.entries(securityHeaders(csp)))
        expect(answer.headers[name.toLowerCase()], `${answer.status} ${name}`).toBe(value);
    for (const name of Object.keys(documentHeaders(csp)).filter((name) => name !== "Content-Security-Policy"))
      expect(asset.headers[name.toLowerCase()], name).toBeUndefined();
    expect(asset.headers["content-security-policy"]).not.toBe(csp);
  });
});

describe("ranges", () => {
  const size = Buffer.byteLength(home);

  it("answers a range whose end is before its start with 416 and keeps serving", async () => {
    const answer = await get("/", { Range: "bytes=5-2" });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${size}`);
    expect((await get("/")).status).toBe(200);
  });

  it("answers a range that starts past the end with 416", async () => {
    const answer = await get("/", { Range: `bytes=${size}-` });
    expect(answer.status).toBe(416);
    expect(answer.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("ends a range past the end of the file at its last byte, even past 2^64", async () => {
    const answer = await get("/", { Range: "bytes=0-18446744073709551615" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
    expect(text(answer)).toBe(home);
    expect((await get("/")).status).toBe(200);
  });

  it("answers a suffix range with the last bytes", async () => {
    const answer = await get("/", { Range: "bytes=-5" });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(text(answer)).toBe(home.slice(-5));
  });

  it("answers a suffix longer than the file with the whole file", async () => {
    const answer = await get("/", { Range: `bytes=-${size + 10}` });
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
    expect(text(answer)).toBe(home);
  });

  it("answers an empty suffix with 416", async () => {
    expect((await get("/", { Range: "bytes=-0" })).status).toBe(416);
  });
});

describe("methods", () => {
  for (const method of ["PUT", "DELETE", "POST", "PATCH", "OPTIONS"]) {
    it(`answers ${method} with 405 and the methods it allows`, async () => {
      const answer = await request(method, "/");
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(text(answer)).not.toContain("<title>Home");
    });
  }
});

describe("files that are not the site", () => {
  for (const file of ["/_headers", "/_redirects", "/.htaccess", "/.nojekyll"]) {
    it(`does not serve ${file}`, async () => {
      const answer = await get(file);
      expect(answer.status).toBe(404);
      expect(text(answer)).toBe(files["404.html"]);
    });
  }

  for (const outside of [
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fclient-secret.txt",
    "/%2e%2e/client-secret.txt",
  ]) {
    it(`does not serve a file outside the site: ${outside}`, async () => {
      const answer = await get(outside);
      expect(answer.status).toBe(404);
      expect(text(answer)).not.toContain("secret");
    });
  }
});

describe("conditional requests (RFC 9110 section 13)", () => {
  const validators = async () => {
    const { headers } = await get("/about");
    return { etag: headers.etag!, lastModified: headers["last-modified"]! };
  };
  const later = (date: string, seconds: number) => new Date(Date.parse(date) + seconds * 1000).toUTCString();

  it("If-None-Match: * or the current tag answers 304; another tag answers 200", async () => {
    const { etag } = await validators();
    expect((await get("/about", { "If-None-Match": "*" })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": etag })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": `"other", ${etag}` })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("If-Modified-Since is ignored when If-None-Match is present", async () => {
    const { lastModified } = await validators();
    const answer = await get("/about", {
      "If-None-Match": '"other"',
      "If-Modified-Since": later(lastModified, 60),
    });
    expect(answer.status).toBe(200);
    expect((await get("/about", { "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await get("/about", { "If-Modified-Since": later(lastModified, -60) })).status).toBe(200);
  });

  it("If-Match compares strongly: * passes, a weak or other tag answers 412", async () => {
    const { etag } = await validators();
    expect(etag).toMatch(/^W\//);
    expect((await get("/about", { "If-Match": "*" })).status).toBe(200);
    expect((await get("/about", { "If-Match": etag })).status).toBe(412);
    expect((await get("/about", { "If-Match": etag.slice(2) })).status).toBe(412);
    expect((await get("/about", { "If-Match": '"other"' })).status).toBe(412);
  });

  it("If-Unmodified-Since before the last change answers 412", async () => {
    const { lastModified } = await validators();
    expect((await get("/about", { "If-Unmodified-Since": later(lastModified, -60) })).status).toBe(412);
    expect((await get("/about", { "If-Unmodified-Since": lastModified })).status).toBe(200);
  });

  it("If-Range sends the part only for the exact date of the last change, never for a weak tag", async () => {
    const { etag, lastModified } = await validators();
    expect((await get("/about", { Range: "bytes=0-4", "If-Range": lastModified })).status).toBe(206);
    expect((await get("/about", { Range: "bytes=0-4", "If-Range": later(lastModified, 60) })).status).toBe(
      200,
    );
    expect((await get("/about", { Range: "bytes=0-4", "If-Range": etag })).status).toBe(200);
  });

  it("preconditions on a missing page are ignored: it stays a 404", async () => {
    expect((await get("/nowhere", { "If-Match": '"other"' })).status).toBe(404);
  });
});

describe("errors", () => {
  it("answers 500 when a handler fails, and keeps serving", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The not-found page is read per request: without it the 404 handler throws.
    fs.renameSync(path.join(root, "404.html"), path.join(root, "404.html.bak"));
    try {
      const answer = await get("/about/nowhere");
      expect(answer.status).toBe(500);
      expect(answer.headers["content-security-policy"]).toBe(csp);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      fs.renameSync(path.join(root, "404.html.bak"), path.join(root, "404.html"));
      logged.mockRestore();
    }
    expect((await get("/about")).status).toBe(200);
  });
});

describe("the address it listens on (issue 37, item 12)", () => {
  const start = (env: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/serve.ts")], {
        cwd: dir,
        env: { ...process.env, PORT: "0", ...env },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("\n")) {
          child.kill();
          resolve(output.trim());
        }
      });
      child.on("error", reject);
      child.on("exit", () => resolve(output.trim()));
    });

  it("serves this computer only unless HOST says otherwise, and says which address", async () => {
    fs.cpSync(root, path.join(dir, "dist/client"), { recursive: true });
    fs.writeFileSync(completionMarker(path.join(dir, "dist")), "");
    expect(await start({})).toMatch(
      /^Serving dist\/client at http:\/\/127\.0\.0\.1:[1-9]\d* \(this computer only; HOST=0\.0\.0\.0 serves every network interface\)$/,
    );
    expect(await start({ HOST: "0.0.0.0" })).toMatch(
      /^Serving dist\/client at http:\/\/0\.0\.0\.0:[1-9]\d*$/,
    );
  }, 60_000);

  it("has the dev server listen on this computer only unless HOST says otherwise", async () => {
    const { default: config } = await import("../vite.config");
    expect(config.server?.host).toBe(process.env.HOST || "127.0.0.1");
  }, 60_000);
});

describe("an incomplete build (issue 47, item 9)", () => {
  it("is refused with one line, whether the marker or a host file is missing", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "serve-incomplete-"));
    try {
      fs.cpSync(root, path.join(site, "dist/client"), { recursive: true });
      const run = () =>
        spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/serve.ts")], {
          cwd: site,
          encoding: "utf8",
          env: { ...process.env, PORT: "0" },
          timeout: 30_000,
        });
      // A build stopped before its end wrote no marker.
      const stopped = run();
      expect(stopped.status).toBe(1);
      expect(stopped.stderr.trim().split("\n")).toEqual([
        "dist/ holds no complete build (none ran, or one was stopped before its end): run `npm run build` first.",
      ]);
      fs.rmSync(path.join(site, "dist/client/_headers"));
      expect(() => createStaticServer(path.join(site, "dist/client"))).toThrow(
        /has no complete built site \(no _headers\): run `npm run build` first\.$/,
      );
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("compression (stop 77, C1): each file once, not once per request", () => {
  // An editor bundle's worth of script: brotli took the server 160 ms for each request of the real one (2.1 MB), and
  // 16 requests held every other page for 0.9 s.
  const script = Array.from(
    { length: 20_000 },
    (_, index) => `export const value${index} = ${index * 7};`,
  ).join("\n");
  const notFoundPage = `<!DOCTYPE html><title>Not found</title>${"<p>not here</p>".repeat(300)}`;
  let site: string;
  let compressing: http.Server;
  let at: number;
  const compressed: string[] = [];

  const ask = (requestPath: string, headers: Record<string, string> = {}, method = "GET") =>
    request(method, requestPath, headers, at);
  const decoded = (answer: Answer) =>
    (answer.headers["content-encoding"] === "br"
      ? zlib.brotliDecompressSync(answer.body)
      : answer.headers["content-encoding"] === "gzip"
        ? zlib.gunzipSync(answer.body)
        : answer.body
    ).toString("utf8");

  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "serve-compress-"));
    const siteFiles = {
      "index.html": home,
      "404.html": notFoundPage,
      "jp/404.html": notFoundPage,
      "assets/editor-9f8e.js": script,
      _headers: renderHeadersFile(csp, ["/", "/404", "/jp/404"]),
    };
    for (const [file, body] of Object.entries(siteFiles)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), body);
    }
    compressing = createStaticServer(site, {
      onCompress: (file, encoding) => compressed.push(`${encoding} ${file}`),
    });
    at = await new Promise<number>((resolve) =>
      compressing.listen(0, "127.0.0.1", () => resolve((compressing.address() as AddressInfo).port)),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => compressing.close(resolve));
    fs.rmSync(site, { recursive: true, force: true });
  });

  it("compresses a large script once per encoding, however many ask for it at once or after", async () => {
    compressed.length = 0;
    const together = await Promise.all(
      Array.from({ length: 12 }, () =>
        ask("/assets/editor-9f8e.js", { "Accept-Encoding": "gzip, deflate, br" }),
      ),
    );
    const after = [];
    for (let index = 0; index < 5; index++)
      after.push(await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "br" }));
    const gzipped = await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "gzip" });
    for (const answer of [...together, ...after]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decoded(answer)).toBe(script);
    }
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzipped)).toBe(script);
    expect(compressed.sort()).toEqual(["br assets/editor-9f8e.js", "gzip assets/editor-9f8e.js"]);
  });

  it("answers the compressed copy's conditional requests and HEAD, and a range from the file itself", async () => {
    const first = await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "br" });
    const again = await ask("/assets/editor-9f8e.js", {
      "Accept-Encoding": "br",
      "If-None-Match": first.headers.etag!,
    });
    expect(again.status).toBe(304);
    const head = await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
    const part = await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "br", Range: "bytes=0-19" });
    expect(part.status).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(text(part)).toBe(script.slice(0, 20));
    const plain = await ask("/assets/editor-9f8e.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(text(plain)).toBe(script);
    // The file itself is still last modified when it was, in either encoding.
    expect(first.headers["last-modified"]).toBe(plain.headers["last-modified"]);
  });

  it("compresses a changed file again, and the not-found page once for every unknown path", async () => {
    compressed.length = 0;
    const file = path.join(site, "assets/editor-9f8e.js");
    const changed = `${script}\nexport const changed = true;`;
    fs.rmSync(file);
    fs.writeFileSync(file, changed);
    expect(decoded(await ask("/assets/editor-9f8e.js", { "Accept-Encoding": "br" }))).toBe(changed);
    const missing = await Promise.all(
      Array.from({ length: 10 }, (_, index) => ask(`/nowhere-${index}`, { "Accept-Encoding": "br" })),
    );
    for (const answer of missing) {
      expect(answer.status).toBe(404);
      expect(decoded(answer)).toBe(notFoundPage);
    }
    expect(compressed.sort()).toEqual(["br 404.html", "br assets/editor-9f8e.js"]);
  });
});
