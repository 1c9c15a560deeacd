// Social cards: a 1200×630 PNG per page with its title in its language and the logo, rendered from
// SVG by sharp (librsvg, system fonts: Japanese needs a CJK font such as Debian's fonts-noto-cjk).
// Titles are read back from the built pages' og:image:alt, so the card always matches the head.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadDefaultJapaneseParser } from "budoux";
import sharp from "sharp";
import { site } from "../../renderer/site";
import { escapeHtml } from "../../renderer/escape-html";
import type { Content } from "../../renderer/content/loader";
import { createLimit } from "../../renderer/limit";
import type { Locale } from "../../renderer/locale";
import { removePhraseBreaks } from "../../renderer/typography/breaks";

export const cardWidth = 1200;
export const cardHeight = 630;
/** Bump when the design changes, so cached cards are drawn again. */
const designVersion = "2";
// Kept between builds (gitignored); npm ci would empty node_modules/.cache.
const defaultCacheDir = ".tmp/og-cards";

const palette = {
  ink: "#0e1b2c",
  indigo: "#1d3557",
  paper: "#f6f4ef",
  vermilion: "#b5452f",
  gold: "#c9a45c",
};
const fontFamily = "'Noto Sans CJK JP', 'Noto Sans JP', 'Noto Sans', 'DejaVu Sans', sans-serif";

export type Card = { file: string; title: string; locale: Locale };

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Approximate advance of a character in em for a bold sans (CJK glyphs are one em wide). */
function charWidth(char: string): number {
  if (/[\u3000-\u9fff\uff01-\uff60\uac00-\ud7af]/.test(char)) return 1;
  if (char === " ") return 0.26;
  if (/[iljI.,:;'!|]/.test(char)) return 0.3;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[A-Z0-9]/.test(char)) return 0.68;
  return 0.56;
}
const measure = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0);

let japaneseParser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/** Splits a title into pieces that may not be broken: words in English, BudouX phrases in Japanese. */
function segment(title: string, locale: Locale): string[] {
  if (locale === "jp") {
    japaneseParser ??= loadDefaultJapaneseParser();
    return japaneseParser.parse(title);
  }
  return title.split(/(?<= )/);
}

/** Greedy line breaking at piece boundaries; a piece wider than a line is cut by character. */
export function wrapTitle(title: string, locale: Locale, maxEm: number): string[] {
  const lines: string[] = [];
  let line = "";
  const pieces = segment(title.trim(), locale).flatMap((piece) =>
    measure(piece) <= maxEm ? [piece] : [...piece],
  );
  for (const piece of pieces) {
    if (line && measure((line + piece).trimEnd()) > maxEm) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

const titleBox = { x: 80, width: 1040, top: 250, bottom: 520 };

/** The largest size (of a few) at which the title fits the box; long titles end with an ellipsis. */
function layoutTitle(title: string, locale: Locale): { size: number; lines: string[] } {
  for (const size of [72, 64, 56, 50, 44]) {
    const lines = wrapTitle(title, locale, titleBox.width / size);
    if (lines.length * size * 1.3 <= titleBox.bottom - titleBox.top) return { size, lines };
  }
  const size = 44;
  const maxLines = Math.floor((titleBox.bottom - titleBox.top) / (size * 1.3));
  const lines = wrapTitle(title, locale, titleBox.width / size).slice(0, maxLines);
  lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s*\S{0,2}$/, "")}…`;
  return { size, lines };
}

let logos: Partial<Record<Locale, string>> = {};
/** The light logo's drawing, to place inside the card's SVG. */
function logoMarkup(locale: Locale): string {
  logos[locale] ??= fs
    .readFileSync(path.join(process.cwd(), `content/brand/logo-${locale}-light.svg`), "utf8")
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "");
  return logos[locale]!;
}

export function renderCardSvg(title: string, locale: Locale): string {
  const { size, lines } = layoutTitle(title, locale);
  const lineHeight = size * 1.3;
  // Centre the block vertically in the title box, measured on the first baseline.
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = titleBox.top + (titleBox.bottom - titleBox.top - blockHeight) / 2 + size * 1.02;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${titleBox.x}" y="${(firstBaseline + index * lineHeight).toFixed(1)}">${escapeHtml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
  <rect width="${cardWidth}" height="${cardHeight}" fill="${palette.ink}"/>
  <rect x="${cardWidth - 360}" width="360" height="${cardHeight}" fill="${palette.indigo}" fill-opacity="0.55"/>
  <g fill="none" stroke="${palette.gold}" stroke-opacity="0.14" stroke-width="2">
    <path d="M760 630 Q 980 330 1200 630"/>
    <path d="M840 630 Q 1020 400 1200 560"/>
    <path d="M700 630 Q 960 250 1200 470"/>
  </g>
  <rect x="0" y="0" width="${cardWidth}" height="8" fill="${palette.vermilion}"/>
  <g transform="translate(80 72) scale(1.5)">${logoMarkup(locale)}</g>
  <rect x="${titleBox.x}" y="200" width="96" height="4" fill="${palette.gold}"/>
  <text font-family="${fontFamily}" font-size="${size}" font-weight="700" fill="${palette.paper}">${tspans}</text>
  <text x="${titleBox.x}" y="580" font-family="${fontFamily}" font-size="24" fill="${palette.gold}" letter-spacing="1">${escapeHtml(
    new URL(site.url).hostname.replace(/^www\./, ""),
  )}</text>
</svg>`;
}

/** Every card the built pages ask for: each page's og:image under /og/, with its og:image:alt as title. */
export function collectCards(clientDir: string): Card[] {
  const origin = new URL(site.url).origin;
  const cards = new Map<string, Card>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "og") walk(full);
        continue;
      }
      if (!entry.name.endsWith(".html")) continue;
      const html = fs.readFileSync(full, "utf8");
      const meta = (property: string) =>
        new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta("og:image");
      const alt = meta("og:image:alt");
      if (!image?.startsWith(`${origin}/og/`) || !alt) continue;
      const file = decodeURI(image.slice(origin.length));
      cards.set(file, { file, title: decodeEntities(alt), locale: file.startsWith("/og/jp/") ? "jp" : "en" });
    }
  };
  walk(clientDir);
  return [...cards.values()].sort((a, b) => a.file.localeCompare(b.file));
}

