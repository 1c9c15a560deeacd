// Text in a writer's SVG that a reader cannot see (tenth probe, F5): a logo is published as a file, and a `<text>`
// with display="none", opacity="0", no paint, a size of 0 or placed off the drawing carries what its author left in
// it (an e-mail address, a draft note) to every visitor, while nobody who looks at the logo sees it. The site's own
// drawings outline their lettering; `<text>` stays allowed (the placeholder of `npm run new` uses it) when it is
// drawn. What a drawing's elements say about being shown is followed down the tree, as a browser inherits it;
// a `<style>` sheet cannot be matched to elements here, so a drawing with text may not hide anything through one.
import * as csstree from "css-tree";

/** What decides whether an element's text is drawn, as inherited from its ancestors. */
export type Shown = {
  /** Why an ancestor (or the element) takes it out of the drawing: display="none", opacity="0", <defs>… */
  gone?: string;
  visibility: string;
  fill: string;
  fillOpacity: number;
  stroke: string;
  strokeOpacity: number;
  strokeWidth: number;
  fontSize: number;
  /** An ancestor moves or scales what it holds (transform=, a nested <svg>): where text lands is not read here. */
  moved: boolean;
  anchor: string;
};

/** Text in these is not drawn where it stands: only where something uses it, or as a shape that cuts another. */
const notDrawn = new Set(["defs", "symbol", "clipPath", "mask", "pattern", "marker"]);

export const rootShown: Shown = {
  visibility: "visible",
  fill: "black",
  fillOpacity: 1,
  stroke: "none",
  strokeOpacity: 1,
  strokeWidth: 1,
  fontSize: 16,
  moved: false,
  anchor: "start",
};

/** The properties an element sets, from its presentation attributes and its style= (which wins, as in CSS). */
function ownProperties(attributes: Record<string, string>): Map<string, string> {
  const properties = new Map<string, string>();
  for (const [name, value] of Object.entries(attributes)) properties.set(name.toLowerCase(), value.trim());
  if (attributes.style)
    for (const declaration of attributes.style.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0)
        properties.set(
          declaration.slice(0, colon).trim().toLowerCase(),
          declaration
            .slice(colon + 1)
            .replace(/!important/i, "")
            .trim(),
        );
    }
  return properties;
}

/** A number, or a share written with %, as a fraction; undefined when it is neither. */
const fraction = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%?)$/i.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) / (match[2] ? 100 : 1);
};
/** A size in user units (a number or px); undefined for any other unit. */
const size = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px)?$/i.exec(value.trim());
  return match ? Number(match[1]) : undefined;
};

/** What an element with `name` and `attributes` inside `parent` shows. */
export function shownBy(parent: Shown, name: string, attributes: Record<string, string>): Shown {
  const own = ownProperties(attributes);
  const next: Shown = { ...parent };
  const display = own.get("display")?.toLowerCase();
  const opacity = fraction(own.get("opacity"));
  if (!next.gone) {
    if (notDrawn.has(name)) next.gone = `it is inside <${name}>, which is not drawn where it stands`;
    else if (display === "none") next.gone = 'display="none" hides it';
    else if (opacity !== undefined && opacity <= 0) next.gone = 'opacity="0" makes it invisible';
  }
  const visibility = own.get("visibility")?.toLowerCase();
  if (visibility && visibility !== "inherit") next.visibility = visibility;
  const fill = own.get("fill");
  if (fill && fill !== "inherit") next.fill = fill.toLowerCase();
  const stroke = own.get("stroke");
  if (stroke && stroke !== "inherit") next.stroke = stroke.toLowerCase();
  next.fillOpacity = fraction(own.get("fill-opacity")) ?? next.fillOpacity;
  next.strokeOpacity = fraction(own.get("stroke-opacity")) ?? next.strokeOpacity;
  next.strokeWidth = size(own.get("stroke-width")) ?? next.strokeWidth;
  const fontSize = own.get("font-size");
  if (fontSize !== undefined)
    next.fontSize = size(fontSize) ?? (/^0+(\.0*)?[a-z%]*$/i.test(fontSize) ? 0 : 16);
  const anchor = own.get("text-anchor")?.toLowerCase();
  if (anchor && anchor !== "inherit") next.anchor = anchor;
  if (own.has("transform") || (name === "svg" && parent !== rootShown)) next.moved = true;
  return next;
}

/** The least font size, in user units, that a reader can read as text. */
export const leastFontSize = 2;

/** The drawing's viewBox as [x, y, width, height], or undefined. */
export function viewBoxOf(attributes: Record<string, string>): number[] | undefined {
  const box = (attributes.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box.every(Number.isFinite) ? box : undefined;
}

/**
 * Why the text of a `<text>` (or `<tspan>`, `<textPath>`) element is not seen, or undefined. `attributes` are the
 * element's own, for where it stands (x=, y=) against the drawing's `viewBox`.
 */
export function unseenText(
  shown: Shown,
  attributes: Record<string, string>,
  viewBox: number[] | undefined,
): string | undefined {
  if (shown.gone) return shown.gone;
  if (shown.visibility === "hidden" || shown.visibility === "collapse")
    return `visibility="${shown.visibility}" hides it`;
  const noPaint = (paint: string, opacity: number) =>
    paint === "none" || paint === "transparent" || opacity <= 0;
  if (
    noPaint(shown.fill, shown.fillOpacity) &&
    (noPaint(shown.stroke, shown.strokeOpacity) || shown.strokeWidth <= 0)
  )
    return "it has neither a fill nor a stroke a reader can see";
  if (shown.fontSize < leastFontSize) return `its font size (${shown.fontSize}) is too small to read`;
  if (viewBox && !shown.moved) {
    const [left, top, width, height] = viewBox as [number, number, number, number];
    const x = size(attributes.x?.trim().split(/[\s,]+/)[0]);
    const y = size(attributes.y?.trim().split(/[\s,]+/)[0]);
    const off =
      (y !== undefined && (y < top || y - shown.fontSize > top + height)) ||
      (x !== undefined && shown.anchor === "start" && x > left + width) ||
      (x !== undefined && shown.anchor === "end" && x < left);
    if (off) return `it stands outside the drawing (its viewBox is ${viewBox.join(" ")})`;
  }
  return undefined;
}

/** CSS properties whose value can take text out of sight. */
const hiding: Record<string, (value: string) => boolean> = {
  display: (value) => value === "none",
  visibility: (value) => value === "hidden" || value === "collapse",
  opacity: (value) => (fraction(value) ?? 1) <= 0,
  "font-size": (value) => (size(value) ?? (/^0+(\.0*)?[a-z%]*$/i.test(value) ? 0 : 16)) < leastFontSize,
};

/** The first declaration of a `<style>` sheet that can hide text (`display: none`), or undefined. */
export function hidingDeclaration(css: string): string | undefined {
  let found: string | undefined;
  try {
    csstree.walk(csstree.parse(css, { context: "stylesheet" }), (node) => {
      if (found || node.type !== "Declaration") return;
      const property = node.property.toLowerCase();
      const value = csstree
        .generate(node.value)
        .replace(/!important/i, "")
        .trim()
        .toLowerCase();
      if (hiding[property]?.(value)) found = `${property}: ${value}`;
    });
  } catch {
    return undefined; // unreadable CSS is refused by cssReference
  }
  return found;
}
