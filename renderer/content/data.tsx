// Build-time helpers for +data hooks: page copy, collection items and their bodies as HTML.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { getMdxComponents } from "../../components/mdx";
import type { CollectionName, PageName } from "../../content/schema";
import type { Locale } from "../locale";
import { getContent, type Content, type Entry } from "./loader";
import { resolveImage } from "./images";
import { withPhraseBreaks } from "../typography/phrases";

type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };
// Compiled by @mdx-js/rollup in the server build; only the rendered HTML reaches the browser.
const bodies = import.meta.glob<MdxModule>("/content/**/*.mdx");

export async function renderBody(entry: Pick<Entry<unknown>, "file" | "locale">): Promise<string> {
  const load = bodies[`/${entry.file}`];
  if (!load) throw new Error(`No compiled body for ${entry.file}`);
  const { default: Body } = await load();
  return renderToStaticMarkup(<Body components={getMdxComponents(entry.locale)} />);
}

// Japanese short copy reaches every page with its phrase breaks (DECISIONS "Languages and URLs").
const withBreaks = new WeakMap<object, unknown>();
function displayed<E extends Entry<unknown>>(entry: E): E {
  if (entry.locale !== "jp") return entry;
  if (!withBreaks.has(entry)) withBreaks.set(entry, { ...entry, data: withPhraseBreaks(entry.data) });
  return withBreaks.get(entry) as E;
}

export function getPageEntry<P extends PageName>(name: P, locale: Locale): Content["pages"][P][Locale] {
  return displayed(getContent().pages[name][locale]);
}

export function getCollection<C extends CollectionName>(
  name: C,
  locale: Locale,
): Content["collections"][C][Locale] {
  return getContent().collections[name][locale].map(displayed) as Content["collections"][C][Locale];
}

export function findEntry<C extends CollectionName>(name: C, locale: Locale, slug: string) {
  return getCollection(name, locale).find((entry) => entry.slug === slug);
}

export { resolveImage };
