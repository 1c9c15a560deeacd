// vike-react's hooks for the page's context and data (server render only: pages ship no vike or React
// runtime), and the site's own hooks built on them.
import { usePageContext } from "vike-react/usePageContext";
import { logicalPathOf } from "./locale.ts";

// The provider is vike-react's; tests that render a component alone wrap it in it.
export {
  usePageContext,
  VikeReactProviderPageContext as PageContextProvider,
} from "vike-react/usePageContext";
export { useData } from "vike-react/useData";

// Components that may run in an island take the language from the locale context, which works there too.
export { useLocale, useTranslate } from "./locale-context.ts";

/** The logical path (no /jp prefix, no query or hash) of the current page. */
export function useLogicalPath(): string {
  return logicalPathOf(usePageContext().urlLogical);
}
