// The editor's buttons for the components writers may use in a body (pipeline/runtime/allowed-components.ts).
// Each writes exactly the tag the content check accepts (pipeline/content/mdx-rules.ts): attribute values in
// double quotes, never {…}; and reads it back from a body, so an existing Callout opens as a form.
import { allowedMdxComponents, type AllowedMdxComponent } from "../pipeline/runtime/allowed-components.ts";

type Props = Record<string, string | undefined>;

/** The part of Sveltia CMS's `EditorComponentDefinition` these components use. */
export type EditorComponent = {
  id: string;
  label: string;
  icon: string;
  fields: {
    name: string;
    label: string;
    widget: string;
    required?: boolean;
    hint?: string;
    [option: string]: unknown;
  }[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Props;
  toBlock: (props: Props) => string;
  toPreview: (props: Props) => string;
};

/** A value inside `"…"`: one line, with `&` and `"` written as character references (MDX decodes them). */
export function attribute(value: string | undefined): string {
  return (value ?? "")
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;");
}

/** The text of an attribute value as the site reads it. */
export function readAttribute(value: string | undefined): string {
  return (value ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

const html = (value: string | undefined) =>
  (value ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The text without the line breaks before and after it (a loop: a pattern such as /\n+$/ rereads a run of them). */
function withoutOuterBlankLines(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === "\n") start++;
  while (end > start && text[end - 1] === "\n") end--;
  return text.slice(start, end);
}

// A quoted value: anything but a double quote (which is written &quot;).
const value = '"([^"\\n]*)"';

const callout: EditorComponent = {
  id: "callout",
  label: "Callout",
  icon: "info",
  fields: [
    {
      name: "title",
      label: "Title",
      widget: "string",
      required: false,
      hint: "A short heading for the box (optional).",
    },
    {
      name: "body",
      label: "Text",
      widget: "text",
      hint: "The text in the box, in Markdown (**bold**, [link](/services), - lists).",
    },
  ],
  // <Callout title="…">, the text on the lines below, </Callout> on a line of its own (blank lines around the
  // text are allowed: the editor writes none, and they are not part of the text). The editor tries the pattern at
  // each <Callout> of a body, so it reads in one pass: one way to read each character (the blank lines around the
  // text are the text's, and dropped by fromBlock), and never past the next line that opens or closes a Callout.
  // `\n+([\s\S]*?)\n+</Callout>$` read the blank lines two ways on either side: 2,000 blank lines after an
  // unclosed <Callout> held the writer's browser for 24 s, 4,000 for over three minutes (stop 78).
  pattern: new RegExp(
    `^<Callout(?: title=${value.replace("(", "(?<title>")})?>\\n(?<body>(?:(?!^</?Callout\\b)[\\s\\S])*?)\\n</Callout>$`,
    "m",
  ),
  fromBlock: (match) => ({
    title: readAttribute(match.groups?.title),
    body: withoutOuterBlankLines(match.groups?.body ?? ""),
  }),
  toBlock: ({ title, body }) => {
    const open = attribute(title) ? `<Callout title="${attribute(title)}">` : "<Callout>";
    return `${open}\n${(body ?? "").trim()}\n</Callout>`;
  },
  toPreview: ({ title, body }) =>
    `<aside>${title ? `<p><strong>${html(title)}</strong></p>` : ""}<p>${html(body)}</p></aside>`,
};

const stat: EditorComponent = {
  id: "stat",
  label: "Stat (a figure and its label)",
  icon: "bar_chart",
  fields: [
    { name: "value", label: "Figure", widget: "string", hint: "The number as shown, e.g. 42 ha or 8%." },
    { name: "label", label: "Label", widget: "string", hint: "What the figure counts, in a few words." },
  ],
  pattern: new RegExp(`^<Stat value=${value} label=${value} />$`, "m"),
  fromBlock: (match) => ({ value: readAttribute(match[1]), label: readAttribute(match[2]) }),
  toBlock: (props) => `<Stat value="${attribute(props.value)}" label="${attribute(props.label)}" />`,
  toPreview: (props) => `<p><strong>${html(props.value)}</strong><br>${html(props.label)}</p>`,
};

const figure: EditorComponent = {
  id: "figure",
  label: "Figure (an image with a caption)",
  icon: "image",
  fields: [
    {
      name: "src",
      label: "Image",
      widget: "image",
      // Saved next to the content file, as its bare file name.
      media_folder: "",
      public_folder: "",
      choose_url: false,
    },
    {
      name: "alt",
      label: "Alt text",
      widget: "string",
      hint: "Describe the image for someone who cannot see it.",
    },
    { name: "caption", label: "Caption", widget: "string", required: false },
  ],
  pattern: new RegExp(`^<Figure src=${value} alt=${value}(?: caption=${value})? />$`, "m"),
  fromBlock: (match) => ({
    src: readAttribute(match[1]),
    alt: readAttribute(match[2]),
    caption: readAttribute(match[3]),
  }),
  toBlock: (props) =>
    `<Figure src="${attribute(props.src)}" alt="${attribute(props.alt)}"${
      attribute(props.caption) ? ` caption="${attribute(props.caption)}"` : ""
    } />`,
  toPreview: (props) =>
    `<figure><img src="${html(props.src)}" alt="${html(props.alt)}">${
      props.caption ? `<figcaption>${html(props.caption)}</figcaption>` : ""
    }</figure>`,
};

const byComponent: Record<AllowedMdxComponent, EditorComponent> = {
  Callout: callout,
  Stat: stat,
  Figure: figure,
};

/** One editor component for each component the content check allows, in its order. */
export const editorComponents: EditorComponent[] = allowedMdxComponents.map((name) => byComponent[name]);
export const editorComponentIds = editorComponents.map((component) => component.id);
