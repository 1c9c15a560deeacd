// Social cards: a 1200×630 PNG per page (pipeline/output/og-card.tsx draws one), with the page's title in its
// language. Which pages exist and what their titles are comes from the loaded content, the same data the
// pages' heads are built from; after the prerender every card a built page names is checked against it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeHTMLAttribute } from "entities";
import pLimit from "p-limit";
import { Piscina } from "piscina";
import { collections, type CollectionName, type PageName } from "../../content/schema";
import type { Content } from "../content/loader";
import { collectionPath, pagePaths } from "../content/links";
import { translate } from "../../lib/i18n";
import { getItemPageTitle } from "../../lib/head-text";
import { locales, type Locale } from "../../lib/locale";
import { branchChangesPath, translationStatusPath, visualChangesPath } from "../../lib/preview";
import { site } from "../../lib/site";
import { ogCardPath } from "../../lib/urls";
import { logoSource } from "./og-card";
import { pagesWithoutCard } from "../content/card-font";

/** Bump when the design changes, so cached cards are drawn again. */
const designVersion = "4";
// Kept between builds (gitignored); npm ci would empty node_modules/.cache.
const defaultCacheDir = ".tmp/og-cards";

/** A card: where the site serves it (`/og/en/about.png`), the title it shows, its language. */
export type Card = { file: string; title: string; locale: Locale };
type CardText = Pick<Card, "locale" | "title">;

/**
 * Every page's card, from the content: each one-off page and each collection entry, titled as its
 * page's head is (getItemPageTitle). A preview build adds its reviewers' pages (translation status, what
 * changed, visual changes).
 */
const collectionNames = Object.keys(collections) as CollectionName[];

export function contentCards(content: Content, { preview = false } = {}): Card[] {
  const cards: Card[] = [];
  const add = (logicalPath: string, locale: Locale, title: string) =>
    cards.push({ file: ogCardPath(logicalPath, locale), locale, title });
  for (const locale of locales) {
    for (const [name, byLocale] of Object.entries(content.pages) as [
      PageName,
      Content["pages"][PageName],
    ][]) {
      if (!pagesWithoutCard.has(name)) add(pagePaths[name], locale, byLocale[locale].data.title);
    }
    for (const name of collectionNames)
      for (const entry of content.collections[name][locale])
        add(collectionPath[name](entry.slug), locale, getItemPageTitle(name, locale, entry.data));
    if (preview) {
      add(translationStatusPath, locale, translate(locale, "preview.status.title"));
      add(branchChangesPath, locale, translate(locale, "preview.changes.title"));
      add(visualChangesPath, locale, translate(locale, "preview.visual.title"));
    }
  }
  // A preview shows a draft (a translation missing or unfinished) with the other language's text, and
  // its head takes the title from there.
  for (const draft of preview ? content.drafts : []) {
    const borrowed = content.collections[draft.collection][draft.from].find(
      (entry) => entry.slug === draft.slug,
    );
    if (!borrowed) continue;
    const logicalPath = collectionPath[draft.collection](draft.slug);
    if (cards.some((card) => card.file === ogCardPath(logicalPath, draft.locale))) continue;
    add(logicalPath, draft.locale, getItemPageTitle(draft.collection, draft.locale, borrowed.data));
  }
  return cards.sort((a, b) => a.file.localeCompare(b.file));
}

// The logo is content (content/brand) and part of the drawing: a new logo draws every card again.
const cardKey = ({ locale, title }: CardText) =>
  createHash("sha256")
    .update(JSON.stringify([designVersion, locale, title, site.url, logoSource(locale)]))
    .digest("hex")
    .slice(0, 24);

const cachedFile = (card: CardText, cacheDir: string) => path.join(cacheDir, `${cardKey(card)}.png`);

/**
 * Cards handed to each thread at a time: enough that a thread does not run out while the main thread is
 * busy for a second or two (a card takes ≈ 20 ms), few enough that the last cards are shared out evenly.
 */
const cardsPerThread = 8;

/**
 * The threads that draw cards (pipeline/output/og-card-worker.mjs), a piscina pool of at most one per core. Each
 * thread takes several cards at a time and writes them into the cache itself, so it keeps drawing while the
 * main thread is busy with the prerender or a page check, and lays out the next card while sharp encodes
 * the last on its own threads. The pool adds a thread only when the ones it has are full: while the site is
 * built, `drawCardsAhead` hands out one thread's worth (the prerender has the main thread), and
 * `writeOgCards` one per core.
 */
