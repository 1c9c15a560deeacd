// The raster images and videos of content/, each by what its first bytes say it holds against what its name says.
// Images (PNG, JPEG, WebP) are also opened as the build opens them: their size against what the build can encode,
// and a full decode by sharp that fails on a file cut short. A file the build would stop on after a minute is
// refused first, by name.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describeRasterShape } from "./image-shape.ts";
import type { Problem } from "./problems.ts";
import { deepestVideoNesting, videoMetadata } from "./video-metadata.ts";

/** The longest side the build encodes (it makes widths up to 2,400 px; a photo of 8,000 px is plenty). */
export const maxImageSide = 8000;

const rasterTypes = { png: "PNG", jpg: "JPEG", jpeg: "JPEG", webp: "WebP" } as const;
type RasterExtension = keyof typeof rasterTypes;

/**
 * The most scans a JPEG may have. A progressive JPEG sends its picture in scans, each a pass of the decoder over every
 * block of the picture: the standard libjpeg script writes 10 for a colour photo, cameras and editing programs 1 to
 * 12. A file of 2,082 valid scans (one per coefficient and per bit) over a flat 8,000 x 8,000 picture, 572 KB, took
 * one decode 103 s on the build machine, and the check and the build each decode every picture (stop 76, J1).
 */
export const mostJpegScans = 100;

/**
 * The number of scans (SOS markers) of a JPEG, read from its markers without decoding anything: each segment is
 * skipped by its length, and a scan's coded data up to the next marker (a 0xFF followed by a byte other than 0 or a
 * restart marker). Linear in the file's length.
 */
export function jpegScanCount(data: Buffer): number {
  let scans = 0;
  let at = 2;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) break;
    while (at + 1 < data.length && data[at + 1] === 0xff) at++;
    const marker = data[at + 1]!;
    at += 2;
    if (marker === 0xd9) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 1 >= data.length) break;
    at += data.readUInt16BE(at);
    if (marker !== 0xda) continue;
    scans++;
    while (at + 1 < data.length) {
      const next = data[at + 1]!;
      if (data[at] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) break;
      at++;
    }
  }
  return scans;
}

/** What a file holds, by its first bytes (the "magic numbers" of each format). */
function sniff(head: Buffer): string {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "PNG";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "JPEG";
  if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return "WebP";
  if (head.toString("latin1", 0, 6) === "GIF87a" || head.toString("latin1", 0, 6) === "GIF89a") return "GIF";
  if (head.toString("latin1", 4, 8) === "ftyp") return "MP4";
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && head.includes("webm"))
    return "WebM";
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (/^<(\?xml|svg)/.test(text)) return "SVG";
  if (/^<(!doctype html|html|head|body|script)/.test(text)) return "HTML";
  return text.startsWith("<") ? "markup" : "data of another kind";
}

/** "a" or "an" before a format's name, as it is read out (an SVG, an MP4, a PNG). */
const article = (name: string) => (/^[AEFHILMNORSX][A-Z0-9]/.test(name) ? "an" : "a");

/**
 * Why a file named `.extension`, which should hold `expected` (a "JPEG image", an "MP4 video"), cannot be
 * published, by what its first bytes say it holds; undefined when they match.
 */
function mismatch(extension: string, head: Buffer, expected: string, kind: string, fix: string) {
  const held = sniff(head);
  if (held === expected) return undefined;
  const what =
    held === "HTML" || held === "markup" || held === "data of another kind"
      ? held
      : `${article(held)} ${held} file`;
  return `is named .${extension} but holds ${what}, not ${article(expected)} ${expected} ${kind}: ${fix} as ${expected}`;
}

