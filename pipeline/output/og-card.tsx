// The drawing of one social card (1200×630 PNG): the page title in its language on the brand's dark
// ground, with the logo. Satori lays it out and measures the text with the font itself (Noto Sans JP, whose
// facts are shared with the content check in pipeline/content/card-font.ts); sharp draws that over the language's background,
// drawn once, into a PNG.
import fs from "node:fs";
import path from "node:path";
import { loadDefaultJapaneseParser } from "budoux";
import type { ReactNode } from "react";
import satori from "satori";
import sharp, { type OutputInfo } from "sharp";
import { locales, type Locale } from "../../lib/locale";
import { palette } from "../../lib/palette";
import { site } from "../../lib/site";
import {
  cardFontFamily as fontFamily,
  cardHeight,
  cardWidth,
  getCardFonts as getFonts,
  langTag,
} from "../content/card-font";

export { cardHeight, cardWidth, missingGlyphs } from "../content/card-font";

/** The title's area: left edge, width, and the band it is centred in. */
const titleBox = { x: 80, width: 1040, top: 250, height: 270 };
const lineHeight = 1.3;
const titleSizes = [72, 64, 56, 50, 44];

let japaneseParser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;
/**
 * The pieces a title may wrap between: BudouX phrases in Japanese (as the site's own pages break it),
 * the whole text in English (which wraps between words by itself).
 */
export function titlePieces(title: string, locale: Locale): string[] {
  const text = title.trim();
  if (locale !== "jp") return [text];
  japaneseParser ??= loadDefaultJapaneseParser();
  return japaneseParser.parse(text);
}

/** How the title is set: its size, its pieces, and (for an English title too long) a line limit. */
export type TitleLayout = { size: number; pieces: string[]; maxLines?: number };

const titleStyle = (size: number) =>
  ({
    width: titleBox.width,
    fontFamily,
    fontSize: size,
    fontWeight: 700,
    lineHeight,
    color: palette.paper,
  }) as const;

/** The title: one text that wraps between words, or phrases side by side that wrap between them. */
function Title({ size, pieces, maxLines }: TitleLayout) {
  if (pieces.length === 1)
    return (
      <div style={{ ...titleStyle(size), display: "block", ...(maxLines ? { lineClamp: maxLines } : {}) }}>
        {pieces[0]}
      </div>
    );
  return (
    <div style={{ ...titleStyle(size), display: "flex", flexWrap: "wrap" }}>
      {pieces.map((piece, index) => (
        <div key={index}>{piece}</div>
      ))}
    </div>
  );
}

/** The height of the title set this way, as satori lays it out (the height of its SVG). */
async function titleHeight(layout: TitleLayout, locale: Locale): Promise<number> {
  const svg = await satori(
    <div lang={langTag[locale]} style={{ display: "flex", width: titleBox.width }}>
      <Title {...layout} />
    </div>,
    // Only the height is read: the text stays <text> instead of being traced into outlines, which is
    // most of satori's time; the layout (line breaks, line height) is the same either way.
    { width: titleBox.width, fonts: getFonts(), embedFont: false },
  );
  return Number(/^<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1] ?? Infinity);
}

/**
 * The largest size (of a few) at which the whole title fits the title box, measured by laying it out.
 * A title too long even at the smallest size keeps the lines that fit and ends with an ellipsis.
 */
export async function fitTitle(title: string, locale: Locale): Promise<TitleLayout> {
  const pieces = titlePieces(title, locale);
  for (const size of titleSizes) {
    if ((await titleHeight({ size, pieces }, locale)) <= titleBox.height) return { size, pieces };
  }
  const size = titleSizes.at(-1)!;
  if (pieces.length === 1)
    return { size, pieces, maxLines: Math.floor(titleBox.height / (size * lineHeight)) };
  // Phrases: drop them from the end until the rest, with the ellipsis, fits.
  for (let count = pieces.length - 1; count > 0; count--) {
    const cut = [...pieces.slice(0, count - 1), `${pieces[count - 1]}…`];
    if ((await titleHeight({ size, pieces: cut }, locale)) <= titleBox.height) return { size, pieces: cut };
  }
  return { size, pieces: [`${pieces[0]}…`], maxLines: 1 };
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const logos: Partial<Record<Locale, string>> = {};
/** The light logo of the language (content/brand), 264×48 at its own size. */
function logoUrl(locale: Locale): string {
  logos[locale] ??= svgDataUrl(
    fs.readFileSync(path.join(process.cwd(), `content/brand/logo-${locale}-light.svg`), "utf8"),
  );
  return logos[locale]!;
}
/** The logo's drawing, part of what a cached card depends on. */
export const logoSource = (locale: Locale) => logoUrl(locale);

// Three faint arcs in the lower right, a bridge's curves in the brand's gold.
const arcs = svgDataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}"><g fill="none" stroke="${palette.gold}" stroke-opacity="0.14" stroke-width="2"><path d="M760 630 Q 980 330 1200 630"/><path d="M840 630 Q 1020 400 1200 560"/><path d="M700 630 Q 960 250 1200 470"/></g></svg>`,
);

