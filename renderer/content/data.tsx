// Build-time helpers for +data hooks: page copy, collection items and their bodies as HTML.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getMdxComponents } from "../../components/mdx";
import { getPlainText, getReadingMinutes } from "../../components/sections/insights/text";
import type { CollectionName, PageName } from "../../content/schema";
import type { Locale } from "../locale";
import content from "virtual:kizuna/content";
import type { Content, Draft, Entry } from "./loader";
import { resolveImage, type ResolvedImage } from "./images";
import { withPhraseBreaks } from "../typography/phrases";

type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };
// Compiled by @mdx-js/rollup in the server build; only the rendered HTML reaches the browser.
const bodies = import.meta.glob<MdxModule>("/content/**/*.mdx");

/** A body's file, and the language of the page it is shown on (its links lead to that language's pages). */
type BodySource = Pick<Entry<unknown>, "file" | "locale">;

// An article body is needed by its own page and by the overview: render it once per build.
// Only in the production build, so that an edited file shows up in the dev server.
const renderedBodies = new Map<string, Promise<string>>();
const readingMinutes = new Map<string, Promise<number>>();

export function renderBody(entry: BodySource): Promise<string> {
  // A draft shows one file on both languages' pages, with each page's links.
  const key = `${entry.file}@${entry.locale}`;
  const cached = renderedBodies.get(key);
  if (cached) return cached;
  const rendered = renderUncached(entry);
  if (import.meta.env.PROD) renderedBodies.set(key, rendered);
  return rendered;
}

async function renderUncached(entry: BodySource): Promise<string> {
  const load = bodies[`/${entry.file}`];
  if (!load) throw new Error(`No compiled body for ${entry.file}`);
  const { default: Body } = await load();
  // Images named in the body are files next to it, built into responsive sets like every content image.
  // Their sets load on demand, and rendering is synchronous: a first pass notes the files, and only a
  // body that shows images is rendered again once they are loaded.
  const resolved = new Map<string, ResolvedImage>();
  const wanted = new Set<string>();
  const placeholder: ResolvedImage = {
    width: 1,
    height: 1,
    avif: "",
    webp: "",
    src: "",
    type: "image/png",
    alt: "",
  };
  const resolve = (src: string, alt: string) => {
    const image = resolved.get(src);
    if (image) return { ...image, alt };
    wanted.add(src);
    return placeholder;
  };
  const render = () => renderToStaticMarkup(<Body components={getMdxComponents(entry.locale, resolve)} />);
  const html = render();
  if (!wanted.size) return html;
  for (const src of wanted) resolved.set(src, await resolveImage(entry.file, { src, alt: "" }));
  return render();
}

// Japanese short copy reaches every page with its phrase breaks (docs/languages-and-urls.md).
const withBreaks = new WeakMap<object, unknown>();
function displayed<E extends Entry<unknown>>(entry: E): E {
  if (entry.locale !== "jp") return entry;
  if (!withBreaks.has(entry)) withBreaks.set(entry, { ...entry, data: withPhraseBreaks(entry.data) });
  return withBreaks.get(entry) as E;
}

/** Reading time of an entry's body, counted once per build (counting Japanese graphemes is slow). */
export function getBodyReadingMinutes(entry: BodySource): Promise<number> {
  const cached = readingMinutes.get(entry.file);
  if (cached) return cached;
  const minutes = renderBody(entry).then((html) => getReadingMinutes(getPlainText(html), entry.locale));
  if (import.meta.env.PROD) readingMinutes.set(entry.file, minutes);
  return minutes;
}

export function getPageEntry<P extends PageName>(name: P, locale: Locale): Content["pages"][P][Locale] {
  return displayed(content.pages[name][locale]);
}

export function getCollection<C extends CollectionName>(
  name: C,
  locale: Locale,
): Content["collections"][C][Locale] {
  return content.collections[name][locale].map(displayed) as Content["collections"][C][Locale];
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
  return entry && displayed(entry);
}

export { resolveImage };

/** What an item page shows: its entry, and for a draft, which language the text is in and why. */
export type ItemText<C extends CollectionName> = {
  entry: Content["collections"][C][Locale][number];
  /** Set when the page's own translation is missing or unfinished (preview builds only). */
  draft?: Pick<Draft, "from" | "state">;
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
  return borrowed && { entry: borrowed, draft: { from: draft.from, state: draft.state } };
}

/** Every item of a collection that has a page: in either language, drafts included (English order first). */
export function getItemSlugs(name: CollectionName): string[] {
  const slugs = [
    ...content.collections[name].en,
    ...content.collections[name].jp,
    ...content.drafts.filter((draft) => draft.collection === name),
  ].map((item) => item.slug);
  return [...new Set(slugs)];
}
