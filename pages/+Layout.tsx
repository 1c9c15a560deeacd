// https://vike.dev/Layout — around every page: skip link, header, page area (with its transition), footer,
// contact dialog, toasts.
import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { usePageContext } from "vike-react/usePageContext";
import type { PageContext } from "vike/types";
import { clsx } from "clsx";
import { ContactProvider } from "@/components/layout/ContactModal";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { PreviewRibbon } from "@/components/layout/PreviewRibbon";
import { ToastProvider } from "@/components/ui/Toast";
import { translate } from "@/renderer/i18n";
import { shellIds } from "@/renderer/page-ids";
import { playPageEnter } from "@/renderer/page-transition";
import type { PreviewInfo } from "@/renderer/preview";
import { routes } from "@/renderer/routes";
import { logicalPathOf } from "@/renderer/locale";
import "@/renderer/styles.css";

declare const __SITE_PREVIEW__: PreviewInfo | null | undefined;

const getLogicalPath = (pageContext: PageContext) => logicalPathOf(pageContext.urlLogical);

/** Pages with different keys are different pages: moving between them plays the page transition. */
const getPageKey = (pageContext: PageContext) => `${pageContext.locale}${getLogicalPath(pageContext)}`;

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // Hydrate the page and the footer after the shell (below); off only to surface a prerender error
  // (+onAfterRenderHtml).
  const split = (part: ReactNode) =>
    pageContext.renderWithoutBoundaries ? part : <Suspense fallback={null}>{part}</Suspense>;
  const isHome = getLogicalPath(pageContext) === routes.home && !pageContext.is404;
  const key = getPageKey(pageContext);
  const main = useRef<HTMLElement>(null);
  const hydrated = useRef(false);
  // Tells tests (and anything else that needs to know) that event handlers are attached.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);

  // After a client navigation (not at hydration): focus the new page and fade it in. vike scrolls: to the top
  // or the #target after a link, back to where the visitor was after Back and Forward.
  useLayoutEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    main.current?.focus({ preventScroll: true });
    playPageEnter(main.current);
  }, [key]);

  return (
    <ToastProvider>
      <ContactProvider>
        <a
          href={`#${shellIds.main}`}
          className="fixed top-3 left-3 z-[80] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white focus:translate-y-0"
        >
          {translate(pageContext.locale, "meta.skipToContent")}
        </a>
        <Header overHero={isHome} />
        <main
          key={key}
          ref={main}
          id={shellIds.main}
          tabIndex={-1}
          className={clsx("min-h-[70vh] outline-none", !isHome && "pt-24 sm:pt-28")}
        >
          {/* Nothing here suspends: the boundaries split hydration. React hydrates and commits the shell
                (header, menus) first, then the page and the footer in later commits, instead of one commit
                of the whole page that holds a phone's main thread (about 90 ms on a long Japanese page). */}
          {split(children)}
        </main>
        {split(<Footer />)}
        {/* Read the compiled-in constant here so a production build drops the ribbon and its link entirely. */}
        {typeof __SITE_PREVIEW__ !== "undefined" && __SITE_PREVIEW__ && (
          <PreviewRibbon preview={__SITE_PREVIEW__} />
        )}
      </ContactProvider>
    </ToastProvider>
  );
}
