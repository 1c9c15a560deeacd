// The interface strings that name a landmark (the header's and the footer's navigation, the breadcrumb, "On this
// page", a named region), read from the layout's and the templates' source and the components they import, so that
// the content check refuses interface text giving two landmarks of one kind the same name: axe's landmark-unique
// rule, and html-validate's unique-landmark in the site check, fail every page that shows both. Read, not run, as
// template-ids.ts reads ids: the templates need Vite to render. A new <nav aria-label={t("…")}> is seen with
// nothing to remember.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { FrontmatterString } from "./frontmatter-string.ts";
import type { Problem } from "./problems.ts";
import { resolveImport } from "./template-ids.ts";

const repository = fileURLToPath(new URL("../../", import.meta.url));

/** The landmark role of an element the site writes, by its tag (a <section> or <form> is one only when named). */
const landmarkRoles: Record<string, string> = {
  nav: "navigation",
  aside: "complementary",
  section: "region",
  form: "form",
  search: "search",
  main: "main",
  header: "banner",
  footer: "contentinfo",
};
const roleNames = new Set([...Object.values(landmarkRoles), "region"]);

/** Where a label comes from: an interface key (t("footer.explore")) or a prop of the component that writes it. */
type LabelSource = { key: string } | { component: string; prop: string };

/** Each interface key that names a landmark, with the landmark's role ("navigation", "region"…). */
export type LandmarkKey = { key: string; role: string };

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The interface key of `t("key")`, if the expression is such a call. */
function translatedKey(node: ts.Node): string | undefined {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "t"
    ? literalText(node.arguments[0])
    : undefined;
}

/** The value of a JSX attribute, without its braces and parentheses. */
function attributeValue(attribute: ts.JsxAttribute | undefined): ts.Node | undefined {
  let value: ts.Node | undefined = attribute?.initializer;
  if (value && ts.isJsxExpression(value)) value = value.expression;
  while (value && ts.isParenthesizedExpression(value)) value = value.expression;
  return value;
}

function attributesOf(element: ts.JsxOpeningLikeElement): Map<string, ts.JsxAttribute> {
  const found = new Map<string, ts.JsxAttribute>();
  for (const attribute of element.attributes.properties)
    if (ts.isJsxAttribute(attribute)) found.set(attribute.name.getText(), attribute);
  return found;
}

/** The component (a function or a const holding one) a node is written in. */
function componentOf(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) return at.name.text;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && /^[A-Z]/.test(at.name.text))
      return at.name.text;
  }
  return undefined;
}

/** A label's source in an expression: t("key") or a bare name, which is a prop of the component. */
function sourceOf(value: ts.Node | undefined, component: string | undefined): LabelSource | undefined {
  if (!value) return undefined;
  const key = translatedKey(value);
  if (key) return { key };
  if (ts.isIdentifier(value) && component) return { component, prop: value.text };
  return undefined;
}

/** The first label source inside an element (the heading an aria-labelledby names): t("key"), or a prop shown. */
function sourceInside(element: ts.Node, component: string | undefined): LabelSource | undefined {
  let found: LabelSource | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    const key = translatedKey(node);
    if (key) found = { key };
    else if (ts.isJsxExpression(node) && node.expression && ts.isIdentifier(node.expression) && component)
      found = { component, prop: node.expression.text };
    else if (ts.isJsxAttribute(node)) {
      // What an element is named by, keyed or styled with is not text it shows.
      if (!/^(id|key|className)$/.test(node.name.getText()))
        found = sourceOf(attributeValue(node), component);
      return;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  ts.forEachChild(element, visit);
  return found;
}

/** Every template (pages/…/+Page.tsx) and the layout. */
function entryFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repository, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/^\+(Page|Layout)\.tsx$/.test(entry.name)) found.push(path.join(repository, rel));
    }
  };
  walk("pages");
  return found;
}

let cached: LandmarkKey[] | undefined;

