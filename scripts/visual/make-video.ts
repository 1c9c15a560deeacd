// `npx tsx scripts/visual/make-video.ts`: renders the looping background clip of /investment/right-investor
// (8 s, 1280×720, no sound) into content/pages/investment-right-investor-hero.{webm,mp4} plus its
// poster (.jpg, the first frame). The outputs are committed; the build never runs this script.
// Re-run it after changing the drawing below; it needs Chromium (as the e2e tests do) and ffmpeg
// (`apt-get install -y ffmpeg`). To use the firm's own footage instead, replace the three files
// with the same names (webm + mp4 together at most 1.5 MB) and skip this script.
// `npx tsx scripts/visual/make-video.ts --still` only writes .tmp/hero-still.png (frames 0 and ½), to preview a change.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { palette } from "../../lib/palette";
import { chromiumLaunchOptions } from "../lib/chromium";

const width = 1280;
const height = 720;
const fps = 25;
const seconds = 8;
const frameCount = fps * seconds;
const out = "content/pages/investment-right-investor-hero";
const maxBytes = 1.5 * 1024 * 1024;

/** Deterministic pseudo-random numbers, so every run draws the same skyline. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const rand = random(20250618);
type Block = { x: number; w: number; h: number; top?: number };
/** Two rows of buildings on the horizon: taller towers behind, a low street front before them. */
function buildRow(minW: number, maxW: number, height: () => number): Block[] {
  const row: Block[] = [];
  for (let x = -40; x < width + 40;) {
    const w = minW + Math.round(rand() * (maxW - minW));
    const h = height();
    row.push({ x, w, h, ...(h > 60 && rand() > 0.4 ? { top: Math.round(w * 0.55) } : {}) });
    x += w + 6 + Math.round(rand() * 18);
  }
  return row;
}
const backRow = buildRow(26, 54, () => 30 + Math.round(rand() * (rand() > 0.75 ? 70 : 40)));
const frontRow = buildRow(40, 96, () => 10 + Math.round(rand() * 24));

const tau = Math.PI * 2;
const horizon = 470;
const bands = 9;

/** One contour band's upper edge at `phase` (0…1): every term turns a whole number of times per loop. */
function contour(band: number, phase: number): string {
  const base = horizon + 8 + band * band * 2 + band * 9;
  const amplitude = 4 + band * 1.8;
  const points: string[] = [];
  for (let x = -20; x <= width + 20; x += 16) {
    const y =
      base +
      amplitude * Math.sin(tau * (x / (520 + band * 60) + phase) + band * 1.7) +
      amplitude * 0.6 * Math.sin(tau * (x / (310 + band * 25) - phase) + band * 0.9);
    points.push(`${x},${y.toFixed(1)}`);
  }
  return points.join(" ");
}

/** Mixes two hex colours; `amount` 0 gives `a`, 1 gives `b`. */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * amount));
  return `#${parts.map((p) => p.toString(16).padStart(2, "0")).join("")}`;
}

/** A colour along mist → steel → indigo → ink, for the bands from the horizon down. */
function depthColour(amount: number): string {
  const stops: [number, string][] = [
    [0, "#D3DCE5"],
    [0.45, palette.steel],
    [0.75, palette.indigo],
    [1, palette.ink],
  ];
  const upper = stops.findIndex(([at]) => at >= amount);
  if (upper <= 0) return stops[0]![1];
  const [fromAt, from] = stops[upper - 1]!;
  const [toAt, to] = stops[upper]!;
  return mix(from, to, (amount - fromAt) / (toAt - fromAt));
}

/** Floor lines across the taller towers, so they read as buildings rather than bars. */
function drawFloors(blocks: Block[], shift: number): string {
  const lines: string[] = [];
  for (const { x, w, h } of blocks) {
    if (h < 50) continue;
    for (let y = horizon - h + 8; y < horizon - 4; y += 9)
      lines.push(`M${(x + shift + 3).toFixed(2)} ${y}h${w - 6}`);
  }
  return lines.join("");
}

function drawBlocks(blocks: Block[], shift: number): string {
  return blocks
    .map(({ x, w, h, top }) => {
      const left = x + shift;
      const body = `<rect x="${left.toFixed(2)}" y="${horizon - h}" width="${w}" height="${h + 20}"/>`;
      if (!top) return body;
      const inset = (w - top) / 2;
      return `${body}<rect x="${(left + inset).toFixed(2)}" y="${horizon - h - 18}" width="${top}" height="18"/>`;
    })
    .join("");
}

