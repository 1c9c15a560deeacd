// What an SVG in content/ may hold: drawing only. The brand logos are served as files on the site's origin,
// where a browser that opens one runs any script it holds; the other SVGs are rasterised, where a reference
// to another file could read it. So every SVG is held to one allowlist: the drawing elements, attributes
// that are not event handlers, and references only inside the file (`#id`). Anything else is refused with
// its line. The drawings are published only as the images the build draws from them; the logos (content/brand/) are
// published as files, holding only what is drawn (pipeline/vite/published-svg.ts), and may hold no <text>.
import * as csstree from "css-tree";
import { XMLValidator } from "fast-xml-parser";
import { Parser } from "htmlparser2";
import { hiddenCharacterMessage, hiddenCharacters } from "../../content/fields.ts";
import { describeAspect } from "./image-shape.ts";
import { offCanvasElements } from "./svg-canvas.ts";
import type { Problem } from "./problems.ts";
import { hidingDeclaration, rootShown, shownBy, unseenText, viewBoxOf, type Shown } from "./svg-text.ts";

/**
 * Whether the content SVG `file` is published as a file (the logos, imported with `?url`) rather than drawn into
 * images by the build. The build refuses a `?url` import of any other (pipeline/vite/published-svg.ts).
 */
export const isPublishedSvg = (file: string) => /^content\/brand\/[^/]+\.svg$/i.test(file);

/** offCanvasElements, or none when SVGO cannot read the file (the build then names it: published-svg.ts). */
function shapesOffCanvas(source: string): number[] {
  try {
    return offCanvasElements(source);
  } catch {
    return [];
  }
}

/** Conditional processing attributes: the element is drawn only for readers whose browser matches them. */
export const conditional = new Set(["systemLanguage", "requiredFeatures", "requiredExtensions"]);

/** Elements whose text a browser draws as words. */
const textElements = new Set(["text", "tspan", "textPath"]);

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

/**
 * A reference as a browser's URL parser reads it: only ASCII spaces and controls come off its ends. A trim() that
 * also took a no-break space off passed "\u00A0#x" as a reference inside the file; it points at a file named "%C2%A0".
 */
const urlTrim = (value: string) => value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");

/** Script in an attribute's value. */
const script = /javascript:|expression\(/i;

/** At-rules that only arrange the drawing's own styles; every other (@import, @font-face, @namespace…) is refused. */
const allowedAtRules = new Set(["media", "supports", "keyframes", "-webkit-keyframes", "layer", "container"]);
/** CSS functions that load a file without `url(`, or run script. */
const loadingFunctions = new Set([
  "url",
  "src",
  "image",
  "image-set",
  "-webkit-image-set",
  "cross-fade",
  "element",
  "expression",
  "paint",
]);

/**
 * Why CSS from an SVG (a <style>, a style= attribute or a presentation attribute's value) cannot be published,
 * or undefined. The CSS is parsed as a browser reads it (css-tree): comments, CDATA sections and escapes such as
 * `u\72l(` cannot hide a reference to another file, and CSS the parser cannot read whole is refused.
 */
export function cssReference(
  css: string,
  context: "stylesheet" | "declarationList" | "value",
): string | undefined {
  let reason: string | undefined;
  const refuse = (why: string) => (reason ??= why);
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, {
      context,
      parseValue: true,
      parseCustomProperty: true,
      onParseError: () => refuse("is not CSS the check can read whole: simplify it"),
    });
  } catch {
    // What css-tree cannot parse at all (input left after a value: fill="url(#g))") throws past onParseError.
    return "is not CSS the check can read whole: simplify it";
  }
  csstree.walk(ast, (node) => {
    if (node.type === "Raw" && node.value.trim()) refuse("is not CSS the check can read whole: simplify it");
    if (node.type === "Url" && !urlTrim(node.value).startsWith("#"))
      refuse(`loads another file (url(${node.value})): an SVG may refer only to its own parts (url(#id))`);
    if (node.type === "Function" && loadingFunctions.has(csstree.ident.decode(node.name).toLowerCase()))
      refuse(
        `loads another file or runs script (${node.name}()): an SVG may refer only to its own parts (url(#id))`,
      );
    if (node.type === "Atrule" && !allowedAtRules.has(csstree.ident.decode(node.name).toLowerCase()))
      refuse(`has @${node.name}, which loads another file or font: keep only styles, @media and @keyframes`);
  });
  return reason;
}

