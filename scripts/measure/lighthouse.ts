// `npm run lighthouse`: Lighthouse (mobile preset) on every built page in both languages, served
// compressed and cached as a CDN would, each beside its floor: the same page with no script and no webfont
// (scripts/measure/floor.ts), measured in the same run, page and floor taking turns. Prints the score table,
// the bytes per page, and each page's LCP, FCP, TBT and bytes against its floor; exits non-zero when a page
// scores below the thresholds (100 in performance, accessibility, best practices and SEO) or costs more than
// its floor allows: LCP or FCP over 1.05× the floor's (--max-lcp-ratio, --max-fcp-ratio), blocking time over
// the floor's + 10 ms (--max-extra-tbt), bytes over the floor's + 10 KB on a Japanese page (--max-extra-kb) and
// + 20 KB on an English page, which loads the brand's heading and text faces (--max-extra-kb-en).
// Each route is measured --runs times (default 3) and judged by its run with the median performance
// score (scripts/measure/lighthouse-report.ts explains why); the floor ratios compare medians.
// Options: --routes /,/jp (a subset), --runs N, --no-floor (pages only, half the time), --json FILE (save
// results), --port N (server port, default $PORT or 4173; the floor is served on N + 1), --reports DIR
// (each page's median run as a full Lighthouse report in JSON, to open in the Lighthouse viewer or
// inspect; with --every-report, every run of page and floor beside it: NAME.page-1.json, NAME.floor-1.json …),
// --min-performance / --min-accessibility / --min-best-practices / --min-seo N, the four limits above, and
// --self: the floor in the page's place as well, so that each page is an identical copy of its floor; what that
// run reports over a limit is the measurement's own spread (docs/performance.md, "The limits against the floor
// itself"), and --peer DIR: another built site (Astro's blog example, issue 51) served on N + 2 and measured in the
// same rotation, our routes paired in turn with its --peer-routes (default /); a table beside it, and a page whose
// FCP is over --max-fcp-ratio-peer (1) or LCP over --max-lcp-ratio-peer (0.85) times its pair's fails.
// Scores and times depend on CPU: for absolute figures run nothing else on the machine meanwhile; the
// ratios to the floor hold up better on a busy machine, since page and floor share whatever load there is.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localizePath, locales } from "../../lib/locale";
import { chromiumFlags, ensureChromium } from "../lib/chromium";
import { listPagePaths } from "../../pipeline/output/host-files";
import { writeFloorSite } from "./floor";
import {
  belowThreshold,
  categories,
  compareWithFloor,
  compareWithPeer,
  defaultFloorLimits,
  defaultPeerLimits,
  defaultThresholds,
  type FloorLimits,
  formatBytesTable,
  formatFloorTable,
  formatPeerTable,
  formatTable,
  medianRun,
  type FloorComparison,
  overFloor,
  overPeer,
  type PeerComparison,
  type PeerLimits,
  summarize,
  type RouteResult,
  type Thresholds,
} from "./lighthouse-report";
import { countOf } from "../../pipeline/content/problems";

const clientDir = "dist/client";
const floorDir = "dist/floor";
const { values } = parseArgs({
  allowNegative: true,
  options: {
    floor: { type: "boolean", default: true },
    self: { type: "boolean", default: false },
    "max-lcp-ratio": { type: "string", default: String(defaultFloorLimits.lcpRatio) },
    "max-fcp-ratio": { type: "string", default: String(defaultFloorLimits.fcpRatio) },
    "max-extra-tbt": { type: "string", default: String(defaultFloorLimits.extraTbtMs) },
    "max-extra-kb": { type: "string", default: String(defaultFloorLimits.extraBytes / 1024) },
    "max-extra-kb-en": { type: "string", default: String(defaultFloorLimits.extraBytesEnglish / 1024) },
    routes: { type: "string" },
    json: { type: "string" },
    reports: { type: "string" },
    "every-report": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    peer: { type: "string" },
    "peer-routes": { type: "string", default: "/" },
    "max-fcp-ratio-peer": { type: "string", default: String(defaultPeerLimits.fcpRatio) },
    "max-lcp-ratio-peer": { type: "string", default: String(defaultPeerLimits.lcpRatio) },
    port: { type: "string", default: process.env.PORT ?? "4173" },
    ...Object.fromEntries(categories.map((category) => [`min-${category}`, { type: "string" as const }])),
  },
});
const thresholds = Object.fromEntries(
  categories.map((category) => {
    const given = (values as Record<string, string | boolean | undefined>)[`min-${category}`];
    return [category, Number(given ?? defaultThresholds[category])];
  }),
) as Thresholds;
const port = Number(values.port);
const floorPort = port + 1;
const floorLimits: FloorLimits = {
  lcpRatio: Number(values["max-lcp-ratio"]),
  fcpRatio: Number(values["max-fcp-ratio"]),
  extraTbtMs: Number(values["max-extra-tbt"]),
  extraBytes: Number(values["max-extra-kb"]) * 1024,
  extraBytesEnglish: Number(values["max-extra-kb-en"]) * 1024,
};
const peerPort = port + 2;
const peerLimits: PeerLimits = {
  fcpRatio: Number(values["max-fcp-ratio-peer"]),
  lcpRatio: Number(values["max-lcp-ratio-peer"]),
};
const peerRoutes = values["peer-routes"].split(",").map((route) => route.trim());
const runsPerRoute = Number(values.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  process.exit(2);
}

