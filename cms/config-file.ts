// /admin/config.yml: the editor's configuration as a file, from the schema, the interface text's keys and
// content/settings.json. Written by the build (pipeline/output/admin.ts) and served by `npm run dev` (cms/vite-plugin.ts).
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { normalizeText } from "../pipeline/content/content-files.ts";
import { site } from "../lib/site.ts";
import { generateCmsConfig } from "./config.ts";

export function renderCmsConfigFile(root: string): string {
  // Read as the check reads it: a BOM (a file saved on Windows) is not part of the JSON.
  const text = normalizeText(fs.readFileSync(path.join(root, "content/ui/en.json"), "utf8"));
  const uiKeys = Object.keys(JSON.parse(text) as Record<string, unknown>);
  const config = generateCmsConfig({ ...site.cms, siteUrl: site.url }, uiKeys);
  return `# Generated from content/schema.ts by cms/config.ts: change the schema, not this file.\n${YAML.stringify(config, { lineWidth: 0 })}`;
}