/**
 * Filters cost the build's renderer (librsvg) time in proportion to the area they cover, at the largest size the
 * site draws (2,400 px wide): measured 2026-11-30, one primitive over the whole drawing took 6 to 13 s, ten colour
 * matrices 44 s, and a single feMorphology of radius 5 over two minutes. A shadow or a glow needs two or three.
 */
export const mostFilterPrimitives = 4;
/** Filter elements that are part of a primitive, not a pass over the picture of their own. */
const primitiveParts = new Set([
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feMergeNode",
  "feDistantLight",
  "fePointLight",
  "feSpotLight",
]);

/** Why a filter primitive with these attributes takes the renderer minutes, or undefined. */
function slowPrimitive(name: string, attributes: Record<string, string>): string | undefined {
  // A small kernelUnitLength (0.01) made the renderer fail to draw the file at all; the default is the right one.
  if ("kernelUnitLength" in attributes)
    return `kernelUnitLength= on <${name}> can make the build's renderer fail or take minutes at the site's sizes: remove it (the renderer picks the right value)`;
  if (name === "feMorphology")
    return "<feMorphology> takes the build minutes to draw at the site's sizes: thicken or thin the shape itself instead";
  if (name === "feTurbulence" && Number(attributes.numOctaves ?? 1) > 4)
    return "numOctaves= on <feTurbulence> above 4 takes the build minutes to draw: use 4 or fewer";
  if (
    name === "feConvolveMatrix" &&
    Math.max(
      ...(attributes.order ?? "3")
        .trim()
        .split(/[\s,]+/)
        .map(Number),
    ) > 5
  )
    return "order= on <feConvolveMatrix> above 5 takes the build minutes to draw: use 5 or less";
  return undefined;
}

/**
 * The build draws an SVG up to 2,400 px wide, and its renderer stops at 32,767 px a side or under 1 px: a drawing
 * more than this many times as tall as it is wide (or wide as tall) passed the check and stopped the build.
 */
export const mostAspect = 13;

/** Pixels in one of each absolute CSS unit, at CSS's 96 per inch (what the renderer uses). */
const absoluteUnits: Record<string, number> = {
  "": 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
};

/**
 * An SVG length as CSS reads it: a number (with a sign, a fraction or an exponent: "1e-3", "+.5E2") and a unit.
 * Absolute units are turned into px; "%" and "auto" (a share of the space the drawing is given) are "relative";
 * a unit that depends on a font or a screen (em, ex, vw…) or anything else is "unreadable".
 */
export function svgLength(value: string): number | "relative" | "unreadable" {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)\s*$/i.exec(value);
  if (!match) return /^\s*auto\s*$/i.test(value) ? "relative" : "unreadable";
  const unit = match[2]!.toLowerCase();
  if (unit === "%") return "relative";
  const scale = absoluteUnits[unit];
  const number = Number(match[1]) * (scale ?? NaN);
  return scale === undefined || !Number.isFinite(number) ? "unreadable" : number;
}

/** A size for a writer: at most four significant digits, never "1e-7" for a reader to decode. */
const shown = (size: number) =>
  Math.abs(size) >= 1e-3 && Math.abs(size) < 1e7
    ? String(Number(size.toPrecision(4)))
    : size.toExponential(2).replace("e+", " × 10^").replace("e-", " × 10^-");

