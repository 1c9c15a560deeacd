// https://vike.dev/data — the not-found page's copy, in the language of the requested path.
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";
import { splitLocale } from "@/lib/locale";

export function data(pageContext: PageContextServer) {
  const locale = pageContext.locale ?? splitLocale(pageContext.urlParsed.pathname).locale;
  const entry = getPageEntry("not-found", locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    text: entry.body.trim(),
  };
}
export type Data = ReturnType<typeof data>;
