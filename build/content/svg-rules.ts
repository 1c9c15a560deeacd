// What an SVG in content/ may hold: drawing only. The brand logos are served as files on the site's origin,
// where a browser that opens one runs any script it holds; the other SVGs are rasterised, where a reference
// to another file could read it. So every SVG is held to one allowlist: the drawing elements, attributes
// that are not event handlers, and references only inside the file (`#id`). Anything else is refused with
// its line; the file is never rewritten, so what a writer sees is what the site serves.
import { Parser } from "htmlparser2";
import type { Problem } from "./problems.ts";

const drawingElements = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "title",
  "desc",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "mask",
  "clipPath",
  "marker",
  "style",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence",
]);

/** `url(…)` to anything but an id of the same file, `@import`, or script in CSS or an attribute. */
const outsideReference = /url\(\s*(?!['"]?#)|@import|javascript:|expression\(/i;

/** Every reason `source` (the SVG file `file`) cannot be published, with its line. */
export function checkSvg(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const lineAt = (index: number) => source.slice(0, Math.max(0, index)).split("\n").length;
  let inStyle = 0;
  let seenRoot = false;
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        const lower = name.toLowerCase();
        if (lower === "?xml") return;
        problems.push({
          file,
          line: lineAt(parser.startIndex),
          message: lower.startsWith("!doctype")
            ? "an SVG may not have a <!DOCTYPE> (it can define text that turns into markup): remove it"
            : `<${name}…> cannot be in an SVG the site publishes: remove it`,
        });
      },
      onopentag(name, attributes) {
        const line = lineAt(parser.startIndex);
        if (!seenRoot && name !== "svg")
          problems.push({ file, line, message: `an SVG must start with <svg>, not <${name}>` });
        seenRoot = true;
        if (!drawingElements.has(name)) {
          problems.push({
            file,
            line,
            message: `<${name}> cannot be in an SVG the site publishes: an SVG may hold only drawing (shapes, text, gradients, filters); remove it`,
          });
        }
        if (name === "style") inStyle += 1;
        for (const [attribute, value] of Object.entries(attributes)) {
          const reason = describeAttribute(attribute, value);
          if (reason) problems.push({ file, line, message: `${attribute}= on <${name}> ${reason}` });
        }
      },
      onclosetag(name) {
        if (name === "style") inStyle -= 1;
      },
      ontext(text) {
        if (inStyle > 0 && outsideReference.test(text))
          problems.push({
            file,
            line: lineAt(parser.startIndex),
            message:
              "the <style> of this SVG loads another file or runs script (@import, url() to another file): keep only styles and url(#id)",
          });
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(source);
  parser.end();
  if (!seenRoot) problems.push({ file, line: 1, message: "is not an SVG drawing: it has no <svg> element" });
  return problems;
}

function describeAttribute(attribute: string, value: string): string | undefined {
  const name = attribute.toLowerCase();
  if (name.startsWith("on")) return "runs script: remove it";
  if ((name === "href" || name.endsWith(":href")) && !value.trim().startsWith("#"))
    return "points outside this file: an SVG may refer only to its own parts (#id)";
  if (name === "xml:base") return "changes where references point: remove it";
  if (outsideReference.test(value))
    return "loads another file or runs script: an SVG may refer only to its own parts (url(#id))";
  return undefined;
}
