// https://vike.dev/onPrerenderStart — every page (the 404 page included) is written once per language.
import type { PrerenderContext } from "vike/types";
import { locales, localizePath } from "@/lib/locale";

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    locales.map((locale) => ({
      ...pageContext,
      urlOriginal: localizePath(pageContext.urlOriginal, locale),
      locale,
    })),
  );
  return { prerenderContext: { pageContexts } };
}
