// `npm run bench:search`: how long the site search takes to answer, measured in Chromium on the built site
// (docs/search.md, docs/performance.md "Site search"). For each language it opens the search page, reaches for the
// field (which loads the search, Pagefind and the pages file), waits for the network to fall quiet, then types each
// query as one input and times, inside the page, from that input to three frames: the first that shows results for
// it (the titles-first list, or Pagefind's), the first that shows Pagefind's ranked results (by their titles), and
// the one that shows the query's final announcement (the excerpts are on screen then). Three sets of queries, all
// from the content, so they change as it does: `title` (the first word of every item's title in English; the first
// two characters of every run of kanji or katakana in Japanese titles), which the titles-first list answers,
// `heading` (a word of a page's headings that no page's title or description holds), which the list answers from the
// headings, and `text` (a word of an item's body that no page's title, description or heading holds), which only
// Pagefind answers.
//
// Two profiles, each in a fresh browser context: `phone` (the CPU slowed 4×, as Lighthouse's mobile preset does,
// over a slow 4G link: 150 ms round trip, 1.6 Mbit/s down) and `cpu` (the CPU slowed 4×, the network local), which
// separates the search's own work from the index fragments' download. Each set is typed in a page of its own, and
// only its first pass is reported (a repeat is answered from fragments already fetched). Prints, per profile,
// language and set: the median and slowest time to the first results, to the ranked ones and to the final ones, and
// how many queries the titles-first list answered; `--json FILE` saves every time.
// Absolute times depend on the machine: run it alone on an idle machine and write the load average beside it.
// Options: --runs N (the pages opened per profile, language and set, default 2: each a fresh page), --json FILE,
// --most N (queries per set and language, default 12), --dir DIR (the built site, default dist/client: another
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
import type { SearchPages } from "../../lib/search";

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

/** Queries only the pages' text answers: from each item's body in turn, a word (English, six letters or more) or
 * the first two characters of a run of kanji (Japanese) that the pages file (`listed`: its titles, descriptions and
 * headings) does not hold. Also the `heading` set: from each page's headings, with `listed` its titles and
 * descriptions. */
function textQueriesFor(bodies: string[], listed: string, locale: Locale, limit: number): string[] {
  const fold = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/gu, "")
      .toLowerCase();
  const known = fold(listed);
  const candidates = bodies.map((body) =>
    (locale === "en"
      ? (body.replace(/\]\([^)]*\)/g, "]").match(/\b[A-Za-z]{6,}\b/g) ?? [])
      : [...body.matchAll(/\p{Script=Han}{2,}/gu)].map((match) => match[0].slice(0, 2))
    )
      .map(fold)
      .filter((word) => !known.includes(word)),
  );
  const queries = new Set<string>();
  for (let at = 0; queries.size < limit && candidates.some((words) => words.length > at); at++)
    for (const words of candidates) if (words[at] && queries.size < limit) queries.add(words[at]!);
  return [...queries];
}

type Profile = { name: "phone" | "cpu"; network?: { latency: number; download: number; upload: number } };
const profiles: Profile[] = [
  // Lighthouse's mobile preset: 150 ms, 1,638.4 Kbit/s down, 675 Kbit/s up.
  { name: "phone", network: { latency: 150, download: (1638.4 * 1024) / 8, upload: (675 * 1024) / 8 } },
  { name: "cpu" },
];

/** One query's times from its input, in ms: to the first results shown, to Pagefind's ranked results (by title),
 * to the final announcement; and which list showed first. */
