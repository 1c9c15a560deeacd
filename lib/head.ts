// Every <head> tag of a page that vike-react does not write itself: canonical, hreflang alternates, the feed,
// social tags, structured data (lib/structured-data.ts) and robots. +Head writes them into the
// prerendered HTML. vike-react writes <title>, the description, og:title and og:description from +title and
// +description (head-text.ts), so they are not built here.
import type { PageContext } from "vike/types";
import { site } from "./site.ts";
import { localizePath, ogLocale, otherLocale, type Locale } from "./locale.ts";
import { translate } from "./i18n.ts";
import { buildPreview, type PreviewInfo } from "./preview.ts";
import { absoluteUrl, feedPath, getAlternates, ogCardPath } from "./urls.ts";
import type { HeadData } from "./types.ts";
import { getOrganization } from "./structured-data.ts";

export type HeadTag =
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> }
  | { tag: "jsonld"; json: Record<string, unknown> };

export function buildHead(
  head: HeadData,
  locale: Locale,
  logicalPath: string,
  isNotFound = false,
  preview: PreviewInfo | null = buildPreview,
): HeadTag[] {
  const url = absoluteUrl(localizePath(logicalPath, locale));
  // Each page has its own generated card (pipeline/output/og-cards.ts); the not-found pages share the default.
  const image = absoluteUrl(head.image ?? (isNotFound ? "/og-default.png" : ogCardPath(logicalPath, locale)));
  const imageAlt = isNotFound ? site.name[locale] : head.title;
  const other = otherLocale(locale);
  const tags: HeadTag[] = [
    ...(head.preloadImage ? [getPreloadTag(head.preloadImage)] : []),
    { tag: "link", attrs: { rel: "canonical", href: url } },
    ...getAlternates(logicalPath).map(({ hreflang, href }) => ({
      tag: "link" as const,
      attrs: { rel: "alternate", hreflang, href },
    })),
    {
      tag: "link",
      attrs: {
        rel: "alternate",
        type: "application/rss+xml",
        title: translate(locale, "feed.title"),
        href: absoluteUrl(feedPath(locale)),
      },
    },
    {
      tag: "meta",
      attrs: {
        property: "og:type",
        content: head.jsonLd?.some((j) => j["@type"] === "Article") ? "article" : "website",
      },
    },
    { tag: "meta", attrs: { property: "og:site_name", content: site.name[locale] } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:image:width", content: "1200" } },
    { tag: "meta", attrs: { property: "og:image:height", content: "630" } },
    // The card shows the page title; the build checks each card against this (pipeline/output/og-cards.ts).
    { tag: "meta", attrs: { property: "og:image:alt", content: imageAlt } },
    { tag: "meta", attrs: { property: "og:locale", content: ogLocale[locale] } },
    { tag: "meta", attrs: { property: "og:locale:alternate", content: ogLocale[other] } },
    // X reads the title, description and image from the Open Graph tags when its own are absent; only the card's
    // kind has no Open Graph equivalent (every byte of the head is paid before the first paint).
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "jsonld", json: getOrganization(locale) },
    ...(head.jsonLd ?? []).map((json) => ({ tag: "jsonld" as const, json })),
  ];
  // A preview deploy must never be indexed, nor lead crawlers on to other pages.
  if (preview) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex, nofollow" } });
  else if (isNotFound) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex" } });
  return tags;
}

// The AVIF set only: every browser that can use a preload's srcset reads AVIF, so one request is enough.
// (Under `npm run dev` an image is its source file, of its own type.)
function getPreloadTag({
  srcset,
  sizes,
  type = "image/avif",
}: {
  srcset: string;
  sizes: string;
  type?: string;
}): HeadTag {
  return {
    tag: "link",
    attrs: {
      rel: "preload",
      as: "image",
      type,
      imagesrcset: srcset,
      imagesizes: sizes,
      fetchpriority: "high",
    },
  };
}

// JSON inside <script> must not be able to close the tag.
export const serializeJsonLd = (json: Record<string, unknown>) =>
  JSON.stringify(json).replace(/</g, "\\u003c");

/** The logical path the head describes: the not-found page is `/404` in both languages, whatever the URL. */
export function getHeadPath(pageContext: PageContext): string {
  if (pageContext.is404) return "/404";
  return pageContext.urlLogical.replace(/[?#].*$/, "") || "/";
}

/** The page's head tags (+Head writes them). */
export function getPageHeadTags(pageContext: PageContext): HeadTag[] {
  return buildHead(pageContext.data.head, pageContext.locale, getHeadPath(pageContext), !!pageContext.is404);
}
