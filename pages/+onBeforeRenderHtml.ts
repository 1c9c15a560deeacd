// https://vike.dev/onBeforeRenderHtml — the prerendered copy of each page per language (+onPrerenderStart)
// does not pass through onBeforeRoute: its language and logical path come from its real URL.
import type { PageContextServer } from "vike/types";
import { splitLocale } from "@/lib/locale";

export default function onBeforeRenderHtml(pageContext: PageContextServer) {
  const { locale, path } = splitLocale(new URL(pageContext.urlOriginal, "http://localhost").pathname);
  pageContext.locale = locale;
  pageContext.urlLogical ??= path;
}
