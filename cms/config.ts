// The content editor's configuration (Sveltia CMS), generated from the writers' contract in
// content/schema.ts: every collection, one-off page, the interface text and the site facts, each field
// with its widget, label, hint, limits and whether it is shared by both languages or written in each.
// Nothing here names a field: a field added to the schema appears in the editor by itself.
import { z } from "zod";
import { slugPattern, translationCheckField } from "../content/fields.ts";
import { catalogue, collections, pages, siteFacts, type CollectionName } from "../content/schema.ts";
import { uiTranslationCheckedFile } from "../content/ui.schema.ts";
import { editorComponentIds } from "./editor-components.ts";
import { uiFormatName } from "./ui-format.ts";

/** A field of the editor's configuration, as Sveltia CMS reads it (its JSON schema: `CmsConfig`). */
export type CmsField = { name: string; label: string; widget: string; [option: string]: unknown };
export type CmsConfig = Record<string, unknown> & { collections: Record<string, unknown>[] };

/** Where the editor signs in and saves: content/settings.json's `cms` (an engineer reviews it). */
export type CmsBackend = { repo: string; branch: string; authUrl: string; siteUrl: string };

export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  enum?: string[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

export const locales = ["en", "jp"] as const;

/** The JSON schema of a zod schema as writers fill it in (before transforms; dates as written). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** "heroTitle" → "Hero title", "forWhom" → "For whom": the label of a field the schema gives no title. */
export function labelOf(name: string): string {
  const words = name
    .replace(/[-_]/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isoDatePattern = "^\\d{4}-\\d{2}-\\d{2}$";
const isoDateExample = "2026-04-01";

/** "Tags" → "Tag", "Capabilities" → "Capability", "Checklist" → "Checklist item": one item of a list, as in "Add Tag". */
export function singularOf(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, "y");
  if (/[^s]s$/.test(label)) return label.slice(0, -1);
  return `${label} item`;
}

/** Longer limits get a text area; short ones (titles, names, labels) a one-line input. */
const oneLineLimit = 200;

/** An image stored next to the content file, as `image` in content/fields.ts: `{ src, alt }`. */
export function isImage(node: JsonSchema): boolean {
  const keys = Object.keys(node.properties ?? {}).sort();
  return node.type === "object" && keys.join(",") === "alt,src";
}

/** Whether the field at `path` is one both language files must share (`twinFields`), or has one inside. */
type Twins = { shared: (path: string) => boolean; contains: (path: string) => boolean };

function twinsOf(paths: string[]): Twins {
  // "images.0.src" and "images.1.src" both mean the `src` of every item of `images`.
  const normalized = paths.map((path) => path.replace(/\.\d+(?=\.|$)/g, ".*"));
  return {
    shared: (path) => normalized.includes(path),
    contains: (path) => normalized.some((twin) => twin.startsWith(`${path}.`)),
  };
}
const noTwins: Twins = twinsOf([]);

/**
 * One field of the editor from the JSON schema of a frontmatter field. `path` is its dotted path (list
 * items as `*`); `translated` says whether the file is written once per language.
 */
export function fieldOf(
  name: string,
  node: JsonSchema,
  required: boolean,
  path: string,
  twins: Twins,
  translated: boolean,
): CmsField {
  const field: CmsField = { name, label: node.title ?? labelOf(name), widget: "string" };
  if (node.description) field.hint = node.description;
  if (translated) field.i18n = twins.shared(path) ? "duplicate" : true;
  const optional = () => {
    if (!required) field.required = false;
  };

  // An empty text or an address ("" while there is no page yet): optional in the editor.
  const choices = node.anyOf ?? [];
  if (choices.length) {
    const canBeEmpty = choices.some((choice) => choice.const === "");
    const rest = choices.filter((choice) => choice.const !== "" && Object.keys(choice).length > 0);
    const [only] = rest;
    const inner =
      node.format === "date"
        ? { ...node, anyOf: undefined, type: "string" }
        : rest.length === 1 && only
          ? { ...only, title: node.title, description: node.description }
          : { type: "string", title: node.title, description: node.description };
    return fieldOf(name, inner, required && !canBeEmpty, path, twins, translated);
  }

  // Written and shown as YYYY-MM-DD: the browser's date input shows the writer's locale (MM/DD/YYYY in en-US,
  // DD/MM/YYYY in en-SG), which reads two ways.
  if (node.format === "date") {
    Object.assign(field, {
      widget: "string",
      maxlength: isoDateExample.length,
      pattern: [isoDatePattern, `Write the date as YYYY-MM-DD, for example ${isoDateExample}.`],
    });
    // The form is said before the writer types, not only in the message after a wrong one.
    const hint = node.description ?? "";
    if (!hint.includes("YYYY-MM-DD"))
      field.hint = `${hint ? `${hint} ` : ""}Written YYYY-MM-DD, such as ${isoDateExample}.`;
    optional();
    return field;
  }

  switch (node.type) {
    case "boolean":
      field.widget = "boolean";
      field.required = false;
      return field;
    case "integer":
    case "number": {
      field.widget = "number";
      field.value_type = node.type === "integer" ? "int" : "float";
      const min =
        node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      if (min !== undefined) field.min = min;
      if (node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER) field.max = node.maximum;
      optional();
      return field;
    }
    case "object": {
      field.widget = "object";
      if (isImage(node)) {
        const src = node.properties!.src!;
        const alt = node.properties!.alt!;
        field.fields = [
          {
            ...fieldOf(
              "src",
              { ...src, pattern: undefined, allOf: undefined },
              true,
              `${path}.src`,
              twins,
              translated,
            ),
            label: src.title ?? "Image file",
            widget: "image",
            // Uploaded next to the content file, and written as its bare file name (content/fields.ts).
            media_folder: "",
            public_folder: "",
            choose_url: false,
          },
          fieldOf("alt", alt, true, `${path}.alt`, twins, translated),
        ];
      } else {
        field.fields = objectFields(node, path, twins, translated);
      }
      optional();
      return field;
    }
    case "array": {
      field.widget = "list";
      field.label_singular = singularOf(field.label);
      const itemSchema = node.prefixItems?.[0] ?? (node.items || { type: "string" });
      const min = node.minItems ?? node.prefixItems?.length;
      const max = node.maxItems ?? node.prefixItems?.length;
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      const item = fieldOf("item", itemSchema, true, `${path}.*`, twins, translated);
      if (item.widget === "object" && Array.isArray(item.fields)) field.fields = item.fields;
      else field.field = { ...item, label: field.label };
      optional();
      return field;
    }
    default: {
      if (node.enum) {
        Object.assign(field, { widget: "select", options: node.enum });
        optional();
        return field;
      }
      field.widget = (node.maxLength ?? Infinity) <= oneLineLimit ? "string" : "text";
      // A minimum of one character is `required`; the counter shows a minimum only where it says more.
      if (node.minLength !== undefined && node.minLength > 1) field.minlength = node.minLength;
      if (node.maxLength !== undefined) field.maxlength = node.maxLength;
      const patterns = [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter(Boolean);
      if (patterns.length === 1 && node.format !== "email")
        field.pattern = [patterns[0], node.description ?? "Not written in the form this field needs"];
      optional();
      return field;
    }
  }
}

function objectFields(node: JsonSchema, path: string, twins: Twins, translated: boolean): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    fieldOf(name, child, required.has(name), path ? `${path}.${name}` : name, twins, translated),
  );
}

/** The frontmatter fields of a collection or page, then its Markdown body. */
function frontmatterFields(schema: z.ZodType, twins: Twins, bodyRequired: boolean): CmsField[] {
  const fields = objectFields(jsonSchemaOf(schema), "", twins, true);
  // The translation check is the last thing a writer does on a pair: it comes after the body.
  const check = fields.filter((field) => field.name === translationCheckField);
  return [
    ...fields.filter((field) => field.name !== translationCheckField),
    {
      name: "body",
      label: "Body",
      widget: "markdown",
      i18n: true,
      required: bodyRequired,
      hint: "Headings, lists, links and bold text from the toolbar (or Markdown: ## for a heading). A Callout, a Stat or a Figure from the Insert menu.",
      modes: ["rich_text", "raw"],
      editor_components: [...editorComponentIds, "image"],
    },
    ...check,
  ];
}

export function generateCmsConfig(backend: CmsBackend, uiKeys: string[]): CmsConfig {
  const entryCollections = (Object.keys(collections) as CollectionName[]).map((name) => {
    // Its names, the field that names an item and where its pages are: its entry in content/schema.ts.
    const info = collections[name];
    return {
      name,
      label: info.label,
      label_singular: info.singular,
      folder: `content/${name}`,
      extension: "mdx",
      format: "frontmatter",
      create: true,
      delete: true,
      i18n: true,
      identifier_field: info.title,
      // The file name is the page's address: proposed from the English title, shown to the writer, who may
      // shorten it before the first save (later it stays: links point to it).
      slug: {
        template: `{{${info.title}}}`,
        editable: ["create"],
        hint: "The page's address and the file name: lowercase letters, digits and hyphens. Shorten it if you like; it cannot change after the first save.",
        pattern: [
          slugPattern.source,
          "Use lowercase letters, digits and single hyphens only, such as port-logistics-2026.",
        ],
      },
      preview_path: `${info.route}/{{slug}}`,
      // Images sit next to the content file and are written as their bare file names.
      media_folder: "",
      public_folder: "",
      fields: frontmatterFields(info.schema, twinsOf(info.twinFields), true),
    };
  });

  const pageCollection = {
    name: "pages",
    label: "One-off pages",
    label_singular: "Page",
    i18n: true,
    files: Object.keys(pages).map((name) => ({
      name,
      label: labelOf(name),
      file: `content/pages/${name}.{{locale}}.mdx`,
      format: "frontmatter",
      i18n: true,
      media_folder: "",
      public_folder: "",
      fields: frontmatterFields(pages[name as keyof typeof pages], noTwins, false),
    })),
  };

  const catalogueSchema = jsonSchemaOf(catalogue);
  const settingsCollection = {
    name: "settings",
    label: "Interface text and company facts",
    // The interface text is one file per language; the company facts are one file for both.
    i18n: true,
    files: [
      {
        name: "ui",
        label: "Interface text (menu, buttons, form labels)",
        file: "content/ui/{{locale}}.json",
        // Flat keys with dots, kept as they are (cms/ui-format.ts).
        format: uiFormatName,
        i18n: true,
        fields: [
          {
            name: "strings",
            label: "Texts",
            widget: "keyvalue",
            root: true,
            // The same keys in both files, each language's own text (content/schema.ts, `catalogue`).
            i18n: "duplicate_keys",
            key_label: "Key (used by the code: do not change)",
            value_label: "Text",
            min: uiKeys.length,
            hint:
              catalogueSchema.description ??
              "Each key names a place in the interface; change only the text. Both languages have the same keys.",
          },
        ],
      },
      {
        name: "site",
        label: "Company facts",
        file: "content/site.json",
        format: "json",
        i18n: false,
        fields: objectFields(jsonSchemaOf(siteFacts), "", noTwins, false),
      },
      {
        name: "uiChecked",
        label: "Interface text: Japanese checked",
        file: uiTranslationCheckedFile,
        // Flat keys with dots, as in the interface text.
        format: uiFormatName,
        i18n: false,
        fields: [
          {
            name: "checked",
            label: "Checked on",
            widget: "keyvalue",
            root: true,
            key_label: "Key (as in the interface text)",
            value_label: "Japanese checked on (YYYY-MM-DD)",
            hint: "When an English text changed in a way its Japanese need not follow (a typo, a capital), or you checked the Japanese against it: add its key, or change its date, to today's. The translation status then shows that text as up to date.",
          },
        ],
      },
    ],
  };

  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      // The sign-in proxy (sveltia-cms-auth) that trades GitHub's OAuth code for a token (docs/deploy.md).
      base_url: backend.authUrl,
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}” (from the editor)",
        update: "Content: change {{collection}} “{{slug}}” (from the editor)",
        delete: "Content: remove {{collection}} “{{slug}}” (from the editor)",
        uploadMedia: "Content: add image “{{path}}” (from the editor)",
        deleteMedia: "Content: remove image “{{path}}” (from the editor)",
      },
    },
    // Every save is a pull request against the main branch; reviewers merge (CONTRIBUTING.md).
    publish_mode: "editorial_workflow",
    site_url: backend.siteUrl,
    app_title: "Kizuna Bridge Advisory · content",
    // Uploads outside an entry (the media library) go to the logos' folder; entries keep theirs beside them.
    media_folder: "content/brand",
    public_folder: "/content/brand",
    // No stock photo services: the editor talks to GitHub and the sign-in proxy only, and writers use the firm's images.
    media_libraries: { stock_assets: { providers: [] } },
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: "en" },
    // A new item's file name, from its English title: lowercase ASCII words joined by hyphens (the slug rule of
    // content/fields.ts), whole: no length limit, which the editor would apply mid-word; the writer can shorten it.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // An empty optional field is left out of the file: the check refuses empty text.
    output: { omit_empty_optional_fields: true },
    collections: [...entryCollections, pageCollection, settingsCollection],
  };
}
