// Layout around every page: skip link, header, animated page area, footer, contact dialog, toasts.
import { AnimatePresence, LazyMotion, MotionConfig, m, useReducedMotion } from "framer-motion";
import { useEffect, useRef, type ReactNode } from "react";
import type { PageContext } from "vike/types";
import { ContactProvider } from "../components/layout/ContactModal";
import { Footer } from "../components/layout/Footer";
import { Header } from "../components/layout/Header";
import { PreviewRibbon } from "../components/layout/PreviewRibbon";
import { ToastProvider } from "../components/ui/Toast";
import { translate } from "./i18n";
import { buildPreview } from "./preview";
import { routes } from "./routes";
import { PageContextProvider } from "./usePageContext";
import "./styles.css";

const loadMotionFeatures = () => import("./motion-features").then((module) => module.default);

/** Page transition: 0.3 s out, then 0.5 s in (0.8 s in all). */
const pageVariants = {
  initial: { opacity: 0, y: 16 },
  enter: { opacity: 1, y: 0, transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] as const } },
  exit: { opacity: 0, y: -12, transition: { duration: 0.3, ease: "easeIn" as const } },
};

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  const path = pageContext.urlLogical.replace(/[?#].*$/, "") || "/";
  const isHome = path === routes.home && !pageContext.is404;
  const reduceMotion = useReducedMotion();
  const main = useRef<HTMLElement>(null);
  const navigated = useRef(false);
  // Tells tests (and anything else that needs to know) that event handlers are attached.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);

  // After a client navigation: go to the #target or the top, and move focus to the new page.
  const onPageEntered = () => {
    if (!navigated.current) return;
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  };

  return (
    <PageContextProvider pageContext={pageContext}>
      <MotionConfig reducedMotion="user">
        <LazyMotion features={loadMotionFeatures} strict>
          <ToastProvider>
            <ContactProvider>
              <a
                href="#main"
                className="fixed top-3 left-3 z-[80] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white focus:translate-y-0"
              >
                {translate(pageContext.locale, "meta.skipToContent")}
              </a>
              <Header overHero={isHome} />
              <AnimatePresence
                mode="wait"
                initial={false}
                onExitComplete={() => {
                  navigated.current = true;
                  onPageEntered();
                }}
              >
                <m.main
                  key={`${pageContext.locale}${path}`}
                  ref={main}
                  id="main"
                  tabIndex={-1}
                  variants={reduceMotion ? undefined : pageVariants}
                  initial="initial"
                  animate="enter"
                  exit="exit"
                  className={`min-h-[70vh] outline-none ${isHome ? "" : "pt-24 sm:pt-28"}`}
                >
                  {/* The exiting page keeps its own pageContext while it animates out. */}
                  <PageContextProvider pageContext={pageContext}>{children}</PageContextProvider>
                </m.main>
              </AnimatePresence>
              <Footer />
              {buildPreview && <PreviewRibbon preview={buildPreview} />}
            </ContactProvider>
          </ToastProvider>
        </LazyMotion>
      </MotionConfig>
    </PageContextProvider>
  );
}
