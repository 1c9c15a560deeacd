// Build-time helpers for +data hooks: page copy, collection items and their bodies as HTML.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getMdxComponents } from "../../components/mdx";
import { getPlainText, getReadingMinutes } from "../../components/sections/insights/text";
import type { CollectionName, PageName } from "../../content/schema";
import type { Locale } from "../locale";
import content from "virtual:kizuna/content";
import type { Content, Entry } from "./loader";
import { resolveImage, type ResolvedImage } from "./images";
import { withPhraseBreaks } from "../typography/phrases";

type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };
// Compiled by @mdx-js/rollup in the server build; only the rendered HTML reaches the browser.
const bodies = import.meta.glob<MdxModule>("/content/**/*.mdx");

type BodySource = Pick<Entry<unknown>, "file" | "locale">;

// An article body is needed by its own page and by the overview: render it once per build.
// Only in the production build, so that an edited file shows up in the dev server.
const renderedBodies = new Map<string, Promise<string>>();
const readingMinutes = new Map<string, Promise<number>>();

export function renderBody(entry: BodySource): Promise<string> {
  const cached = renderedBodies.get(entry.file);
  if (cached) return cached;
  const rendered = renderUncached(entry);
  if (import.meta.env.PROD) renderedBodies.set(entry.file, rendered);
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
