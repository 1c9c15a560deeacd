// `npm run lighthouse`: Lighthouse (mobile preset) on every built page in both languages, served
// compressed and cached as a CDN would. Prints a table and exits non-zero when a page scores below
// the thresholds (performance 95; accessibility, best practices and SEO 100).
// Each route is measured --runs times (default 3) and judged by its run with the median performance
// score (scripts/lib/lighthouse-report.ts explains why).
// Options: --routes /,/jp (a subset), --runs N, --json FILE (save results), --port N (server port, default
// $PORT or 4173), --reports DIR (each page's median run as a full Lighthouse report in JSON, to open in
// the Lighthouse viewer or inspect), --min-performance / --min-accessibility / --min-best-practices / --min-seo N.
// Scores depend on CPU: run nothing else on the machine meanwhile.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localizePath, locales } from "../renderer/locale";
import { chromiumFlags, ensureChromium } from "./lib/chromium";
import { listPagePaths } from "./lib/host-files";
import {
  belowThreshold,
  categories,
  defaultThresholds,
  formatBytesTable,
  formatTable,
  medianRun,
  summarize,
  type RouteResult,
  type Thresholds,
} from "./lib/lighthouse-report";
import { countOf } from "../renderer/content/problems";

const clientDir = "dist/client";
const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    json: { type: "string" },
    reports: { type: "string" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: process.env.PORT ?? "4173" },
    ...Object.fromEntries(categories.map((category) => [`min-${category}`, { type: "string" as const }])),
  },
});
const thresholds = Object.fromEntries(
  categories.map((category) => {
    const given = (values as Record<string, string | undefined>)[`min-${category}`];
    return [category, Number(given ?? defaultThresholds[category])];
  }),
) as Thresholds;
const port = Number(values.port);
const runsPerRoute = Number(values.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  process.exit(2);
}

if (!fs.existsSync(path.join(clientDir, "404.html"))) {
  console.error("dist/client has no built site: run `npm run build` first.");
  process.exit(2);
}
const routes = values.routes
  ? values.routes.split(",").map((route) => route.trim())
  : listPagePaths(clientDir).flatMap((logical) => locales.map((locale) => localizePath(logical, locale)));

async function startServer(): Promise<ChildProcess> {
  // tsx's documented loader (`node --import tsx`), not a path inside its package.
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`The static server exited (status ${code})`)));
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
  });
  return server;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

// Stopped from outside (Ctrl-C, timeout): do not leave Chromium and the server running.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    chrome.kill();
    server.kill();
    process.exit(130);
  });

const results: RouteResult[] = [];
try {
  for (const [index, route] of routes.entries()) {
    const url = `http://localhost:${port}${route}`;
    process.stdout.write(`[${index + 1}/${routes.length}] ${route} … `);
    // One run at a time: parallel runs compete for the two cores and lower every score.
    const runs: { result: RouteResult; lhr: object }[] = [];
    for (let attempt = 1; runs.length < runsPerRoute; attempt++) {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!outcome) throw new Error(`Lighthouse returned no result for ${url}`);
      const error = outcome.lhr.runtimeError;
      if (error) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again.
        if (attempt - runs.length > 2) throw new Error(`${url}: ${error.message}`);
        process.stdout.write(`(${error.code}, running again) `);
        continue;
      }
      runs.push({ result: summarize(route, outcome.lhr), lhr: outcome.lhr });
    }
    const result = medianRun(runs.map((run) => run.result));
    results.push(result);
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      const name = route === "/" ? "index" : route.slice(1).replaceAll("/", "_");
      const median = runs.find((run) => run.result.scores === result.scores)!;
      fs.writeFileSync(path.join(values.reports, `${name}.json`), JSON.stringify(median.lhr));
    }
    console.log(
      `${categories.map((category) => result.scores[category]).join(" / ")}` +
        (runsPerRoute > 1 ? ` (performance of each run: ${result.performanceRuns!.join(", ")})` : ""),
    );
  }
} finally {
  chrome.kill();
  server.kill();
}

console.log(`\n${formatTable(results)}\n`);
console.log(`Bytes per page, KB transferred (compressed):\n\n${formatBytesTable(results)}\n`);
const failing = results
  .map((result) => ({ result, below: belowThreshold(result, thresholds) }))
  .filter(({ below }) => below.length);
for (const { result, below } of failing) {
  console.log(`${result.route} is below the threshold in ${below.join(", ")}:`);
  for (const category of below)
    for (const finding of result.findings[category] ?? []) console.log(`  ${category} — ${finding}`);
}
if (values.json) fs.writeFileSync(values.json, `${JSON.stringify({ thresholds, results }, null, 2)}\n`);
const limits = categories.map((category) => `${category} ≥ ${thresholds[category]}`).join(", ");
console.log(
  failing.length
    ? `\n${failing.length} of ${countOf(results.length, "page")} below the thresholds (${limits}).`
    : `\nAll ${countOf(results.length, "page")} meet the thresholds (${limits}).`,
);
process.exit(failing.length ? 1 : 0);
