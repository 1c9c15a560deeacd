// Eleventh probe, G5: a raster picture whose shape or size the page cannot show is refused by name
// (image-shape.ts): a 2×4000 PNG made a page 1.5 million px tall, a 1×1 PNG filled the column with one colour.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { bodyImageSizes } from "../../components/mdx";
import { bodyColumnWidth, leastImageWidth, tallestAspect, widestAspect } from "./image-shape";
import { checkRasterImages, jpegScanCount, mostJpegScans } from "./raster-files";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "raster-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A picture of one colour, `width`×`height`, saved as content/insights/`name`. */
async function picture(name: string, width: number, height: number, orientation?: number) {
  const rel = `content/insights/${name}`;
  fs.mkdirSync(path.join(root, path.dirname(rel)), { recursive: true });
  let image = sharp({ create: { width, height, channels: 3, background: "#1d3557" } });
  image = name.endsWith(".png") ? image.png() : name.endsWith(".webp") ? image.webp() : image.jpeg();
  if (orientation) image = image.withMetadata({ orientation });
  fs.writeFileSync(path.join(root, rel), await image.toBuffer());
  return rel;
}

const lines = async (files: string[]) =>
  (await checkRasterImages(root, files)).map(({ file, message }) => `${file}: ${message}`);

it("reads the column's width from the page's own sizes", () => {
  expect(bodyImageSizes).toContain(`${bodyColumnWidth}px`);
  expect([leastImageWidth, tallestAspect, widestAspect]).toEqual([384, 2, 4]);
});

it("refuses a picture too tall, too wide or too narrow for the column, naming the file and what the page would do", async () => {
  const files = [
    await picture("rule.png", 2, 4000),
    await picture("tall-line.png", 1, 3000),
    await picture("dot.png", 1, 1),
    await picture("icon.png", 16, 16),
    await picture("banner.jpg", 2000, 400),
    await picture("narrow.webp", 300, 200),
  ];
  expect(await lines(files)).toEqual([
    "content/insights/rule.png: is 2×4000 pixels, 2000 times as tall as it is wide: the page shows a picture as wide as the text (up to 768 px), so this one would be 1,536,000 px tall. Crop it to at most 2 times as tall as it is wide",
    "content/insights/tall-line.png: is 1×3000 pixels, 3000 times as tall as it is wide: the page shows a picture as wide as the text (up to 768 px), so this one would be 2,304,000 px tall. Crop it to at most 2 times as tall as it is wide",
    "content/insights/dot.png: is 1×1 pixels: the text column shows a picture up to 768 px wide, so this one would be enlarged 768 times and blur (at most 2 times looks sharp). Use the picture at its real size, at least 384 pixels wide",
    "content/insights/icon.png: is 16×16 pixels: the text column shows a picture up to 768 px wide, so this one would be enlarged 48 times and blur (at most 2 times looks sharp). Use the picture at its real size, at least 384 pixels wide",
    "content/insights/banner.jpg: is 2000×400 pixels, 5 times as wide as it is tall: the page shows a picture as wide as the text (up to 768 px), so this one would be a strip 154 px tall. Crop it to at most 4 times as wide as it is tall",
    "content/insights/narrow.webp: is 300×200 pixels: the text column shows a picture up to 768 px wide, so this one would be enlarged 2.6 times and blur (at most 2 times looks sharp). Use the picture at its real size, at least 384 pixels wide",
  ]);
});

it("accepts the shapes a page shows: a photo, a portrait, a square, a panorama, the limits themselves", async () => {
  const files = [
    await picture("photo.jpg", 1280, 720),
    await picture("portrait.jpg", 800, 1000),
    await picture("square.png", 384, 384),
    await picture("panorama.webp", 2400, 600),
    await picture("tallest.png", 400, 800),
  ];
  expect(await lines(files)).toEqual([]);
});

it("reads a photo's shape as it is shown: turned by its EXIF orientation", async () => {
  // Stored 1000×400 (2.5 to 1, a shape the page shows) but turned upright to 400×1000, taller than twice its width.
  const turned = await picture("turned.jpg", 1000, 400, 6);
  expect(await lines([turned])).toEqual([
    expect.stringMatching(
      /^content\/insights\/turned\.jpg: is 400×1000 pixels, 2\.5 times as tall as it is wide/,
    ),
  ]);
});

