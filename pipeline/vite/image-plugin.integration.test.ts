import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateImageSet, responsiveImages, type ImageSet } from "./image-plugin";

const fixtures = path.resolve("tests/fixtures/images");
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), "image-pipeline-"));
});
afterAll(async () => {
  await fs.rm(cacheDir, { recursive: true, force: true });
});

async function describeFile(file: string) {
  const { format, width, height, hasAlpha } = await sharp(file).metadata();
  return { format, width, height, hasAlpha };
}

async function expectSet(set: ImageSet, widths: number[], aspect: number) {
  expect(set.avif.map((variant) => variant.width)).toEqual(widths);
  expect(set.webp.map((variant) => variant.width)).toEqual(widths);
  for (const [format, variants] of [
    ["heif", set.avif],
    ["webp", set.webp],
  ] as const) {
    for (const variant of variants) {
      const file = await describeFile(variant.file);
      expect(file.format).toBe(format);
      expect(file.width).toBe(variant.width);
      expect(file.height).toBe(Math.round(variant.width / aspect));
    }
  }
  expect(set.height).toBe(Math.round(set.width / aspect));
}

// Encoding AVIF and WebP, and a Vite build: the integration tier (docs/architecture.md, "Tests").
describe("generateImageSet", () => {
  it("turns a JPEG photo into AVIF and WebP up to its own width with a JPEG fallback", async () => {
    const set = await generateImageSet(path.join(fixtures, "photo.jpg"), { cacheDir });
    await expectSet(set, [480, 800, 1000], 1000 / 667);
    expect(set.fallback.type).toBe("image/jpeg");
    expect(await describeFile(set.fallback.file)).toMatchObject({ format: "jpeg", width: 1000, height: 667 });
    expect([set.width, set.height]).toEqual([1000, 667]);
  });

  it("rasterises SVG sharply at twice its drawn width", async () => {
    const set = await generateImageSet(path.join(fixtures, "diagram.svg"), { cacheDir });
    await expectSet(set, [480, 800], 4 / 3);
    expect(await describeFile(set.fallback.file)).toMatchObject({ format: "jpeg", width: 800, height: 600 });
    // Drawn, not upscaled: the 6 px line of the 400 px drawing is ~12 px thick at 800 px.
    const { data, info } = await sharp(set.webp[1]!.file).raw().toBuffer({ resolveWithObject: true });
    const column = 100 * info.channels;
    let red = 0;
    for (let y = 0; y < info.height; y++) {
      const offset = y * info.width * info.channels + column;
      if (data[offset]! > 150 && data[offset + 2]! < 100) red++;
    }
    expect(red).toBeGreaterThanOrEqual(12);
  });

  it("keeps transparency: PNG fallback and AVIF/WebP with alpha", async () => {
    const set = await generateImageSet(path.join(fixtures, "badge.png"), { cacheDir });
    await expectSet(set, [480, 600], 1);
    expect(set.fallback.type).toBe("image/png");
    expect(await describeFile(set.fallback.file)).toMatchObject({ format: "png", hasAlpha: true });
    expect((await describeFile(set.avif[0]!.file)).hasAlpha).toBe(true);
  });

  it("reuses the files of an unchanged source and regenerates a changed one", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "image-source-"));
    const source = path.join(dir, "photo.jpg");
    await fs.copyFile(path.join(fixtures, "photo.jpg"), source);
    const ownCache = path.join(dir, "cache");
    const first = await generateImageSet(source, { cacheDir: ownCache });
    const { mtimeMs } = await fs.stat(first.avif[0]!.file);
    const second = await generateImageSet(source, { cacheDir: ownCache });
    expect([first.cached, second.cached]).toEqual([false, true]);
    expect(second).toEqual({ ...first, cached: true });
    expect((await fs.stat(second.avif[0]!.file)).mtimeMs).toBe(mtimeMs);

    await sharp(path.join(fixtures, "photo.jpg"))
      .resize({ width: 700 })
      .toFile(source + ".new.jpg");
    await fs.rename(source + ".new.jpg", source);
    const changed = await generateImageSet(source, { cacheDir: ownCache });
    expect(changed.cached).toBe(false);
    expect(changed.avif.map((variant) => variant.width)).toEqual([480, 700]);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("names the file when it is missing", async () => {
    await expect(generateImageSet(path.join(fixtures, "no-such-image.jpg"), { cacheDir })).rejects.toThrow(
      "Image tests/fixtures/images/no-such-image.jpg: the file does not exist",
    );
  });

  it("stops at once, naming the file, on an SVG that would take the renderer minutes (the build never stalls)", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "image-slow-"));
    const source = path.join(dir, "blur.svg");
    // 598 bytes: forty CSS blurs drew for three minutes at 2,400 px.
    await fs.writeFile(
      source,
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><rect width="1200" height="1200" fill="#123" style="filter:${Array(40).fill("blur(20px)").join(" ")}"/></svg>`,
    );
    process.env.SVG_DRAW_SECONDS = "2";
    try {
      await expect(generateImageSet(source, { cacheDir })).rejects.toThrow(
        /^Image .*blur\.svg takes longer than 2 s to draw at the site's sizes/,
      );
    } finally {
      delete process.env.SVG_DRAW_SECONDS;
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("names the file when it is not an image", async () => {
    await expect(generateImageSet(path.join(fixtures, "broken.jpg"), { cacheDir })).rejects.toThrow(
      /^Image tests\/fixtures\/images\/broken\.jpg cannot be read as an image: /,
    );
  });
});

describe("responsiveImages (Vite plugin)", () => {
  it("emits every file as a fingerprinted asset and exports srcsets with their widths", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), "image-plugin-"));
    await fs.copyFile(path.join(fixtures, "photo.jpg"), path.join(root, "photo.jpg"));
    await fs.writeFile(
      path.join(root, "entry.js"),
      'import image from "./photo.jpg?responsive";\nexport { image };\n',
    );
    const output = await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [responsiveImages({ cacheDir })],
      build: {
        write: false,
        assetsInlineLimit: 0,
        minify: false,
        // Not library mode: it would inline every asset as a data URL.
        rollupOptions: { input: path.join(root, "entry.js"), preserveEntrySignatures: "exports-only" },
      },
    });
    const files = (Array.isArray(output) ? output[0]! : output) as {
      output: { fileName: string; type: string; code?: string }[];
    };
    const assets = files.output.filter((file) => file.type === "asset").map((file) => file.fileName);
    for (const name of ["photo-480", "photo-800", "photo-1000"]) {
      expect(assets).toContainEqual(expect.stringMatching(new RegExp(`^assets/${name}-[\\w-]{8}\\.avif$`)));
      expect(assets).toContainEqual(expect.stringMatching(new RegExp(`^assets/${name}-[\\w-]{8}\\.webp$`)));
    }
    expect(assets).toContainEqual(expect.stringMatching(/^assets\/photo-1000-[\w-]{8}\.jpg$/));
    const code = files.output.find((file) => file.type === "chunk")!.code!;
    expect(code).toMatch(/\/assets\/photo-480-[\w-]{8}\.avif 480w, \/assets\/photo-800-[\w-]{8}\.avif 800w/);
    const { image } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      image: { width: number; height: number; src: string; type: string };
    };
    expect(image).toMatchObject({ width: 1000, height: 667, type: "image/jpeg" });
    expect(image.src).toMatch(/^\/assets\/photo-1000-[\w-]{8}\.jpg$/);
    await fs.rm(root, { recursive: true, force: true });
  });
});
