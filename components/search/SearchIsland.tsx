// The search form as a page or the search dialog places it: its script and Pagefind's load when a visitor reaches
// for it (components/islands, docs/search.md).
import { Island } from "@/components/islands/Island";
import { searchBundle } from "@/lib/search";
import Search from "./Search";

export function SearchIsland({ islandId, autofocus }: { islandId: string; autofocus?: boolean }) {
  return (
    <Island name="search" component={Search} id={islandId} props={{ bundle: searchBundle, autofocus }} />
  );
}
