// https://vike.dev/bodyHtmlEnd — last in <body>: the page's only script (renderer/enhance/boot.ts, inline, so no
// request stands before the first paint; the Content-Security-Policy allows it by its hash), and the speculation
// rules that fetch the page a visitor points at before they click it (nothing is fetched because the page loaded).
import islandRuntime from "virtual:kizuna/islands";
import boot from "./enhance/boot.ts?inline-script";
import { escapeHtml } from "./escape-html";
import { languageStorageKey } from "./language-preference";

/** Same-origin pages, prefetched when a visitor holds the pointer on a link or starts to tap it. */
const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});

export default () =>
  `<script data-islands="${escapeHtml(islandRuntime)}" data-lang-key="${escapeHtml(languageStorageKey)}">${boot}</script>` +
  `<script type="speculationrules">${speculationRules}</script>`;