/** Why the root <svg>'s size cannot be drawn, or undefined. Sizes are read as the renderer reads them. */
function drawingShape(attributes: Record<string, string>, published: boolean): string | undefined {
  const box = (attributes.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const hasBox = box.length === 4 && box.every(Number.isFinite);
  const side = (name: "width" | "height", fromBox: number | undefined) => {
    const value = attributes[name];
    if (value === undefined) return hasBox ? fromBox : undefined;
    const length = svgLength(value);
    if (length === "unreadable")
      return `${name}="${value}" is not a size the build can read: write it in px (a plain number, such as ${name}="800"), or in, cm, mm or pt`;
    if (length === "relative")
      return hasBox
        ? fromBox
        : `${name}="${value}" is a share of a space the build does not give a drawing: write it in px (a plain number), or add a viewBox`;
    return length;
  };
  const width = side("width", box[2]);
  const height = side("height", box[3]);
  if (typeof width === "string") return width;
  if (typeof height === "string") return height;
  if (width === undefined || height === undefined) return undefined;
  if (!(width >= 1) || !(height >= 1))
    return `is ${shown(width)} by ${shown(height)} px: a drawing must be at least 1 px on each side (width=, height= or viewBox=)`;
  if (Math.max(width / height, height / width) > mostAspect)
    return `is ${shown(width)} by ${shown(height)} px: one side is more than ${mostAspect} times the other, more than the build can draw at the site's sizes; crop it or split it`;
  // A drawing is shown as a picture is (image-shape.ts); a logo has its own place and size in the header.
  return published
    ? undefined
    : describeAspect(Number(width.toPrecision(4)), Number(height.toPrecision(4)), "px");
}

/** The most elements an SVG may draw once every <use> is expanded: a large map is a few thousand. */
export const mostDrawnElements = 20_000;

/** One open element: its id, how many elements it holds, and the ids its <use> elements copy. */
type Frame = { id?: string; own: number; uses: string[] };

/**
 * How many elements the drawing holds once each <use> is replaced by what it copies, or Infinity where a <use>
 * copies itself. A few nested <use> elements can each copy the last ten times (an SVG "billion laughs"): small as
 * a file, it stops the build's renderer for minutes.
 */
function drawnElements(root: Frame, byId: Map<string, Frame>): number {
  const sizes = new Map<string, number>();
  const size = (frame: Frame, open: Set<string>): number => {
    let total = frame.own;
    for (const id of frame.uses) {
      const used = byId.get(id);
      if (!used) continue;
      if (open.has(id)) return Infinity;
      if (!sizes.has(id)) sizes.set(id, size(used, new Set([...open, id])));
      total += sizes.get(id)!;
      if (total > mostDrawnElements) return total;
    }
    return total;
  };
  return size(root, new Set());
}

/**
 * The line (from 1) of an offset into `source`: the offsets where lines start, found once, and a binary search for
 * each lookup. Slicing and splitting the source for every tag took time in the square of the drawing's size (50,000
 * one-line tags: minutes).
 */
export function lineFinder(source: string): (index: number) => number {
  const lineStarts = [0];
  for (let at = source.indexOf("\n"); at !== -1; at = source.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  return (index) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** Every reason `source` (the SVG file `file`) cannot be published, with its line. */
export function checkSvg(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const published = isPublishedSvg(file);
  const lineAt = lineFinder(source);
  // Well-formed XML first, as the build's renderer (librsvg) reads it: a tag left open passed the check and stopped
  // the build at its images, even when no page used the drawing.
  const wellFormed = XMLValidator.validate(source, { allowBooleanAttributes: false });
  if (wellFormed !== true)
    return [
      {
        file,
        line: wellFormed.err.line,
        message: `is not a drawing the build can read (${wellFormed.err.msg}): save it again from the drawing program, or fix the tag named`,
      },
    ];
  const frames: Frame[] = [{ own: 0, uses: [] }];
  // The line of each element, in the order they open (for the shapes svg-canvas.ts finds off the drawing).
  const elementLines: number[] = [];
  const byId = new Map<string, Frame>();
  let firstUseLine = 0;
  let primitives = 0;
  let inStyle = 0;
  let style = { text: "", line: 0 };
  let seenRoot = false;
  // The namespace prefixes declared (xmlns:x="…") by each open element and its ancestors: an undeclared prefix is
  // well-formed XML but not a namespace-well-formed document, and the renderer refuses the whole file.
  const prefixes: Set<string>[] = [new Set(["xml", "xmlns"])];
  const undeclared = (qualified: string) => {
    const colon = qualified.indexOf(":");
    if (colon <= 0) return undefined;
    const prefix = qualified.slice(0, colon);
    return prefixes.at(-1)!.has(prefix) ? undefined : prefix;
  };
  // Invisible characters in what a drawing holds (its text, attributes and comments), as in every other text of
  // the site: a logo is served as it is, and the site check refuses them there.
  const hidden = (text: string, index: number, where: string) => {
    const found = hiddenCharacterMessage(text);
    if (!found) return;
    const offset = text.search(hiddenCharacters);
    const line = lineAt(index) + (text.slice(0, Math.max(offset, 0)).match(/\n/g)?.length ?? 0);
    problems.push({ file, line, message: `${where} ${found}` });
  };
  // Text a reader cannot see (svg-text.ts): what each open element shows, the text elements open, whether each has
  // been reported, and a <style> declaration that could hide text, reported once the drawing is known to have text.
  const shownStack: Shown[] = [rootShown];
  const textStack: { attributes: Record<string, string>; line: number; reported: boolean }[] = [];
  let viewBox: number[] | undefined;
  let hasText = 0;
  let hidingStyle: { declaration: string; line: number } | undefined;
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
        elementLines.push(line);
        // A logo is drawn the same for every reader: an element shown only to some (systemLanguage="zz", a feature
        // or extension list) is published to all and drawn for few or none.
        if (published)
          for (const attribute of Object.keys(attributes))
            if (conditional.has(attribute))
              problems.push({
                file,
                line,
                message: `${attribute}= on <${name}> in a logo: a browser draws the element only for some readers (or none), yet it is published to all; remove the element, or the attribute if every reader should see it`,
              });
        // A browser reads a <style>'s own text as CSS and nothing inside its elements, while the parser here would
        // join their text in (a comment opened in one <g> and closed in another hid a rule) or start over at an
        // inner <style>: a <style> holds text only.
        if (inStyle > 0)
          problems.push({
            file,
            line,
            message: `<${name}> inside a <style>: a <style> may hold only CSS text`,
          });
        if (!seenRoot && name !== "svg")
          problems.push({ file, line, message: `an SVG must start with <svg>, not <${name}>` });
        if (!seenRoot && name === "svg") {
          const shape = drawingShape(attributes, published);
          if (shape) problems.push({ file, line, message: shape });
        }
        seenRoot = true;
        const scope = new Set(prefixes.at(-1));
        for (const attribute of Object.keys(attributes))
          if (attribute.startsWith("xmlns:")) scope.add(attribute.slice("xmlns:".length));
        prefixes.push(scope);
        for (const qualified of [name, ...Object.keys(attributes)]) {
          const prefix = undeclared(qualified);
          if (prefix)
            problems.push({
              file,
              line,
              message: `${qualified === name ? `<${name}>` : `${qualified}= on <${name}>`} uses the prefix "${prefix}:", which this file does not declare (xmlns:${prefix}="…"), and the build's renderer refuses the whole drawing: remove the prefix, or declare it on <svg>`,
            });
        }
        for (const [attribute, value] of Object.entries(attributes))
          hidden(value, parser.startIndex, `${attribute}= on <${name}>`);
        if (!drawingElements.has(name)) {
          problems.push({
            file,
            line,
            message: `<${name}> cannot be in an SVG the site publishes: an SVG may hold only drawing (shapes, text, gradients, filters); remove it`,
          });
        }
        if (name.startsWith("fe") && !primitiveParts.has(name)) {
          primitives += 1;
          const slow = slowPrimitive(name, attributes);
          if (slow) problems.push({ file, line, message: slow });
          if (primitives === mostFilterPrimitives + 1)
            problems.push({
              file,
              line,
              message: `has more than ${mostFilterPrimitives} filter steps (<fe…> elements): each one takes the build seconds to draw at the site's sizes; keep ${mostFilterPrimitives} or fewer, or draw the effect as shapes`,
            });
        }
        if (name === "style") {
          inStyle += 1;
          style = { text: "", line };
        }
        if (shownStack.length === 1 && name === "svg") viewBox = viewBoxOf(attributes);
        shownStack.push(shownBy(shownStack.at(-1)!, name, attributes));
        // A logo is shown by <img>, where it can use none of the site's fonts, and whether a text is seen cannot be
        // decided (moved, clipped, painted with a paint server that does not exist, squeezed by textLength): in
        // the files the site publishes, words are outlined, as the site's own logos are.
        if (published && textElements.has(name) && !textStack.length)
          problems.push({
            file,
            line,
            message: `<${name}> in a logo: the site publishes a logo as a file shown as a picture, where a reader's device draws the words in a font of its own and words no one sees would be published with it; outline the lettering (convert the text to shapes) in the drawing program`,
          });
        if (textElements.has(name))
          textStack.push({ attributes, line, reported: published || (textStack.at(-1)?.reported ?? false) });
        const frame: Frame = { id: attributes.id, own: 1, uses: [] };
        const href = urlTrim(attributes.href ?? attributes["xlink:href"] ?? "");
        if (name === "use" && href.startsWith("#")) {
          frame.uses.push(href.slice(1));
          firstUseLine ||= line;
        }
        frames.push(frame);
        for (const [attribute, value] of Object.entries(attributes)) {
          const reason = describeAttribute(attribute, value);
          if (reason) problems.push({ file, line, message: `${attribute}= on <${name}> ${reason}` });
        }
      },
      onclosetag(name) {
        prefixes.pop();
        shownStack.pop();
        if (textElements.has(name)) {
          const closed = textStack.pop();
          // A <tspan> already reported was its <text>'s too.
          if (closed?.reported && textStack.length) textStack.at(-1)!.reported = true;
        }
        const frame = frames.pop()!;
        if (frame.id && !byId.has(frame.id)) byId.set(frame.id, frame);
        frames.at(-1)!.own += frame.own;
        frames.at(-1)!.uses.push(...frame.uses);
        if (name !== "style") return;
        inStyle -= 1;
        // The parser hands the text over in pieces (around each entity and CDATA section): read it whole.
        const reason = cssReference(style.text, "stylesheet");
        if (reason) problems.push({ file, line: style.line, message: `the <style> of this SVG ${reason}` });
        const declaration = hidingDeclaration(style.text);
        if (declaration && !hidingStyle) hidingStyle = { declaration, line: style.line };
      },
      ontext(text) {
        if (inStyle > 0) style.text += text;
        const open = textStack.at(-1);
        if (open && text.trim()) {
          hasText ||= open.line;
          const unseen = open.reported ? undefined : unseenText(shownStack.at(-1)!, open.attributes, viewBox);
          // One problem for a <text>: its <tspan> parts are not reported again.
          if (unseen) for (const each of textStack) each.reported = true;
          if (unseen)
            problems.push({
              file,
              line: open.line,
              message: `this text is not seen by a reader (${unseen}), yet it is published with the drawing: delete it, or show it; text that is part of the picture is best outlined (converted to shapes) in the drawing program`,
            });
        }
        // A byte-order mark before <svg> too: the logos are served as they are, and the site check refuses it there.
        hidden(text, parser.startIndex, "the text of this drawing");
      },
      oncomment(text) {
        hidden(text, parser.startIndex, "a comment in this drawing");
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(source);
  parser.end();
  if (!seenRoot) problems.push({ file, line: 1, message: "is not an SVG drawing: it has no <svg> element" });
  if (hasText && hidingStyle && !published)
    problems.push({
      file,
      line: hidingStyle.line,
      message: `this drawing has text (line ${hasText}) and its <style> can hide parts of it (${hidingStyle.declaration}), so a reader may not see text that is published with it: remove that rule, or outline the text (convert it to shapes) in the drawing program`,
    });
  // A logo is published as a file: a shape placed far outside its viewBox is published and never seen.
  if (published && !problems.length)
    for (const at of shapesOffCanvas(source))
      problems.push({
        file,
        line: elementLines[at],
        message:
          "this shape lies wholly outside the drawing (its viewBox), so no reader sees it, yet it is published with the logo: remove it, or move it into the drawing",
      });
  const drawn = firstUseLine ? drawnElements(frames[0]!, byId) : 0;
  if (drawn > mostDrawnElements)
    problems.push({
      file,
      line: firstUseLine,
      message:
        drawn === Infinity
          ? "a <use> here copies itself, directly or through another: the drawing never ends; point each <use> at a shape"
          : `its <use> elements copy each other into more than ${mostDrawnElements.toLocaleString("en")} elements: draw it without <use> inside what a <use> copies`,
    });
  return problems;
}

function describeAttribute(attribute: string, value: string): string | undefined {
  const name = attribute.toLowerCase();
  if (name.startsWith("on")) return "runs script: remove it";
  if ((name === "href" || name.endsWith(":href")) && !urlTrim(value).startsWith("#"))
    return "points outside this file: an SVG may refer only to its own parts (#id)";
  if (name === "xml:base") return "changes where references point: remove it";
  if (script.test(value)) return "runs script: remove it";
  if (name === "style") return cssReference(value, "declarationList");
  // An animation's values are a list of CSS values split by ";" (values="url(#a);url(#b)"): each is read alone.
  if (name === "values" && (value.includes("(") || value.includes("\\")))
    return value
      .split(";")
      .filter((part) => part.trim())
      .map((part) => cssReference(part, "value"))
      .find(Boolean);
  // A presentation attribute's value is CSS (fill="url(#g)"): any with a function is read as CSS.
  if (value.includes("(") || value.includes("\\")) return cssReference(value, "value");
  return undefined;
}
