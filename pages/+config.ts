// https://vike.dev/config — vike-react renders the pages (https://vike.dev/vike-react); the settings
// of this site: every page prerendered, and HTML-only: no vike or React runtime in the browser (clientHooks: false),
// only the inline script and the islands of docs/architecture.md, "HTML first".
import vikeReact from "vike-react/config";
import type { Config } from "vike/types";

export default {
  extends: [vikeReact],
  prerender: { noExtraDir: true, partial: false },
  // The head tags vike-react writes itself (title, description, their og: twins, lang, viewport)
  // come from these; everything else is in +Head (lib/head.ts).
  favicon: null,
  clientHooks: false,
} satisfies Config;
