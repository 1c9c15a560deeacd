// The island runtime: a chunk of the client build that no page links to. The page's inline script
// (browser/boot.ts) imports it on the first pointer, touch or focus on an island, and it hydrates that
// island from the HTML the server rendered (Island.tsx), with the same tree and identifier prefix, so the ids agree.
import { createElement, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalogue } from "@/lib/i18n";
import { islands, type IslandData, type IslandName } from "./islands";
import { IslandTree } from "./IslandTree";

export async function hydrateIsland(root: HTMLElement): Promise<void> {
  const name = root.dataset.island as IslandName;
  const { locale, props } = JSON.parse(root.dataset.props ?? "{}") as IslandData;
  const [module] = await Promise.all([islands[name](), loadCatalogue(locale)]);
  const component = module.default as (props: Record<string, unknown>) => ReactNode;
  hydrateRoot(root, createElement(IslandTree, { locale, component, props, root }), {
    identifierPrefix: `${root.id}-`,
  });
}

export type IslandRuntime = { hydrateIsland: typeof hydrateIsland };