/** Why the raster image `rel` (relative to `root`) cannot be built; undefined when it can. */
export async function describeRasterProblem(root: string, rel: string): Promise<string | undefined> {
  const extension = path.extname(rel).slice(1).toLowerCase() as RasterExtension;
  const expected = rasterTypes[extension];
  if (!expected) return undefined;
  const data = fs.readFileSync(path.join(root, rel));
  const wrongType = mismatch(extension, data.subarray(0, 64), expected, "image", "save the picture itself");
  if (wrongType) return wrongType;
  try {
    // The header first: its size alone refuses a picture too large to decode.
    const {
      width = 0,
      height = 0,
      orientation = 1,
    } = await sharp(data, { limitInputPixels: false }).metadata();
    if (width > maxImageSide || height > maxImageSide)
      return `is ${width}×${height} pixels, more than the ${maxImageSide} pixels a side the site builds: scale it down`;
    // Before the decode below, which goes over the picture once for every scan.
    const scans = expected === "JPEG" ? jpegScanCount(data) : 0;
    if (scans > mostJpegScans)
      return `is a JPEG sent in ${scans} scans, more than the ${mostJpegScans} any camera or editing program writes (they write 1 to 12): a decoder goes over the whole picture once for each scan, and this file would hold the check and the build for minutes. Save the picture again as a JPEG from an image editor`;
    // Decoding every pixel is the only way to find a file that ends too soon or is damaged inside (a PNG whose
    // checksum is wrong). The build decodes with sharp's default (failOn "warning"), so the check does the same: with
    // "truncated" a bad checksum passed the check and stopped the build.
    await sharp(data, { failOn: "warning" }).stats();
    // Its shape as a page shows it: a photo whose EXIF orientation turns it (5 to 8) is shown with its sides swapped.
    return orientation >= 5 ? describeRasterShape(height, width) : describeRasterShape(width, height);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    return `cannot be read as a ${expected} image to its end (${reason}): the file is cut short or damaged; save it again`;
  }
}

/** Every raster image among `files` (content/'s, relative to `root`) that the build could not encode. */
export async function checkRasterImages(root: string, files: string[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const file of files.filter((name) => /\.(png|jpe?g|webp)$/i.test(name))) {
    const message = await describeRasterProblem(root, file);
    if (message) problems.push({ file, message });
  }
  return problems;
}

const videoTypes = { mp4: "MP4", webm: "WebM" } as const;

/**
 * Every video among `files` whose first bytes are not the format its name says, or that carries metadata beyond the
 * program that made it (video-metadata.ts): a video is published as it is
 * (the site does not re-encode it), so an HTML page named .mp4 would be served from our origin. Served as
 * video/mp4 no browser runs it, but it is no video either.
 */
export function checkVideos(root: string, files: string[]): Problem[] {
  const problems: Problem[] = [];
  for (const file of files.filter((name) => /\.(mp4|webm)$/i.test(name))) {
    const extension = path.extname(file).slice(1).toLowerCase() as keyof typeof videoTypes;
    const bytes = fs.readFileSync(path.join(root, file));
    const message = mismatch(
      extension,
      bytes.subarray(0, 64),
      videoTypes[extension],
      "video",
      "export the video itself",
    );
    if (message) {
      problems.push({ file, message });
      continue;
    }
    const { carries, broken, tooDeep } = videoMetadata(bytes, extension);
    if (tooDeep)
      problems.push({
        file,
        message: `holds ${extension === "mp4" ? "boxes" : "elements"} inside each other more than ${deepestVideoNesting} levels deep (${tooDeep}), which no program that writes videos makes: export the video again from the program it was made with`,
      });
    else if (broken)
      problems.push({
        file,
        message: `cannot be read to its end as a video (${broken}), so what it holds there cannot be checked: it may have been cut short while it was copied; export it again`,
      });
    else if (carries.length)
      problems.push({
        file,
        message: `holds metadata that would be published with it: ${carries.join("; ")}. A video is published byte for byte, and a phone or an editing program writes where and by whom it was made: export it again without metadata (turn off "include metadata" or "location" in the export), or run ffmpeg -i ${path.basename(file)} -map_metadata -1 -c copy on it`,
      });
  }
  return problems;
}
