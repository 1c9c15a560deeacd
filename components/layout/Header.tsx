// Fixed header: logo home link, language toggle and the menu button. Transparent at the top of a page,
// then translucent: white over light sections, dark navy with the light logo over dark ones and while the
// menu or the contact dialog is open, so the logo stays whole and legible on every background.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { Link } from "@/renderer/Link";
import { routes } from "@/renderer/routes";
import { useLogicalPath, useTranslate } from "@/renderer/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";
import { preloadContactDialog, useContactOpen } from "./ContactModal";

export const scrollThreshold = 10;

/** Whether the page under the header's middle line is dark: the first opaque background found there. */
function isDarkUnder(header: HTMLElement): boolean {
  const y = header.getBoundingClientRect().height / 2;
  for (const element of document.elementsFromPoint(window.innerWidth / 2, y)) {
    if (header.contains(element)) continue;
    const match = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?/.exec(
      getComputedStyle(element).backgroundColor,
    );
    if (!match || Number(match[4] ?? 1) < 0.5) continue;
    const [red, green, blue] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
    // Perceived lightness (ITU-R BT.601 weights) below the middle grey.
    return red * 0.299 + green * 0.587 + blue * 0.114 < 128;
  }
  return false;
}

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
  const [overDark, setOverDark] = useState(false);
  const header = useRef<HTMLElement>(null);
  const dialogOpen = useContactOpen();

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolled(window.scrollY > scrollThreshold);
      if (header.current) setOverDark(isDarkUnder(header.current));
    };
    const update = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [path]);

  // Any route change closes the panel.
  useEffect(() => setMenuOpen(false), [path]);

  // "hero": transparent over the home page's artwork; "dark": navy glass; "light": white glass; "top": transparent.
  const tone =
    menuOpen || dialogOpen
      ? "dark"
      : overHero && !scrolled
        ? "hero"
        : overDark
          ? "dark"
          : scrolled
            ? "light"
            : "top";
  const light = tone === "hero" || tone === "dark";
  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      data-tone={tone}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        tone === "dark"
          ? "bg-ink/90 shadow-[0_1px_0_rgba(255,255,255,0.08)] backdrop-blur-md"
          : tone === "light"
            ? "bg-white/90 shadow-[0_1px_0_rgba(14,27,44,0.08)] backdrop-blur-md"
            : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:h-20 sm:px-8">
        <Link
          href={routes.home}
          aria-label={t("header.homeLink")}
          // On the home page the logo takes the visitor back to the top. From another page the router opens
          // home at the top by itself; scrolling here first would overwrite the position Back returns to.
          onClick={() => {
            if (path === routes.home) window.scrollTo({ top: 0 });
          }}
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
            className={clsx(
              "inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors",
              light
                ? "bg-white/15 text-white hover:bg-white hover:text-ink"
                : "bg-ink text-white hover:bg-indigo",
            )}
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
