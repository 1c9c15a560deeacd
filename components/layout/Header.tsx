// Fixed header: logo home link, from xl the main sections (the current one marked), the search link, language toggle
// and the menu button. Transparent at the top of a page, then
// solid: white over light sections, dark navy with the light logo over dark ones and while the menu or the
// contact dialog is open, so the logo stays whole and legible on every background. Solid, not glass: at 95 % the
// text scrolling under it showed as a grey smear behind the logo (stop-75 review). The tone is the header's
// data-tone, which the page's inline script keeps up to date as the visitor scrolls (browser/boot.ts);
// without a script, CSS gives the header its background once the page has scrolled (styles.css).
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import serviceMenu from "virtual:kizuna/service-menu";
import { getMainMenu, holdsPage, routes } from "@/lib/routes";
import { shellIds } from "@/lib/page-ids";
import { useLocale, useLogicalPath, useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { LanguageToggle } from "./LanguageToggle";
import { Logo } from "./Logo";

// The tones in which the header's content is light: over the home page's artwork, and on navy.
const logoSize = "h-auto w-[198px] max-w-full sm:w-[242px]";
const onLight = "group-data-[tone=hero]/header:hidden group-data-[tone=dark]/header:hidden";
const onDark = "hidden group-data-[tone=hero]/header:block group-data-[tone=dark]/header:block";

/** The main menu's sections, home aside, each with the paths it covers (a section's pages share its prefix). */
function useSections() {
  const locale = useLocale();
  const path = useLogicalPath();
  return getMainMenu(serviceMenu[locale])
    .filter((entry) => entry.href !== routes.home)
    .map((entry) => ({
      label: entry.label,
      href: entry.href,
      current: holdsPage(entry, path),
      exact: path === entry.href,
    }));
}

export function Header({ overHero }: { overHero: boolean }) {
  const t = useTranslate();
  const sections = useSections();
  const onSearchPage = useLogicalPath() === routes.search;
  return (
    <header
      data-tone={overHero ? "hero" : "top"}
      data-scrolled="false"
      className={clsx(
        "site-header group/header fixed inset-x-0 top-0 z-50",
        "data-[tone=dark]:bg-ink data-[tone=dark]:shadow-[0_1px_0_rgba(255,255,255,0.08)]",
        "data-[tone=light]:bg-white data-[tone=light]:shadow-[0_1px_0_rgba(14,27,44,0.08)]",
      )}
    >
      {/* First in the page's tab order, and inside the header so that its focus ring follows the header's tone:
          the skip link shows at the top of the screen, over what the header is over. */}
      <a
        href={`#${shellIds.main}`}
        className="fixed top-3 left-3 z-[80] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white focus:translate-y-0"
      >
        {t("meta.skipToContent")}
      </a>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:h-20 sm:px-8">
        {/* The logo is 36 px tall (44 from sm) where there is room, and narrower on a phone under about 380 px
            (360 px is a common Android width), so the three buttons beside it stay on the screen. */}
        <Link href={routes.home} aria-label={t("header.homeLink")} className="min-w-0 rounded">
          {/* Both logos are in the page; CSS shows the one the tone needs, and the other loads when it is shown. */}
          <Logo tone="dark" lazy={overHero} className={clsx(logoSize, onLight)} />
          <Logo tone="light" lazy={!overHero} className={clsx(logoSize, onDark)} />
        </Link>
        {/* From xl the main sections are in the header, the current one marked; the menu button stays for
            their pages (the side panel, which is the phone's menu). */}
        <nav aria-label={t("nav.sectionsLabel")} className="header-sections hidden xl:block">
          <ul className="flex items-center gap-1">
            {sections.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  aria-current={section.exact ? "page" : section.current ? "true" : undefined}
                  data-current={section.current || undefined}
                  className={clsx(
                    "relative block rounded-full px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                    "text-ink/75 hover:text-ink data-current:text-ink",
                    "group-data-[tone=dark]/header:text-white/75 group-data-[tone=dark]/header:hover:text-white group-data-[tone=dark]/header:data-current:text-white",
                    "group-data-[tone=hero]/header:text-white/80 group-data-[tone=hero]/header:hover:text-white group-data-[tone=hero]/header:data-current:text-white",
                    // The current section: a short vermilion rule under its name. A hovered one draws the rule in
                    // its own colour, faint, so pointing at a name never reads as being there (stop-66 review).
                    "after:absolute after:inset-x-3.5 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-vermilion after:transition-transform hover:after:scale-x-100 not-data-current:after:bg-current not-data-current:after:opacity-40 data-current:after:scale-x-100",
                  )}
                >
                  {t(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3 print:hidden">
          {/* A plain link to the search page, in every engine and without a script; the page's script opens the
              search dialog instead (data-dialog), and pointing at it or focusing it loads the search (docs/search.md). */}
          <Link
            href={routes.search}
            aria-label={t("search.open")}
            aria-keyshortcuts="/"
            aria-current={onSearchPage ? "page" : undefined}
            data-search-link
            {...(onSearchPage
              ? {}
              : {
                  "data-dialog": shellIds.searchDialog,
                  "data-island-trigger": shellIds.searchDialogForm,
                  "aria-haspopup": "dialog" as const,
                })}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-ink/20 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-white group-data-[tone=dark]/header:border-white/40 group-data-[tone=dark]/header:text-white group-data-[tone=dark]/header:hover:bg-white group-data-[tone=dark]/header:hover:text-ink group-data-[tone=hero]/header:border-white/40 group-data-[tone=hero]/header:text-white group-data-[tone=hero]/header:hover:bg-white group-data-[tone=hero]/header:hover:text-ink"
          >
            <Icon name="search" width={20} height={20} />
          </Link>
          <LanguageToggle className="border-ink/20 text-ink hover:border-ink hover:bg-ink hover:text-white group-data-[tone=dark]/header:border-white/40 group-data-[tone=dark]/header:text-white group-data-[tone=dark]/header:hover:bg-white group-data-[tone=dark]/header:hover:text-ink group-data-[tone=hero]/header:border-white/40 group-data-[tone=hero]/header:text-white group-data-[tone=hero]/header:hover:bg-white group-data-[tone=hero]/header:hover:text-ink" />
          <button
            type="button"
            commandfor={shellIds.menu}
            command="show-modal"
            aria-label={t("nav.open")}
            aria-haspopup="dialog"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink text-white transition-colors hover:bg-indigo group-data-[tone=dark]/header:bg-white/15 group-data-[tone=dark]/header:hover:bg-white group-data-[tone=dark]/header:hover:text-ink group-data-[tone=hero]/header:bg-white/15 group-data-[tone=hero]/header:hover:bg-white group-data-[tone=hero]/header:hover:text-ink"
          >
            <Icon name="menu" width={20} height={20} />
          </button>
        </div>
      </div>
    </header>
  );
}
