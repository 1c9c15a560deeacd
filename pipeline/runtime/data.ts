// Build-time helpers for +data hooks: page copy, collection items and their bodies as HTML.
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import type { CollectionName, PageName } from "../../content/schema.ts";
import type { Locale } from "../../lib/locale.ts";
import content from "virtual:kizuna/content";
import type { Content, Draft } from "../content/loader.ts";
import { resolveImage } from "./images.ts";
import { routes } from "../../lib/routes.ts";

export function getPageEntry<P extends PageName>(name: P, locale: Locale): Content["pages"][P][Locale] {
  return content.pages[name][locale];
}

export function getCollection<C extends CollectionName>(
  name: C,
  locale: Locale,
): Content["collections"][C][Locale] {
  return content.collections[name][locale];
}

// Each item page looks itself up by slug: an index keeps that from growing with the square of the items.
const indexes = new WeakMap<object, Map<string, unknown>>();

export function findEntry<C extends CollectionName>(
  name: C,
  locale: Locale,
  slug: string,
): Content["collections"][C][Locale][number] | undefined {
  const collection = content.collections[name][locale];
  let index = indexes.get(collection);
  if (!index) {
    index = new Map(collection.map((entry) => [entry.slug, entry]));
    indexes.set(collection, index);
  }
  const entry = index.get(slug) as Content["collections"][C][Locale][number] | undefined;
  return entry;
}

export { resolveImage };

/** A draft's page (preview builds only): the language its text is in, why, and the file a translator writes. */
export type DraftInfo = Pick<Draft, "from" | "state"> & {
  /** The file a translator writes, e.g. content/insights/x.jp.mdx. */
  file: string;
};

/** What an item page shows: its entry, and for a draft, which language the text is in and why. */
export type ItemText<C extends CollectionName> = {
  entry: Content["collections"][C][Locale][number];
  /** Set when the page's own translation is missing or unfinished (preview builds only). */
  draft?: DraftInfo;
};

/** The item `slug` of collection `name` for the page in `locale`: its own text, or a draft's borrowed one. */
export function findItem<C extends CollectionName>(
  name: C,
  locale: Locale,
  slug: string,
): ItemText<C> | undefined {
  const own = findEntry(name, locale, slug);
  if (own) return { entry: own };
  const draft = content.drafts.find(
    (item) => item.collection === name && item.slug === slug && item.locale === locale,
  );
  const borrowed = draft && findEntry(name, draft.from, slug);
  const file = `content/${name}/${slug}.${locale}.mdx`;
  return borrowed && { entry: borrowed, draft: { from: draft.from, state: draft.state, file } };
}

/**
 * What an item page's +data hook (`pages/<route>/@slug/+data.ts`) starts from: its language, its slug and its text
 * (findItem), or vike's 404 for a slug the collection does not have. A draft (preview builds) shows the other
 * language's text; links in it still lead to this language's pages.
 */
export function getItemPage<C extends CollectionName>(name: C, pageContext: PageContextServer) {
  const { locale } = pageContext;
  const slug = pageContext.routeParams.slug ?? "";
  const item = findItem(name, locale, slug);
  if (!item) throw render(404);
  return { locale, slug, entry: item.entry, draft: item.draft ?? null };
}

/** Every item of a collection that has a page: in either language, drafts included (English order first). */
function getItemSlugs(name: CollectionName): string[] {
  const slugs = [
    ...content.collections[name].en,
    ...content.collections[name].jp,
    ...content.drafts.filter((draft) => draft.collection === name),
  ].map((item) => item.slug);
  return [...new Set(slugs)];
}

/**
 * The `onBeforePrerenderStart` hook of a collection's item pages (`pages/<route>/@slug/`): one URL per item that
 * has a page, at the collection's route; vike adds the /jp twins (pages/+onPrerenderStart.ts).
 */
export const prerenderItems = (name: CollectionName) => () =>
  getItemSlugs(name).map((slug) => routes.item(name, slug));
