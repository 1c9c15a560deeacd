// Eleventh probe, G5: a raster picture whose shape or size the page cannot show is refused by name
// (image-shape.ts): a 2×4000 PNG made a page 1.5 million px tall, a 1×1 PNG filled the column with one colour.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { bodyImageSizes } from "../../components/mdx";
import { bodyColumnWidth, leastImageWidth, tallestAspect, widestAspect } from "./image-shape";
import { checkRasterImages } from "./raster-files";

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
