// https://vike.dev/Layout — around every page: header (with the skip link), page area, footer, the menu and contact
// dialogs, the "coming soon" notice. Rendered on the server only: the page ships as HTML, with the inline script of
// browser/boot.ts and islands that load when a visitor reaches for them (docs/architecture.md).
import type { ReactNode } from "react";
import { usePageContext } from "vike-react/usePageContext";
import { clsx } from "clsx";
import { ContactDialog } from "@/components/layout/ContactDialog";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import { PreviewRibbon } from "@/components/preview/PreviewRibbon";
import { SidePanel } from "@/components/layout/SidePanel";
import { ComingSoonNotice } from "@/components/ui/ComingSoon";
import { SearchDialog } from "@/components/search/SearchDialog";
import { keptRunPattern } from "@/pipeline/runtime/typeset";
import { LocaleContext } from "@/lib/locale-context";
import { KeptRunsContext } from "@/lib/typography/kept-runs-context";
import { logicalPathOf } from "@/lib/locale";
import { shellIds } from "@/lib/page-ids";
import { previewSection, type PreviewInfo } from "@/lib/preview";
import { routes } from "@/lib/routes";
import { searchBodyAttribute } from "@/lib/search";
import "./styles.css";

declare const __SITE_PREVIEW__: PreviewInfo | null | undefined;

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const path = logicalPathOf(pageContext.urlLogical);
  const isHome = path === routes.home && !pageContext.is404;
  // The pages the site search finds: every page of content, never the not-found page, the search page or the
  // reviewers' pages (docs/search.md); the build indexes the <main> of the pages marked so.
  const searchable =
    !pageContext.is404 &&
    path !== routes.search &&
    path !== previewSection &&
    !path.startsWith(`${previewSection}/`);
  return (
    <LocaleContext value={pageContext.locale}>
      <Header overHero={isHome} />
      <main
        id={shellIds.main}
        tabIndex={-1}
        {...(searchable ? { [searchBodyAttribute]: "" } : {})}
        className={clsx("min-h-[70vh] outline-none", !isHome && "pt-24 sm:pt-28")}
      >
        {/* The content's names and titles are kept whole in the page's running text. */}
        <KeptRunsContext value={keptRunPattern}>{children}</KeptRunsContext>
      </main>
      <Footer />
      <SidePanel />
      {/* The contact page has the form itself: its contact buttons are links to it. */}
      {path !== routes.contact && <ContactDialog />}
      {path !== routes.search && <SearchDialog />}
      <ComingSoonNotice />
      {/* Read the compiled-in constant here so a production build drops the ribbon and its link entirely. */}
      {typeof __SITE_PREVIEW__ !== "undefined" && __SITE_PREVIEW__ && (
        <PreviewRibbon preview={__SITE_PREVIEW__} />
      )}
    </LocaleContext>
  );
}
