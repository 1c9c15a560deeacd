// `npm run og-image`: renders public/og-default.png (1200×630), the social card of the not-found
// pages (every other page gets its own, see pipeline/output/og-cards.ts), from the brand logo and hero
// artwork with sharp. Re-run after changing either.
import fs from "node:fs";
import sharp from "sharp";
import { palette } from "../../lib/palette";
import { cardHeight, cardWidth } from "../../pipeline/output/og-card";

const dataUrl = (file: string) => `data:image/svg+xml;base64,${fs.readFileSync(file).toString("base64")}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${cardWidth}" height="${cardHeight}">
  <defs>
    <linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${palette.ink}" stop-opacity=".92"/>
      <stop offset=".6" stop-color="${palette.ink}" stop-opacity=".55"/>
      <stop offset="1" stop-color="${palette.ink}" stop-opacity=".1"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${palette.ink}"/>
  <image href="${dataUrl("content/pages/home-hero.svg")}" width="${cardWidth}" height="${cardHeight}" preserveAspectRatio="xMidYMid slice" opacity=".9"/>
  <rect width="100%" height="100%" fill="url(#shade)"/>
  <image href="${dataUrl("content/brand/logo-en-light.svg")}" x="72" y="250" width="528" height="96"/>
  <rect x="72" y="380" width="560" height="4" fill="${palette.vermilion}"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile("public/og-default.png");
console.log("Wrote public/og-default.png");
