// The one drawing of a source image the build makes: at the largest width of its set, as raw pixels, which
// generateImageSet (image-plugin.ts) then scales down and encodes. The content check makes the same call in a
// child process it can stop (pipeline/content/svg-draw.ts), so it lives here, with no import but sharp: that child
// runs this file with Node alone.
import sharp from "sharp";
import type { Metadata, OutputInfo } from "sharp";

export const defaultWidths = [480, 800, 1200, 1600, 2400];

/**
 * The widths generated for a source: vector art up to twice its drawn width (sharp on 2x screens),
 * raster images never above their own width, and at most the largest candidate.
 */
export function getWidths(sourceWidth: number, isVector: boolean, widths = defaultWidths): number[] {
  const cap = Math.min(Math.max(...widths), isVector ? sourceWidth * 2 : sourceWidth);
  return [...widths.filter((width) => width < cap), cap];
}

export type Drawn = { data: Buffer; info: OutputInfo; metadata: Metadata; setWidths: number[] };

/**
 * Reads the image's header (a problem there is "cannot be read"), then draws it once at the largest width of
 * its set (vector: at the density that gives it). A failure of the second step is "cannot be converted".
 */
export async function drawLargest(source: Buffer, widths = defaultWidths): Promise<Drawn> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
    if (!metadata.width || !metadata.height) throw new Error("it has no width and height");
  } catch (error) {
    throw Object.assign(new Error((error as Error).message), { stage: "read" });
  }
  const isVector = metadata.format === "svg";
  // EXIF orientation swaps the sides of a rotated photo.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const sourceWidth = rotated ? metadata.height : metadata.width;
  const setWidths = getWidths(sourceWidth, isVector, widths);
  const largest = setWidths.at(-1)!;
  const density = isVector ? (72 * largest) / sourceWidth : undefined;
  try {
    const { data, info } = await sharp(source, density ? { density } : {})
      .rotate()
      .resize({ width: largest })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info, metadata, setWidths };
  } catch (error) {
    throw Object.assign(new Error((error as Error).message), { stage: "convert" });
  }
}
