// The slide-in menu: top-level links, single-open submenus, the language switch and 'Connect with Us' at the
// bottom. The browser's own modal <dialog>, opened by the header's menu button (an invoker command) and closed by
// Close, Escape or a click beside it; the submenus are <details> with one name, so one is open at a time. The
// current page's link is marked (aria-current="page" and a gold rule) and its section opens marked too. All of it
// works without a script.
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import serviceMenu from "virtual:kizuna/service-menu";
import { getMainMenu, holdsPage, isNavSection, type NavLink, type NavSection } from "@/lib/routes";
import { shellIds } from "@/lib/page-ids";
import { useLocale, useLogicalPath, useTranslate } from "@/lib/usePageContext";
import { CloseButton } from "@/components/ui/CloseButton";
import { Icon } from "@/components/ui/Icon";
import { ContactButton } from "./ContactButton";
import { LanguageToggle } from "./LanguageToggle";

// The focus ring is drawn inside each link (negative offset): the panel's scrolling area would cut an outer one at
// its edge. The current page and its section are gold with a short gold rule at their start, so the mark is not
// colour alone.
const linkStyle =
  "phrase relative block rounded-lg px-3 py-2.5 text-lg focus-visible:outline-offset-[-3px] text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current]:text-gold";
const currentMark =
  "before:absolute before:inset-y-3 before:left-0 before:hidden before:w-[3px] before:rounded-full before:bg-gold aria-[current]:before:block";
const titleId = `${shellIds.menu}-title`;

/** aria-current for a link: "page" on the page's own address, "true" on the link of a section holding it. */
const currentOf = (href: string, path: string, holds: boolean) =>
  href === path ? ("page" as const) : holds ? ("true" as const) : undefined;

export function SidePanel() {
  const t = useTranslate();
  const locale = useLocale();
  const path = useLogicalPath();
  return (
    <dialog
      id={shellIds.menu}
      closedby="any"
      aria-labelledby={titleId}
      className="side-panel m-0 ms-auto h-full max-h-none w-full max-w-none flex-col bg-ink text-white shadow-2xl backdrop:bg-ink/50 open:flex md:w-96"
    >
      <div className="flex items-center justify-between px-6 pt-5 pb-3">
        <h2 id={titleId} className="text-xs font-semibold tracking-[0.2em] text-white/60 uppercase">
          {t("nav.label")}
        </h2>
        <CloseButton dialog={shellIds.menu} label={t("nav.close")} tone="dark" />
      </div>
      <nav aria-label={t("nav.label")} className="flex-1 overflow-y-auto overscroll-contain px-3 pb-6">
        <ul className="space-y-1">
          {getMainMenu(serviceMenu[locale]).map((entry) =>
            isNavSection(entry) ? (
              <li key={entry.id}>
                <MenuSection section={entry} path={path} />
              </li>
            ) : (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  aria-current={currentOf(entry.href, path, holdsPage(entry, path))}
                  className={clsx(linkStyle, currentMark)}
                >
                  {t(entry.label)}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-white/10 p-6">
        <LanguageToggle
          wide
          data-testid="menu-language-toggle"
          className="w-full border-white/30 text-white hover:border-white hover:bg-white hover:text-ink"
        />
        <ContactButton className="block w-full rounded-full bg-vermilion px-6 py-3.5 text-center font-semibold text-white transition-colors hover:bg-vermilion-dark">
          {t("nav.connect")}
        </ContactButton>
      </div>
    </dialog>
  );
}

function MenuSection({ section, path }: { section: NavSection; path: string }) {
  const t = useTranslate();
  const current = holdsPage(section, path);
  return (
    // The current page's section opens with the menu (and again each time it closes: browser/enhance.ts).
    <details
      name="menu-section"
      open={current}
      data-current-section={current || undefined}
      className="group/section"
    >
      <summary
        aria-current={current || undefined}
        className={clsx(
          "phrase relative flex w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 text-left text-lg text-white/90 focus-visible:outline-offset-[-3px] hover:bg-white/10 hover:text-white aria-[current]:text-gold [&::-webkit-details-marker]:hidden",
          currentMark,
        )}
      >
        {t(section.label)}
        <Icon
          name="chevron-down"
          width={20}
          height={20}
          className="text-white/60 transition-transform duration-200 group-open/section:rotate-180"
        />
      </summary>
      <ul className="mt-1 mb-2 ml-3 space-y-0.5 border-l border-white/15 pl-3">
        {section.children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              aria-current={child.href === path ? "page" : undefined}
              className={clsx(linkStyle, currentMark, "text-base")}
            >
              {linkText(t, child)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

const linkText = (t: ReturnType<typeof useTranslate>, link: NavLink) =>
  "label" in link ? t(link.label) : link.text;
