// A writer's pull request, end to end: a copy of the site gains an item of every collection (an article, a
// service, a team member and a project, made with `npm run new`, every field filled, real images), loses the
// first item each collection lists (the one most tests reach for) and an article nothing links to, and renames
// the next item of each collection, the links and references to both edited as a writer would. The copy must
// build, and each change must show up, or be gone, wherever a visitor looks, in both languages.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent, formatProblemLine } from "../pipeline/content/loader";
import { localizePath, locales, type Locale } from "../lib/locale";
import { routes } from "../lib/routes";
import { collections, type CollectionName } from "../content/schema";
import { translate } from "../lib/i18n";
import { site } from "../lib/site";
import { chromiumLaunchOptions } from "./lib/chromium";
import { copyProject } from "./lib/project-copy";
import { kinds, scaffold } from "./new";
import { createStaticServer } from "./serve";

const added = {
  article: "writer-pr-solar-parks",
  service: "writer-pr-asset-management",
  member: "writer-pr-aiko-tanaka",
  project: "writer-pr-harbour-bridge",
};
type Kind = keyof typeof added;
const collectionOf = (kind: Kind) => kinds[kind]!;
const pathOf = (kind: Kind) => (slug: string) => routes.item(collectionOf(kind), slug);
const listOf = (kind: Kind) => collections[collectionOf(kind)].route;

// What a writer types over each TODO: text in the file's language, unique to the item and the field.
function fillTodos(file: string, slug: string) {
  const japanese = file.endsWith(".jp.mdx");
  const label = slug.split("-").slice(2).join(" ");
  let count = 0;
  const text = () => (japanese ? `${label}の説明${++count}です。` : `About ${label}, part ${++count}.`);
  const source = fs.readFileSync(file, "utf8");
  const filled = source
    // Frontmatter values: 'TODO: …' strings, quoted as the canonical form quotes them.
    .replace(/'TODO: [^']*'|"TODO: [^"]*"/g, () => `'${text()}'`)
    // The body: a line starting with TODO.
    .replace(/^TODO: .*$/m, () => `${text()} ${text()}`);
  // A service's menu name is its title, as a writer copies it (the content check refuses another wording).
  const title = /^title: (.*)$/m.exec(filled)?.[1];
  fs.writeFileSync(file, title ? filled.replace(/^menuTitle: .*$/m, `menuTitle: ${title}`) : filled);
}

let root: string;
let dist: string;
let browser: Browser;
let server: ReturnType<typeof createStaticServer>;
let origin: string;
let removed: string;
/** Per collection: the first item it listed, removed, and the next one, renamed. */
type Edits = { removed?: string; renamed: { from: string; to: string } };
const edits = {} as Record<CollectionName, Edits>;
const collectionNames = Object.keys(collections) as CollectionName[];

const contentFiles = () =>
  fs
    .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(mdx|json)$/.test(name))
    .map((name) => path.join(root, "content", name));
/** Rewrites every content file where `change` alters its text. */
function editContent(change: (text: string) => string) {
  for (const file of contentFiles()) {
    const text = fs.readFileSync(file, "utf8");
    const changed = change(text);
    if (changed !== text) fs.writeFileSync(file, changed);
  }
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** A link to item `slug` of `name` (with or without an anchor), as writers write it: without /jp. */
const linkTo = (name: CollectionName, slug: string) =>
  new RegExp(`${escapeRegExp(routes.item(name, slug))}(#[\\w-]*)?(?![\\w-])`, "g");
/** A frontmatter field naming the item by its file name (the Chairman's `member`). */
const fieldNaming = (slug: string) => new RegExp(`^(\\w+): ${escapeRegExp(slug)}$`, "gm");

/** Renames item `from` of `name` to `to`: its two files, and every link to it and field naming it. */
function renameItem(name: CollectionName, from: string, to: string) {
  for (const locale of locales)
    fs.renameSync(
      path.join(root, `content/${name}/${from}.${locale}.mdx`),
      path.join(root, `content/${name}/${to}.${locale}.mdx`),
    );
  editContent((text) =>
    text
      .replace(linkTo(name, from), (_link, anchor = "") => `${routes.item(name, to)}${anchor}`)
      .replace(fieldNaming(from), `$1: ${to}`),
  );
}

/**
 * Removes item `slug` of `name`: its two files and the images only it used; links to it now lead to its list
 * page, and a field naming it names `successor` instead (the Chairman's letter is signed by another member).
 */
function removeItem(name: CollectionName, slug: string, successor: string) {
  const folder = path.join(root, "content", name);
  for (const locale of locales) fs.rmSync(path.join(folder, `${slug}.${locale}.mdx`));
  const rest = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => fs.readFileSync(path.join(folder, file), "utf8"))
    .join("\n");
  for (const file of fs.readdirSync(folder))
    if (
      !file.endsWith(".mdx") &&
      (file.startsWith(`${slug}.`) || file.startsWith(`${slug}-`)) &&
      !rest.includes(file)
    )
      fs.rmSync(path.join(folder, file));
  editContent((text) =>
    text.replace(linkTo(name, slug), collections[name].route).replace(fieldNaming(slug), `$1: ${successor}`),
  );
}