if (!fs.existsSync(path.join(clientDir, "404.html"))) {
  console.error("dist/client has no built site: run `npm run build` first.");
  process.exit(2);
}
if (values.peer && !fs.existsSync(path.join(values.peer, "index.html"))) {
  console.error(`--peer ${values.peer}: no index.html there; give the folder of a built static site.`);
  process.exit(2);
}
if (values.self && !values.floor) {
  console.error("--self measures the floor against a copy of itself: it cannot go with --no-floor.");
  process.exit(2);
}
const routes = values.routes
  ? values.routes.split(",").map((route) => route.trim())
  : listPagePaths(clientDir).flatMap((logical) => locales.map((locale) => localizePath(logical, locale)));

async function startServers(sites: { root: string; port: number }[]): Promise<ChildProcess> {
  // tsx's documented loader (`node --import tsx`), not a path inside the tsx package.
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/measure/serve-sites.ts",
      ...sites.map(({ root, port }) => `${root}:${port}`),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`The static server exited (status ${code})`)));
    server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving") && resolve());
  });
  return server;
}

if (values.floor) {
  const { pages, stylesheets } = writeFloorSite(clientDir, floorDir);
  console.log(
    `Floor: ${pages} pages without scripts, ${stylesheets} stylesheet(s) without webfonts, in ${floorDir}`,
  );
  if (values.self)
    console.log(
      `--self: ${floorDir} is served as the page too, so each page is measured against a copy of itself.`,
    );
}
const server = await startServers([
  { root: values.self ? floorDir : clientDir, port },
  ...(values.floor ? [{ root: floorDir, port: floorPort }] : []),
  ...(values.peer ? [{ root: values.peer, port: peerPort }] : []),
]);
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium("full"),
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

// Stopped from outside (Ctrl-C, timeout): do not leave Chromium and the server running.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    chrome.kill();
    server.kill();
    process.exit(130);
  });

type Run = { result: RouteResult; lhr: object };
/** One Lighthouse run of a URL; runs again (four times at most) when Lighthouse fails to record a trace. */
async function measure(route: string, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      // Every run a first visit: Lighthouse clears the cache but keeps local storage by default, where the
      // site notes that the heading face is cached (lib/typography/heading-font.ts) and a visitor's
      // language choice.
      clearStorageTypes: [
        "file_systems",
        "shader_cache",
        "service_workers",
        "cache_storage",
        "local_storage",
      ],
    });
    if (!outcome) throw new Error(`Lighthouse returned no result for ${url}`);
    const error = outcome.lhr.runtimeError;
    if (!error) return { result: summarize(route, outcome.lhr), lhr: outcome.lhr };
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again.
    if (attempt >= 5) throw new Error(`${url}: ${error.message}`);
    process.stdout.write(`(${error.code}, running again) `);
  }
}

