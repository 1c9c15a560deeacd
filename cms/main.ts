// The content editor at /admin: Sveltia CMS from npm, bundled with the site (no CDN), with the body
// components writers may use. Its configuration, /admin/config.yml, is generated from content/schema.ts.
import CMS from "@sveltia/cms";
import { editorComponents } from "./editor-components.ts";
import { uiFormatExtension, uiFormatName, uiFromFile, uiToFile } from "./ui-format.ts";

for (const component of editorComponents) CMS.registerEditorComponent(component);
CMS.registerCustomFormat(uiFormatName, uiFormatExtension, { fromFile: uiFromFile, toFile: uiToFile });
void CMS.init();
