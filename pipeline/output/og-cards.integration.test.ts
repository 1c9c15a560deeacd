import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { loadContent } from "../content/loader";
import { translate } from "../../lib/i18n";
import { palette } from "../../lib/palette";
import { backgroundSvg, fitTitle, logoSource, missingGlyphs, textSvg, titlePieces } from "./og-card";
import { contentCards, drawCardsAhead, writeOgCards, type Card } from "./og-cards";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

const origin = "https://www.kizunabridge.example";
const page = (image: string, alt: string) =>
  `<html><head><meta property="og:image" content="${origin}${image}" data-head>` +
  `<meta property="og:image:alt" content="${alt}" data-head></head></html>`;

/** A built site of the given pages (file → html) in a temporary folder. */
function builtSite(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"));
  const client = path.join(dir, "client");
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), html);
  }
  return client;
}

const cards: Card[] = [
  { file: "/og/en/about.png", locale: "en", title: "About Us & Partners" },
  { file: "/og/jp/about.png", locale: "jp", title: "私たちについて" },
  { file: "/og/en/index.png", locale: "en", title: "Home" },
];

it("writes one 1200×630 card per page and reuses cached cards", async () => {
  const client = builtSite({
    "about.html": page("/og/en/about.png", "About Us &amp; Partners"),
    "jp/about.html": page("/og/jp/about.png", "私たちについて"),
    "index.html": page("/og/en/index.png", "Home"),
    // The not-found page uses the shared default card: nothing to draw.
    "404.html": page("/og-default.png", "Kizuna Bridge Advisory"),
  });
  const cacheDir = path.join(dir!, "cache");
  expect(await writeOgCards(client, cards, { cacheDir })).toEqual({ cards: 3, drawn: 3 });
  for (const card of ["og/en/about.png", "og/jp/about.png", "og/en/index.png"]) {
    const meta = await sharp(path.join(client, card)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  }
  expect(fs.existsSync(path.join(client, "og-default.png"))).toBe(false);
  // A second build draws nothing new.
  fs.rmSync(path.join(client, "og"), { recursive: true });
  expect(await writeOgCards(client, cards, { cacheDir })).toEqual({ cards: 3, drawn: 0 });
  expect(fs.existsSync(path.join(client, "og/jp/about.png"))).toBe(true);
});

it("refuses cards that differ from what the built pages name, naming the page", async () => {
  const client = builtSite({
    "about.html": page("/og/en/about.png", "About the Firm"),
    "jp/about.html": page("/og/jp/about.png", "私たちについて"),
    "contact.html": page("/og/en/contact.png", "Contact"),
  });
  const cacheDir = path.join(dir!, "cache");
  const attempt = writeOgCards(client, cards, { cacheDir });
  await expect(attempt).rejects.toThrow(
    'about.html: its og:image:alt is "About the Firm" but its social card /og/en/about.png shows "About Us & Partners"',
  );
  await expect(attempt).rejects.toThrow("contact.html: names the social card /og/en/contact.png");
  await expect(attempt).rejects.toThrow("/og/en/index.png: no built page names this social card");
  expect(fs.existsSync(path.join(client, "og"))).toBe(false);
});

it("draws cards ahead, so that the pages' cards are then only copied", async () => {
  const client = builtSite({
    "about.html": page("/og/en/about.png", "About Us &amp; Partners"),
    "jp/about.html": page("/og/jp/about.png", "私たちについて"),
  });
  const cacheDir = path.join(dir!, "cache");
  const pages = cards.slice(0, 2);
  // Started together, as the build does: a card is drawn once, by whichever asks first.
  const [drawnAhead, written] = await Promise.all([
    drawCardsAhead(pages, { cacheDir }),
    writeOgCards(client, pages, { cacheDir }),
  ]);
  expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith(".png"))).toHaveLength(2);
  expect(drawnAhead + written.drawn).toBe(2);
  expect(fs.readdirSync(cacheDir).some((name) => name.endsWith(".tmp"))).toBe(false);
});

it("gives every page of the content a card titled as its head is, in both languages", () => {
  const { content } = loadContent();
  const all = contentCards(content);
  for (const locale of ["en", "jp"] as const) {
    for (const entry of content.collections.insights[locale])
      expect(all).toContainEqual({
        file: `/og/${locale}/insights/${entry.slug}.png`,
        locale,
        title: entry.data.title.replace(/\u200b/g, ""),
      });
    const member = content.collections.team[locale][0]!;
    expect(all).toContainEqual({
      file: `/og/${locale}/about/our-team/${member.slug}.png`,
      locale,
      title: translate(locale, "team.pageTitle", { name: member.data.name, position: member.data.position }),
    });
    expect(all).toContainEqual({
      file: `/og/${locale}/index.png`,
      locale,
      title: content.pages.home[locale].data.title.replace(/\u200b/g, ""),
    });
  }
  expect(all.some(({ title }) => title.includes("\u200b"))).toBe(false);
  // The not-found pages share the default card; only a preview build has the translation status page.
  expect(all.some(({ file }) => file.includes("404"))).toBe(false);
  expect(all.some(({ file }) => file.includes("/preview/"))).toBe(false);
  expect(contentCards(content, { preview: true }).map(({ file }) => file)).toContain(
    "/og/jp/preview/translations.png",
  );
  expect(new Set(all.map(({ file }) => file)).size).toBe(all.length);
});

