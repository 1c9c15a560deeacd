// The investor journey in order (docs/pages.md): each page links back and on.
import type { UiKey } from "@/lib/i18n";
import { routes } from "@/lib/routes";

export type JourneyStop = { href: string; label: UiKey };

export const journey: JourneyStop[] = [
  { href: routes.investmentApproach, label: "nav.investment.approach" },
  { href: routes.investmentPortfolios, label: "nav.investment.portfolios" },
  { href: routes.investmentDifferent, label: "nav.investment.different" },
  { href: routes.investmentProcess, label: "nav.investment.process" },
  { href: routes.investmentRightInvestor, label: "nav.investment.rightInvestor" },
];

/** Where the journey starts: the home page's "For Investors" section. */
const start: JourneyStop = { href: routes.homeInvestors, label: "investment.backToInvestors" };

/** Back and next of a journey page; the last page has no next. */
export function getJourneyLinks(href: string) {
  const index = journey.findIndex((stop) => stop.href === href);
  if (index === -1) throw new Error(`${href} is not a page of the investor journey`);
  return {
    position: index + 1,
    total: journey.length,
    back: journey[index - 1] ?? start,
    next: journey[index + 1],
  };
}
