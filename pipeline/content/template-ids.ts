// The ids a page's template gives its own sections (`<Intro id="overview">`, `<div id="fees">`, a service's
// `capabilities-label`), read from the template's source and the components it imports, so that the content check
// refuses a body heading whose anchor would take one: the page would have the id twice, which the build refuses
// (pipeline/output/page-ids.ts) naming no line. Read, not run: the templates need Vite to render. An id made from
// the data at render time (`id={market.id}`, `project-${project.slug}`) is read as its shape, and the check fills
// it with the values of those fields in the content; what the reading cannot see (an id from a call) the build
// still catches.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { collections, type CollectionName } from "../../content/schema.ts";
import { routes } from "../../lib/routes.ts";
import { pagePaths } from "./links.ts";

/** An id made from the data a template renders: words, and the fields whose values fill the rest. */
export type IdShape = (string | { field: string })[];

export type TemplateIds = {
  /** The template's file, repository-relative, for the message. */
  template: string;
  /** Ids written out, and those a component makes from an id it is given (`${id}-title`). */
  ids: Set<string>;
  /** Beginnings of ids numbered at render time (`question-${index + 1}`). */
  prefixes: Set<string>;
  /**
   * Ids made from a field of the data (`id={market.id}`, `project-${project.slug}` and its `-title`): the field's
   * name, whose values a content file gives (`fieldValues`).
   */
  shapes: IdShape[];
};

const repository = fileURLToPath(new URL("../../", import.meta.url));
const extensions = ["", ".tsx", ".ts", "/index.tsx", "/index.ts"];

/** The module an import names, if it is a template or component of the site (pages/, components/). */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(repository, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const rel = path.relative(repository, base);
  if (!/^(pages|components)[\\/]/.test(rel)) return undefined;
  return extensions
    .map((ext) => base + ext)
    .find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** The text of a string or a template without substitutions. */
const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

function readTemplate(template: string): TemplateIds {
  const found: TemplateIds = {
    template: path.relative(repository, template),
    ids: new Set(),
    prefixes: new Set(),
    shapes: [],
  };
  const suffixes = new Set<string>();
  // `${contactFormId}-title`: a constant's name and what follows it, resolved once every module is read.
  const constants = new Map<string, string>();
  const afterConstant: [string, string][] = [];
  const seen = new Set<string>();
  // An id's value: "x", {"x"}, {`x`}, {`question-${n}`}, {`${id}-title`}, or made of the data's fields:
  // {market.id}, {`project-${project.slug}`}, {`${market.id}-title`}.
  const addValue = (value: ts.Node | undefined) => {
    if (value && ts.isJsxExpression(value)) value = value.expression;
    if (value && ts.isParenthesizedExpression(value)) value = value.expression;
    if (!value) return;
    const text = literalText(value);
    const shape = shapeOf(value);
    if (text !== undefined) found.ids.add(text);
    else if (shape) found.shapes.push(shape);
    else if (ts.isTemplateExpression(value)) {
      const [first, ...rest] = value.templateSpans;
      if (value.head.text) found.prefixes.add(value.head.text);
      else if (first && ts.isIdentifier(first.expression) && !rest.length) {
        if (first.expression.text === "id") suffixes.add(first.literal.text);
        else afterConstant.push([first.expression.text, first.literal.text]);
      }
    } else if (ts.isArrowFunction(value) && !ts.isBlock(value.body)) addValue(value.body);
  };
  const visitModule = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const next = resolveImport(file, literalText(node.moduleSpecifier) ?? "");
        if (next) visitModule(next);
      } else if (ts.isJsxAttribute(node) && /^(id|(?!test)\w+Id)$/.test(node.name.getText(source)))
        addValue(node.initializer);
      else if (ts.isPropertyAssignment(node) && node.name.getText(source) === "id")
        addValue(node.initializer);
      // `const islandId = "search-form"`, `const stageId = (index) => \`stage-${index + 1}\``, and a component's
      // own `const id = \`project-${project.slug}\``, which its `${id}-title` extends.
      else if (ts.isVariableDeclaration(node) && /^(id|\w+Id)$/.test(node.name.getText(source))) {
        addValue(node.initializer);
        const value = literalText(node.initializer);
        if (value !== undefined) constants.set(node.name.getText(source), value);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  visitModule(template);
  for (const [name, suffix] of afterConstant)
    if (constants.has(name)) found.ids.add(constants.get(name)! + suffix);
  for (const id of [...found.ids]) for (const suffix of suffixes) found.ids.add(id + suffix);
  for (const shape of [...found.shapes]) for (const suffix of suffixes) found.shapes.push([...shape, suffix]);
  return found;
}

/**
 * The shape of an id made of the data's fields: `market.id` is the field `id`; a template of words and such fields
 * (`project-${project.slug}-title`) their sequence. Undefined when any part is something else (`index + 1`, a call).
 */
function shapeOf(value: ts.Node): IdShape | undefined {
  const field = (expression: ts.Expression) =>
    ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name)
      ? { field: expression.name.text }
      : undefined;
  if (ts.isPropertyAccessExpression(value)) return [field(value)!];
  if (!ts.isTemplateExpression(value)) return undefined;
  const shape: IdShape = value.head.text ? [value.head.text] : [];
  for (const span of value.templateSpans) {
    const part = field(span.expression);
    if (!part) return undefined;
    shape.push(part, ...(span.literal.text ? [span.literal.text] : []));
  }
  return shape;
}

