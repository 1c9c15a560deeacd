// The head of every built page and sitemap.xml tell search engines the same thing: a self canonical,
// reciprocal hreflang alternates (en, ja, x-default) with absolute URLs, and the same pairs in the sitemap.
import { XMLParser } from "fast-xml-parser";
import type { BuiltPage } from "../../pipeline/output/built-pages";
import { parseHtml } from "../../pipeline/output/built-pages";
import type { SiteProblem } from "../../pipeline/output/built-pages";

type Alternates = Map<string, string>;

// hreflang takes a BCP 47 tag (language, optional script, optional region) or x-default.
const hreflangShape = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?$/;
const languageNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** A well-formed tag whose language is a registered one ("ja" is Japanese; "jp" is no language). */
export function isValidHreflang(tag: string): boolean {
  if (tag === "x-default") return true;
  if (!hreflangShape.test(tag)) return false;
  return languageNames.of(tag.split("-")[0] ?? "") !== undefined;
}
const expectedLanguages = ["en", "ja", "x-default"];

const describe = (alternates: Alternates) =>
  [...alternates].map(([lang, href]) => `${lang}=${href}`).join(", ") || "none";
const same = (a: Alternates, b: Alternates) => describe(sorted(a)) === describe(sorted(b));
const sorted = (alternates: Alternates) => new Map([...alternates].sort(([a], [b]) => a.localeCompare(b)));

export function readSitemap(xml: string): Map<string, Alternates> {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    isArray: () => true,
  }).parse(xml);
  const entries = new Map<string, Alternates>();
  for (const url of parsed.urlset?.[0]?.url ?? []) {
    const alternates: Alternates = new Map();
    for (const link of url["xhtml:link"] ?? []) alternates.set(String(link.hreflang), String(link.href));
    entries.set(String(url.loc?.[0] ?? ""), alternates);
  }
  return entries;
}

/** Each `<lastmod>` of the sitemap later than `now`: no page changed after the site was built and checked. */
export function futureLastmods(xml: string, now: Date): SiteProblem[] {
  const parsed = new XMLParser({ isArray: () => true }).parse(xml);
  return (parsed.urlset?.[0]?.url ?? []).flatMap((url: { loc?: unknown[]; lastmod?: unknown[] }) => {
    const lastmod = String(url.lastmod?.[0] ?? "");
    const time = Date.parse(lastmod);
    return lastmod && !(time <= now.getTime())
      ? [
          {
            page: "sitemap.xml",
            message: `gives ${String(url.loc?.[0] ?? "")} the date ${lastmod}, ${Number.isNaN(time) ? "which is no date" : "which is later than now"}: a page's lastmod is when it last changed, never in the future`,
          },
        ]
      : [];
  });
}

export async function checkHeadsAndSitemap(
  pages: BuiltPage[],
  sitemapXml: string,
  origin: string,
): Promise<SiteProblem[]> {
  const problems: SiteProblem[] = [];
  const sitemap = readSitemap(sitemapXml);
  const heads = new Map<string, { alternates: Alternates; notFound: boolean; page: string }>();

  for (const page of pages) {
    const report = (message: string) => problems.push({ page: page.url, message });
    const doc = await parseHtml(page.html);
    const pageUrl = new URL(page.url, origin).href.replace(/\/$/, "");
    const notFound =
      doc.querySelector('meta[name="robots"]')?.getAttributeValue("content")?.includes("noindex") ?? false;

    const canonicals = doc
      .querySelectorAll('link[rel="canonical"]')
      .map((el) => el.getAttributeValue("href") ?? "");
    if (canonicals.length !== 1) report(`has ${canonicals.length} canonical links; expected exactly one`);
    else if (canonicals[0] !== pageUrl)
      report(`canonical is ${canonicals[0]}; expected its own absolute URL ${pageUrl}`);

    const alternates: Alternates = new Map();
    for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]')) {
      const lang = link.getAttributeValue("hreflang") ?? "";
      const href = link.getAttributeValue("href") ?? "";
      if (!isValidHreflang(lang)) report(`hreflang="${lang}" is not a valid language tag`);
      if (!/^https?:\/\//.test(href)) report(`alternate ${lang} href "${href}" is not an absolute URL`);
      if (alternates.has(lang)) report(`has two alternates for ${lang}`);
      alternates.set(lang, href);
    }
    const languages = [...alternates.keys()].sort();
    if (languages.join() !== expectedLanguages.join()) {
      report(`alternates are [${languages.join(", ")}]; expected [${expectedLanguages.join(", ")}]`);
    }
    if (![...alternates.values()].includes(pageUrl))
      report(`no alternate points back at the page itself (${pageUrl})`);
    heads.set(pageUrl, { alternates, notFound, page: page.url });

    if (notFound) {
      if (sitemap.has(pageUrl)) report("is a not-found page (noindex) but is listed in sitemap.xml");
      continue;
    }
    const listed = sitemap.get(pageUrl);
    if (!listed) report("is missing from sitemap.xml");
    else if (!same(listed, alternates)) {
      report(`sitemap.xml alternates (${describe(listed)}) differ from the head's (${describe(alternates)})`);
    }
  }

  // Reciprocity: every page an alternate names exists and names the same set back.
  for (const [, head] of heads) {
    for (const [lang, href] of head.alternates) {
      const other = heads.get(href);
      if (!other)
        problems.push({ page: head.page, message: `alternate ${lang} ${href} is not a built page` });
      else if (!same(other.alternates, head.alternates)) {
        problems.push({ page: head.page, message: `alternates are not reciprocal with ${other.page}` });
      }
    }
  }
  for (const loc of sitemap.keys()) {
    if (!heads.has(loc))
      problems.push({ page: "sitemap.xml", message: `lists ${loc}, which is not a built page` });
  }
  return problems;
}
