// Shapes of an SVG that are drawn wholly outside its viewBox (twelfth probe, H5): a logo is published as a file, and a
// path placed at x=9000 in a 264-wide drawing is published with it and never seen, so outlined lettering (a name, a
// "draft" note) can ride along. SVGO's own test (`removeOffCanvasPaths`: a path none of whose parts meets the
// viewBox) is run on a copy, with the other shapes read as paths and what is drawn only where it is used (<defs>,
// <symbol>, a clip, a mask, a pattern, a marker, a nested <svg>) left out; a shape that is moved (transform=) is
// taken as seen. Only the copy is changed: the file itself is not rewritten.
import { optimize, type CustomPlugin, type XastElement } from "svgo";
import { viewBoxOf } from "./svg-text.ts";

/** Containers whose shapes are drawn only where something uses them, in coordinates of their own. */
const drawnElsewhere = new Set(["defs", "symbol", "clipPath", "mask", "pattern", "marker", "svg"]);
/** Elements that draw a shape (what `convertShapeToPath` turns into a path). */
const shapes = new Set(["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]);
const mark = "data-kizuna-element";
/** How far outside the viewBox a shape must lie, as a share of the viewBox's larger side: a wide stroke, or a
 * blur, of a shape just outside still reaches in. */
const margin = 0.5;

/**
 * The places (0 for the first element of the file, in the order the elements open) of the shapes of `svg` drawn
 * wholly outside its viewBox, by at least half its larger side.
 */
export function offCanvasElements(svg: string): number[] {
  const kept = new Set<number>();
  const marked: number[] = [];
  let uses = false;
  const prepare: CustomPlugin = {
    name: "kizuna-mark-shapes",
    fn: () => {
      let place = 0;
      return {
        element: {
          enter: (node, parent) => {
            const at = place++;
            if (node.name === "use") uses = true;
            if (parent.type === "root" && node.name === "svg") {
              const { viewBox, width, height } = node.attributes;
              const box = viewBoxOf({ viewBox: viewBox ?? `0 0 ${width} ${height}` });
              if (box) {
                const [x, y, width, height] = box as [number, number, number, number];
                const extra = Math.max(width, height) * margin;
                node.attributes.viewBox = `${x - extra} ${y - extra} ${width + 2 * extra} ${height + 2 * extra}`;
              }
              return;
            }
            if (shapes.has(node.name)) {
              node.attributes[mark] = String(at);
              marked.push(at);
            }
          },
        },
      };
    },
  };
  // Leave out what is drawn only where it is used, and (when the file has a <use>) what a <use> may draw elsewhere.
  const leaveOut: CustomPlugin = {
    name: "kizuna-leave-out-elsewhere",
    fn: () => ({
      element: {
        enter: (node, parent) => {
          if (parent.type === "root") return;
          const elsewhere = drawnElsewhere.has(node.name) || (uses && node.attributes.id !== undefined);
          if (elsewhere) parent.children = parent.children.filter((child) => child !== node);
        },
      },
    }),
  };
  // The marked shapes still in the copy at a point of the run, into `into`.
  const marksInto = (name: string, into: Set<number>): CustomPlugin => ({
    name,
    fn: () => ({
      element: {
        enter: (node: XastElement) => {
          const at = node.attributes[mark];
          if (at !== undefined) into.add(Number(at));
        },
      },
    }),
  });
  const left = new Set<number>();
  const leftOut = marksInto("kizuna-left-out", left);
  const collect = marksInto("kizuna-collect-shapes", kept);
  optimize(svg, {
    plugins: [
      prepare,
      leaveOut,
      leftOut,
      { name: "convertShapeToPath", params: { convertArcs: true } },
      "removeOffCanvasPaths",
      collect,
    ],
  });
  return marked.filter((at) => left.has(at) && !kept.has(at));
}
