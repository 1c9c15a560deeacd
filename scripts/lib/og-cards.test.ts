import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, it } from "vitest";
import { loadContent } from "../../renderer/content/loader";
import { contentCardTitles, drawCardsAhead, renderCardSvg, wrapTitle, writeOgCards } from "./og-cards";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

const page = (image: string, alt: string) =>
  `<html><head><meta property="og:image" content="https://www.kizunabridge.example${image}" data-head>` +
  `<meta property="og:image:alt" content="${alt}" data-head></head></html>`;

it("draws one 1200×630 card per page, with the page title, and reuses cached cards", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"));
  const client = path.join(dir, "client");
  const files: Record<string, string> = {
    "about.html": page("/og/en/about.png", "About Us &amp; Partners"),
    "jp/about.html": page("/og/jp/about.png", "私たちについて"),
    "index.html": page("/og/en/index.png", "Home"),
    // The not-found page uses the shared default card: nothing to draw.
    "404.html": page("/og-default.png", "Kizuna Bridge Advisory"),
  };
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), html);
  }
  const cacheDir = path.join(dir, "cache");
  expect(await writeOgCards(client, { cacheDir })).toEqual({ cards: 3, drawn: 3 });
  for (const card of ["og/en/about.png", "og/jp/about.png", "og/en/index.png"]) {
    const meta = await sharp(path.join(client, card)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  }
  expect(fs.existsSync(path.join(client, "og-default.png"))).toBe(false);
  // A second build draws nothing new.
  fs.rmSync(path.join(client, "og"), { recursive: true });
  expect(await writeOgCards(client, { cacheDir })).toEqual({ cards: 3, drawn: 0 });
  expect(fs.existsSync(path.join(client, "og/jp/about.png"))).toBe(true);
});

it("draws cards ahead from titles, so that the pages' cards are then only copied", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"));
  const client = path.join(dir, "client");
  fs.mkdirSync(path.join(client, "jp"), { recursive: true });
  fs.writeFileSync(path.join(client, "about.html"), page("/og/en/about.png", "About Us &amp; Partners"));
  fs.writeFileSync(path.join(client, "jp/about.html"), page("/og/jp/about.png", "私たちについて"));
  const cacheDir = path.join(dir, "cache");
  const ahead = [
    { locale: "en" as const, title: "About Us & Partners" },
    { locale: "jp" as const, title: "私たちについて" },
    { locale: "en" as const, title: "A title no page shows" },
  ];
  // Started together, as the build does: a card is drawn once, by whichever asks first.
  const [drawnAhead, written] = await Promise.all([
    drawCardsAhead(ahead, { cacheDir }),
    writeOgCards(client, { cacheDir }),
  ]);
  expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith(".png"))).toHaveLength(3);
  expect(drawnAhead + written.drawn).toBe(3);
  expect(fs.readdirSync(cacheDir).some((name) => name.endsWith(".tmp"))).toBe(false);
  fs.rmSync(path.join(client, "og"), { recursive: true });
  expect(await writeOgCards(client, { cacheDir })).toEqual({ cards: 2, drawn: 0 });
});

it("takes the titles to draw ahead from the content, as the pages show them", () => {
  const titles = contentCardTitles(loadContent().content);
  const article = loadContent().content.collections.insights;
  for (const locale of ["en", "jp"] as const)
    for (const entry of article[locale])
      expect(titles).toContainEqual({ locale, title: entry.data.title.replace(/\u200b/g, "") });
  expect(titles.some(({ title }) => title.includes("\u200b"))).toBe(false);
});

it("puts the whole title on the card, escaped, with the logo of the page's language", () => {
  // The logos' wordmarks are outlines: each card carries its language's drawing, path for path.
  const wordmark = (locale: string) =>
    fs
      .readFileSync(`content/brand/logo-${locale}-light.svg`, "utf8")
      .match(/<path[^>]*>/g)!
      .slice(-2);
  const svg = renderCardSvg("Risk & Return in <Vietnam>", "en");
  expect(svg).toContain("Risk &amp; Return in &lt;Vietnam&gt;");
  for (const path of wordmark("en")) expect(svg).toContain(path);
  const jpSvg = renderCardSvg("私たちについて", "jp");
  expect(jpSvg).toContain("私たちについて");
  for (const path of wordmark("jp")) expect(jpSvg).toContain(path);
  expect(wordmark("en")).not.toEqual(wordmark("jp"));
});

it("wraps long titles between words in English and between phrases in Japanese", () => {
  const english = "Foreign Loans in India: Navigating Yen–Rupee Financing and Repayment Risk";
  const lines = wrapTitle(english, "en", 20);
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.join(" ")).toBe(english);
  for (const line of lines) expect(english.split(" ")).toEqual(expect.arrayContaining(line.split(" ")));

  const japanese = "サウジアラビアのギガプロジェクト：海外の施工会社・アドバイザーに求められるもの";
  const jpLines = wrapTitle(japanese, "jp", 16);
  expect(jpLines.length).toBeGreaterThan(1);
  expect(jpLines.join("")).toBe(japanese);
  // Phrase boundaries: no line starts in the middle of a word such as "プロジェクト" or "施工会社".
  for (const line of jpLines.slice(1))
    expect(line).not.toMatch(/^(ジェクト|ロジェクト|会社|工会社|られるもの)/);
  for (const line of jpLines) expect(line.length).toBeLessThanOrEqual(16);
});

it("shortens a title too long for the card with an ellipsis instead of overflowing", () => {
  const title = Array.from({ length: 40 }, (_, index) => `Word${index}`).join(" ");
  const lines = [...renderCardSvg(title, "en").matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);
  expect(lines.length).toBeLessThanOrEqual(4);
  expect(lines.at(-1)).toMatch(/…$/);
});
