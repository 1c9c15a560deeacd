// Build-time responsive images: each content image (SVG, JPEG, PNG, WebP) becomes AVIF and WebP at
// several widths plus a JPEG (or PNG when it has transparency) fallback, imported as `file?responsive`.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import fsSync from "node:fs";
import path from "node:path";
import { contentFolders, isImageSetSource } from "../content/content-files.ts";
import sharp from "sharp";
import type { Sharp } from "sharp";
import type { Plugin } from "vite";
import pLimit from "p-limit";
import { drawProblem, drawVerdict, startDrawBudget, type DrawBudget } from "../content/svg-draw.ts";
import { defaultWidths, drawLargest, type Drawn } from "./draw-image.ts";

export { defaultWidths, getWidths } from "./draw-image.ts";

/** What `import image from "./x.svg?responsive"` gives: srcsets per format, the fallback and its size. */
export type ResponsiveImage = {
  /** Intrinsic size of the fallback; every file of the set has this aspect ratio. */
  width: number;
  height: number;
  avif: string;
  webp: string;
  /**
   * The fallback (JPEG, or PNG when the image has transparency): a raster file for old browsers and social cards.
   * Under `npm run dev`, the source file itself, with no AVIF or WebP (`devImageModule`).
   */
  src: string;
  type: "image/jpeg" | "image/png" | "image/svg+xml" | "image/webp";
};

export type PipelineOptions = {
  /** Where generated files are kept between builds, keyed by the source's hash. */
  cacheDir: string;
  /** Candidate widths; a set never exceeds what its source allows. */
  widths?: number[];
  /** Width of the fallback file (also the social-card and JSON-LD image). */
  fallbackWidth?: number;
};

type Variant = { file: string; width: number };
export type ImageSet = {
  width: number;
  height: number;
  avif: Variant[];
  webp: Variant[];
  fallback: Variant & { type: ResponsiveImage["type"] };
  /** True when the files came from the cache without running the encoders. */
  cached: boolean;
};

const defaultFallbackWidth = 1200;
// Bump when the encoder settings change, so old cached files are not reused.
const pipelineVersion = 2;
// AVIF is most of a first build's time (about 70 % of the encoding). Effort 2: about a tenth of the
// encode time of the default (4) for ~30 % more bytes on flat artwork; effort 1 halves the time again but
// adds ~20 % bytes, effort 3 takes 1.5-2x as long for ~6 % fewer. Quality 50 with 4:2:0 chroma (sharp's
// default is 4:4:4): ~25 % fewer bytes than quality 55 at 4:4:4 and ~20 % less encode time, with no
// visible difference on our artwork (the home hero at 2400 px: 22.6 -> 16.6 KB). Measured in
// docs/performance.md ("Images").
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
};

const describe = (file: string) => path.relative(process.cwd(), file) || file;

async function readSource(file: string): Promise<Buffer> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "the file does not exist" : String(error);
    throw new Error(`Image ${describe(file)}: ${reason}`);
  }
}

