// `npm run bench:serve -- [--requests N] [--connections C] [--seconds S] [--json out.json]`: a bounded load test
// of `npm run serve` on the last build. Starts the server in a child process on 127.0.0.1 (never another host),
// sends at most N requests over C keep-alive connections for at most S seconds, stops the server, and reports
// requests per second, p50/p99 latency, errors and the server's memory before and after.
// The mix is what a browser asks for (every page in both languages, gzip/br accepted, the stylesheet, a script,
// unknown paths) plus, one request in ten, the requests that used to stop the server (docs/serving.md).
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { listBuiltPages } from "../../pipeline/output/built-pages";
import { createStaticServer } from "../serve";

const clientDir = "dist/client";
type Memory = { rss: number; heapUsed: number };
type ChildMessage = { port: number } | { memory: Memory };

type Probe = { method: string; path: string; headers: Record<string, string>; expect: number[] };

function requestMix(): Probe[] {
  const pages = listBuiltPages(clientDir);
  const home = pages.find((page) => page.url === "/")!.html;
  const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map(
    (match) => match[1]!,
  );
  const browser = { "Accept-Encoding": "gzip, deflate, br" };
  const ok = (path: string): Probe => ({ method: "GET", path, headers: browser, expect: [200] });
  const normal = [
    ...pages.filter((page) => !page.url.endsWith("/404")).map((page) => ok(page.url)),
    ...assets.map(ok),
    { method: "GET", path: "/no-such-page", headers: browser, expect: [404] },
    { method: "GET", path: "/jp/no-such-page", headers: browser, expect: [404] },
  ];
  const hostile: Probe[] = [
    { method: "GET", path: "/", headers: { Range: "bytes=5-2" }, expect: [416] },
    { method: "GET", path: "/", headers: { Range: "bytes=0-18446744073709551615" }, expect: [206] },
    { method: "GET", path: "/", headers: { Range: "bytes=-5" }, expect: [206] },
    { method: "PUT", path: "/", headers: {}, expect: [405] },
    { method: "GET", path: "/_headers", headers: {}, expect: [404] },
    { method: "GET", path: "/", headers: { "If-None-Match": "*" }, expect: [304] },
  ];
  // One hostile request after every nine ordinary ones.
  const mix: Probe[] = [];
  normal.forEach((probe, index) => {
    mix.push(probe);
    if (index % 9 === 8) mix.push(hostile[Math.floor(index / 9) % hostile.length]!);
  });
  return mix;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({
    options: {
      requests: { type: "string", default: "20000" },
      connections: { type: "string", default: "8" },
      seconds: { type: "string", default: "30" },
      json: { type: "string" },
    },
  });
  const total = Math.min(Number(values.requests), 200_000);
  const connections = Math.min(Number(values.connections), 64);
  const seconds = Math.min(Number(values.seconds), 120);
  if (!(total > 0 && connections > 0 && seconds > 0))
    throw new Error("--requests, --connections and --seconds must be positive");
  if (!fs.existsSync(`${clientDir}/404.html`)) {
    console.error("No built site in dist/client: run `npm run build` first.");
    process.exit(1);
  }
  const mix = requestMix();

  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_SERVE_CHILD: "1" },
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stopChild = () => child.connected && child.disconnect();
  process.on("SIGINT", () => {
    stopChild();
    process.exit(130);
  });
  // The next message of the server, or a failure if it exits first (a request that ends the process).
  const next = () =>
    new Promise<ChildMessage>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the server exited (code ${code})`));
      child.once("exit", onExit);
      child.once("message", (message) => {
        child.off("exit", onExit);
        resolve(message as ChildMessage);
      });
    });
  const memory = async () => {
    const reply = next();
    child.send("memory");
    return ((await reply) as { memory: Memory }).memory;
  };

  try {
    const { port } = (await next()) as { port: number };
    const before = await memory();
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const errors: string[] = [];
    let issued = 0;
    const deadline = performance.now() + seconds * 1000;

    const send = (probe: Probe) =>
      new Promise<void>((resolve) => {
        const from = performance.now();
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            agent,
            method: probe.method,
            path: probe.path,
            headers: probe.headers,
            timeout: 10_000,
          },
          (res) => {
            res.resume();
            res.on("end", () => {
              latencies.push(performance.now() - from);
              const status = res.statusCode ?? 0;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (!probe.expect.includes(status))
                errors.push(`${probe.method} ${probe.path} ${JSON.stringify(probe.headers)}: ${status}`);
              resolve();
            });
          },
        );
        req.on("timeout", () => req.destroy(new Error("no answer in 10 s")));
        req.on("error", (error) => {
          errors.push(`${probe.method} ${probe.path}: ${error.message}`);
          resolve();
        });
        req.end();
      });

    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (issued < total && performance.now() < deadline) await send(mix[issued++ % mix.length]!);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();
    const after = await memory();

    latencies.sort((a, b) => a - b);
    const result = {
      requests: latencies.length,
      seconds: Number(elapsed.toFixed(2)),
      connections,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(2)),
        p99: Number(percentile(latencies, 99).toFixed(2)),
        max: Number(percentile(latencies, 100).toFixed(2)),
      },
      errors: errors.length,
      statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      serverMemory: { before, after },
    };
    console.log(
      [
        `${result.requests} requests over ${connections} connections in ${result.seconds} s (mix of ${mix.length} kinds)`,
        `requests/s ${result.requestsPerSecond} · latency p50 ${result.latencyMs.p50} ms · p99 ${result.latencyMs.p99} ms · max ${result.latencyMs.max} ms`,
        `errors ${result.errors} · statuses ${Object.entries(result.statuses)
          .map(([status, count]) => `${status}×${count}`)
          .join(" ")}`,
        `server memory: rss ${megabytes(before.rss)} → ${megabytes(after.rss)} · heap ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)}`,
      ].join("\n"),
    );
    for (const error of errors.slice(0, 10)) console.error(`  ${error}`);
    if (values.json) fs.writeFileSync(values.json, `${JSON.stringify(result, null, 2)}\n`);
    if (errors.length) process.exitCode = 1;
  } finally {
    stopChild();
  }
}

// The child: the server alone in its process, so its memory is the server's.
if (process.env.BENCH_SERVE_CHILD === "1") {
  const server = createStaticServer(clientDir).listen(0, "127.0.0.1", () => {
    process.send!({ port: (server.address() as AddressInfo).port });
  });
  process.on("message", () => {
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ memory: { rss, heapUsed } });
  });
  process.on("disconnect", () => process.exit(0));
} else {
  await main();
}
