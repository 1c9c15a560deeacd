// The slide-in menu: top-level links, single-open submenus, and 'Connect with Us' at the bottom.
import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type RefObject } from "react";
import { clsx } from "clsx";
import { Link } from "@/renderer/Link";
import serviceMenu from "virtual:kizuna/service-menu";
import { getMainMenu, isNavSection, type NavLink, type NavSection } from "@/renderer/routes";
import { usePageContext, useTranslate } from "@/renderer/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { ContactLink } from "./ContactLink";

type SidePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
};

// The focus ring is drawn inside each link (negative offset): the submenu's overflow-hidden would cut an
// outer one at the panel's edge.
const linkStyle =
  "phrase block rounded-lg px-3 py-2.5 text-lg focus-visible:outline-offset-[-3px] text-white/90 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-gold";

export function SidePanel({ open, onOpenChange, menuButton }: SidePanelProps) {
  const t = useTranslate();
  const { locale } = usePageContext();
  const [section, setSection] = useState("");
  // True while the panel closes to hand focus to the contact dialog.
  const handingOff = useRef(false);
  const close = () => onOpenChange(false);
  const changeOpen = (next: boolean) => {
    // Closing the panel collapses any submenu, so it opens again at the top level (docs/pages.md).
    if (!next) setSection("");
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[55] bg-ink/50 data-[state=closed]:animate-overlay-out data-[state=open]:animate-overlay-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!handingOff.current) menuButton.current?.focus();
            handingOff.current = false;
          }}
          className="fixed top-0 right-0 z-[60] flex h-full w-full flex-col bg-ink text-white shadow-2xl data-[state=closed]:animate-panel-out data-[state=open]:animate-panel-in md:w-96"
        >
          <div className="flex items-center justify-between px-6 pt-5 pb-3">
            <Dialog.Title className="text-xs font-semibold tracking-[0.2em] text-white/60 uppercase">
              {t("nav.label")}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("nav.close")}
              className="rounded-full p-2 text-white/80 hover:bg-white/10 hover:text-white"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.label")} className="flex-1 overflow-y-auto overscroll-contain px-3 pb-6">
            <Accordion.Root type="single" collapsible value={section} onValueChange={setSection}>
              <ul className="space-y-1">
                {getMainMenu(serviceMenu[locale]).map((entry) =>
                  isNavSection(entry) ? (
                    <li key={entry.id}>
                      <MenuSection section={entry} onNavigate={close} />
                    </li>
                  ) : (
                    <li key={entry.href}>
                      <Link href={entry.href} className={linkStyle} onClick={close}>
                        {t(entry.label)}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </Accordion.Root>
          </nav>
          <div className="border-t border-white/10 p-6">
            <ContactLink
              className="block w-full rounded-full bg-vermilion px-6 py-3.5 text-center font-semibold text-white transition-colors hover:bg-vermilion-dark"
              returnFocusTo={menuButton.current}
              onOpen={() => {
                handingOff.current = true;
                changeOpen(false);
              }}
            >
              {t("nav.connect")}
            </ContactLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuSection({ section, onNavigate }: { section: NavSection; onNavigate: () => void }) {
  const t = useTranslate();
  return (
    <Accordion.Item value={section.id}>
      <Accordion.Header asChild>
        <div>
          <Accordion.Trigger className="phrase group flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left focus-visible:outline-offset-[-3px] text-lg text-white/90 hover:bg-white/10 hover:text-white">
            {t(section.label)}
            <Icon
              name="chevron-down"
              width={20}
              height={20}
              className="text-white/60 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </div>
      </Accordion.Header>
      <Accordion.Content className="overflow-hidden data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
        <ul className="mt-1 mb-2 ml-3 space-y-0.5 border-l border-white/15 pl-3">
          {section.id !== "investment" && (
            <li>
              <Link href={section.href} className={clsx(linkStyle, "text-base")} onClick={onNavigate}>
                {t(section.id === "services" ? "nav.services.all" : section.label)}
              </Link>
            </li>
          )}
          {section.children.map((child) => (
            <li key={child.href}>
              <Link href={child.href} className={clsx(linkStyle, "text-base")} onClick={onNavigate}>
                {linkText(t, child)}
              </Link>
            </li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}

const linkText = (t: ReturnType<typeof useTranslate>, link: NavLink) =>
  "label" in link ? t(link.label) : link.text;
