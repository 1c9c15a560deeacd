// Fixed header: logo home link, language toggle and the menu button; translucent once scrolled past 10 px.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "../../renderer/Link";
import { routes } from "../../renderer/routes";
import { useLogicalPath, useTranslate } from "../../renderer/usePageContext";
import { Icon } from "../ui/Icon";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";
import { preloadContactDialog } from "./ContactModal";

export const scrollThreshold = 10;

const loadSidePanel = () => import("./SidePanel");
const SidePanel = lazy(() => loadSidePanel().then((module) => ({ default: module.SidePanel })));
// The menu's code loads when a visitor reaches for the button, so opening feels instant.
const preloadMenu = () => {
  void loadSidePanel();
  preloadContactDialog();
};

export function Header({ overHero }: { overHero: boolean }) {
  const t = useTranslate();
  const path = useLogicalPath();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // Any route change closes the panel.
  useEffect(() => setMenuOpen(false), [path]);

  const light = overHero && !scrolled && !menuOpen;
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 ${
        scrolled ? "bg-white/75 shadow-[0_1px_0_rgba(14,27,44,0.08)] backdrop-blur-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:h-20 sm:px-8">
        <Link
          href={routes.home}
          aria-label={t("header.homeLink")}
          onClick={() => window.scrollTo({ top: 0 })}
          className="shrink-0 rounded"
        >
          <Logo tone={light ? "light" : "dark"} className="h-9 w-auto sm:h-11" />
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageToggle
            className={
              light
                ? "border-white/40 text-white hover:bg-white hover:text-ink"
                : "border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-white"
            }
          />
          <button
            ref={menuButton}
            type="button"
            aria-label={t("nav.open")}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPointerEnter={preloadMenu}
            onFocus={preloadMenu}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors ${
              light
                ? "bg-white/15 text-white hover:bg-white hover:text-ink"
                : "bg-ink text-white hover:bg-indigo"
            }`}
          >
            <Icon name="menu" width={20} height={20} />
          </button>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <SidePanel open={menuOpen} onOpenChange={setMenuOpen} menuButton={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
