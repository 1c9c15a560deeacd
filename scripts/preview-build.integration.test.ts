// Builds a copy of the site, on a writer's branch, as a pull-request preview and reads the HTML a host would serve. That a
// production build carries none of it is a gate of `npm run check:site` (site-check.ts) on the real build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer } from "./serve";
import { chromiumLaunchOptions } from "./lib/chromium";
import { loadContent } from "../pipeline/content/loader";
import en from "../content/ui/en.json";
import jp from "../content/ui/jp.json";
import { writerGit } from "./lib/writer-git";
import { listFiles } from "../pipeline/git";

const hostVariables =
  /^(CONTEXT|BRANCH|HEAD|COMMIT_REF|CF_PAGES.*|VERCEL.*|GITHUB_.*|SITE_PREVIEW|SITE_PRODUCTION_BRANCH|VIKE_CRAWL)$/;
let work: string;
const built: Record<"preview", string> = { preview: "" };
/** What the preview build printed. */
let output = "";

function build(name: keyof typeof built, extra: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !hostVariables.test(key)));
  output = execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: work,
    env: { ...env, ...extra, PORT: "4321" },
    stdio: "pipe",
    encoding: "utf8",
  });
  built[name] = path.join(work, `dist-${name}`);
  fs.renameSync(path.join(work, "dist/client"), built[name]);
}

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
// Japanese text gets phrase breaks (zero-width spaces) between its phrases: read past them.
const read = (dir: string, file: string) =>
  fs.readFileSync(path.join(dir, file), "utf8").replace(/[\u200b\u2060]/g, "");

// The writer's branch this preview shows: an article in English only, an English service edited after its
// Japanese, an article removed. Items are picked from the content, not named here.
const added = { slug: "zz-preview-draft", title: "Solar parks in Vietnam: what developers should check" };
const addedSentence = "Reviewers read this sentence only in the preview.";
let changedService = "";
let removedArticle = "";