/** Generates (or reads from the cache) the AVIF, WebP and fallback files of one source image. */
export async function generateImageSet(
  file: string,
  options: PipelineOptions & { budget?: DrawBudget },
): Promise<ImageSet> {
  const widths = options.widths ?? defaultWidths;
  const fallbackWidth = options.fallbackWidth ?? defaultFallbackWidth;
  const source = await readSource(file);
  const hash = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ pipelineVersion, widths, fallbackWidth }))
    .digest("hex")
    .slice(0, 16);
  const name = path.basename(file, path.extname(file));
  const dir = path.join(options.cacheDir, `${name}-${hash}`);
  const cached = await readCachedSet(dir);
  if (cached) return { ...cached, cached: true };

  // An SVG is drawn first in a child process with a time limit (the content check's verdict, kept by the file's
  // content, when the check drew it): a drawing that would take the renderer minutes stops the build at once, by
  // name, instead of stalling it. The build's drawings share one total, as the check's do.
  if (/\.svg$/i.test(file)) {
    const problem = drawProblem(
      await drawVerdict(source, { cacheDir: options.cacheDir, widths, budget: options.budget }),
    );
    if (problem) throw new Error(`Image ${describe(file)} ${problem}`);
  }
  let base: Drawn;
  try {
    base = await drawLargest(source, widths);
  } catch (error) {
    const { message, stage } = error as Error & { stage?: string };
    throw new Error(
      stage === "read"
        ? `Image ${describe(file)} cannot be read as an image: ${message}`
        : `Image ${describe(file)} cannot be converted: ${message}`,
    );
  }
  const largest = base.setWidths.at(-1)!;
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const opaque = (await sharp(base.data, { raw }).stats()).isOpaque;
  const at = (width: number) => {
    const image = sharp(base.data, { raw }).resize({ width });
    return opaque ? image.removeAlpha() : image;
  };

  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  await fs.mkdir(tmp, { recursive: true });
  const write = async (width: number, format: keyof typeof encoders): Promise<Variant> => {
    const fileName = `${name}-${width}.${format}`;
    await encoders[format](at(width)).toFile(path.join(tmp, fileName));
    return { file: fileName, width };
  };
  const avif: Variant[] = [];
  const webp: Variant[] = [];
  for (const width of base.setWidths) {
    avif.push(await write(width, "avif"));
    webp.push(await write(width, "webp"));
  }
  const fallbackAt = Math.min(fallbackWidth, largest);
  const fallbackFormat = opaque ? "jpg" : "png";
  const fallback = {
    ...(await write(fallbackAt, fallbackFormat)),
    type: opaque ? ("image/jpeg" as const) : ("image/png" as const),
  };
  const height = Math.round((fallbackAt * raw.height) / raw.width);
  const set = { width: fallbackAt, height, avif, webp, fallback };
  await fs.writeFile(path.join(tmp, "meta.json"), JSON.stringify(set, null, 2));
  // A finished set appears at once, so a build that is stopped halfway never leaves a broken cache entry.
  await fs.rename(tmp, dir).catch(async () => fs.rm(tmp, { recursive: true, force: true }));
  const written = await readCachedSet(dir);
  if (!written) throw new Error(`Image ${describe(file)}: could not write ${describe(dir)}`);
  return { ...written, cached: false };
}

async function readCachedSet(dir: string): Promise<Omit<ImageSet, "cached"> | undefined> {
  const json = await fs.readFile(path.join(dir, "meta.json"), "utf8").catch(() => undefined);
  if (!json) return undefined;
  const set = JSON.parse(json) as Omit<ImageSet, "cached">;
  const withPath = <T extends Variant>(variant: T): T => ({ ...variant, file: path.join(dir, variant.file) });
  return {
    ...set,
    avif: set.avif.map(withPath),
    webp: set.webp.map(withPath),
    fallback: withPath(set.fallback),
  };
}

const query = "?responsive";
const imageFile = /\.(avif|webp|jpe?g|png)$/;
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
// Two images at a time: the machine stays usable and memory stays small (a 2400 px image is ~13 MB raw).
const limit = pLimit(2);

