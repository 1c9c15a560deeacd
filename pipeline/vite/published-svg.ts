// An SVG of content/ that the site publishes as a file (the brand logos of content/brand/, imported with `?url`)
// goes out holding only what is drawn. A drawing program, or a writer, leaves words in parts of an SVG that a
// browser never draws when `<img>` shows it: comments, `<title>` and `<desc>` (Illustrator's and Inkscape's are the
// file's name), `<metadata>`, `data-*`, `aria-*` and editor attributes, ids (`saved-from-C-Users-…`), CSS comments.
// Rather than refuse each hiding place (the eleventh probe found eight), the build publishes a copy that SVGO, a
// well-kept optimiser, has rid of everything that is not drawing, with a configuration that changes no shape (no
// path or number is rewritten). Words in `<text>` are refused by the check for these files (svg-rules.ts): whether a
// text is seen cannot be decided (moved, clipped, painted with nothing, squeezed), and the logos outline theirs.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Parser } from "htmlparser2";
import { optimize, type CustomPlugin, type PluginConfig, type XastNode } from "svgo";
import type { Plugin } from "vite";
import { offCanvasElements } from "../content/svg-canvas.ts";
import { conditional, isPublishedSvg } from "../content/svg-rules.ts";

/** Elements whose own text is part of the drawing (CSS, and the words a `<text>` draws). */
const textHolders = new Set(["style", "text", "tspan", "textPath"]);

/**
 * Presentation attributes that style only text: on a drawing with no text (every logo: svg-rules.ts refuses text
 * there) they draw nothing, and their value is kept as written (`font-family="… hanako.tanaka@…"`).
 */
const textOnly =
  /^(font(-family|-size|-size-adjust|-stretch|-style|-variant|-weight)?|letter-spacing|word-spacing|text-anchor|text-decoration|text-rendering|dominant-baseline|alignment-baseline|baseline-shift|writing-mode|direction|unicode-bidi|glyph-orientation-(horizontal|vertical)|kerning|lengthAdjust|textLength)$/;
const hasText = (node: XastNode): boolean =>
  (node.type === "element" && ["text", "tspan", "textPath"].includes(node.name)) ||
  ("children" in node && node.children.some(hasText));

/**
 * What SVGO's own plugins leave: attributes of another namespace than SVG's, XLink's and XML's (`foo:author=`, with
 * its `xmlns:foo=`), `class` where no `<style>` reads it, text styles in a drawing with no text (`textOnly`), and
 * text between elements, which nothing draws.
 */
const onlyDrawing: CustomPlugin = {
  name: "kizuna-only-drawing",
  fn: (root) => {
    const hasStyle = (node: XastNode): boolean =>
      node.type === "element" && node.name === "style"
        ? true
        : "children" in node && node.children.some(hasStyle);
    const styled = hasStyle(root);
    const words = hasText(root);
    return {
      element: {
        enter: (node) => {
          for (const name of Object.keys(node.attributes)) {
            const prefix = name.includes(":") ? name.slice(0, name.indexOf(":")) : "";
            const keptPrefix = prefix === "" || prefix === "xlink" || prefix === "xml";
            const keptNamespace = name === "xmlns" || name === "xmlns:xlink";
            const undrawnStyle = !words && textOnly.test(name);
            if ((!keptPrefix && !keptNamespace) || (name === "class" && !styled) || undrawnStyle)
              delete node.attributes[name];
          }
          node.children = node.children.filter(
            (child) => (child.type !== "text" && child.type !== "cdata") || textHolders.has(node.name),
          );
        },
      },
    };
  },
};

/** The plugins, in order: none rewrites a shape, a number or a colour. */
const plugins: PluginConfig[] = [
  "removeDoctype",
  "removeXMLProcInst",
  { name: "removeComments", params: { preservePatterns: false } },
  "removeMetadata",
  "removeTitle",
  { name: "removeDesc", params: { removeAny: true } },
  "removeEditorsNSData",
  // Styles become attributes where they can (then no <style> is left to keep ids and classes for), and CSS
  // comments go.
  { name: "inlineStyles", params: { onlyMatchedOnce: false } },
  { name: "minifyStyles", params: { comments: false, restructure: false } },
  {
    name: "removeUnknownsAndDefaults",
    params: { keepDataAttrs: false, keepAriaAttrs: false, keepRoleAttr: false, defaultAttrs: false },
  },
  // Every id renamed to a short one, and one nothing refers to dropped: an id's words are never drawn.
  { name: "cleanupIds", params: { remove: true, minify: true } },
  "removeUnusedNS",
  onlyDrawing,
];

