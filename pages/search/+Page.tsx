import { SearchIsland } from "@/components/search/SearchIsland";
import { searchQueryParameter } from "@/lib/search";
import { SectionLinks } from "@/components/sections/SectionLinks";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

/** The search page: every header's search link leads here; the search works on it once a visitor reaches for the
 * field or at once for a link with a query (`?q=`), and without JavaScript the page says so in one line above the
 * main sections (docs/search.md). */
const islandId = "search-form";
const headingId = "search-title";

export default function Page() {
  const { page } = useData<Data>();
  const t = useTranslate();
  return (
    <section className="mx-auto grid max-w-7xl gap-14 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-20">
      <div>
        <h1 id={headingId} className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {page.heading}
        </h1>
        <noscript>
          {/* Running text, typeset as every component's (its katakana words and its ending kept). */}
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-steel">
            <KeptEnding text={t("search.noScript")} />
          </p>
        </noscript>
        {/* A link with a query (/search?q=...) wakes the search as the page loads (browser/enhance.ts), and the
            search keeps the field's query in the address. */}
        <div id={islandId} className="mt-8" data-island-wake-param={searchQueryParameter}>
          {/* The heading names the field: the page draws no second label with the same words under it. */}
          <SearchIsland islandId={`${islandId}-island`} inAddress labelledBy={headingId} />
        </div>
      </div>
      <SectionLinks id="search-sections" heading={t("search.sections")} className="lg:pt-4" />
    </section>
  );
}
