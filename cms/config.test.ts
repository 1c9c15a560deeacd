import fs from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, test } from "vitest";
import { translationCheckField } from "../content/fields.ts";
import { collections, pages } from "../content/schema.ts";
import { generateCmsConfig, type CmsField } from "./config.ts";

const backend = {
  repo: "owner/site",
  branch: "main",
  authUrl: "https://auth.example",
  siteUrl: "https://site.example",
};
const uiKeys = Object.keys(JSON.parse(fs.readFileSync("content/ui/en.json", "utf8")));
const config = generateCmsConfig(backend, uiKeys);

type Collection = {
  name: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
};
const collectionsOf = config.collections as Collection[];
const collection = (name: string) => collectionsOf.find((entry) => entry.name === name)!;
const field = (fields: CmsField[] | undefined, dotted: string): CmsField | undefined => {
  const [first, ...rest] = dotted.split(".");
  const found = fields?.find((entry) => entry.name === first);
  if (!found || !rest.length) return found;
  const inner = (found.fields as CmsField[] | undefined) ?? [found.field as CmsField];
  return field(inner, rest.filter((part) => part !== "*" && !/^\d+$/.test(part)).join("."));
};

describe("the editor's configuration", () => {
  test("is valid against Sveltia CMS's own JSON schema (the package's schema/sveltia-cms.json)", () => {
    const schema = JSON.parse(fs.readFileSync("node_modules/@sveltia/cms/schema/sveltia-cms.json", "utf8"));
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false, logger: false });
    const valid = ajv.validate(schema, JSON.parse(JSON.stringify(config)));
    expect(ajv.errors ?? [], ajv.errorsText(ajv.errors)).toEqual([]);
    expect(valid).toBe(true);
    // The schema does catch a wrong configuration, so the check above can fail.
    expect(ajv.validate(schema, { ...config, publish_mode: "straight_to_main" })).toBe(false);
  });

  test("has every collection, every one-off page, the interface text, the site facts and its checks", () => {
    for (const name of Object.keys(collections)) {
      expect(collection(name)).toMatchObject({ folder: `content/${name}`, extension: "mdx", i18n: true });
    }
    const pageFiles = collection("pages").files!;
    expect(pageFiles.map((file) => file.name).sort()).toEqual(Object.keys(pages).sort());
    for (const file of pageFiles) expect(file.file).toBe(`content/pages/${file.name}.{{locale}}.mdx`);
    const settings = collection("settings").files!;
    expect(settings.map((file) => file.file)).toEqual([
      "content/ui/{{locale}}.json",
      "content/site.json",
      "content/ui/translation-checked.json",
    ]);
    expect(config).toMatchObject({
      publish_mode: "editorial_workflow",
      backend: { name: "github", repo: "owner/site", branch: "main", base_url: "https://auth.example" },
      i18n: { structure: "multiple_files", locales: ["en", "jp"], default_locale: "en" },
    });
  });

  test("shares the twin fields between both files and translates the rest", () => {
    for (const [name, { twinFields }] of Object.entries(collections)) {
      const fields = collection(name).fields!;
      for (const twin of twinFields) expect(field(fields, twin)?.i18n, `${name} ${twin}`).toBe("duplicate");
    }
    const insights = collection("insights").fields!;
    expect(field(insights, "title")?.i18n).toBe(true);
    expect(field(insights, "image.alt")?.i18n).toBe(true);
    expect(field(insights, "body")).toMatchObject({ widget: "markdown", i18n: true });
  });

  test("gives each field its widget, limits, requirement, label and hint from the schema", () => {
    const insights = collection("insights").fields!;
    expect(field(insights, "title")).toMatchObject({ widget: "string", maxlength: 120, label: "Title" });
    expect(field(insights, "excerpt")).toMatchObject({ widget: "text", maxlength: 300 });
    expect(field(insights, "date")).toMatchObject({ widget: "string", label: "Publication date" });
    expect(field(insights, "tags")).toMatchObject({ widget: "list", min: 1, max: 8, label_singular: "Tag" });
    expect(field(insights, "image.src")).toMatchObject({
      widget: "image",
      media_folder: "",
      public_folder: "",
    });
    const services = collection("services").fields!;
    expect(field(services, "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["crane"]),
    });
    expect(field(services, "images")).toMatchObject({ widget: "list", min: 2, max: 2 });
    expect(field(services, "heroPan")).toMatchObject({ widget: "boolean", required: false });
    expect(field(services, "menuTitle")?.hint).toMatch(/side menu/);
    expect(field(services, "order")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    // An optional text with a limit: a text area with its counter and hint, which the writer may leave empty.
    const rightInvestor = collection("pages").files!.find(
      (file) => file.name === "investment-right-investor",
    )!.fields;
    expect(field(rightInvestor, "suits.intro")).toMatchObject({
      widget: "text",
      label: "Introduction",
      maxlength: 400,
      required: false,
      i18n: true,
    });
    expect(field(rightInvestor, "suits.intro")?.hint).toMatch(/above the cards/);
    const team = collection("team").fields!;
    expect(field(team, "portrait")?.required).toBe(false);
    expect(field(team, "name")?.required).toBeUndefined();
    const site = collection("settings").files![1]!.fields;
    expect(field(site, "social.linkedin")?.required).toBe(false);
    // 1900 to next year, as every date of the site (content/fields.ts, year).
    expect(field(site, "copyrightYear")).toMatchObject({
      widget: "number",
      min: 1900,
      max: new Date().getUTCFullYear() + 1,
    });
  });

  test("shows dates as YYYY-MM-DD whatever the browser's locale, and refuses another form", () => {
    const date = field(collection("insights").fields, "date")!;
    expect(date.widget).toBe("string");
    const [pattern, message] = date.pattern as [string, string];
    expect(new RegExp(pattern).test("2026-11-20")).toBe(true);
    for (const other of ["11/20/2026", "20/11/2026", "2026-11-20T00:00"])
      expect(new RegExp(pattern).test(other), other).toBe(false);
    expect(message).toMatch(/YYYY-MM-DD/);
    // Said before the writer types, in the hint under the box.
    expect(date.hint).toMatch(/^The same date in both languages\. Written YYYY-MM-DD/);
  });

  test("shows a new item's address, whole, for the writer to keep or shorten before the first save", () => {
    expect((config.slug as Record<string, unknown>).maxlength).toBeUndefined();
    for (const [name, info] of Object.entries(collections)) {
      const { slug } = collection(name) as unknown as { slug: Record<string, unknown> };
      expect(slug).toMatchObject({ template: `{{${info.title}}}`, editable: ["create"] });
      const pattern = new RegExp((slug.pattern as [string, string])[0]);
      expect(pattern.test("port-logistics-in-southeast-asia-planning-for-congestion")).toBe(true);
      expect(pattern.test("Port Logistics")).toBe(false);
    }
  });

  test("counts characters against a minimum only where it is more than one, and names one item of a list", () => {
    const every: CmsField[] = [];
    const walk = (fields: CmsField[] | undefined) => {
      for (const entry of fields ?? []) {
        every.push(entry);
        walk(entry.fields as CmsField[] | undefined);
        if (entry.field) walk([entry.field as CmsField]);
      }
    };
    for (const entry of collectionsOf) {
      walk(entry.fields);
      for (const file of entry.files ?? []) walk(file.fields);
    }
    expect(every.filter((entry) => "minlength" in entry && (entry.minlength as number) <= 1)).toEqual([]);
    const lists = every.filter((entry) => entry.widget === "list");
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list.label_singular, list.label).toBeTruthy();
      expect(list.label_singular).not.toBe(list.label);
    }
  });

  test("offers every item and page the translation check date, after the body, in each language", () => {
    const lists = [
      ...Object.keys(collections).map((name) => collection(name).fields!),
      ...collection("pages").files!.map((file) => file.fields),
    ];
    for (const fields of lists) {
      const names = fields.map((entry) => entry.name);
      expect(names.at(-1)).toBe(translationCheckField);
      expect(names.at(-2)).toBe("body");
      expect(fields.at(-1)).toMatchObject({ widget: "string", i18n: true, required: false });
    }
  });
});