/** The interface keys that name landmarks anywhere on the site, each with its landmark's role. */
export function landmarkKeys(): LandmarkKey[] {
  if (cached) return cached;
  const landmarks: { role: string; source: LabelSource }[] = [];
  // `<PageContents label={t("page.contents")}>`: what each prop of a component is given, by "Component.prop".
  const given = new Map<string, LabelSource[]>();
  const seen = new Set<string>();
  const visitModule = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    // Elements with an id in each component, for aria-labelledby.
    const byId = new Map<string, ts.JsxElement>();
    const labelled: { role: string; target: string; component: string | undefined }[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const next = resolveImport(file, literalText(node.moduleSpecifier) ?? "");
        if (next) visitModule(next);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        const attributes = attributesOf(node);
        const component = componentOf(node);
        const id = attributes.get("id");
        if (id && ts.isJsxOpeningElement(node) && ts.isJsxElement(node.parent))
          byId.set(`${component}:${attributeValue(id)?.getText(source)}`, node.parent);
        const roleValue = literalText(attributeValue(attributes.get("role")));
        const role = roleValue && roleNames.has(roleValue) ? roleValue : landmarkRoles[tag];
        if (role) {
          const label = attributes.get("aria-label");
          const by = attributes.get("aria-labelledby");
          const from = label && sourceOf(attributeValue(label), component);
          if (from) landmarks.push({ role, source: from });
          else if (by) labelled.push({ role, target: attributeValue(by)?.getText(source) ?? "", component });
        }
        if (/^[A-Z]/.test(tag))
          for (const [name, attribute] of attributes) {
            const from = sourceOf(attributeValue(attribute), component);
            if (from) given.set(`${tag}.${name}`, [...(given.get(`${tag}.${name}`) ?? []), from]);
          }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const { role, target, component } of labelled) {
      const element = byId.get(`${component}:${target}`);
      const from = element && sourceInside(element, component);
      if (from) landmarks.push({ role, source: from });
    }
  };
  for (const file of entryFiles()) visitModule(file);
  // A prop is followed through the components that pass it on, a few levels at most.
  const keysOf = (source: LabelSource, depth = 0): string[] =>
    "key" in source
      ? [source.key]
      : depth > 4
        ? []
        : (given.get(`${source.component}.${source.prop}`) ?? []).flatMap((next) => keysOf(next, depth + 1));
  const found = new Map<string, LandmarkKey>();
  for (const { role, source } of landmarks)
    for (const key of keysOf(source)) found.set(`${role} ${key}`, { key, role });
  cached = [...found.values()];
  return cached;
}

/** A name as assistive technology compares it (axe: its accessible text, spaces collapsed, in lower case). */
const accessibleName = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

const roleWords: Record<string, string> = {
  navigation: "navigation",
  complementary: "side note",
  region: "section",
  form: "form",
  search: "search",
  main: "main area",
  banner: "header",
  contentinfo: "footer",
};

/**
 * Interface text that names two landmarks of one kind alike: the second key is refused at its line, naming the first.
 * Landmarks of one kind with one name cannot be told apart by a screen reader's list of landmarks.
 */
export function checkLandmarkLabels(
  file: string,
  strings: FrontmatterString[],
  keys: LandmarkKey[] = landmarkKeys(),
): Problem[] {
  const problems: Problem[] = [];
  const byKey = new Map(strings.map((entry) => [entry.field, entry]));
  const roles = new Set(keys.map(({ role }) => role));
  for (const role of roles) {
    const named = new Map<string, FrontmatterString>();
    const inRole = keys
      .filter((entry) => entry.role === role)
      .map(({ key }) => byKey.get(key))
      .filter((entry): entry is FrontmatterString => !!entry)
      .sort((a, b) => a.line - b.line);
    for (const entry of inRole) {
      const name = accessibleName(entry.value);
      if (!name) continue;
      const first = named.get(name);
      if (!first) {
        named.set(name, entry);
        continue;
      }
      problems.push({
        file,
        line: entry.line,
        field: entry.field,
        message: `names a ${roleWords[role] ?? role} of the page "${entry.value}", as ${first.field} (line ${first.line}) names another: a screen reader lists both by name and could not tell them apart, so give each its own words`,
      });
    }
  }
  return problems;
}