// The logo is content (content/brand) and part of the drawing: a new logo draws every card again.
const cardKey = ({ locale, title }: Pick<Card, "locale" | "title">) =>
  createHash("sha256")
    .update(JSON.stringify([designVersion, locale, title, site.name[locale], logoMarkup(locale)]))
    .digest("hex")
    .slice(0, 24);

// Cards being drawn, by cache file: a card asked for twice (ahead of time, then by the page) is drawn once.
const drawing = new Map<string, Promise<boolean>>();

/** Makes sure the card is in the cache; true if this call drew it. */
function ensureCached(card: Pick<Card, "locale" | "title">, cacheDir: string): Promise<boolean> {
  const cached = path.join(cacheDir, `${cardKey(card)}.png`);
  if (fs.existsSync(cached)) return Promise.resolve(false);
  const pending = drawing.get(cached);
  if (pending) return pending.then(() => false);
  fs.mkdirSync(cacheDir, { recursive: true });
  const temp = `${cached}.${process.pid}.tmp`;
  const draw = sharp(Buffer.from(renderCardSvg(card.title, card.locale)))
    // Full-colour PNG: about 4× faster to encode than a palette PNG, at about 3× the size (~65 KB).
    .png({ compressionLevel: 6 })
    .toFile(temp)
    .then(() => {
      fs.renameSync(temp, cached);
      return true;
    })
    .finally(() => drawing.delete(cached));
  drawing.set(cached, draw);
  return draw;
}

/** The page titles of the content, as their cards will show them: every entry's `title`. */
export function contentCardTitles(content: Content): Pick<Card, "locale" | "title">[] {
  const groups = [...Object.values(content.collections), ...Object.values(content.pages)];
  return groups.flatMap((byLocale) =>
    Object.values(byLocale)
      .flat()
      .flatMap(({ locale, data }) => {
        const title = (data as { title?: unknown }).title;
        return typeof title === "string" ? [{ locale, title: removePhraseBreaks(title) }] : [];
      }),
  );
}

/**
 * Makes sure every card is in the cache, `concurrency` at a time, and then hands each to `then` (with its
 * cache file). Resolves to the number of cards this call drew.
 */
async function cacheCards<C extends Pick<Card, "locale" | "title">>(
  cards: C[],
  cacheDir: string,
  concurrency: number,
  then: (card: C, cached: string) => void = () => {},
): Promise<number> {
  const limit = createLimit(concurrency);
  let drawn = 0;
  await Promise.all(
    cards.map((card) =>
      limit(async () => {
        if (await ensureCached(card, cacheDir)) drawn++;
        then(card, path.join(cacheDir, `${cardKey(card)}.png`));
      }),
    ),
  );
  return drawn;
}

/**
 * Draws cards into the cache ahead of time, one at a time, while the site is still being built (the
 * prerender keeps one core busy; the cards use the other). writeOgCards then finds them drawn.
 */
export function drawCardsAhead(
  cards: Pick<Card, "locale" | "title">[],
  { cacheDir = defaultCacheDir, concurrency = 1 } = {},
): Promise<number> {
  return cacheCards(cards, cacheDir, concurrency);
}

/** Draws (or takes from the cache) every card the built pages ask for into clientDir, a few at a time. */
export async function writeOgCards(
  clientDir: string,
  { cacheDir = defaultCacheDir, concurrency = os.availableParallelism() * 2 } = {},
): Promise<{ cards: number; drawn: number }> {
  const cards = collectCards(clientDir);
  const drawn = await cacheCards(cards, cacheDir, concurrency, (card, cached) => {
    const target = path.join(clientDir, card.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cached, target);
  });
  return { cards: cards.length, drawn };
}