const box = (left: number, top: number, width: number, height: number) =>
  ({ position: "absolute", left, top, width, height, display: "flex" }) as const;

/** What every card of a language shares: the ground, the bridge arcs, the top bar, the logo and the rule. */
function Background({ locale }: { locale: Locale }) {
  return (
    <div lang={langTag[locale]} style={{ ...box(0, 0, cardWidth, cardHeight), background: palette.ink }}>
      <div
        style={{ ...box(cardWidth - 360, 0, 360, cardHeight), background: palette.indigo, opacity: 0.55 }}
      />
      <img src={arcs} width={cardWidth} height={cardHeight} style={box(0, 0, cardWidth, cardHeight)} />
      <div style={{ ...box(0, 0, cardWidth, 8), background: palette.vermilion }} />
      <img src={logoUrl(locale)} width={396} height={72} style={box(80, 72, 396, 72)} />
      <div style={{ ...box(titleBox.x, 200, 96, 4), background: palette.gold }} />
    </div>
  );
}

/** A card's own text on a transparent layer: the title, centred in its band, and the site's address. */
// The text layer covers only the card's lower part, from the title band down: less to draw per card.
const textArea = {
  left: titleBox.x,
  top: titleBox.top,
  width: titleBox.width,
  height: cardHeight - titleBox.top,
};

function Text({ locale, layout }: { locale: Locale; layout: TitleLayout }) {
  const host = new URL(site.url).hostname.replace(/^www\./, "");
  return (
    <div lang={langTag[locale]} style={box(0, 0, textArea.width, textArea.height)}>
      <div
        style={{
          ...box(0, 0, titleBox.width, titleBox.height),
          flexDirection: "column",
          justifyContent: "center",
        }}
      >
        <Title {...layout} />
      </div>
      <div
        style={{
          ...box(0, 557 - textArea.top, 600, 30),
          fontFamily,
          fontSize: 24,
          fontWeight: 400,
          lineHeight: 1,
          letterSpacing: 1,
          color: palette.gold,
        }}
      >
        {host}
      </div>
    </div>
  );
}

/** The language's background as an SVG. */
export const backgroundSvg = (locale: Locale) =>
  satori(<Background locale={locale} />, { width: cardWidth, height: cardHeight, fonts: getFonts() });

/** The card's text layer as an SVG (placed at textArea), the letters drawn as outlines: the PNG needs no font. */
export async function textSvg(title: string, locale: Locale): Promise<string> {
  return satori(<Text locale={locale} layout={await fitTitle(title, locale)} />, {
    width: textArea.width,
    height: textArea.height,
    fonts: getFonts(),
  });
}

// The background drawn once per language, as pixels: drawing its nested logo and arcs for every card
// took about as long again as the rest of the card.
const backgrounds = new Map<Locale, Promise<{ data: Buffer; info: OutputInfo }>>();
const backgroundPixels = (locale: Locale) => {
  if (!backgrounds.has(locale))
    backgrounds.set(
      locale,
      // Opaque: without its alpha channel every card composites and encodes three channels, not four.
      backgroundSvg(locale).then((svg) =>
        sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true }),
      ),
    );
  return backgrounds.get(locale)!;
};

/** Parses the fonts and draws both languages' backgrounds, the work every card shares. */
export async function prepareDrawing(): Promise<void> {
  await Promise.all(locales.map(backgroundPixels));
}

/** The card as a PNG file's bytes: the text layer over the language's background. */
export async function renderCardPng(title: string, locale: Locale): Promise<Buffer> {
  const [{ data, info }, text] = await Promise.all([backgroundPixels(locale), textSvg(title, locale)]);
  return (
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .composite([{ input: Buffer.from(text), left: textArea.left, top: textArea.top }])
      // Full-colour PNG: about 4× faster to encode than a palette PNG, at about 3× the size (~65 KB).
      .png({ compressionLevel: 6 })
      .toBuffer()
  );
}