const git = (args: string[]) => writerGit(work, args);

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "preview-build-"));
  const files = listFiles(".", { untracked: true }).filter((file) => fs.existsSync(file));
  for (const file of files) fs.cpSync(file, path.join(work, file));
  fs.symlinkSync(path.resolve("node_modules"), path.join(work, "node_modules"));
  // The social cards drawn here are the ones the real build needs: share the cache (.tmp/og-cards).
  fs.mkdirSync(".tmp", { recursive: true });
  fs.symlinkSync(path.resolve(".tmp"), path.join(work, ".tmp"));
  fs.writeFileSync(path.join(work, ".gitignore"), "node_modules\n.tmp\ndist\ndist-*\n");
  git(["init", "-q", "-b", "main"]);
  git(["add", "-A"]);
  git(["commit", "-qm", "The site on main"]);
  git(["checkout", "-q", "-b", "writers/new-article"]);

  const { content } = loadContent(work);
  const insights = path.join(work, "content/insights");
  const model = content.collections.insights.en[0]!;
  fs.copyFileSync(path.join(insights, model.data.image.src), path.join(insights, `${added.slug}.svg`));
  fs.writeFileSync(
    path.join(insights, `${added.slug}.en.mdx`),
    `---\ntitle: "${added.title}"\nexcerpt: "Grid access, land rights and offtake terms decide whether a solar park earns what its model says."\ndate: 2026-09-02\nimage:\n  src: ${added.slug}.svg\n  alt: "Rows of solar panels on a slope"\ntags:\n  - Vietnam\n---\n\nBefore land or panels, confirm where the park will connect and who pays for any upgrade.\n`,
  );
  const service = content.collections.services.en.at(-1)!;
  changedService = service.slug;
  fs.appendFileSync(path.join(work, service.file), `\n${addedSentence}\n`);
  const removed = content.collections.insights.en.at(-1)!;
  removedArticle = removed.slug;
  for (const name of fs.readdirSync(insights).filter((file) => file.startsWith(`${removed.slug}.`)))
    fs.rmSync(path.join(insights, name));
  // An interface string reworded in both languages.
  for (const [file, before, after] of [
    ["content/ui/en.json", '"footer.explore": "Explore"', '"footer.explore": "Explore the site"'],
    ["content/ui/jp.json", '"footer.explore": "サイトマップ"', '"footer.explore": "サイト案内"'],
  ] as const) {
    const text = fs.readFileSync(path.join(work, file), "utf8");
    expect(text).toContain(before);
    fs.writeFileSync(path.join(work, file), text.replace(before, after));
  }
  git(["add", "-A"]);
  git(["commit", "-qm", "A new article in English, a service edited, an article removed"]);

  build("preview", {
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_HEAD_REF: "writers/new-article",
    GITHUB_SHA: "abc1234def5678",
  });
  // A copy of the project and a whole preview build: well inside 300 s on an idle machine, over it at a load average of
  // 20 (two CI runs on 2026-11-30); the tier's hook limit (vitest.config.ts) rather than a tighter one.
}, 900_000);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("a pull-request preview build", () => {
  it("marks every page noindex, nofollow and shows the ribbon with branch and commit", () => {
    // The before-and-after report of `npm run visual` (when it ran in this checkout) and the content editor at /admin
    // are static pages of their own (the editor is noindex by its own headers and page).
    const pages = htmlFiles(built.preview).filter(
      (file) => !file.startsWith("preview/visual/report/") && !file.startsWith("admin/"),
    );
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = read(built.preview, file);
      expect(html, file).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html, file).toMatch(
        /<aside data-preview-ribbon="true" aria-label="(Preview build|プレビュー版)"/,
      );
    }
    const about = read(built.preview, "about.html");
    expect(about).toContain("<span>Branch writers/new-article</span>");
    expect(about).toContain("<span>Commit abc1234</span>");
    expect(read(built.preview, "jp/about.html")).toContain("<span>ブランチ writers/new-article</span>");
    expect(read(built.preview, "jp/about.html")).toContain("<span>コミット abc1234</span>");
  });

  it("ends by saying where to look: the reviewers' pages and the pages the branch adds or changes", () => {
    expect(output).toContain("run `npm run serve` and open:");
    expect(output).toMatch(
      / {2}http:\/\/localhost:4321\/preview\/changes {2}what this branch changed \(3 items, 2 images, 1 interface string\)/,
    );
    expect(output).toContain("http://localhost:4321/preview/translations");
    expect(output).toContain(
      `  http://localhost:4321/insights/${added.slug}  http://localhost:4321/jp/insights/${added.slug}`,
    );
    expect(output).toContain(`http://localhost:4321/services/${changedService}`);
    expect(output).not.toContain(`/insights/${removedArticle}`);
  });

  it("asks crawlers to stay out", () => {
    expect(read(built.preview, "robots.txt")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("has the translation status page in both languages", () => {
    expect(read(built.preview, "preview/translations.html")).toContain("<h1");
    expect(read(built.preview, "preview/translations.html")).toMatch(
      /Items: \d+\. Ready in both languages: \d+\./,
    );
    expect(read(built.preview, "jp/preview/translations.html")).toContain("翻訳状況");
  });
});

describe("a draft: an article in English only", () => {
  it("builds its Japanese page with the English text, marked as English, under a Japanese note", () => {
    const page = read(built.preview, `jp/insights/${added.slug}.html`);
    expect(page).toContain('<aside data-draft-note="missing"');
    expect(page).toContain(jp["draft.title"]);
    expect(page).toContain(jp["draft.missing"]);
    // The note names the file a translator writes, in this language.
    expect(page).toContain(`<code class="break-all">content/insights/${added.slug}.jp.mdx</code>`);
    const borrowed = page.slice(page.indexOf('<div lang="en" data-draft-text'));
    expect(borrowed).toContain(added.title);
    // Its English page is an ordinary page.
    const english = read(built.preview, `insights/${added.slug}.html`);
    expect(english).toContain(added.title);
    expect(english).not.toContain("data-draft-note");
  });

  it("is in the English lists and feed, not the Japanese ones", () => {
    expect(read(built.preview, "insights.html")).toContain(added.title);
    expect(read(built.preview, "insights/rss.xml")).toContain(added.title);
    expect(read(built.preview, "jp/insights.html")).not.toContain(added.title);
    expect(read(built.preview, "jp/insights/rss.xml")).not.toContain(added.title);
  });

  it("is listed as missing in Japanese on the translation page", () => {
    const page = read(built.preview, "jp/preview/translations.html");
    const row = page.slice(page.indexOf(added.slug), page.indexOf("</tr>", page.indexOf(added.slug)));
    expect(row).toContain(jp["preview.status.missing"]);
  });

  it("stops a production build of the same branch, with the writer's message", () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !hostVariables.test(key)));
    let output = "";
    try {
      execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], {
        cwd: work,
        env: { ...env, SITE_PREVIEW: "0" },
        stdio: "pipe",
        encoding: "utf8",
      });
      expect.unreachable("the production build should have stopped");
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toContain(
      `content/insights/${added.slug}.en.mdx: has no Japanese twin: add content/insights/${added.slug}.jp.mdx`,
    );
    expect(output).toContain("The build stopped; no site was written.");
  }, 120_000);
});

