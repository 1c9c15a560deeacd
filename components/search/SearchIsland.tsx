// The search form as a page or the search dialog places it: its script and Pagefind's load when a visitor reaches
// for it (components/islands, docs/search.md).
import { Island } from "@/components/islands/Island";
import { searchBundle } from "@/lib/search";
import Search, { type SearchProps } from "./Search";

type SearchIslandProps = { islandId: string } & Pick<SearchProps, "autofocus" | "inAddress" | "labelledBy">;

export function SearchIsland({ islandId, autofocus, inAddress, labelledBy }: SearchIslandProps) {
  return (
    <Island
      name="search"
      component={Search}
      id={islandId}
      props={{ bundle: searchBundle, autofocus, inAddress, labelledBy }}
    />
  );
}