/** The template that renders a page of the route (vike's folders: pages/<route>/+Page.tsx). */
function templateOf(route: string): string | undefined {
  const folder = route === routes.notFound ? "_error" : route === "/" ? "index" : route.slice(1);
  const file = path.join(repository, "pages", folder, "+Page.tsx");
  return fs.existsSync(file) ? file : undefined;
}

const cache = new Map<string, TemplateIds | undefined>();

/** The values each field has in some data: a field's name → every text or number it holds, however deep. */
export type FieldValues = ReadonlyMap<string, ReadonlySet<string>>;

/** Every value of every field in `data` (frontmatter, an item with its slug), by the field's name. */
export function fieldValues(...data: unknown[]): FieldValues {
  const values = new Map<string, Set<string>>();
  const stack: [unknown, string][] = data.map((value) => [value, ""]);
  while (stack.length) {
    const [value, key] = stack.pop()!;
    if (Array.isArray(value)) for (const item of value) stack.push([item, key]);
    else if (value && typeof value === "object")
      for (const [name, inner] of Object.entries(value)) stack.push([inner, name]);
    else if (key && (typeof value === "string" || typeof value === "number")) {
      const set = values.get(key) ?? new Set<string>();
      set.add(String(value));
      values.set(key, set);
    }
  }
  return values;
}

/** Whether `id` is made by `shape` from the values of its fields, the words between them as written. */
function fitsShape(shape: IdShape, id: string, values: FieldValues, from = 0): boolean {
  if (!shape.length) return from === id.length;
  const [part, ...rest] = shape;
  if (typeof part === "string")
    return id.startsWith(part, from) && fitsShape(rest, id, values, from + part.length);
  return [...(values.get(part!.field) ?? [])].some(
    (value) => value && id.startsWith(value, from) && fitsShape(rest, id, values, from + value.length),
  );
}

/**
 * Whether a heading's id is one the template uses: written out, numbered from a prefix (`question-2`), or made from
 * the values of a field of the page's data (`values`: a market's `id: singapore`, a project's slug).
 */
export function takesTemplateId(template: TemplateIds, id: string, values: FieldValues = new Map()): boolean {
  return (
    template.ids.has(id) ||
    [...template.prefixes].some((prefix) => id.startsWith(prefix) && /^\d+$/.test(id.slice(prefix.length))) ||
    template.shapes.some((shape) => fitsShape(shape, id, values))
  );
}

/** The ids the template of a content file's page gives itself (`content/pages/x.en.mdx`, `content/services/y.jp.mdx`). */
export function templateIdsOf(file: string): TemplateIds | undefined {
  const match = /^content\/([a-z0-9-]+)\/[^/]+?\.(?:en|jp)\.mdx$/.exec(file);
  if (!match) return undefined;
  const [, folder] = match as unknown as [string, string];
  const slug = path.basename(file).replace(/\.(?:en|jp)\.mdx$/, "");
  const route =
    folder === "pages"
      ? Object.hasOwn(pagePaths, slug)
        ? pagePaths[slug as keyof typeof pagePaths]
        : undefined
      : Object.hasOwn(collections, folder)
        ? `${collections[folder as CollectionName].route}/@slug`
        : undefined;
  if (route === undefined) return undefined;
  if (!cache.has(route)) {
    const template = templateOf(route);
    cache.set(route, template ? readTemplate(template) : undefined);
  }
  return cache.get(route);
}
