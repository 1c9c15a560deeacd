// The page's language for components, in the server render and inside an island in the browser alike (an island
// has no vike page context there: components/islands). +Layout provides it for the page; the island runtime for
// each island.
import { createContext, useContext } from "react";
import { translate, type UiKey } from "./i18n.ts";
import type { Locale } from "./locale.ts";

export const LocaleContext = createContext<Locale>("en");

export const useLocale = () => useContext(LocaleContext);

/** `t("nav.home")` in the current page's language. */
export function useTranslate() {
  const locale = useLocale();
  return (key: UiKey, values?: Record<string, string | number>) => translate(locale, key, values);
}
