// `npm run bench:search`: how long the site search takes to answer, measured in Chromium on the built site
// (docs/search.md, docs/performance.md "Site search"). For each language it opens the search page, reaches for the
// field (which loads the search and Pagefind), waits for the network to fall quiet, then types each query as one
// input and times, inside the page, from that input to the frame that shows the query's announcement: the results
// are on screen then. Queries come from the content (the first word of every item's title in English; the first
// two characters of every run of kanji or katakana in Japanese titles), so they change as the content does.
//
// Two profiles, each in a fresh browser context: `phone` (the CPU slowed 4×, as Lighthouse's mobile preset does,
// over a slow 4G link: 150 ms round trip, 1.6 Mbit/s down) and `cpu` (the CPU slowed 4×, the network local), which
// separates the search's own work from the index fragments' download. The first query of a page fetches Pagefind's
// fragments for the first time and is reported apart from the others. Prints a table per profile and language:
// queries, median, 90th percentile and the slowest, first query and the others, and the others split into the rest
// of the first pass (a query may fetch its index chunk and excerpts) and the repeats (everything already fetched);
// `--json FILE` saves every time.
// Absolute times depend on the machine: run it alone on an idle machine and write the load average beside it.
// Options: --runs N (each query typed N times, default 2; a repeat is answered from fragments already fetched),
// --json FILE, --most N (queries per language, default 12), --dir DIR (the built site, default dist/client: another
// build's copy to compare).
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium, type BrowserContext } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";
import { localizePath, locales, type Locale } from "../../lib/locale";
import { routes } from "../../lib/routes";
import { loadContent } from "../../pipeline/content/loader";
import { collections } from "../../content/schema";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "2" },
    most: { type: "string", default: "12" },
    json: { type: "string" },
    dir: { type: "string", default: "dist/client" },
  },
});
const runs = Math.max(1, Number(options.runs));
const most = Math.max(1, Number(options.most));
const clientDir = options.dir;
if (!fs.existsSync(`${clientDir}/pagefind`)) {
  console.error(`No built search index in ${clientDir}/pagefind: run \`npm run build\` first.`);
  process.exit(1);
}

/** Queries a visitor might type, from the titles of one language's items. */
function queriesFor(titles: string[], locale: Locale, limit: number): string[] {
  const words = titles.flatMap((title) =>
    locale === "en"
      ? (title.match(/\p{L}{4,}/u) ?? []).map((word) => word.toLowerCase())
      : [...title.matchAll(/[\p{Script=Han}]{2,}|[\p{Script=Katakana}\u30fc]{2,}/gu)].map((match) =>
          match[0].slice(0, 2),
        ),
  );
  return [...new Set(words)].slice(0, limit);
}

type Profile = { name: "phone" | "cpu"; network?: { latency: number; download: number; upload: number } };
const profiles: Profile[] = [
  // Lighthouse's mobile preset: 150 ms, 1,638.4 Kbit/s down, 675 Kbit/s up.
  { name: "phone", network: { latency: 150, download: (1638.4 * 1024) / 8, upload: (675 * 1024) / 8 } },
  { name: "cpu" },
];

async function timeQueries(context: BrowserContext, url: string, profile: Profile, queries: string[]) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (profile.network)
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.download,
      uploadThroughput: profile.network.upload,
    });
  await page.goto(url, { waitUntil: "load" });
  const field = page.locator("main [data-search-field]");
  await field.focus();
  // The island hydrates and loads Pagefind at once (components/search/Search.tsx); wait until both are in.
  await page.locator("main search").waitFor();
  await page.waitForLoadState("networkidle");
  const times: number[] = [];
  for (let run = 0; run < runs; run++)
    for (const query of queries) {
      // No function is named inside (tsx would wrap it in a helper the page does not have).
      const ms = await page.evaluate(async (query) => {
        const input = document.querySelector<HTMLInputElement>("main [data-search-field]")!;
        const status = input.closest("search")!.querySelector('[role="status"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        // A cleared field first, so that every query is a new search and its announcement a change.
        setValue.call(input, "");
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const start = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await new Promise<void>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (!(status.textContent ?? "").includes(query)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(status, { childList: true, characterData: true, subtree: true });
          setTimeout(() => reject(new Error(`no answer to "${query}" in 30 s`)), 30_000);
        });
        // The frame that shows it.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return performance.now() - start;
      }, query);
      times.push(ms);
    }
  await page.close();
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return sorted.length
    ? `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 90))} / ${ms(sorted.at(-1)!)}`
    : "none";
}

const { content } = loadContent();
const server = createStaticServer(clientDir);
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const results: {
  profile: string;
  locale: Locale;
  queries: string[];
  first: number;
  others: number[];
  /** The rest of the first pass: each query's index chunk and excerpts may still have to be fetched. */
  fresh: number[];
  /** The later passes: everything a query needs has been fetched before. */
  repeats: number[];
}[] = [];
const loadBefore = os.loadavg()[0]!;
try {
  for (const profile of profiles)
    for (const locale of locales) {
      const titles = (["services", "projects", "insights", "team"] as const).flatMap((name) =>
        content.collections[name][locale].map((item) =>
          // The field each collection names as its title (a team member's is `name`).
          String((item.data as Record<string, unknown>)[collections[name].title]),
        ),
      );
      const queries = queriesFor(titles, locale, most);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const times = await timeQueries(
        context,
        `http://localhost:${port}${localizePath(routes.search, locale)}`,
        profile,
        queries,
      );
      await context.close();
      results.push({
        profile: profile.name,
        locale,
        queries,
        first: times[0]!,
        others: times.slice(1),
        fresh: times.slice(1, queries.length),
        repeats: times.slice(queries.length),
      });
    }
} finally {
  await browser.close();
  server.close();
}

console.log(
  `Time from a query typed to its results on screen, CPU 4x slower; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
);
console.log(
  "profile  lang  queries  first query  others / first pass / repeats: median, 90th percentile, slowest",
);
for (const row of results)
  console.log(
    `${row.profile.padEnd(9)}${row.locale.padEnd(6)}${String(row.queries.length * runs).padEnd(9)}${`${Math.round(row.first)} ms`.padEnd(13)}${summary(row.others)}  |  ${summary(row.fresh)}  |  ${summary(row.repeats)}`,
  );
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
