// The pages' structured data (schema.org JSON-LD), each kind built here and only here: the firm
// (Organization, on every page and as the author, publisher and provider of the others), the breadcrumb
// trail, an article, a service and a page of questions. A page's +data returns what it needs in
// `head.jsonLd`; head.ts adds the Organization and +Head writes them. A breadcrumb is built from the same
// trail the page shows (components/sections/Breadcrumb.tsx), so the two cannot disagree.
import logoEnUrl from "@/content/brand/logo-en.svg?url";
import { translate } from "./i18n.ts";
import { languageTag, localizePath, type Locale } from "./locale.ts";
import { routes } from "./routes.ts";
import { site } from "./site.ts";
import { absoluteUrl } from "./urls.ts";

export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";
const pageUrl = (logicalPath: string, locale: Locale) => absoluteUrl(localizePath(logicalPath, locale));

/** The firm, without `@context`: what the other kinds name as their author, publisher or provider. */
function firm(locale: Locale): JsonLd {
  return {
    "@type": "Organization",
    name: site.name[locale],
    legalName: site.legalName,
    url: pageUrl(routes.home, locale),
    logo: absoluteUrl(logoEnUrl),
    foundingDate: site.foundingDate,
    founder: { "@type": "Person", name: site.founder[locale] },
    email: site.email,
    address: { "@type": "PostalAddress", addressLocality: site.locality, addressCountry: site.country },
  };
}

/** The firm, on every page. */
export const getOrganization = (locale: Locale): JsonLd => ({ "@context": context, ...firm(locale) });

/** One step of a breadcrumb trail: its label and the logical path of its page. */
export type Crumb = { label: string; href: string };

/** A trail from the home page through `parents` to the page itself: what the page shows and what it declares. */
export const getTrail = (locale: Locale, parents: Crumb[], current: Crumb): Crumb[] => [
  { label: translate(locale, "nav.home"), href: routes.home },
  ...parents,
  current,
];

export function getBreadcrumbList(trail: Crumb[], locale: Locale): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: pageUrl(crumb.href, locale),
    })),
  };
}

export function getArticle(
  locale: Locale,
  article: {
    path: string;
    title: string;
    excerpt: string;
    date: string;
    /** Its picture's raster file, as served (a path on this site). */
    image: string;
    tags: string[];
    /** The language it is written in (a draft's page shows the other language's text). */
    written: Locale;
  },
): JsonLd {
  return {
    "@context": context,
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    image: [absoluteUrl(article.image)],
    author: firm(locale),
    publisher: firm(locale),
    inLanguage: languageTag[article.written],
    keywords: article.tags.join(", "),
    mainEntityOfPage: pageUrl(article.path, locale),
  };
}

export function getService(locale: Locale, service: { path: string; title: string; description: string }) {
  return {
    "@context": context,
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: pageUrl(service.path, locale),
    provider: firm(locale),
    areaServed: [
      { "@type": "Place", name: translate(locale, "services.areaAsia") },
      { "@type": "Place", name: translate(locale, "services.areaMiddleEast") },
    ],
  };
}

/** A page that answers questions (the investment pages' FAQ). */
export function getFaqPage(items: { q: string; a: string }[]): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.q,
      acceptedAnswer: { "@type": "Answer", text: item.a },
    })),
  };
}