it("has a glyph for every letter of every title (Bến Tre, kana, kanji)", async () => {
  const cards = contentCards(loadContent().content);
  const missing = (
    await Promise.all(
      cards.map(async ({ title, locale }) =>
        (await missingGlyphs(title, locale)).map((text) => `${title}: ${text}`),
      ),
    )
  ).flat();
  expect(missing).toEqual([]);
  // Vietnamese letters, kana and kanji have glyphs whatever titles the content holds today.
  expect(await missingGlyphs("Bến Tre, Đà Nẵng", "en")).toEqual([]);
  expect(await missingGlyphs("ベンチェー省の都市開発", "jp")).toEqual([]);
  // A script the font does not have (Korean) is reported, so the check can fail.
  expect((await missingGlyphs("Seoul 서울", "en")).join("")).toContain("서울");
});

it("sets a title as large as fits: short titles large, long ones smaller", async () => {
  expect((await fitTitle("About Us", "en")).size).toBe(72);
  const long = "Cross-Border Procurement in Southeast Asia: Tenders, Contracts and Suppliers";
  const { size, maxLines } = await fitTitle(long, "en");
  expect(size).toBeLessThan(72);
  expect(maxLines).toBeUndefined();
});

it("wraps Japanese titles only between phrases", async () => {
  const japanese = "サウジアラビアのギガプロジェクト：海外の施工会社・アドバイザーに求められるもの";
  const pieces = titlePieces(japanese, "jp");
  expect(pieces.join("")).toBe(japanese);
  // Phrase boundaries: no piece starts in the middle of a word such as "プロジェクト" or "施工会社".
  for (const piece of pieces) expect(piece).not.toMatch(/^(ジェクト|ロジェクト|会社|工会社|られるもの)/);
  expect((await fitTitle(japanese, "jp")).pieces).toEqual(pieces);
  expect(titlePieces("Risk and Return", "en")).toEqual(["Risk and Return"]);
});

it("shortens a title too long for the card with an ellipsis instead of overflowing", async () => {
  const english = Array.from({ length: 40 }, (_, index) => `Word${index}`).join(" ");
  expect(await fitTitle(english, "en")).toMatchObject({ size: 44, maxLines: 4 });
  const japanese = "海外の施工会社に求められるもの。".repeat(8);
  const { size, pieces } = await fitTitle(japanese, "jp");
  expect(size).toBe(44);
  expect(pieces.at(-1)).toMatch(/…$/);
  expect(pieces.join("").length).toBeLessThan(japanese.length);
});

it("draws the title's own letters over the logo of the page's language", async () => {
  expect(await backgroundSvg("en")).toContain(logoSource("en"));
  expect(await backgroundSvg("jp")).toContain(logoSource("jp"));
  expect(logoSource("en")).not.toEqual(logoSource("jp"));
  // Text is drawn as outlines from the font: two Japanese titles of the same length are different
  // drawings (a missing font would draw the same empty boxes for both).
  const outlines = (svg: string) =>
    [...svg.matchAll(new RegExp(`<path fill="${palette.paper}" d="([^"]+)"`, "g"))].map((m) => m[1]);
  const japanese = outlines(await textSvg("企業情報", "jp"));
  expect(japanese.length).toBeGreaterThan(0);
  expect(japanese).not.toEqual(outlines(await textSvg("私たち情", "jp")));
  expect(outlines(await textSvg("Risk & Return", "en")).length).toBeGreaterThan(0);
});

it("lets the build's process end when its card thread has nothing to draw", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"));
  // A warm build: the thread is started before the content is read, and every card is already cached. (A
  // timeout ends the child if the thread kept it running, and the test fails on its status.)
  const script = path.join(dir, "build-like.mts");
  fs.writeFileSync(
    script,
    `import { drawCardsAhead, startCardThread } from ${JSON.stringify(path.resolve("pipeline/output/og-cards.ts"))};
startCardThread();
console.log(await drawCardsAhead([], { cacheDir: ${JSON.stringify(path.join(dir, "cache"))} }));
`,
  );
  const child = spawnSync(process.execPath, ["--import", "tsx", script], {
    encoding: "utf8",
    timeout: 30_000,
  });
  expect([child.status, child.stdout.trim(), child.stderr]).toEqual([0, "0", ""]);
});