type Timing = { query: string; first: number; ranked: number; final: number; firstStage: string };

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
  // The search's own downloads (Pagefind's files and the pages file), in bytes as sent.
  let searchBytes = 0;
  let lastDownload = 0;
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/"))
      void request.sizes().then((sizes) => {
        searchBytes += sizes.responseBodySize;
        lastDownload = Date.now();
      });
  });
  await page.goto(url, { waitUntil: "load" });
  const field = page.locator("main [data-search-field]");
  await field.focus();
  // The island hydrates and loads Pagefind, the pages file and any preloaded index at once
  // (components/search/Search.tsx): wait until it has hydrated and nothing of the search has arrived for 1.5 s.
  await page.locator('main [data-island-state="hydrated"]').waitFor();
  while (!lastDownload || Date.now() - lastDownload < 1500) await page.waitForTimeout(250);
  const onReach = searchBytes;
  const times: Timing[] = [];
  for (const query of queries) {
    // No function is named inside (tsx would wrap it in a helper the page does not have).
    const timing = await page.evaluate(async (query) => {
      const input = document.querySelector<HTMLInputElement>("main [data-search-field]")!;
      const search = input.closest("search")!;
      const status = search.querySelector('[role="status"]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      // A cleared field first, so that every query is a new search and its announcement a change.
      setValue.call(input, "");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const seen: Record<string, number> = {};
      let firstStage = "";
      let start = 0;
      // Watching starts before the input: React renders a list shown at once within the input's own event.
      await new Promise<void>((resolve, reject) => {
        // Each time is taken at the frame that shows it. (Inline: a named helper would be wrapped by tsx in one
        // the page does not have.)
        const observer = new MutationObserver(() => {
          const list = search.querySelector("[data-search-results]");
          const reached: string[] = [];
          if (list?.getAttribute("data-search-query") === query && list.querySelector("a")) {
            if (!("first" in seen)) firstStage = list.getAttribute("data-search-results") ?? "";
            reached.push("first");
            if (list.getAttribute("data-search-results") !== "titles") reached.push("ranked");
          }
          if ((status.textContent ?? "").includes(query)) {
            observer.disconnect();
            reached.push("first", "ranked", "final");
          }
          for (const name of reached) {
            if (name in seen) continue;
            seen[name] = -1;
            requestAnimationFrame(() =>
              setTimeout(() => {
                seen[name] = performance.now() - start;
                if (name === "final") resolve();
              }),
            );
          }
        });
        observer.observe(search, { childList: true, characterData: true, subtree: true, attributes: true });
        start = performance.now();
        setValue.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        setTimeout(() => reject(new Error(`no answer to "${query}" in 30 s`)), 30_000);
      });
      return { first: seen.first!, ranked: seen.ranked!, final: seen.final!, firstStage };
    }, query);
    times.push({ query, ...timing });
  }
  await page.waitForTimeout(200);
  const perQuery = (searchBytes - onReach) / queries.length;
  await page.close();
  return { times, onReach, perQuery };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.length ? `${Math.round(percentile(sorted, 50))} / ${Math.round(sorted.at(-1)!)} ms` : "none";
}

const { content } = loadContent();
const server = createStaticServer(clientDir);
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const results: {
  profile: string;
  locale: Locale;
  set: "title" | "text" | "heading";
  queries: string[];
  times: Timing[];
  /** The search's bytes fetched on reach, and per query after it (means over the runs). */
  onReach: number;
  perQuery: number;
}[] = [];
const loadBefore = os.loadavg()[0]!;
try {
  for (const profile of profiles)
    for (const locale of locales) {
      const items = (["services", "projects", "insights", "team"] as const).flatMap((name) =>
        content.collections[name][locale].map((item) => ({
          // The field each collection names as its title (a team member's is `name`).
          title: String((item.data as Record<string, unknown>)[collections[name].title]),
          body: item.body,
        })),
      );
      const language = locale === "en" ? "en" : "ja";
      // The pages file names what the titles-first list answers; a build from before it (--dir) borrows this one's.
      const pagesFile = [clientDir, "dist/client"]
        .map((dir) => `${dir}/pagefind/pages.${language}.json`)
        .find((file) => fs.existsSync(file));
      const listed = pagesFile ? fs.readFileSync(pagesFile, "utf8") : "";
      // The pages' headings (which the list also answers), and their titles and descriptions without them.
      const pages = listed ? (JSON.parse(listed) as SearchPages).pages : [];
      const sets = {
        title: queriesFor(
          items.map((item) => item.title),
          locale,
          most,
        ),
        text: textQueriesFor(
          items.map((item) => item.body),
          listed,
          locale,
          most,
        ),
        heading: textQueriesFor(
          pages.map((page) => (page[4] ?? []).join(" ")),
          pages.map(([, , title, description]) => `${title} ${description}`).join(" "),
          locale,
          most,
        ),
      };
      for (const [set, queries] of Object.entries(sets) as ["title" | "text" | "heading", string[]][]) {
        const row = {
          profile: profile.name,
          locale,
          set,
          queries,
          times: [] as Timing[],
          onReach: 0,
          perQuery: 0,
        };
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
          const measured = await timeQueries(
            context,
            `http://localhost:${port}${localizePath(routes.search, locale)}`,
            profile,
            queries,
          );
          await context.close();
          row.times.push(...measured.times);
          row.onReach += measured.onReach / runs;
          row.perQuery += measured.perQuery / runs;
        }
        results.push(row);
      }
    }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Time from a query typed to its results on screen, CPU 4x slower, ${runs} fresh pages per row; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
);
console.log(
  "profile  lang  set    queries  first results    ranked           final            by titles  search bytes: on reach, per query",
);
for (const row of results)
  console.log(
    `${row.profile.padEnd(9)}${row.locale.padEnd(6)}${row.set.padEnd(7)}${String(row.times.length).padEnd(9)}` +
      `${summary(row.times.map((time) => time.first)).padEnd(17)}${summary(row.times.map((time) => time.ranked)).padEnd(17)}` +
      `${summary(row.times.map((time) => time.final)).padEnd(17)}` +
      `${String(row.times.filter((time) => time.firstStage === "titles").length).padEnd(11)}${kb(row.onReach)}, ${kb(row.perQuery)}`,
  );
console.log("(times: median / slowest; by titles: queries whose first results were the titles-first list's)");
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
