// What an island renders, the same on the server (Island.tsx) and in the browser (runtime.ts), so that React's
// ids (useId) and markup agree at hydration: the page's language, then the island's component.
import { useEffect, type ReactNode } from "react";
import { LocaleContext } from "@/lib/locale-context";
import type { Locale } from "@/lib/locale";

type IslandTreeProps = {
  locale: Locale;
  component: (props: Record<string, unknown>) => ReactNode;
  props: Record<string, unknown>;
  /** In the browser: the island's root, marked hydrated once React has committed (tests wait for it). */
  root?: HTMLElement;
};

export function IslandTree({ locale, component: Component, props, root }: IslandTreeProps) {
  useEffect(() => {
    if (root) root.dataset.islandState = "hydrated";
  }, [root]);
  return (
    <LocaleContext value={locale}>
      <Component {...props} />
    </LocaleContext>
  );
}
