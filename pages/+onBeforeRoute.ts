// https://vike.dev/onBeforeRoute — strips /jp so that one route serves both languages (on the server: pages have
// no client-side routing).
import { modifyUrl } from "vike/modifyUrl";
import type { PageContext } from "vike/types";
import { splitLocale } from "@/lib/locale";

export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname);
  return {
    pageContext: {
      locale,
      urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }),
    },
  };
}