/** Vite plugin: `import x from "./a.svg?responsive"` gives a ResponsiveImage whose files are hashed assets. */
export function responsiveImages(options: Partial<PipelineOptions> = {}): Plugin {
  let cacheDir = options.cacheDir ?? "";
  // Progress of a build: a first build encodes every image (most of its time), so it says how far it is.
  let built = 0;
  let encoded = 0;
  let total = 0;
  let started = 0;
  let budget: DrawBudget | undefined;
  return {
    name: "responsive-images",
    enforce: "pre",
    configResolved(config) {
      cacheDir ||= path.join(config.root, "node_modules/.cache/images");
    },
    // The pages' server code loads image sets on demand (pipeline/runtime/images.ts), which keeps them out
    // of vike's per-page asset lists but also out of the client build. The server build writes the same
    // files under the same hashed names; those the client folder lacks are copied there.
    async writeBundle(output, bundle) {
      if (this.environment.config.consumer !== "server" || !output.dir) return;
      const clientDir = path.join(path.dirname(output.dir), "client");
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !imageFile.test(file.fileName)) continue;
        const target = path.join(clientDir, file.fileName);
        if (await exists(target)) continue;
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(path.join(output.dir, file.fileName), target);
      }
    },
    async load(id) {
      if (!id.endsWith(query)) return;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      // `npm run dev` shows the source itself: encoding a page's sets on its first visit kept the page waiting
      // for seconds to minutes on a fresh clone, and vike warned on every such visit that data() was slow.
      if (this.environment.config.command === "serve") return devImageModule(file, options.fallbackWidth);
      started ||= Date.now();
      budget ??= startDrawBudget();
      const set = await limit(() => generateImageSet(file, { ...options, cacheDir, budget }));
      built += 1;
      if (!set.cached) encoded += 1;
      total ||= countContentImages(this.environment.config.root);
      // A first build spends most of its time here: every image encoded is named as it is done, with the
      // time left at the pace so far (images from the cache take no time and are counted every tenth).
      if (
        this.environment.config.command === "build" &&
        (!set.cached || built % 10 === 0 || built >= total)
      ) {
        const elapsed = (Date.now() - started) / 1000;
        const left = built < total ? Math.round((elapsed / built) * (total - built)) : 0;
        const name = path.relative(path.join(this.environment.config.root, "content"), file);
        console.log(
          `  images: ${built} of ${total} ready (${encoded} encoded, ${built - encoded} from the cache)` +
            (set.cached ? "" : ` · ${name}`) +
            (left ? ` · about ${left < 60 ? `${left} s` : `${Math.ceil(left / 60)} min`} left` : ""),
        );
      }
      return toModule(set);
    },
  };
}

/** The content images a build may turn into sets (what pipeline/runtime/images.ts globs). */
function countContentImages(root: string): number {
  return contentFolders
    .filter((folder) => fsSync.existsSync(path.join(root, "content", folder)))
    .flatMap((folder) =>
      fsSync.readdirSync(path.join(root, "content", folder)).map((name) => `content/${folder}/${name}`),
    )
    .filter(isImageSetSource).length;
}

const sourceTypes: Record<string, ResponsiveImage["type"]> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * The module of an image under `npm run dev`: the source file as it is, at the fallback's size (the same aspect
 * ratio as the build's set, so the page lays out the same), with no AVIF or WebP. Reads the image's size only.
 */
export async function devImageModule(file: string, fallbackWidth = defaultFallbackWidth): Promise<string> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(await readSource(file)).metadata();
  } catch (error) {
    throw new Error(`Image ${describe(file)} cannot be read as an image: ${(error as Error).message}`);
  }
  if (!size.width || !size.height) throw new Error(`Image ${describe(file)} has no width or height`);
  const width = Math.min(fallbackWidth, size.width);
  const extension = path.extname(file).slice(1).toLowerCase();
  return `import src from ${JSON.stringify(`${file}?url&no-inline`)};
export default {
  width: ${width},
  height: ${Math.round((width * size.height) / size.width)},
  avif: "",
  webp: "",
  src,
  type: ${JSON.stringify(sourceTypes[extension] ?? "image/png")},
};
`;
}

/** The module of one image set: Vite's own `?url` handling fingerprints each file into /assets. */
export function toModule(set: ImageSet): string {
  const files = [...set.avif, ...set.webp, set.fallback];
  const imports = files.map(
    (variant, index) => `import u${index} from ${JSON.stringify(`${variant.file}?url`)};`,
  );
  const srcset = (variants: Variant[], offset: number) =>
    variants.map((variant, index) => `\${u${offset + index}} ${variant.width}w`).join(", ");
  return `${imports.join("\n")}
export default {
  width: ${set.width},
  height: ${set.height},
  avif: \`${srcset(set.avif, 0)}\`,
  webp: \`${srcset(set.webp, set.avif.length)}\`,
  src: u${files.length - 1},
  type: ${JSON.stringify(set.fallback.type)},
};
`;
}
