// The current pageContext, for components deep in the tree.
import { createContext, useContext, type ReactNode } from "react";
import type { PageContext } from "vike/types";
import { translate, type UiKey } from "./i18n";
import { logicalPathOf } from "./locale";

const Context = createContext<PageContext | undefined>(undefined);

export function PageContextProvider({
  pageContext,
  children,
}: {
  pageContext: PageContext;
  children: ReactNode;
}) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error("usePageContext() must be used inside <PageContextProvider>");
  return pageContext;
}

/** The page's own data, as returned by its +data hook. */
export function useData<T>(): T {
  return usePageContext().data as T;
}

/** `t("nav.home")` in the current page's language. */
export function useTranslate() {
  const { locale } = usePageContext();
  return (key: UiKey, values?: Record<string, string | number>) => translate(locale, key, values);
}

/** The logical path (no /jp prefix, no query or hash) of the current page. */
export function useLogicalPath(): string {
  return logicalPathOf(usePageContext().urlLogical);
}
