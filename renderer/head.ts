// Every <head> tag of a page, from one place: title, description, canonical, hreflang
// alternates, social tags and JSON-LD. +Head writes them into the prerendered HTML; after a client-side
// navigation +onAfterRenderClient applies the same list to the document (vike-react itself updates only the
// title, the description and lang, which +title, +description and +lang give it).
import type { PageContext } from "vike/types";
import { site } from "./site";
import logoEnUrl from "@/content/brand/logo-en.svg?url";
import { localizePath, ogLocale, otherLocale, type Locale } from "./locale";
import { translate } from "./i18n";
import { escapeHtml } from "./escape-html";
import { buildPreview, type PreviewInfo } from "./preview";
import { absoluteUrl, feedPath, getAlternates, ogCardPath } from "./urls";

export { absoluteUrl };
import { routes } from "./routes";
import type { HeadData } from "./types";
import { removePhraseBreaksDeep } from "./typography/breaks";
import { getPageTitle } from "./head-text";

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> }
  | { tag: "jsonld"; json: Record<string, unknown> };

export { getPageTitle };

export function getOrganizationJsonLd(locale: Locale): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name[locale],
    legalName: site.legalName,
    url: absoluteUrl(localizePath(routes.home, locale)),
    logo: absoluteUrl(logoEnUrl),
    foundingDate: site.foundingDate,
    founder: { "@type": "Person", name: site.founder[locale] },
    email: site.email,
    address: { "@type": "PostalAddress", addressLocality: site.locality, addressCountry: site.country },
  };
}

export function buildHead(
  pageHead: HeadData,
  locale: Locale,
  logicalPath: string,
  isNotFound = false,
  preview: PreviewInfo | null = buildPreview,
): HeadTag[] {
  // Phrase breaks are for display only: titles, descriptions and structured data stay plain.
  const head = removePhraseBreaksDeep(pageHead);
  const title = getPageTitle(head, locale);
  const url = absoluteUrl(localizePath(logicalPath, locale));
  // Each page has its own generated card (scripts/lib/og-cards.ts); the not-found pages share the default.
  const image = absoluteUrl(head.image ?? (isNotFound ? "/og-default.png" : ogCardPath(logicalPath, locale)));
  const imageAlt = isNotFound ? site.name[locale] : head.title;
  const other = otherLocale(locale);
  const tags: HeadTag[] = [
    { tag: "title", text: title },
    { tag: "meta", attrs: { name: "description", content: head.description } },
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
    { tag: "meta", attrs: { property: "og:title", content: title } },
    { tag: "meta", attrs: { property: "og:description", content: head.description } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:image:width", content: "1200" } },
    { tag: "meta", attrs: { property: "og:image:height", content: "630" } },
    // The card shows the page title; the build checks each card against this (scripts/lib/og-cards.ts).
    { tag: "meta", attrs: { property: "og:image:alt", content: imageAlt } },
    { tag: "meta", attrs: { property: "og:locale", content: ogLocale[locale] } },
    { tag: "meta", attrs: { property: "og:locale:alternate", content: ogLocale[other] } },
    // X reads the title, description and image from the Open Graph tags when its own are absent; only the card's
    // kind has no Open Graph equivalent (every byte of the head is paid before the first paint).
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "jsonld", json: getOrganizationJsonLd(locale) },
    ...(head.jsonLd ?? []).map((json) => ({ tag: "jsonld" as const, json })),
  ];
  // A preview deploy must never be indexed, nor lead crawlers on to other pages.
  if (preview) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex, nofollow" } });
  else if (isNotFound) tags.push({ tag: "meta", attrs: { name: "robots", content: "noindex" } });
  return tags;
}

// The AVIF set only: every browser that can use a preload's srcset reads AVIF, so one request is enough.
function getPreloadTag({ srcset, sizes }: { srcset: string; sizes: string }): HeadTag {
  return {
    tag: "link",
    attrs: {
      rel: "preload",
      as: "image",
      type: "image/avif",
      imagesrcset: srcset,
      imagesizes: sizes,
      fetchpriority: "high",
    },
  };
}

// JSON inside <script> must not be able to close the tag.
export const serializeJsonLd = (json: Record<string, unknown>) =>
  JSON.stringify(json).replace(/</g, "\\u003c");

export function renderHeadHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case "title":
          return `<title>${escapeHtml(tag.text)}</title>`;
        case "jsonld":
          return `<script type="application/ld+json" data-head>${serializeJsonLd(tag.json)}</script>`;
        default: {
          const attrs = Object.entries(tag.attrs)
            .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
            .join(" ");
          return `<${tag.tag} ${attrs} data-head>`;
        }
      }
    })
    .join("\n    ");
}

/** The logical path the head describes: the not-found page is `/404` in both languages, whatever the URL. */
export function getHeadPath(pageContext: PageContext): string {
  if (pageContext.is404) return "/404";
  return pageContext.urlLogical.replace(/[?#].*$/, "") || "/";
}

/** The tags vike-react writes and updates itself, from +title and +description. */
const writtenByVikeReact = (tag: HeadTag) =>
  tag.tag === "title" ||
  (tag.tag === "meta" &&
    ["description", "og:title", "og:description"].includes(tag.attrs.name ?? tag.attrs.property ?? ""));

/** The page's head tags, less those vike-react writes from +title and +description. */
export function getPageHeadTags(pageContext: PageContext): HeadTag[] {
  return buildHead(
    pageContext.data.head,
    pageContext.locale,
    getHeadPath(pageContext),
    !!pageContext.is404,
  ).filter((tag) => !writtenByVikeReact(tag));
}
