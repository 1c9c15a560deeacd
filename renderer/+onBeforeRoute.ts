// https://vike.dev/onBeforeRoute — strips /jp so that one route serves both languages.
import { redirect } from "vike/abort";
import { modifyUrl } from "vike/modifyUrl";
import type { PageContext } from "vike/types";
import { localizePath, splitLocale } from "./locale";
import { readStoredLocale } from "./language-preference";

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname);
  if (typeof window !== "undefined") {
    // A visitor's stored choice wins over the link they followed (docs/languages-and-urls.md).
    const stored = readStoredLocale();
    if (stored && stored !== locale) {
      throw redirect(
        localizePath(path, stored) +
          pageContext.urlParsed.searchOriginal +
          (pageContext.urlParsed.hashOriginal ?? ""),
      );
    }
  }
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  };
}