const read = (rel: string) => fs.readFileSync(path.join(dist, rel), "utf8");
const htmlOf = (logical: string, locale: Locale) => {
  const localized = localizePath(logical, locale);
  return read(localized === "/" ? "index.html" : `${localized.slice(1)}.html`);
};
const titleOf = (kind: Kind, locale: Locale) => {
  const collection = loadContent(root).content.collections[collectionOf(kind)][locale];
  const entry = collection.find((item) => item.slug === added[kind])!;
  return "title" in entry.data ? entry.data.title : (entry.data as { name: string }).name;
};

beforeAll(async () => {
  root = copyProject("writer-pr-");

  for (const kind of Object.keys(added) as Kind[]) {
    const { created } = scaffold(kind, added[kind], root, new Date("2026-11-20T00:00:00Z"));
    for (const file of created) {
      const full = path.join(root, file);
      if (file.endsWith(".mdx")) fillTodos(full, added[kind]);
      // A real image in place of the scaffolder's placeholder.
      else fs.copyFileSync("content/pages/home-hero.svg", full);
    }
  }
  // Saved on Windows: CRLF line ends and a byte-order mark.
  const windowsFile = path.join(root, `content/insights/${added.article}.jp.mdx`);
  fs.writeFileSync(windowsFile, `\uFEFF${fs.readFileSync(windowsFile, "utf8").replace(/\n/g, "\r\n")}`);
  // A member with a portrait, as the scaffolder's comment shows.
  fs.copyFileSync("content/pages/home-hero.svg", path.join(root, `content/team/${added.member}.svg`));
  for (const locale of locales) {
    const file = path.join(root, `content/team/${added.member}.${locale}.mdx`);
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replace(
          /^strengths:/m,
          `portrait:\n  src: ${added.member}.svg\n  alt: ${locale === "en" ? "Portrait of the new member" : "新メンバーの肖像"}\nstrengths:`,
        ),
    );
  }

  // Remove the first item of each collection and rename the next, as the site lists them (the new items aside).
  const listed = loadContent(root).content.collections;
  for (const name of collectionNames) {
    const existing = listed[name].en
      .map((entry) => entry.slug)
      .filter((slug) => !Object.values(added).includes(slug));
    expect(existing.length, `content/${name}/ has an item to rename`).toBeGreaterThan(0);
    // A collection down to one item (a writer removed the others) has it renamed, and nothing more removed.
    const [first, next] = existing.length > 1 ? existing : [undefined, existing[0]!];
    edits[name] = {
      removed: first,
      renamed: { from: next!, to: `writer-pr-renamed-${collections[name].kind}` },
    };
    renameItem(name, next!, edits[name].renamed.to);
    if (first) removeItem(name, first, edits[name].renamed.to);
  }

  // Remove an article that no other file links to, as a writer retiring an old post would.
  const articles = loadContent(root).content.collections.insights.en.map((entry) => entry.slug);
  const everyText = fs
    .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => fs.readFileSync(path.join(root, "content", name), "utf8"))
    .join("\n");
  removed = articles
    .filter((slug) => slug !== added.article && slug !== edits.insights.renamed.to)
    .reverse()
    .find((slug) => !everyText.includes(`/insights/${slug}`))!;
  expect(removed).toBeDefined();
  for (const locale of locales) fs.rmSync(path.join(root, `content/insights/${removed}.${locale}.mdx`));
  fs.rmSync(path.join(root, `content/insights/${removed}.svg`));

  expect(loadContent(root).problems.map(formatProblemLine)).toEqual([]);
  const build = spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  dist = path.join(root, "dist/client");

  server = createStaticServer(dist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 600_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

it("scaffolds an item of every collection", () => {
  expect(Object.keys(added).sort()).toEqual(Object.keys(kinds).sort());
});

describe.each(locales)("a writer's pull request (%s)", (locale) => {
  const pages = () =>
    fs.readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".html"));
  const pageExists = (logical: string) =>
    fs.existsSync(path.join(dist, `${localizePath(logical, locale).slice(1)}.html`));
  const linkingTo = (logical: string) =>
    pages().filter((name) => read(name).includes(`href="${localizePath(logical, locale)}"`));

  it.each(collectionNames)(
    "the first item of %s is gone: no page, not in the sitemap, no page links to it",
    (name) => {
      const { removed: first, renamed } = edits[name];
      // Nothing was removed where the content had a single item: it was renamed, and its old address is gone.
      const gone = routes.item(name, first ?? renamed.from);
      expect(pageExists(gone)).toBe(false);
      expect(read("sitemap.xml")).not.toContain(`${site.url}${localizePath(gone, locale)}<`);
      expect(linkingTo(gone)).toEqual([]);
    },
  );

  it.each(collectionNames)("the renamed item of %s is at its new address only, on its list page", (name) => {
    const { from, to } = edits[name].renamed;
    const entry = loadContent(root).content.collections[name][locale].find((item) => item.slug === to);
    expect(entry).toBeDefined();
    const title = String((entry!.data as Record<string, unknown>)[collections[name].title]);
    expect(htmlOf(routes.item(name, to), locale)).toContain(escapeText(title));
    expect(htmlOf(collections[name].route, locale)).toContain(
      `href="${localizePath(routes.item(name, to), locale)}"`,
    );
    expect(read("sitemap.xml")).toContain(`${site.url}${localizePath(routes.item(name, to), locale)}</loc>`);
    expect(pageExists(routes.item(name, from))).toBe(false);
    expect(read("sitemap.xml")).not.toContain(`${site.url}${localizePath(routes.item(name, from), locale)}<`);
    expect(linkingTo(routes.item(name, from))).toEqual([]);
  });

  it.each(Object.keys(added) as Kind[])("the new %s has its page and is on its list page", (kind) => {
    const slug = added[kind];
    const page = htmlOf(pathOf(kind)(slug), locale);
    expect(page).toContain(`<html lang="${locale === "jp" ? "ja" : "en"}"`);
    expect(page).toContain(escapeText(titleOf(kind, locale)));
    expect(htmlOf(listOf(kind), locale)).toContain(`href="${localizePath(pathOf(kind)(slug), locale)}"`);
  });

  it("the sitemap lists every new page and not the removed one", () => {
    const sitemap = read("sitemap.xml");
    for (const kind of Object.keys(added) as Kind[]) {
      expect(sitemap).toContain(`${site.url}${localizePath(pathOf(kind)(added[kind]), locale)}</loc>`);
    }
    expect(sitemap).not.toContain(`/insights/${removed}<`);
  });

  it("the feed has the new article and not the removed one", () => {
    const feed = read(`${localizePath(routes.insights, locale).slice(1)}/rss.xml`);
    expect(feed).toContain(`${localizePath(routes.item("insights", added.article), locale)}</link>`);
    expect(feed).not.toContain(`/insights/${removed}<`);
  });

  it("the removed article is gone: no page, and no page links to it", () => {
    expect(
      fs.existsSync(
        path.join(dist, `${localizePath(routes.item("insights", removed), locale).slice(1)}.html`),
      ),
    ).toBe(false);
    const pages = fs
      .readdirSync(dist, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".html"));
    const linking = pages.filter((name) => read(name).includes(`/insights/${removed}"`));
    expect(linking).toEqual([]);
  });

  it("the side menu lists the new service, in its place, and leads to it", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${origin}${localizePath(routes.home, locale)}`);
    await page.getByRole("button", { name: translate(locale, "nav.open") }).click();
    const menu = page.getByRole("dialog", { name: translate(locale, "nav.label") });
    await menu.locator("summary", { hasText: translate(locale, "nav.services") }).click();
    const services = loadContent(root).content.collections.services[locale];
    const last = services.at(-1)!;
    expect(last.slug).toBe(added.service);
    const link = menu.getByRole("link", { name: last.data.menuTitle });
    expect(await link.getAttribute("href")).toBe(
      localizePath(routes.item("services", added.service), locale),
    );
    await link.click();
    await page.waitForURL(`${origin}${localizePath(routes.item("services", added.service), locale)}`);
    // The view transition may still show the old page as the address changes: wait for the service's own heading.
    await page.waitForFunction(
      (title) => document.querySelector("main h1")?.textContent?.replace(/[\u200b\u2060]/g, "") === title,
      last.data.title,
    );
    await page.close();
  });
});

function escapeText(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
