// Which pages exist in each language and which #anchors they have, so the content check can
// verify every internal link a writer types.
import { collections, type CollectionName, type PageName } from "../../content/schema.ts";
import { locales, type Locale } from "../../lib/locale.ts";
import { routes } from "../../lib/routes.ts";
import type { Content } from "./loader.ts";
import { withoutTrailingSlashes } from "../output/served-files.ts";

type ListPage = (typeof collections)[CollectionName]["list"];
const collectionNames = Object.keys(collections) as CollectionName[];

/** The pages that head a collection's list, at the collection's route (its entry in content/schema.ts). */
const listPagePaths = Object.fromEntries(
  collectionNames.map((name) => [collections[name].list, collections[name].route]),
) as Record<ListPage, string>;

/** The logical path of every content page (typed so a new page cannot be forgotten here). */
export const pagePaths: Record<PageName, string> = {
  ...listPagePaths,
  home: routes.home,
  about: routes.about,
  "who-we-are": routes.whoWeAre,
  "our-mission": routes.ourMission,
  "from-our-chairman": routes.fromOurChairman,
  partners: routes.partners,
  contact: routes.contact,
  "contact-thanks": routes.contactThanks,
  "not-found": routes.notFound,
  search: routes.search,
  "important-information": routes.importantInformation,
  privacy: routes.privacy,
  "investment-approach": routes.investmentApproach,
  "investment-portfolios": routes.investmentPortfolios,
  "investment-different": routes.investmentDifferent,
  "investment-process": routes.investmentProcess,
  "investment-right-investor": routes.investmentRightInvestor,
};

/** The logical path of an item's page: `collectionPath[name](slug)`. */
export const collectionPath = Object.fromEntries(
  collectionNames.map((name) => [name, (slug: string) => routes.item(name, slug)]),
) as Record<CollectionName, (slug: string) => string>;

/** Content file (e.g. `content/insights/x.en.mdx`) to the logical path of the page that shows it. */
export function pathOfFile(file: string): string | undefined {
  const match = /^content\/([a-z0-9-]+)\/([^/]+)\.(?:en|jp)\.mdx$/.exec(file);
  if (!match) return undefined;
  const [, folder, slug] = match as unknown as [string, string, string];
  if (folder === "pages") return Object.hasOwn(pagePaths, slug) ? pagePaths[slug as PageName] : undefined;
  return Object.hasOwn(collections, folder) ? collectionPath[folder as CollectionName](slug) : undefined;
}

export type SiteMap = Record<Locale, Map<string, Set<string>>>;

/**
 * Every page a link may point to, per language, with the ids it is known to have: the ids the
 * route table names (such as `/#investors`) plus the ids of the body's headings (added later).
 */
export function siteMap(content: Content): SiteMap {
  const map = { en: new Map(), jp: new Map() } as SiteMap;
  for (const locale of locales) {
    const add = (path: string) => {
      if (!map[locale].has(path)) map[locale].set(path, new Set());
      return map[locale].get(path)!;
    };
    for (const value of Object.values(routes)) {
      if (typeof value !== "string" || value === routes.notFound) continue;
      const [path, id] = value.split("#") as [string, string | undefined];
      const ids = add(path);
      if (id) ids.add(id);
    }
    for (const [name, byLocale] of Object.entries(content.collections)) {
      for (const entry of byLocale[locale]) add(collectionPath[name as CollectionName](entry.slug));
    }
    // A draft's page exists too, showing the other language's text (a preview build's only).
    for (const draft of content.drafts)
      if (draft.locale === locale) add(collectionPath[draft.collection](draft.slug));
  }
  return map;
}

/** `decodeURIComponent`, or undefined for a broken %-escape such as `%zz`. */
export function decodeEscapes(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Splits `/services/x#y` into a normalised path (no trailing slash) and an id (as written, if it cannot be decoded). */
export function splitLink(url: string): { path: string; hash?: string } {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const query = beforeHash.split("?")[0]!;
  const path = withoutTrailingSlashes(query) || query.slice(0, 1);
  const raw = hashAt === -1 ? undefined : url.slice(hashAt + 1);
  return { path, hash: raw === undefined ? undefined : (decodeEscapes(raw) ?? raw) };
}
