// The tags a body may hold: the site's components and a few plain HTML tags, with the attributes each allows.
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from "mdast-util-mdx-jsx";
import {
  allowedMdxComponents,
  requiredAttributes,
  type AllowedMdxComponent,
} from "../runtime/allowed-components.ts";

/**
 * Plain HTML tags a writer may use in a body, for what Markdown cannot say:
 * a forced line break, superscript and subscript (m², CO₂), abbreviations, keys and small print.
 */
export const allowedHtmlTags = ["br", "sup", "sub", "abbr", "kbd", "small"] as const;
/** Those that stand alone and hold nothing (React refuses `<br>x</br>`); mdx-rules.test.ts renders each tag to prove it. */
export const voidHtmlTags: readonly (typeof allowedHtmlTags)[number][] = ["br"];
/** Attributes allowed on those tags (abbr needs its expansion). */
const allowedHtmlAttributes = ["title"];
const forbiddenTags = ["script", "iframe", "style"];

export type BodyImage = { src: string; alt: string; line: number };

const componentList = allowedMdxComponents.map((name) => `<${name}>`).join(", ");
const htmlList = allowedHtmlTags.map((name) => `<${name}>`).join(", ");

type Attributes = (MdxJsxAttribute | MdxJsxExpressionAttribute)[];

/** Reports what is wrong with one tag and its attributes; a figure's image goes to `images` for the image rules. */
export function checkElement(
  name: string | null,
  attributes: Attributes,
  line: number,
  report: (line: number, message: string) => void,
  images: BodyImage[],
) {
  if (!name) {
    report(line, "<> … </> is code, not content: remove it");
    return;
  }
  const isComponent = /^[A-Z]/.test(name);
  if (forbiddenTags.includes(name.toLowerCase())) {
    report(line, `<${name}> is not allowed in content: remove it`);
    return;
  }
  if (isComponent && !(allowedMdxComponents as readonly string[]).includes(name)) {
    report(line, `<${name}> is not a component the site provides: use one of ${componentList}`);
    return;
  }
  if (!isComponent && !(allowedHtmlTags as readonly string[]).includes(name)) {
    report(line, `the HTML tag <${name}> is not allowed: use Markdown, or one of ${htmlList}`);
    return;
  }
  const values: Record<string, string> = {};
  // Written, even if refused: one mistake in an attribute is one problem, not also "needs" it.
  const written = new Set<string>();
  for (const attribute of attributes) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      report(line, `{…} inside <${name}> is code, not content: remove it`);
      continue;
    }
    written.add(attribute.name);
    if (/^on/i.test(attribute.name)) {
      report(line, `${attribute.name}= on <${name}> runs code, which content may not do: remove it`);
      continue;
    }
    if (attribute.value && typeof attribute.value === "object") {
      report(
        line,
        `${attribute.name}={…} on <${name}> is code, not content: write the value in quotes, ${attribute.name}="…"`,
      );
      continue;
    }
    if (!isComponent && !allowedHtmlAttributes.includes(attribute.name)) {
      report(line, `${attribute.name}= is not allowed on <${name}>: remove it`);
      continue;
    }
    values[attribute.name] = attribute.value ?? "";
  }
  for (const required of isComponent ? requiredAttributes[name as AllowedMdxComponent] : [])
    if (!written.has(required)) report(line, `<${name}> needs ${required}="…": add it`);
    // Spaces only (a no-break space too) show nothing: the component would be published empty. A figure's file
    // and alt text have the image rules, which say what to write.
    else if (name !== "Figure" && required in values && !values[required]!.trim())
      report(line, `<${name}> needs ${required}="…" with text in it: it is empty`);
  if (name === "abbr" && "title" in values && !values.title!.trim())
    report(
      line,
      `<abbr> has an empty title="": write what the abbreviation stands for, as in <abbr title="public-private partnership">PPP</abbr>, or remove title=""`,
    );
  if (name === "Figure" && "src" in values)
    images.push({ src: values.src ?? "", alt: values.alt ?? "", line });
}
