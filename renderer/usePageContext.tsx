// vike-react's hooks for the page's context and data, and the site's own hooks built on them.
import { usePageContext } from "vike-react/usePageContext";
import { translate, type UiKey } from "./i18n";
import { logicalPathOf } from "./locale";

// The provider is vike-react's; tests that render a component alone wrap it in it.
export {
  usePageContext,
  VikeReactProviderPageContext as PageContextProvider,
} from "vike-react/usePageContext";
export { useData } from "vike-react/useData";

/** `t("nav.home")` in the current page's language. */
export function useTranslate() {
  const { locale } = usePageContext();
  return (key: UiKey, values?: Record<string, string | number>) => translate(locale, key, values);
}

/** The logical path (no /jp prefix, no query or hash) of the current page. */
export function useLogicalPath(): string {
  return logicalPathOf(usePageContext().urlLogical);
}
