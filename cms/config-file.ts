// /admin/config.yml: the editor's configuration as a file, from the schema, the interface text's keys and
// content/settings.json. Written by the build (pipeline/output/admin.ts) and served by `npm run dev` (cms/vite-plugin.ts).
import YAML from "yaml";
import { normalizeText, readContentText } from "../pipeline/content/content-files.ts";
import type { Problem } from "../pipeline/content/problems.ts";
import { site } from "../lib/site.ts";
import { generateCmsConfig } from "./config.ts";

export function renderCmsConfigFile(root: string): string {
  // Read as the check reads it: a BOM (a file saved on Windows) is not part of the JSON, and never through a link
  // (probe 75, L1), which the check names.
  const problems: Problem[] = [];
  const text = readContentText(root, "content/ui/en.json", problems);
  if (text === undefined)
    throw new Error(
      `content/ui/en.json ${problems[0]?.message ?? "cannot be read"}: run \`npm run check\` to see every problem`,
    );
  const uiKeys = Object.keys(JSON.parse(normalizeText(text)) as Record<string, unknown>);
  const config = generateCmsConfig({ ...site.cms, siteUrl: site.url }, uiKeys);
  return `# Generated from content/schema.ts by cms/config.ts: change the schema, not this file.\n${YAML.stringify(config, { lineWidth: 0 })}`;
}