describe("visual changes", () => {
  it("has its page in both languages, linked from the ribbon and the changes page", () => {
    // The report is there when `npm run visual` ran in this checkout (.tmp is shared with the copy).
    const report = fs.existsSync(path.join(built.preview, "preview/visual/report/index.html"));
    for (const [file, ui] of [
      ["preview/visual.html", en],
      ["jp/preview/visual.html", jp],
    ] as const) {
      const html = read(built.preview, file);
      expect(html).toContain(ui["preview.visual.title"]);
      expect(html).toContain(report ? 'href="/preview/visual/report/"' : "data-visual-missing");
    }
    expect(read(built.preview, "about.html")).toMatch(/<a href="\/preview\/visual"[^>]*>Visual changes</);
    expect(read(built.preview, "jp/about.html")).toContain('<a href="/jp/preview/visual"');
    expect(read(built.preview, "preview/changes.html")).toContain('<a href="/preview/visual"');
  });
});

describe("what this branch changed", () => {
  /** The part of the page about one item: from its entry to the next one. */
  const item = (html: string, key: string) => {
    const start = html.indexOf(`data-item="${key}"`);
    expect(start, key).toBeGreaterThan(-1);
    const end = html.indexOf('data-item="', start + 1);
    return html.slice(start, end === -1 ? undefined : end);
  };

  it("lists the added, the changed and the removed item in both languages", () => {
    for (const [file, ui] of [
      ["preview/changes.html", en],
      ["jp/preview/changes.html", jp],
    ] as const) {
      const html = read(built.preview, file);
      expect(html).toContain(`data-change="added" data-item="insights/${added.slug}"`);
      expect(html).toContain(`data-change="changed" data-item="services/${changedService}"`);
      expect(html).toContain(`data-change="removed" data-item="insights/${removedArticle}"`);
      expect(html).toContain(
        ui["preview.changes.summary"]
          .replace("{added}", "1")
          .replace("{changed}", "1")
          .replace("{removed}", "1"),
      );
      // Links to the new article's page in each language; the Japanese one is its draft.
      expect(html).toContain(`href="/insights/${added.slug}"`);
      expect(html).toContain(`href="/jp/insights/${added.slug}"`);
    }
  });

  it("shows the English sentence the Japanese service has not caught up with", () => {
    const html = read(built.preview, "preview/changes.html");
    const service = item(html, `services/${changedService}`);
    expect(service).toContain(en["preview.changes.stale"]);
    expect(service).toMatch(new RegExp(`<ins[^>]*>[^<]*${addedSentence.split(" ")[0]}`));
  });

  it("shows the new article's excerpt and picture as the lists will", () => {
    const html = read(built.preview, "preview/changes.html");
    const article = item(html, `insights/${added.slug}`);
    expect(article).toContain(
      '<span lang="en" data-excerpt="en" class="mt-1 block text-sm break-words text-ink">Grid access, land rights',
    );
    expect(article).toMatch(/data-item-picture[^>]*><picture><source type="image\/avif" srcSet="[^"]+\.avif/);
    expect(article).toMatch(/<img src="[^"]+" alt="Rows of solar panels on a slope"/);
  });

  it("shows new images as thumbnails and removed ones by name", () => {
    const html = read(built.preview, "jp/preview/changes.html");
    // React writes <!-- --> between the heading's text and its count.
    expect(html).toMatch(new RegExp(`<h2[^>]*>${jp["preview.changes.images"]}(<!-- -->)? \\(`));
    const image = (file: string) => html.slice(html.indexOf(`data-image="${file}"`)).split("</li>")[0]!;
    const picture = image(`content/insights/${added.slug}.svg`);
    expect(picture).toContain('data-change="added"');
    expect(picture).toMatch(/<img src="[^"]+" alt=""/);
    // The removed article's picture (named like its files) is named, with nothing to show.
    const removed = image(`content/insights/${removedArticle}.svg`);
    expect(removed).toContain('data-change="removed"');
    expect(removed).toContain(jp["preview.changes.file.removed"]);
    expect(removed).not.toContain("<img");
  });

  it("lists the reworded interface string with both languages' old and new text", () => {
    const html = read(built.preview, "preview/changes.html");
    const row = html.slice(html.indexOf('data-string="footer.explore"')).split("</li>")[0]!;
    expect(row).toContain('data-change="changed"');
    expect(row).toMatch(/Explore<\/span><ins[^>]*> the site<\/ins>/);
    expect(row).toMatch(/<del[^>]*>マップ<\/del><ins[^>]*>案内<\/ins>/);
    // The interface files are not listed again as edited files.
    expect(html).not.toContain("<code>content/ui/en.json</code>");
  });

  it("is linked from the ribbon on every page", () => {
    expect(read(built.preview, "about.html")).toContain('href="/preview/changes"');
    expect(read(built.preview, "jp/about.html")).toContain('href="/jp/preview/changes"');
  });
});

