// MDX bodies rendered to HTML at build time with the site's MDX components, for +data hooks: only the
// HTML reaches the browser. Bodies and their reading time are computed once per production build.
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Entry } from "@/pipeline/content/loader";
import { resolveImage, type ResolvedImage } from "@/pipeline/runtime/images";
import { getPlainText, getReadingMinutes } from "@/pipeline/runtime/text";
import { getMdxComponents } from "./index";

type MdxModule = { default: ComponentType<{ components?: Record<string, unknown> }> };
// Compiled by @mdx-js/rollup in the server build; only the rendered HTML reaches the browser. Every folder of
// content/: .mdx files are only in the collections' folders and content/pages (content-files.ts refuses others),
// so a new collection's bodies are here without a change.
const bodies = import.meta.glob<MdxModule>("/content/*/*.mdx");

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
  // Their sets load on demand, and rendering is synchronous: a first pass notes the files (and draws no
  // image, so React never sees an empty src), and only a body that shows images is rendered again once they
  // are loaded.
  const resolved = new Map<string, ResolvedImage>();
  const wanted = new Set<string>();
  const resolve = (src: string, alt: string) => {
    const image = resolved.get(src);
    if (image) return { ...image, alt };
    wanted.add(src);
    return undefined;
  };
  const render = () => renderToStaticMarkup(<Body components={getMdxComponents(entry.locale, resolve)} />);
  const html = render();
  if (!wanted.size) return html;
  for (const src of wanted) resolved.set(src, await resolveImage(entry.file, { src, alt: "" }));
  return render();
}

/** Reading time of an entry's body, counted once per build (counting Japanese graphemes is slow). */
export function getBodyReadingMinutes(entry: BodySource): Promise<number> {
  const cached = readingMinutes.get(entry.file);
  if (cached) return cached;
  const minutes = renderBody(entry).then((html) => getReadingMinutes(getPlainText(html), entry.locale));
  if (import.meta.env.PROD) readingMinutes.set(entry.file, minutes);
  return minutes;
}
