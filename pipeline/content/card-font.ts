// The social cards' font, shared by the drawing (pipeline/output/og-card.tsx) and the content check, which
// refuses a title the card cannot draw (card-glyphs.ts). Noto Sans JP, the static TrueType files of Google Fonts
// from @expo-google-fonts/noto-sans-jp, read from node_modules: nothing is fetched and no system font is needed.
// The card has no other font: satori draws a letter this one lacks as nothing.
import fs from "node:fs";
import { createRequire } from "node:module";
import { createElement } from "react";
import satori, { type SatoriOptions } from "satori";
import type { Locale } from "../../lib/locale.ts";

export const cardWidth = 1200;
export const cardHeight = 630;
export const langTag: Record<Locale, string> = { en: "en-US", jp: "ja-JP" };

const require = createRequire(import.meta.url);
// One file per weight, each with every script the font has (Latin, Vietnamese, kana, kanji…). The package
// names its files `<weight>/NotoSansJP_<weight>.ttf` (its README's imports).
const fontWeights = { 400: "400Regular", 700: "700Bold" } as const;
const fontPath = (weight: keyof typeof fontWeights) =>
  require.resolve(
    `@expo-google-fonts/noto-sans-jp/${fontWeights[weight]}/NotoSansJP_${fontWeights[weight]}.ttf`,
  );
export const cardFontFamily = "Noto Sans JP";
// Read once and handed to every card as the same array: satori keeps the parsed fonts for it. The title is
// bold; the address line under it regular.
let fonts: SatoriOptions["fonts"] | undefined;
export const getCardFonts = (): SatoriOptions["fonts"] =>
  (fonts ??= ([400, 700] as const).map((weight) => ({
    name: cardFontFamily,
    data: fs.readFileSync(fontPath(weight)),
    weight,
    style: "normal" as const,
  })));

/**
 * The letters of a text that the card's font does not have, as satori reports them (it asks for another
 * font for each such piece of text), which a card cannot draw in its font.
 */
export async function missingGlyphs(text: string, locale: Locale): Promise<string[]> {
  const missing: string[] = [];
  await satori(
    createElement(
      "div",
      { lang: langTag[locale], style: { display: "flex", fontFamily: cardFontFamily, fontWeight: 700 } },
      text,
    ),
    {
      width: cardWidth,
      fonts: getCardFonts(),
      loadAdditionalAsset: async (_code, segment) => {
        missing.push(segment);
        return [];
      },
    },
  );
  return missing;
}

/** The pages with no card of their own: the not-found pages share public/og-default.png. */
export const pagesWithoutCard: ReadonlySet<string> = new Set(["not-found"]);
