// The route table: every logical (unprefixed) path of the site and the menus built from it.
// Pages and components ask here for URLs; `Link` adds the /jp prefix. A collection's pages are where its entry
// in content/schema.ts says (its list at `route`, each item under it), so they are read from there. The browser
// never loads this table (it holds the collections' schemas): an island is given the paths it needs as props.
import type { UiKey } from "../content/ui.schema.ts";
import { collections, type CollectionName } from "../content/schema.ts";

export const routes = {
  home: "/",
  /** The home page's "For Investors" section, where the investment journey starts. */
  homeInvestors: "/#investors",
  about: "/about",
  whoWeAre: "/about/who-we-are",
  ourMission: "/about/our-mission",
  ourTeam: collections.team.route,
  fromOurChairman: "/about/from-our-chairman",
  services: collections.services.route,
  projects: collections.projects.route,
  insights: collections.insights.route,
  /** The RSS feed of the insights (`/insights/rss.xml`). */
  insightsFeed: `${collections.insights.route}/rss.xml`,
  partners: "/partners",
  /** The contact form and the firm's contact details; every contact control links here (JavaScript opens a dialog instead). */
  contact: "/contact",
  /** Where the form service sends a visitor back after a message sent without JavaScript. */
  contactThanks: "/contact/thanks",
  investmentApproach: "/investment/approach",
  investmentPortfolios: "/investment/portfolios",
  investmentDifferent: "/investment/different",
  investmentProcess: "/investment/process",
  investmentRightInvestor: "/investment/right-investor",
  /** What the firm is and is not, its regulatory status, risks and conflicts: linked from every footer. */
  importantInformation: "/important-information",
  /** The statements for each market the site speaks to: every investment notice links here. */
  marketStatements: "/important-information#markets",
  /** Who pays the firm's fees and when (content/site.json, fees). */
  fees: "/important-information#fees",
  /** The privacy notice: what the site collects and why; linked from every footer and the contact form. */
  privacy: "/privacy",
  /** Site search: every header's search control links here (JavaScript opens it in a dialog instead). */
  search: "/search",
  notFound: "/404",
  /** The page of an item of a collection: `<the collection's route>/<slug>`. */
  item: (collection: CollectionName, slug: string) => `${collections[collection].route}/${slug}`,
} as const;

/** A menu link: its label is interface text (a catalogue key) or, for a content item, the item's own title. */
export type KeyLink = { label: UiKey; href: string };
export type NavLink = KeyLink | { text: string; href: string };
export type NavSection = { id: string; label: UiKey; href: string; children: NavLink[] };
export type NavEntry = KeyLink | NavSection;

export const isNavSection = (entry: NavEntry): entry is NavSection => "children" in entry;

/** Whether a main-menu entry holds the page at a logical path: a section's pages share its prefix (`/about/...`). */
export function holdsPage(entry: NavEntry, path: string): boolean {
  const prefix = isNavSection(entry) ? `/${entry.id}` : entry.href;
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** A content item as the menu lists it: the collections' `menuTitle`, in the collection's order. */
export type MenuItem = { slug: string; title: string };

/**
 * The side panel menu, in order. A section's submenu lists its pages, the section's own page first under a name of
 * its own ("Overview", "All services"; never the section's name again), and the Services submenu the services in
 * content/services/. The investment section's page is its first step, already listed.
 */
export const getMainMenu = (services: MenuItem[]): NavEntry[] => [
  { label: "nav.home", href: routes.home },
  {
    id: "about",
    label: "nav.about",
    href: routes.about,
    children: [
      { label: "nav.about.overview", href: routes.about },
      { label: "nav.about.whoWeAre", href: routes.whoWeAre },
      { label: "nav.about.ourMission", href: routes.ourMission },
      { label: "nav.about.ourTeam", href: routes.ourTeam },
      { label: "nav.about.fromOurChairman", href: routes.fromOurChairman },
    ],
  },
  {
    id: "services",
    label: "nav.services",
    href: routes.services,
    children: [
      { label: "nav.services.all", href: routes.services },
      ...services.map(({ slug, title }) => ({ text: title, href: routes.item("services", slug) })),
    ],
  },
  { label: "nav.projects", href: routes.projects },
  {
    id: "investment",
    label: "nav.investment",
    href: routes.investmentApproach,
    children: [
      { label: "nav.investment.approach", href: routes.investmentApproach },
      { label: "nav.investment.portfolios", href: routes.investmentPortfolios },
      { label: "nav.investment.different", href: routes.investmentDifferent },
      { label: "nav.investment.process", href: routes.investmentProcess },
      { label: "nav.investment.rightInvestor", href: routes.investmentRightInvestor },
    ],
  },
  { label: "nav.insights", href: routes.insights },
  { label: "nav.partners", href: routes.partners },
];

/** Footer links, in their order (docs/pages.md). */
export const footerMenu: KeyLink[] = [
  { label: "nav.home", href: routes.home },
  { label: "nav.about", href: routes.about },
  { label: "nav.services", href: routes.services },
  { label: "nav.projects", href: routes.projects },
  { label: "nav.investment", href: routes.investmentApproach },
  { label: "nav.insights", href: routes.insights },
  { label: "nav.partners", href: routes.partners },
  { label: "nav.importantInformation", href: routes.importantInformation },
  { label: "nav.privacy", href: routes.privacy },
];
