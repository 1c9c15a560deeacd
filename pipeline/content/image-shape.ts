// The shapes of picture a page can show. A picture in a body is shown whole, as wide as the text column (768 CSS px
// at most: `bodyImageSizes` in components/mdx/index.tsx), and as tall as its shape makes it; covers, heroes and
// portraits are cropped into frames from 21:9 to 4:5. A 2×4000 PNG made a page 1.5 million px tall, and a 1×1 PNG
// filled the column with one colour (eleventh probe, G5): both are refused by name (docs/errors.md).

/** The widest the text column shows a picture, in CSS px. */
export const bodyColumnWidth = 768;
/** How much a picture may be enlarged to the column's width: beyond twice its size it blurs. */
export const mostEnlargement = 2;
/** The narrowest picture (px) the column shows sharp enough. */
export const leastImageWidth = bodyColumnWidth / mostEnlargement;
/** The widest shape: 4 to 1, a panorama 192 px tall in the column (the widest frame, 21:9, crops it a little). */
export const widestAspect = 4;
/** The tallest shape: 1 to 2, 1,536 px tall in the column, two screens of a laptop. */
export const tallestAspect = 2;

const grouped = (value: number) => Math.round(value).toLocaleString("en");
const ratio = (value: number) => String(value < 100 ? Number(value.toFixed(1)) : Math.round(value));

/**
 * Why a picture of `width`×`height` (in `unit`s) has a shape the page cannot show, or undefined. The reason names
 * how tall it would be in the column, so the size of the mistake is plain.
 */
export function describeAspect(width: number, height: number, unit: string): string | undefined {
  const shownHeight = (height * bodyColumnWidth) / width;
  if (height > width * tallestAspect)
    return `is ${width}×${height} ${unit}, ${ratio(height / width)} times as tall as it is wide: the page shows a picture as wide as the text (up to ${bodyColumnWidth} px), so this one would be ${grouped(shownHeight)} px tall. Crop it to at most ${tallestAspect} times as tall as it is wide`;
  if (width > height * widestAspect)
    return `is ${width}×${height} ${unit}, ${ratio(width / height)} times as wide as it is tall: the page shows a picture as wide as the text (up to ${bodyColumnWidth} px), so this one would be a strip ${grouped(shownHeight)} px tall. Crop it to at most ${widestAspect} times as wide as it is tall`;
  return undefined;
}

/** Why a raster picture of `width`×`height` pixels cannot be shown as the page shows pictures, or undefined. */
export function describeRasterShape(width: number, height: number): string | undefined {
  const aspect = describeAspect(width, height, "pixels");
  if (aspect) return aspect;
  if (width < leastImageWidth)
    return `is ${width}×${height} pixels: the text column shows a picture up to ${bodyColumnWidth} px wide, so this one would be enlarged ${ratio(bodyColumnWidth / width)} times and blur (at most ${mostEnlargement} times looks sharp). Use the picture at its real size, at least ${leastImageWidth} pixels wide`;
  return undefined;
}
