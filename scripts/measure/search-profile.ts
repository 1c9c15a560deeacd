// `npx tsx scripts/measure/search-profile.ts`: where the time of one query goes, in Chromium on the built site at 390 px with the CPU
// slowed 4× (docs/performance.md, "Site search"). It opens the search page, reaches for the field, waits for the
// search's downloads to settle, then types each query as one input and splits the time from that input to the first
// frame that shows its results into: the input's own event (our handler and React's render of it), the wait until
// the search message is posted to Pagefind's worker (the first message the page posts after the input), the worker's
// answer (the first message back: the worker's search, and the wait for this thread to be free), and from the answer to the frame
// that shows the list (our code, React's render, the frame). It watches only the page's public surfaces: the
// messages the page posts to the worker and receives (a wrapper around `Worker`), the DOM and the frames.
// Options: --lang en|ja (default en), --set text|title (default text: words only the pages' running text holds, as
// in `npm run bench:search`), --most N (queries, default 12), --runs N (fresh pages, default 2), --network (slow 4G as
// well), --dir DIR (the built site, default dist/client), --json FILE.
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";
import { localizePath, type Locale } from "../../lib/locale";
import { routes } from "../../lib/routes";
import { loadContent } from "../../pipeline/content/loader";
import { collections } from "../../content/schema";
import type { SearchPages } from "../../lib/search";

const { values: options } = parseArgs({
  options: {
    lang: { type: "string", default: "en" },
    set: { type: "string", default: "text" },
    most: { type: "string", default: "12" },
    runs: { type: "string", default: "2" },
    network: { type: "boolean", default: false },
    dir: { type: "string", default: "dist/client" },
    json: { type: "string" },
  },
});
const locale: Locale = options.lang === "ja" ? "jp" : "en";
const language = locale === "en" ? "en" : "ja";
const clientDir = options.dir;
const pagesFile = `${clientDir}/pagefind/pages.${language}.json`;
if (!fs.existsSync(pagesFile)) {
  console.error(`No pages file at ${pagesFile}: run \`npm run build\` first.`);
  process.exit(1);
}
const listed = (JSON.parse(fs.readFileSync(pagesFile, "utf8")) as SearchPages).pages;
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/gu, "")
    .toLowerCase();
const known = fold(
  listed.map(([, , title, description, headings]) => [title, description, ...headings].join(" ")).join(" "),
);

/** The queries: `text`, a word of each item's body that no title, description or heading holds (as the bench's);
 * `title`, the first word of each title. */
function queries(): string[] {
  const { content } = loadContent();
  const items = (["services", "projects", "insights", "team"] as const).flatMap((name) =>
    content.collections[name][locale].map((item) => ({
      title: String((item.data as Record<string, unknown>)[collections[name].title]),
      body: item.body,
    })),
  );
  const words = items.map(({ title, body }) =>
    options.set === "title"
      ? [fold(title).match(locale === "en" ? /\p{L}{4,}/u : /\p{Script=Han}{2}/u)?.[0] ?? ""]
      : (locale === "en"
          ? (body.replace(/\]\([^)]*\)/g, "]").match(/\b[A-Za-z]{6,}\b/g) ?? [])
          : [...body.matchAll(/\p{Script=Han}{2,}/gu)].map((match) => match[0].slice(0, 2))
        )
          .map(fold)
          .filter((word) => !known.includes(word)),
  );
  const found = new Set<string>();
  const most = Number(options.most);
  for (let at = 0; found.size < most && words.some((list) => list.length > at); at++)
    for (const list of words) if (list[at] && found.size < most) found.add(list[at]!);
  return [...found];
}

type Split = {
  query: string;
  /** The input event's own task: our handler and React's render of it. */
  input: number;
  /** From the input to the search message posted to the worker. */
  toWorker: number;
  /** From that message to the worker's answer starting to run here. */
  worker: number;
  /** From the answer to the DOM that holds the results (our code and React's render), and from there to the first
   * frame after it (style, layout, paint). */
  toCommit: number;
  toFrame: number;
  /** From the input to that frame, and which list it showed. */
  total: number;
  stage: string;
};

