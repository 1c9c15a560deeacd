// The collection items tests reach for, found in the content they load by the property they need: a writer's
// pull request that removes or renames a page never breaks a test, and one that removes the last page with
// the property fails with a message naming it (issue 52).
import type { Content } from "@/pipeline/content/loader";
import type { CollectionName } from "@/content/schema";
import type { Locale } from "@/lib/locale";

export type Item<C extends CollectionName> = Content["collections"][C][Locale][number];

/**
 * The first item of collection `name` in `locale`, in the order the site lists it, that is the `wanted` one
 * ("article with a table in its body"; any item when `has` is left out); throws, naming it, when there is none.
 */
export function itemWith<C extends CollectionName>(
  content: Content,
  name: C,
  locale: Locale,
  wanted: string,
  has: (item: Item<C>) => boolean = () => true,
): Item<C> {
  const found = (content.collections[name][locale] as Item<C>[]).find(has);
  if (!found)
    throw new Error(
      `content/${name}/ (${locale}) has no ${wanted}, which this test needs: add one, or let the test build a fixture page`,
    );
  return found;
}

/** Markdown headings of levels 1 to 3 in a body (the levels a page shows as h1–h3). */
export const bodyHeadings = (body: string) =>
  [...body.matchAll(/^#{1,3} +(.+)$/gm)].map((match) => match[1]!);
