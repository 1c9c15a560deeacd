// https://vike.dev/bodyHtmlEnd — last in <body>: the page's only script (browser/boot.ts, inline, so no
// request stands before the first paint; the Content-Security-Policy allows it by its hash). On an English page it
// also names the faces' first swap (browser/faces.ts), which no Japanese page fetches.
import type { PageContext } from "vike/types";
import enhancements from "virtual:kizuna/enhance";
import islandRuntime from "virtual:kizuna/islands";
import contactForms from "virtual:kizuna/contact";
import lineFitting from "virtual:kizuna/typeset";
import faceSwap from "virtual:kizuna/faces";
import boot from "@/browser/boot.ts?inline-script";
import { escapeHtml } from "@/lib/escape-html";
import { languageStorageKey } from "@/lib/language-preference";

export default (pageContext: PageContext) =>
  `<script data-enhance="${escapeHtml(enhancements)}" data-islands="${escapeHtml(islandRuntime)}" data-contact="${escapeHtml(contactForms)}" data-typeset="${escapeHtml(lineFitting)}"${pageContext.locale === "en" ? ` data-faces="${escapeHtml(faceSwap)}"` : ""} data-lang-key="${escapeHtml(languageStorageKey)}">${boot}</script>`;