const server = createStaticServer(clientDir);
const port = await listenOnFreePort(server);
const browser = await chromium.launch(chromiumLaunchOptions());
const splits: Split[] = [];
const loadBefore = os.loadavg()[0]!;
try {
  const list = queries();
  for (let run = 0; run < Number(options.runs); run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    // The page's messages to and from Pagefind's worker, timed where they are posted and where their answer's task
    // starts (this listener is added before Pagefind's own).
    await context.addInitScript(() => {
      // When the page posts a message to a worker, and when a worker's message to it starts to run (this listener is
      // added before the page's own). The messages themselves are not read: they are Pagefind's affair.
      const log: { at: number; kind: "post" | "answer" }[] = [];
      (window as unknown as { __searchMessages: typeof log }).__searchMessages = log;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener("message", () => log.push({ at: performance.now(), kind: "answer" }));
        }
      } as typeof Worker;
      const post = Native.prototype.postMessage as (...args: unknown[]) => void;
      Native.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        log.push({ at: performance.now(), kind: "post" });
        post.apply(this, args);
      };
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    if (options.network)
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
    let lastDownload = 0;
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) lastDownload = Date.now();
    });
    await page.goto(`http://localhost:${port}${localizePath(routes.search, locale)}`, { waitUntil: "load" });
    await page.locator("main [data-search-field]").focus();
    await page.locator('main [data-island-state="hydrated"]').waitFor();
    while (!lastDownload || Date.now() - lastDownload < 1500) await page.waitForTimeout(250);
    for (const query of list) {
      const split = await page.evaluate(async (query) => {
        const log = (
          window as unknown as {
            __searchMessages: { at: number; kind: string }[];
          }
        ).__searchMessages;
        const input = document.querySelector<HTMLInputElement>("main [data-search-field]")!;
        const search = input.closest("search")!;
        const status = search.querySelector('[role="status"]')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        setValue.call(input, "");
        input.dispatchEvent(new Event("input", { bubbles: true }));
        // Everything of the cleared field settled: two frames and the status for it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const from = log.length;
        let shown = 0;
        let committed = 0;
        let stage = "";
        const start = performance.now();
        const frame = new Promise<void>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            const results = search.querySelector("[data-search-results]");
            const done = (status.textContent ?? "").includes(query);
            if (
              (results?.getAttribute("data-search-query") === query && results.querySelector("a")) ||
              done
            ) {
              observer.disconnect();
              committed = performance.now();
              stage = done ? "done" : (results?.getAttribute("data-search-results") ?? "");
              requestAnimationFrame(() =>
                setTimeout(() => {
                  shown = performance.now();
                  resolve();
                }),
              );
            }
          });
          observer.observe(search, { childList: true, characterData: true, subtree: true, attributes: true });
          setTimeout(() => reject(new Error(`no answer to "${query}" in 30 s`)), 30_000);
        });
        setValue.call(input, query);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        const inputEnd = performance.now();
        await frame;
        const messages = log.slice(from);
        const post = messages.find((message) => message.kind === "post");
        const answer = post && messages.find((message) => message.kind === "answer" && message.at > post.at);
        return {
          query,
          input: inputEnd - start,
          toWorker: post ? post.at - start : -1,
          worker: post && answer ? answer.at - post.at : -1,
          toCommit: answer ? committed - answer.at : -1,
          toFrame: shown - committed,
          total: shown - start,
          stage,
        };
      }, query);
      splits.push(split);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => value >= 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const columns = ["input", "toWorker", "worker", "toCommit", "toFrame", "total"] as const;
console.log(
  `${language} ${options.set}, ${splits.length} queries, CPU 4×${options.network ? ", slow 4G" : ""}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after.`,
);
console.log(
  `medians (ms): ${columns.map((name) => `${name} ${median(splits.map((split) => split[name])).toFixed(1)}`).join(", ")}`,
);
console.log(
  `first list shown: ${[...new Set(splits.map((split) => split.stage))].map((stage) => `${stage} ${splits.filter((split) => split.stage === stage).length}`).join(", ")}`,
);
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(splits, null, 2)}\n`);
