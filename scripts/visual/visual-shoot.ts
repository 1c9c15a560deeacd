// Full-page screenshots of a built site for `npm run visual`: Debian's Chromium through Playwright, motion off
// (prefers-reduced-motion and no CSS animations), every lazy image loaded and decoded, the preview ribbon hidden.
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium";
import { createStaticServer, listenOnFreePort } from "../serve";
import { headingFontStorageKey } from "@/lib/typography/heading-font";

export const widths = [390, 1440] as const;
const heights: Record<number, number> = { 390: 844, 1440: 900 };

/** The file a page's screenshot is saved as: en/insights/x@390.png, jp/index@1440.png. */
export function shotName(url: string, width: number): string {
  const jp = url === "/jp" || url.startsWith("/jp/");
  const rest = (jp ? url.slice(3) : url).replace(/^\//, "") || "index";
  return `${jp ? "jp" : "en"}/${rest}@${width}.png`;
}

/** The page a screenshot file shows, back from its name. */
export function urlOfShot(name: string): { url: string; width: number } {
  const match = /^(en|jp)\/(.+)@(\d+)\.png$/.exec(name);
  if (!match) throw new Error(`${name} is not the name of a screenshot`);
  const [, locale, rest, width] = match as unknown as [string, string, string, string];
  const logical = rest === "index" ? "/" : `/${rest}`;
  const url = locale === "jp" ? (logical === "/" ? "/jp" : `/jp${logical}`) : logical;
  return { url, width: Number(width) };
}

// The ribbon says which commit a preview was built from: the same page of two commits would always differ.
// Carets blink and a focused field's caret is shot at a random phase.
const steadyStyle = "[data-preview-ribbon]{display:none!important}*{caret-color:transparent!important}";

async function settle(page: Page) {
  await page.addStyleTag({ content: steadyStyle });
  await page.evaluate(async () => {
    // Lazy images load only near the screen: load them all, then scroll once through the page for anything
    // else that waits to be seen, and back to the top, where a visitor starts.
    for (const image of document.images) image.loading = "eager";
    const step = Math.max(200, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    // One pass waits for every image, a second for those asked for again (no named function in here: the page
    // cannot see the helper tsx would wrap it in).
    for (let pass = 0; pass < 2; pass++) {
      const images = [...document.images].filter(
        (image) => pass === 0 || (image.complete && !image.naturalWidth && image.src),
      );
      // An image whose request failed once on a busy machine (the header's logo drawn as its alt text on one side
      // of a comparison, CI of 2026-12-01) is asked for again, once: a file that is really missing stays broken.
      if (pass === 1)
        for (const image of images) {
          const source = image.src;
          image.src = "";
          image.src = source;
        }
      await Promise.all(
        images.map((image) =>
          image.complete
            ? image.decode().catch(() => {})
            : new Promise((resolve) => {
                image.addEventListener("load", resolve, { once: true });
                image.addEventListener("error", resolve, { once: true });
              }),
        ),
      );
    }
  });
  // The brand's faces are set from the first paint (the note left in openPage); shot before their files had come,
  // an English page was drawn in the fallback face on one side of a comparison and in the brand's on the other (a
  // "visual change" for a translator's note, CI of 2026-11-30). Wait until the network is quiet, then for the faces.
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the layout after the scroll back is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export type Shooter = {
  /** Serves `clientDir` and shoots each URL at each width into `outDir`; calls `onShot` after each one. */
  shoot(clientDir: string, urls: string[], outDir: string, onShot: (name: string) => void): Promise<string[]>;
  /** Chromium's version (the base's cached screenshots are kept per version). */
  version: string;
  /** Opens a local HTML file and lists what it asked of any other place than the disk. */
  requestsElsewhere(file: string): Promise<string[]>;
  close(): Promise<void>;
};

export async function startShooter(): Promise<Shooter> {
  let browser: Browser = await chromium.launch(chromiumLaunchOptions());
  /** A fresh page at `width`, in a new Chromium if the last one went away (a crash, or killed on a shared machine). */
  async function openPage(width: number): Promise<Page> {
    if (!browser.isConnected()) browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({
      viewport: { width, height: heights[width]! },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
      serviceWorkers: "block",
      // The pages' policy admits only their own styles (by hash): the steady style below is the shooter's, not the
      // page's, and would be refused.
      bypassCSP: true,
    });
    // A Japanese page's lines are fitted by a chunk of its own (browser/loose-lines.ts) after the first paint, and
    // fitted again when the width changes, which a full-page shot can do: one side of a comparison was shot fitted,
    // the other not (CI of 2026-12-02, /jp at 390 and an article at 1440). The shots leave it out, as a visitor
    // without script sees the page: the chunk (the one script naming its class) is refused.
    await context.route("**/assets/**/*.js", async (route) => {
      // Fetched here, so a connection the server or the machine drops (ECONNRESET under a load of 30) is asked
      // again, as the browser would; a fetch that fails three times fails the request, not the whole run.
      for (let attempt = 1; ; attempt++)
        try {
          const response = await route.fetch();
          const body = await response.text();
          if (body.includes("loose-break")) return await route.abort();
          return await route.fulfill({ response, body });
        } catch {
          if (attempt === 3) return route.abort().catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
    });
    // Shot as a returning visitor sees the page: the note that the brand's faces are cached is there before the first
    // paint, so the head's script sets them at once. A first visit swaps them in only where that moves nothing on
    // screen (browser/faces.ts), which depends on where the scroll above happens to be: one side of a comparison was
    // drawn in the fallback face (CI of 2026-12-02).
    await context.addInitScript((key) => {
      try {
        localStorage[key] = "1";
      } catch {
        // A page without storage (about:blank) has no faces to set.
      }
    }, headingFontStorageKey);
    return context.newPage();
  }
  async function shootOne(page: Page, url: string, file: string) {
    await page.goto(url, { waitUntil: "load" });
    await settle(page);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
  }
  return {
    version: browser.version(),
    async requestsElsewhere(file) {
      if (!browser.isConnected()) browser = await chromium.launch(chromiumLaunchOptions());
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!/^(file|data):/.test(request.url())) elsewhere.push(request.url());
      });
      try {
        await page.goto(`file://${path.resolve(file)}`, { waitUntil: "load" });
        // The report draws itself from its script after load.
        await page.waitForTimeout(500);
      } finally {
        await page.close();
      }
      return elsewhere;
    },
    async shoot(clientDir, urls, outDir, onShot) {
      const server: Server = createStaticServer(clientDir);
      const port = await listenOnFreePort(server);
      const names: string[] = [];
      try {
        for (const width of widths) {
          let page = await openPage(width);
          for (const url of urls) {
            const name = shotName(url, width);
            const file = path.join(outDir, name);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            try {
              await shootOne(page, `http://127.0.0.1:${port}${url}`, file);
            } catch (error) {
              // Once more in a new page (and a new Chromium if it is gone); a second failure stops the run.
              console.log(`  ${name}: ${(error as Error).message.split("\n")[0]}; trying again`);
              await page
                .context()
                .close()
                .catch(() => {});
              page = await openPage(width);
              await shootOne(page, `http://127.0.0.1:${port}${url}`, file);
            }
            names.push(name);
            onShot(name);
          }
          await page.context().close();
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      return names;
    },
    close: async () => {
      if (browser.isConnected()) await browser.close();
    },
  };
}
