// /admin/config.yml: the editor's configuration as a file, from the schema, the interface text's keys and
// content/settings.json. Written by the build (scripts/lib/admin.ts) and served by `npm run dev` (cms/vite-plugin.ts).
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { site } from "../lib/site.ts";
import { generateCmsConfig } from "./config.ts";

export function renderCmsConfigFile(root: string): string {
  const uiKeys = Object.keys(JSON.parse(fs.readFileSync(path.join(root, "content/ui/en.json"), "utf8")));
  const config = generateCmsConfig({ ...site.cms, siteUrl: site.url }, uiKeys);
  return `# Generated from content/schema.ts by cms/config.ts: change the schema, not this file.\n${YAML.stringify(config, { lineWidth: 0 })}`;
}