let pool: Piscina | undefined;
const cardPool = () =>
  (pool ??= new Piscina({
    filename: new URL("./og-card-worker.mjs", import.meta.url).href,
    minThreads: 1,
    maxThreads: os.availableParallelism(),
    concurrentTasksPerWorker: cardsPerThread,
    // The cards are asynchronous (sharp, files): a thread must not sleep on Atomics between them.
    atomics: "disabled",
    idleTimeout: 1000,
  }));

/**
 * Starts the first card thread now, so that it loads its fonts and draws the backgrounds while the main
 * thread loads the content.
 */
export function startCardThread(): void {
  cardPool();
}

// Cards being drawn, by cache file: a card asked for twice (ahead of time, then by the page) is drawn once.
const drawing = new Map<string, Promise<boolean>>();

/** What a card thread is handed: the card and the file to write it to. */
export type CardTask = CardText & { file: string };

/** Makes sure the card is in the cache; true if this call drew it. */
function ensureCached(card: CardText, cacheDir: string): Promise<boolean> {
  const cached = cachedFile(card, cacheDir);
  if (fs.existsSync(cached)) return Promise.resolve(false);
  const pending = drawing.get(cached);
  if (pending) return pending.then(() => false);
  const draw = cardPool()
    .run({ title: card.title, locale: card.locale, file: cached } satisfies CardTask)
    .then(() => true)
    .finally(() => drawing.delete(cached));
  drawing.set(cached, draw);
  return draw;
}

/**
 * Makes sure every card is in the cache, on up to `threads` worker threads; resolves to how many this call
 * drew.
 */
async function cacheCards(cards: CardText[], cacheDir: string, threads: number): Promise<number> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const limit = pLimit(Math.max(1, threads) * cardsPerThread);
  const drawn = await Promise.all(cards.map((card) => limit(() => ensureCached(card, cacheDir))));
  return drawn.filter(Boolean).length;
}

/**
 * Draws cards into the cache ahead of time, on one worker thread, while the site is still being built (the
 * prerender keeps one core busy; the cards use the other). writeOgCards then finds them drawn.
 */
export function drawCardsAhead(
  cards: CardText[],
  { cacheDir = defaultCacheDir, threads = 1 } = {},
): Promise<number> {
  return cacheCards(cards, cacheDir, threads);
}

/**
 * The og:image and og:image:alt of every built page whose image is a generated card, by card file: what
 * the heads promise, to compare with the cards drawn from the content.
 */
export function builtCardReferences(clientDir: string): Map<string, { page: string; alt: string }> {
  const origin = new URL(site.url).origin;
  const found = new Map<string, { page: string; alt: string }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "og") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(full, "utf8");
        const meta = (property: string) =>
          new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
        const image = meta("og:image");
        if (!image?.startsWith(`${origin}/og/`)) continue;
        const page = path.relative(clientDir, full);
        found.set(decodeURI(image.slice(origin.length)), {
          page,
          alt: decodeHTMLAttribute(meta("og:image:alt") ?? ""),
        });
      }
    }
  };
  walk(clientDir);
  return found;
}

/**
 * Puts a cached card into the site as a second name for the same file (nothing is copied); a copy where the
 * cache and the site are on different disks or the file system has no links.
 */
function placeFile(source: string, target: string): void {
  try {
    fs.linkSync(source, target);
  } catch {
    fs.copyFileSync(source, target);
  }
}

/**
 * Writes every card of `cards` into clientDir (drawing those not cached, a few at a time), after checking
 * that they are exactly the cards the built pages name, with the titles their heads give.
 */
export async function writeOgCards(
  clientDir: string,
  cards: Card[],
  { cacheDir = defaultCacheDir, threads = os.availableParallelism() } = {},
): Promise<{ cards: number; drawn: number }> {
  const byFile = new Map(cards.map((card) => [card.file, card]));
  const problems: string[] = [];
  const built = builtCardReferences(clientDir);
  for (const [file, { page, alt }] of built) {
    const card = byFile.get(file);
    if (!card) problems.push(`${page}: names the social card ${file}, which no content entry gives`);
    else if (card.title !== alt)
      problems.push(
        `${page}: its og:image:alt is "${alt}" but its social card ${file} shows "${card.title}"`,
      );
  }
  for (const card of cards)
    if (!built.has(card.file)) problems.push(`${card.file}: no built page names this social card`);
  if (problems.length)
    throw new Error(`The social cards do not match the pages:\n  ${problems.join("\n  ")}`);
  const drawn = await cacheCards(cards, cacheDir, threads);
  for (const card of cards) {
    const target = path.join(clientDir, card.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    placeFile(cachedFile(card, cacheDir), target);
  }
  return { cards: cards.length, drawn };
}
