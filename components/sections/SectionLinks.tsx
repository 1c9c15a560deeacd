// The site's main sections (the main menu's, home aside) as a list of links under a heading: where a visitor who did
// not find a page goes next (the not-found page, the search page without JavaScript).
import serviceMenu from "virtual:kizuna/service-menu";
import { HoverArrow } from "@/components/ui/HoverArrow";
import { Link } from "@/lib/Link";
import { getMainMenu, routes } from "@/lib/routes";
import { useLocale, useTranslate } from "@/lib/usePageContext";
import { Phrases } from "@/components/typography/Phrases";

export function SectionLinks({
  id,
  heading,
  className,
}: {
  id: string;
  heading: string;
  className?: string;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const sections = getMainMenu(serviceMenu[locale]).filter((entry) => entry.href !== routes.home);
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
        <Phrases text={heading} />
      </h2>
      <ul className="mt-5 border-t border-ink/15">
        {sections.map((entry) => (
          <li key={entry.href} className="border-b border-ink/15">
            <Link
              href={entry.href}
              className="group flex items-center justify-between gap-4 py-4 text-lg font-semibold text-ink hover:text-vermilion"
            >
              <span data-heading-face>{t(entry.label)}</span>
              <HoverArrow className="text-steel group-hover:text-vermilion" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