const results: RouteResult[] = [];
const comparisons: FloorComparison[] = [];
const peerComparisons: PeerComparison[] = [];
try {
  for (const [index, route] of routes.entries()) {
    process.stdout.write(`[${index + 1}/${routes.length}] ${route} … `);
    // One run at a time: parallel runs compete for the two cores and lower every score. Page and floor
    // take turns, the first place alternating, so both see the same load and neither always goes first.
    // With a peer, the three take turns in an order that rotates with each run.
    const runs: Run[] = [];
    const floorRuns: Run[] = [];
    const peerRuns: Run[] = [];
    const peerRoute = peerRoutes[index % peerRoutes.length]!;
    for (let run = 0; run < runsPerRoute; run++) {
      const pageRun = () =>
        measure(route, `http://localhost:${port}${route}`).then((result) => runs.push(result));
      const floorRun = () =>
        measure(route, `http://localhost:${floorPort}${route}`).then((result) => floorRuns.push(result));
      const peerRun = () =>
        measure(peerRoute, `http://localhost:${peerPort}${peerRoute}`).then((result) =>
          peerRuns.push(result),
        );
      const turns = [pageRun, ...(values.floor ? [floorRun] : []), ...(values.peer ? [peerRun] : [])];
      for (let turn = 0; turn < turns.length; turn++) await turns[(run + turn) % turns.length]!();
    }
    const result = medianRun(runs.map((run) => run.result));
    results.push(result);
    if (values.reports) {
      fs.mkdirSync(values.reports, { recursive: true });
      const name = route === "/" ? "index" : route.slice(1).replaceAll("/", "_");
      const median = runs.find((run) => run.result.scores === result.scores)!;
      fs.writeFileSync(path.join(values.reports, `${name}.json`), JSON.stringify(median.lhr));
      if (values["every-report"])
        for (const [kind, list] of [
          ["page", runs],
          ["floor", floorRuns],
        ] as const)
          list.forEach((run, index) =>
            fs.writeFileSync(
              path.join(values.reports!, `${name}.${kind}-${index + 1}.json`),
              JSON.stringify(run.lhr),
            ),
          );
    }
    let floorNote = "";
    if (values.floor) {
      const comparison = compareWithFloor(
        route,
        runs.map((run) => run.result),
        floorRuns.map((run) => run.result),
      );
      comparisons.push(comparison);
      floorNote = `; LCP ${comparison.lcpRatio.toFixed(2)}×, FCP ${comparison.fcpRatio.toFixed(2)}× the floor's, +${(comparison.extraBytes / 1024).toFixed(1)} KB`;
    }
    if (values.peer)
      peerComparisons.push(
        compareWithPeer(
          route,
          peerRoute,
          runs.map((run) => run.result),
          peerRuns.map((run) => run.result),
        ),
      );
    console.log(
      `${categories.map((category) => result.scores[category]).join(" / ")}` +
        (runsPerRoute > 1 ? ` (performance of each run: ${result.performanceRuns!.join(", ")})` : "") +
        floorNote,
    );
  }
} finally {
  chrome.kill();
  server.kill();
}

console.log(`\n${formatTable(results)}\n`);
console.log(`Bytes per page, KB transferred (compressed):\n\n${formatBytesTable(results)}\n`);
if (values.floor)
  console.log(
    `Against the floor (the same page without scripts and webfonts), medians of ${runsPerRoute} run(s) each:\n\n${formatFloorTable(comparisons)}\n`,
  );
if (values.peer)
  console.log(
    `Beside ${values.peer}, medians of ${runsPerRoute} run(s) each (KB: the page with all it loads; doc KB: its document, what a second page costs once the rest is cached):\n\n${formatPeerTable(peerComparisons)}\n`,
  );
const failing = results
  .map((result) => {
    const comparison = comparisons.find((entry) => entry.route === result.route);
    const peerComparison = peerComparisons.find((entry) => entry.route === result.route);
    return {
      result,
      below: belowThreshold(result, thresholds),
      over: [
        ...(comparison ? overFloor(comparison, floorLimits) : []),
        ...(peerComparison ? overPeer(peerComparison, peerLimits) : []),
      ],
    };
  })
  .filter(({ below, over }) => below.length || over.length);
for (const { result, below, over } of failing) {
  for (const line of over) console.log(`${result.route}: ${line}.`);
  if (!below.length) continue;
  console.log(`${result.route} is below the threshold in ${below.join(", ")}:`);
  for (const category of below)
    for (const finding of result.findings[category] ?? []) console.log(`  ${category} — ${finding}`);
}
if (values.json)
  fs.writeFileSync(
    values.json,
    `${JSON.stringify({ thresholds, floorLimits, peerLimits, results, comparisons, peerComparisons }, null, 2)}\n`,
  );
const limits = [
  ...categories.map((category) => `${category} ≥ ${thresholds[category]}`),
  ...(values.floor
    ? [
        `LCP ≤ ${floorLimits.lcpRatio}× and FCP ≤ ${floorLimits.fcpRatio}× the floor's`,
        `TBT ≤ the floor's + ${floorLimits.extraTbtMs} ms`,
        `bytes ≤ the floor's + ${floorLimits.extraBytesEnglish / 1024} KB in English (the brand's faces), ${floorLimits.extraBytes / 1024} KB in Japanese`,
      ]
    : []),
  ...(values.peer ? [`FCP ≤ ${peerLimits.fcpRatio}× and LCP ≤ ${peerLimits.lcpRatio}× the peer's`] : []),
].join(", ");
console.log(
  failing.length
    ? `\n${failing.length} of ${countOf(results.length, "page")} outside the limits (${limits}).`
    : `\nAll ${countOf(results.length, "page")} meet the limits (${limits}).`,
);
process.exit(failing.length ? 1 : 0);
