// What one collection of content/schema.ts says about itself: everything the site needs to know about it,
// in one entry (as Astro's `defineCollection`). The loader, the routes, the lists, the sitemap, the social
// cards, the translation status, the content editor and `npm run new` all read these entries. A type only:
// content/ imports it as such, so writers' folder holds no code of the site (docs/architecture.md).
import type { z } from "zod";
import type { UiKey } from "../content/ui.schema.ts";

type FieldOf<S extends z.ZodObject> = keyof z.output<S> & string;

export type CollectionDefinition<S extends z.ZodObject = z.ZodObject, P extends string = string> = {
  /** The address of its list page; each item's page is `<route>/<slug>`. */
  route: `/${string}`;
  /** The one-off page (content/pages/<list>.{en,jp}.mdx) whose copy heads the list at `route`. */
  list: P;
  /** The word for one item in `npm run new -- <kind> <slug>`. */
  kind: string;
  /** The content editor's names for the collection and for one of its items. */
  label: string;
  singular: string;
  /** What an item's body holds, for the writer (`npm run new` asks for it). */
  body: string;
  /** Its order in lists, menus and feeds: by `date`, newest first, or by `order`, 1 first. */
  sort: "date" | "order";
  /** The field that names an item: on its card, in the editor, and as its page's title. */
  title: FieldOf<S>;
  /** The item page's title as interface text instead, its {placeholders} filled from the item's fields. */
  pageTitle?: UiKey;
  /** Fields that must be the same in the English and the Japanese file of an item (dotted paths). */
  twinFields: (FieldOf<S> | `${FieldOf<S>}.${string}`)[];
  /** Other pages that list its newest items: the sitemap dates them by those items too. */
  listedOn?: `/${string}`[];
  /** The frontmatter of an item. */
  schema: S;
};

/** One collection: its folder is its name in `collections` (content/<name>/<slug>.{en,jp}.mdx). */