/**
 * A valid progressive JPEG of one grey, `side`×`side`, sent in one scan per DCT coefficient and per bit: 2,082 scans,
 * as many as the format allows for three components. Each AC scan is a few runs of "end of block" (every coefficient
 * is zero), so the file stays small while a decoder goes over every block once per scan.
 */
function manyScanJpeg(side: number): Buffer {
  const out: number[] = [0xff, 0xd8];
  const segment = (marker: number, payload: number[]) =>
    out.push(0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload);
  segment(0xdb, [0, ...Array<number>(64).fill(1)]);
  segment(0xc2, [8, side >> 8, side & 255, side >> 8, side & 255, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  // DC: category 0 as a 1-bit code. AC: the 15 "end of block" run symbols (EOB0 to EOB14), 4 bits each.
  const eobSymbols = Array.from({ length: 15 }, (_, n) => n << 4);
  segment(0xc4, [
    0x00,
    1,
    ...Array<number>(15).fill(0),
    0,
    0x10,
    0,
    0,
    0,
    15,
    ...Array<number>(12).fill(0),
    ...eobSymbols,
  ]);
  const blocks = Math.ceil(side / 8) ** 2;
  const coded = (write: (put: (value: number, length: number) => void) => void) => {
    const bytes: number[] = [];
    let acc = 0;
    let count = 0;
    const put = (value: number, length: number) => {
      for (let bit = length - 1; bit >= 0; bit--) {
        acc = (acc << 1) | ((value >> bit) & 1);
        if (++count === 8) {
          bytes.push(acc);
          if (acc === 0xff) bytes.push(0);
          acc = count = 0;
        }
      }
    };
    write(put);
    if (count) put((1 << (8 - count)) - 1, 8 - count);
    return bytes;
  };
  const dc = coded((put) => {
    for (let block = 0; block < blocks; block++) put(0, 1);
  });
  const eobRuns = coded((put) => {
    for (let left = blocks; left > 0;) {
      const n = Math.min(14, Math.floor(Math.log2(left)));
      const run = Math.min(left, 2 ** (n + 1) - 1);
      put(n, 4);
      put(run - 2 ** n, n);
      left -= run;
    }
  });
  const scan = (component: number, from: number, to: number, high: number, low: number, data: number[]) => {
    segment(0xda, [1, component, 0x00, from, to, (high << 4) | low]);
    out.push(...data);
  };
  for (const component of [1, 2, 3]) scan(component, 0, 0, 0, 0, dc);
  for (const component of [1, 2, 3])
    for (let k = 1; k < 64; k++) {
      scan(component, k, k, 0, 10, eobRuns);
      for (let low = 9; low >= 0; low--) scan(component, k, k, low + 1, low, eobRuns);
    }
  out.push(0xff, 0xd9);
  return Buffer.from(out);
}

// Stop 76, J1: a 572 KB JPEG of 2,082 scans over 8,000 × 8,000 px took one decode 103 s, and the check and the build
// each decode every picture.
it("refuses a JPEG of more scans than any program writes, before decoding it, and counts a real one's", async () => {
  const bomb = manyScanJpeg(400);
  const rel = "content/insights/scans.jpg";
  fs.writeFileSync(path.join(root, rel), bomb);
  // A valid JPEG: a decoder reads it to its end without a warning.
  await expect(sharp(bomb, { failOn: "warning" }).stats()).resolves.toBeDefined();
  expect(jpegScanCount(bomb)).toBe(2082);
  expect(await lines([rel])).toEqual([
    `${rel}: is a JPEG sent in 2082 scans, more than the ${mostJpegScans} any camera or editing program writes (they write 1 to 12): a decoder goes over the whole picture once for each scan, and this file would hold the check and the build for minutes. Save the picture again as a JPEG from an image editor`,
  ]);
  // What a program writes passes: libjpeg's progressive script (10 scans) and a plain JPEG (1).
  const progressive = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d3557" } })
    .jpeg({ progressive: true })
    .toBuffer();
  expect(jpegScanCount(progressive)).toBe(10);
  expect(jpegScanCount(fs.readFileSync(path.join(root, await picture("plain.jpg", 800, 600))))).toBe(1);
  expect(await lines(["content/insights/plain.jpg"])).toEqual([]);
});