/** Whether `svg` has a shape drawn wholly outside its viewBox (svg-canvas.ts); no when SVGO cannot read it. */
function offCanvas(svg: string): boolean {
  try {
    return offCanvasElements(svg).length > 0;
  } catch {
    return false;
  }
}

/** The SVG `svg` as the site publishes it: only what is drawn. */
export function publishedSvg(svg: string): string {
  return optimize(svg, { plugins, multipass: true }).data;
}

/**
 * What a published SVG holds that is never drawn, each named once ("<title>", "a comment", "data-author="); empty
 * when it holds only drawing. `npm run check:site` refuses a published SVG with any (scripts/gates/published-files.ts).
 */
export function undrawnParts(svg: string): string[] {
  const found = new Set<string>();
  const open: string[] = [];
  let styles = 0;
  let classes = 0;
  let texts = 0;
  const textStyles = new Set<string>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        if (["title", "desc", "metadata", "text", "tspan", "textPath"].includes(name)) found.add(`<${name}>`);
        if (name === "style") styles += 1;
        if (["text", "tspan", "textPath"].includes(name)) texts += 1;
        for (const attribute of Object.keys(attributes)) {
          if (attribute === "class") classes += 1;
          if (textOnly.test(attribute)) textStyles.add(`${attribute}=`);
          if (conditional.has(attribute)) found.add(`${attribute}=`);
          if (/^(data-|aria-)/.test(attribute) || attribute === "role") found.add(`${attribute}=`);
          else if (attribute.includes(":") && !/^(xlink|xml):/.test(attribute) && attribute !== "xmlns:xlink")
            found.add(`${attribute}=`);
        }
      },
      onclosetag() {
        open.pop();
      },
      ontext(text) {
        const holder = open.at(-1) ?? "";
        if (text.trim() && !textHolders.has(holder) && !["title", "desc", "metadata"].includes(holder))
          found.add("text between elements");
      },
      oncomment() {
        found.add("a comment <!-- … -->");
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.end(svg);
  if (classes && !styles) found.add("class=");
  if (!texts) for (const attribute of textStyles) found.add(`${attribute} with no text to style`);
  if (offCanvas(svg)) found.add("a shape outside the viewBox");
  return [...found];
}

/**
 * Vite plugin (build only): `import logo from "@/content/brand/logo-en.svg?url"` publishes `publishedSvg`'s copy,
 * written under node_modules/.cache/published-svg/ by its content's hash and keeping the file's name, as the
 * responsive images publish their variants (image-plugin.ts). Any other SVG of content/ imported as a file is a
 * build error: the check holds only content/brand/'s to the rules of a published file.
 */
export function publishedSvgPlugin(): Plugin {
  let contentDir = "";
  let root = "";
  let cacheDir = "";
  return {
    name: "kizuna:published-svg",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      contentDir = path.join(config.root, "content") + path.sep;
      cacheDir = path.join(config.root, "node_modules/.cache/published-svg");
    },
    async resolveId(source, importer) {
      if (!/\.svg\?url$/.test(source)) return null;
      const resolved = await this.resolve(source.slice(0, -"?url".length), importer, { skipSelf: true });
      if (!resolved || !resolved.id.startsWith(contentDir)) return null;
      const rel = path.relative(root, resolved.id).split(path.sep).join("/");
      if (!isPublishedSvg(rel))
        this.error(
          `${rel} is imported as a file to publish, but only the SVGs of content/brand/ are checked as published files: move it there`,
        );
      let text: string;
      try {
        text = publishedSvg(await fs.readFile(resolved.id, "utf8"));
      } catch (error) {
        // The check reads every logo first; should SVGO still stop on one, the build names the file.
        this.error(
          `${rel} cannot be published: ${(error instanceof Error ? error.message : String(error)).split("\n")[0]}`,
        );
      }
      const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
      const file = path.join(cacheDir, hash, path.basename(resolved.id));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed into place: the client and server builds resolve the same logo at once, and
      // one read the file while the other had just emptied it to write it again (every page named an empty logo).
      const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
      await fs.writeFile(partial, text);
      await fs.rename(partial, file);
      return `${file}?url`;
    },
  };
}