describe("the reviewers' pages in a phone's browser (390 px)", () => {
  let server: ReturnType<typeof createStaticServer>;
  let browser: Browser;
  let origin = "";
  beforeAll(async () => {
    server = createStaticServer(built.preview);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });
  const phonePage = () => browser.newPage({ viewport: { width: 390, height: 844 } });

  it("the ribbon leads to the changes page, and its link to the Japanese draft", async () => {
    const page = await phonePage();
    await page.goto(`${origin}/jp/about`);
    await page
      .locator("[data-preview-ribbon]")
      .getByRole("link", { name: jp["preview.ribbon.changes"] })
      .click();
    await page.waitForURL(`${origin}/jp/preview/changes`);
    await page.locator(`[data-item="insights/${added.slug}"] a[href="/jp/insights/${added.slug}"]`).click();
    await page.waitForURL(`${origin}/jp/insights/${added.slug}`);
    // The note is on the first screen, above the borrowed text (measured once the page has come in).
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    const [note, text] = await page.evaluate(() =>
      ["[data-draft-note]", "[data-draft-text]"].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
    expect(note!.top).toBeLessThan(844);
    expect(note!.bottom).toBeLessThanOrEqual(text!.top + 0.5);
    expect(await page.locator("[data-draft-text]").getAttribute("lang")).toBe("en");
    await page.close();
  }, 60_000);

  it("the ribbon covers nothing on a phone: it is the last thing on the page, below the footer", async () => {
    const page = await phonePage();
    for (const url of ["/about", "/jp/insights", "/preview/changes"]) {
      await page.goto(`${origin}${url}`);
      const layout = await page.evaluate(() => {
        const ribbon = document.querySelector("[data-preview-ribbon]")!;
        const footer = document.querySelector("body > footer, footer")!;
        const box = ribbon.getBoundingClientRect();
        return {
          position: getComputedStyle(ribbon).position,
          top: box.top + scrollY,
          footerBottom: footer.getBoundingClientRect().bottom + scrollY,
          pageBottom: document.documentElement.scrollHeight,
          right: box.right,
        };
      });
      expect(layout.position, url).toBe("static");
      expect(layout.top, url).toBeGreaterThanOrEqual(layout.footerBottom - 0.5);
      expect(layout.right, url).toBeLessThanOrEqual(390);
    }
    // Its links are there to use.
    const ribbon = page.locator("[data-preview-ribbon]");
    await expect
      .poll(() => ribbon.getByRole("link", { name: en["preview.ribbon.translations"] }).isVisible())
      .toBe(true);
    await page.close();
  }, 60_000);

  it("on a desktop screen the ribbon floats and folds to one line from the keyboard, its name its visible text", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/about`);
    const ribbon = page.locator("[data-preview-ribbon]");
    // The native summary, a disclosure control, named by its own text: no label other than what it shows.
    const summary = ribbon.locator("summary");
    expect(await summary.getAttribute("aria-label")).toBeNull();
    expect((await summary.textContent())?.replace(/\s+/g, " ").trim()).toBe(
      "Preview Branch writers/new-article",
    );
    expect(await ribbon.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    // At the end of the page it floats over the room left for it below the footer, not over the footer's last line.
    const atEnd = await page.evaluate(() => {
      scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return {
        footerBottom: footer.bottom,
        ribbonTop: document.querySelector("[data-preview-ribbon]")!.getBoundingClientRect().top,
      };
    });
    expect(atEnd.ribbonTop).toBeGreaterThanOrEqual(atEnd.footerBottom - 0.5);
    await page.evaluate(() => scrollTo(0, 0));
    const open = (await ribbon.boundingBox())!;
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => ribbon.getByRole("link", { name: en["preview.ribbon.changes"] }).isVisible())
      .toBe(false);
    const folded = (await ribbon.boundingBox())!;
    expect(folded.height).toBeLessThan(open.height);
    expect(folded.height).toBeLessThanOrEqual(40);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => ribbon.getByRole("link", { name: en["preview.ribbon.changes"] }).isVisible())
      .toBe(true);
    await page.close();
  }, 60_000);

  it.each(["/preview/translations", "/jp/preview/translations", "/preview/changes", "/jp/preview/changes"])(
    "%s fits the screen: nothing sideways, every cell and item inside the 390 px",
    async (url) => {
      const page = await phonePage();
      await page.goto(`${origin}${url}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const outside = await page.evaluate(
        () =>
          [...document.querySelectorAll("main td, main th, main [data-item]")]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth)).length,
      );
      expect(outside).toBe(0);
      await page.close();
    },
    60_000,
  );
});