function drawFrame(phase: number): string {
  const sway = Math.sin(tau * phase);
  const gridShift = phase * 64;
  const gridLines: string[] = [];
  for (let x = -64; x <= width + 64; x += 64) gridLines.push(`M${(x + gridShift).toFixed(2)} 0V${horizon}`);
  for (let y = 0; y <= horizon; y += 64) gridLines.push(`M0 ${y}H${width}`);

  const layers: string[] = [];
  for (let band = 0; band < bands; band++) {
    const fill = depthColour(band / (bands - 1));
    const stroke = mix(fill, "#FFFFFF", 0.28);
    layers.push(
      `<polygon points="${contour(band, phase)} ${width + 20},${height + 20} -20,${height + 20}" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>`,
    );
  }

  // Survey line: dashes flow up the slope, moving exactly one dash period per loop.
  const dashPeriod = 14;
  const surveyPath = "M230 740 C 320 640, 520 590, 640 555 S 860 492, 930 476";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.paper}"/><stop offset="1" stop-color="${palette.mist}"/>
  </linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<path d="${gridLines.join("")}" stroke="${palette.steel}" stroke-opacity="0.07" stroke-width="1"/>
<circle cx="${(1012 + sway * 3).toFixed(2)}" cy="${horizon - 30}" r="46" fill="${palette.gold}" fill-opacity="0.6"/>
<g fill="#C3CEDA">${drawBlocks(backRow, sway * 3)}</g>
<path d="${drawFloors(backRow, sway * 3)}" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="1"/>
<g fill="#9AABBF">${drawBlocks(frontRow, sway * 7)}</g>
${layers.join("\n")}
<path d="${surveyPath}" fill="none" stroke="${palette.vermilion}" stroke-width="2.6" stroke-linecap="round"
  stroke-dasharray="2 ${dashPeriod - 2}" stroke-dashoffset="${(-phase * dashPeriod * 6).toFixed(2)}"/>
<circle cx="930" cy="476" r="${(5 + Math.sin(tau * phase * 2) * 1.2).toFixed(2)}" fill="${palette.vermilion}"/>
</svg>`;
}

function run(args: string[]) {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width, height } });
await page.setContent(`<body style="margin:0;overflow:hidden"></body>`);
if (process.argv.includes("--still")) {
  await page.setViewportSize({ width, height: height * 2 });
  await page.evaluate((svg) => (document.body.innerHTML = svg), drawFrame(0) + drawFrame(0.5));
  fs.mkdirSync(".tmp", { recursive: true });
  await page.screenshot({ path: ".tmp/hero-still.png" });
  await browser.close();
  console.log("Wrote .tmp/hero-still.png");
  process.exit(0);
}

const frames = fs.mkdtempSync(path.join(os.tmpdir(), "hero-frames-"));
for (let frame = 0; frame < frameCount; frame++) {
  await page.evaluate((svg) => (document.body.innerHTML = svg), drawFrame(frame / frameCount));
  await page.screenshot({ path: path.join(frames, `${String(frame).padStart(4, "0")}.png`) });
}
await browser.close();

const input = ["-framerate", String(fps), "-i", path.join(frames, "%04d.png")];
run([
  ...input,
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  "40",
  "-row-mt",
  "1",
  "-pix_fmt",
  "yuv420p",
  "-an",
  `${out}.webm`,
]);
run([
  ...input,
  ...["-c:v", "libx264", "-preset", "slow", "-crf", "27", "-profile:v", "high", "-pix_fmt", "yuv420p"],
  ...["-movflags", "+faststart", "-an", `${out}.mp4`],
]);
run(["-i", path.join(frames, "0000.png"), "-q:v", "4", `${out}.jpg`]);
fs.rmSync(frames, { recursive: true, force: true });

const sizes = ["webm", "mp4", "jpg"].map((ext) => [ext, fs.statSync(`${out}.${ext}`).size] as const);
for (const [ext, size] of sizes) console.log(`Wrote ${out}.${ext} (${Math.round(size / 1024)} KB)`);
const videoBytes = sizes[0]![1] + sizes[1]![1];
if (videoBytes > maxBytes) {
  console.error(`webm + mp4 are ${Math.round(videoBytes / 1024)} KB; the limit is 1.5 MB: raise -crf.`);
  process.exit(1);
}
